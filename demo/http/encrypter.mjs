/**
 * Laravel's cookie encryption (Illuminate\Encryption\Encrypter with AES-256-CBC, and
 * EncryptCookies' name prefix): a value becomes base64 of
 * `{"iv","value","mac","tag"}`, with a fresh IV each time, so the same token reads
 * differently in every response, as Laravel's `XSRF-TOKEN` does.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A key per process, as `APP_KEY` is per installation. */
const KEY = randomBytes(32);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const mac = (iv, value) => createHmac('sha256', KEY).update(iv + value).digest('hex');

/** `CookieValuePrefix::create`: ties a value to its cookie name. */
const prefixFor = (name) => `${createHmac('sha1', KEY).update(`${name}v2`).digest('hex')}|`;

/** Encrypts a cookie value; the result needs URL-encoding in a Set-Cookie (it has `+`, `/` and `=`). */
export function encryptCookie(name, value) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', KEY, iv);
  const encrypted = Buffer.concat([cipher.update(prefixFor(name) + value, 'utf8'), cipher.final()]).toString('base64');
  const ivText = iv.toString('base64');
  // PHP's json_encode escapes slashes; kept so the payload looks as Laravel's does.
  const payload = JSON.stringify({ iv: ivText, value: encrypted, mac: mac(ivText, encrypted), tag: '' }).replaceAll('/', '\\/');
  return Buffer.from(payload).toString('base64');
}

/**
 * The plain value of an encrypted cookie, or null when the payload is not exactly
 * one of ours: a still URL-encoded value (`%3D`) fails here, as Laravel's
 * `decrypt` throws on it and VerifyCsrfToken answers 419.
 * @param {string} name
 * @param {unknown} payload
 */
export function decryptCookie(name, payload) {
  if (typeof payload !== 'string' || !BASE64.test(payload)) return null;
  let parts;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const { iv, value, mac: sent } = parts ?? {};
  if (typeof iv !== 'string' || typeof value !== 'string' || typeof sent !== 'string') return null;
  const expected = Buffer.from(mac(iv, value));
  if (expected.length !== sent.length || !timingSafeEqual(expected, Buffer.from(sent))) return null;
  try {
    const decipher = createDecipheriv('aes-256-cbc', KEY, Buffer.from(iv, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(value, 'base64')), decipher.final()]).toString('utf8');
    const prefix = prefixFor(name);
    return plain.startsWith(prefix) ? plain.slice(prefix.length) : null;
  } catch {
    return null;
  }
}
