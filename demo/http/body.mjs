/** Request bodies: size limit, JSON, urlencoded and multipart (through the global `Request`). */
import { HttpError } from './respond.mjs';

export const MAX_BODY_BYTES = 5 * 1024 * 1024;
// Laravel's TrimStrings middleware trims every input except these.
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

// The client may still be uploading: close the connection rather than read the rest.
const tooLarge = () => new HttpError(413, 'Запит завеликий: не більше 5 МБ.', {}, { connection: 'close' });

/** Reads the raw body, refusing early past the limit. @param {import('node:http').IncomingMessage} req */
export async function readRaw(req, limit = MAX_BODY_BYTES) {
  if (Number(req.headers['content-length']) > limit) throw tooLarge();
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @param {Record<string, unknown>} input */
function trimStrings(input) {
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && !UNTRIMMED.has(key)) input[key] = value.trim();
  }
  return input;
}

/**
 * Parses the body into a plain object of fields; multipart file fields stay `File`s.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, any>>}
 */
export async function parseBody(req) {
  const raw = await readRaw(req);
  const header = String(req.headers['content-type'] ?? '');
  const type = header.toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const request = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': header }, body: raw });
    const form = await request.formData().catch(() => {
      throw new HttpError(400, 'Некоректне тіло multipart-запиту.');
    });
    return trimStrings(Object.fromEntries(form));
  }
  const text = raw.toString('utf8');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return trimStrings(Object.fromEntries(new URLSearchParams(text)));
  }
  if (!text.trim()) return {};
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Некоректний JSON у тілі запиту.');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, 'Тіло запиту має бути JSON-об\'єктом.');
  }
  return trimStrings(data);
}
