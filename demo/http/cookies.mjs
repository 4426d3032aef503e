/** Cookie header parsing and Set-Cookie serialising (RFC 6265). */

/** @param {string | undefined} header */
export function parseCookies(header = '') {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * @param {string} name
 * @param {string} value URL-encoded on the way out
 * @param {{ httpOnly?: boolean, maxAge?: number }} [options]
 */
export function serializeCookie(name, value, { httpOnly = false, maxAge } = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
