/**
 * A cookie-keeping HTTP client for tests against the demo server, behaving like a
 * browser tab: it stores Set-Cookie values and, after `csrf()`, sends the
 * `X-XSRF-TOKEN` header that Laravel's CSRF check wants.
 *
 * @example
 * const s = createSession('http://127.0.0.1:8080');
 * await s.csrf();
 * const res = await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
 * res.status; // 200
 * res.body.data.full_name; // 'Олена Коваленко'
 */

/**
 * @typedef {{ status: number, headers: Headers, text: string, body: any }} SessionResponse
 * `body` is the parsed JSON when the reply is JSON, else the text.
 * @typedef {{ headers?: Record<string, string | null>, raw?: boolean }} RequestOptions
 * `raw`: send `body` as it is (a string or FormData) instead of JSON. A header set to
 * null is not sent (e.g. `{ referer: null, origin: null }` for a request from elsewhere).
 */

/** @param {string} baseUrl */
export function createSession(baseUrl) {
  /** @type {Map<string, string>} */
  const cookies = new Map();

  function storeCookies(/** @type {Headers} */ headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=(0|-)/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {RequestOptions} [options]
   * @returns {Promise<SessionResponse>}
   */
  async function request(method, path, body, { headers = {}, raw = false } = {}) {
    // As a browser on the demo's own page: Referer always, Origin on writes (Sanctum's stateful check).
    const sent = { accept: 'application/json', referer: `${baseUrl}/`, ...headers };
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in sent)) sent.origin = baseUrl;
    for (const [name, value] of Object.entries(sent)) if (value === null) delete sent[name];
    const xsrf = cookies.get('XSRF-TOKEN');
    // The cookie is URL-encoded; libraries send it decoded, which is what Laravel decrypts.
    if (xsrf && !('x-xsrf-token' in sent)) sent['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (cookies.size) sent.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload;
    if (body !== undefined) {
      payload = raw ? body : JSON.stringify(body);
      if (!raw) sent['content-type'] = 'application/json';
    }
    const res = await fetch(new URL(path, baseUrl), { method, headers: sent, body: payload, redirect: 'manual' });
    storeCookies(res.headers);
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return { status: res.status, headers: res.headers, text, body: isJson ? JSON.parse(text) : text };
  }

  return {
    cookies,
    request,
    /** @param {string} path @param {RequestOptions} [options] */
    get: (path, options) => request('GET', path, undefined, options),
    /** @param {string} path @param {unknown} [body] @param {RequestOptions} [options] */
    post: (path, body, options) => request('POST', path, body, options),
    /** @param {string} path @param {unknown} [body] @param {RequestOptions} [options] */
    put: (path, body, options) => request('PUT', path, body, options),
    /** Multipart POST. @param {string} path @param {FormData} form @param {RequestOptions} [options] */
    postForm: (path, form, options) => request('POST', path, form, { ...options, raw: true }),
    /** Fetches `/sanctum/csrf-cookie`; later unsafe requests carry the token. */
    csrf: () => request('GET', '/sanctum/csrf-cookie'),
    /** `csrf()` then `POST /api/login`. */
    async login(email = 'user@example.com', password = 'password123') {
      await request('GET', '/sanctum/csrf-cookie');
      return request('POST', '/api/login', { email, password });
    },
  };
}
