/**
 * Response descriptors and the one place that writes them to the socket.
 * Handlers return `{ status, headers, body }`; `send` adds compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @typedef {{ status: number, headers: Record<string, string | string[]>, body?: string | Buffer }} Reply */

/** An error that becomes a JSON reply `{ message, ...extra }`. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, unknown>} [extra] more fields for the JSON body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, extra = {}, headers = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }

  /** @returns {Reply} */
  toReply() {
    return json(this.status, { message: this.message, ...this.extra }, this.headers);
  }
}

/** @returns {Reply} */
export function json(status, data, headers = {}) {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(data),
  };
}

/** @returns {Reply} */
export function html(status, text, headers = {}) {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: text,
  };
}

/** @returns {Reply} */
export const notFound = () => json(404, { message: 'Не знайдено.' });

/** @returns {Reply} */
export const noContent = () => ({ status: 204, headers: {} });

/** @returns {Reply} */
export const redirect = (location) => ({ status: 302, headers: { location } });

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/** Picks `br` or `gzip` from an Accept-Encoding header, honouring `q=0`. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Set();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Compresses a body: brotli at a moderate quality, as a 10 000-shop list must stay quick. */
function compress(encoding, buffer) {
  if (encoding === 'br') {
    return brotli(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return gzipAsync(buffer);
}

/**
 * Writes a reply; compresses text-like bodies when the client accepts it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Reply} reply
 */
export async function send(req, res, reply) {
  const headers = { 'x-content-type-options': 'nosniff', ...reply.headers };
  let body = reply.body === undefined ? undefined : Buffer.from(reply.body);
  const type = String(headers['content-type'] ?? '');
  if (body && COMPRESSIBLE.test(type)) {
    headers.vary = 'Accept-Encoding';
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding && body.length >= MIN_COMPRESS_BYTES) {
      body = await compress(encoding, body);
      headers['content-encoding'] = encoding;
    }
  }
  if (body) headers['content-length'] = String(body.length);
  // Laravel's name for 419, which Node does not know.
  res.writeHead(reply.status, reply.status === 419 ? 'Page Expired' : undefined, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
