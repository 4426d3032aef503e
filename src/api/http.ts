// The one HTTP client: Laravel Sanctum conventions, timeouts, bounded GET
// retries, and every body checked at the edge (see shapes.ts).
import { ApiError, loadErrorTexts, toApiError } from './errors';
import { ensureCsrf, resetCsrf } from './csrf';
import { unwrap, type Reader } from './shapes';
import type { FailedResponse } from './failure';
import { takePrimed } from './primed';
import { hydrationOver } from '../runtime/hydration-gate';
import { painted } from '../lib/after-paint';

export interface HttpSettings {
  /** The transport; tests and the demo test hand in their own. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Default: `window.cashbackConfig.apiBaseUrl`, else the page's origin. */
  baseURL?: string;
  /** Timeout of GETs, ms. */
  timeoutMs: number;
  /** How often a failed GET (network, timeout, 5xx) is tried again. */
  getRetries: number;
  /** Pause before retry n is `retryDelayMs * n`. */
  retryDelayMs: number;
}

const defaults: HttpSettings = { timeoutMs: 15_000, getRetries: 2, retryDelayMs: 400 };
let settings: HttpSettings = { ...defaults };

/**
 * Replaces parts of the client's settings (and forgets the CSRF cookie, as a
 * new transport is a new session). `configureHttp({})` restores the defaults.
 *
 * @example
 * configureHttp({ fetch: fakeFetch, getRetries: 0 });
 */
export function configureHttp(options: Partial<HttpSettings>): void {
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  settings = { ...defaults, ...Object.fromEntries(given) };
  resetCsrf();
}

export type Method = 'get' | 'post' | 'put';

export interface RequestOptions {
  /** Extra headers, e.g. `{ 'Idempotency-Key': key }`. */
  headers?: Record<string, string>;
  /** Abandon the call after this many ms; GETs default to `timeoutMs`, other calls wait forever. */
  timeoutMs?: number;
  /** False for a GET that changes state (a favourite toggle): it must never be sent twice. */
  retry?: boolean;
}

const baseURL = () =>
  (settings.baseURL ?? (typeof window === 'undefined' ? '' : window.cashbackConfig?.apiBaseUrl) ?? '').replace(/\/+$/, '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Laravel's XSRF cookie, URL-decoded, for the `X-XSRF-TOKEN` header of a
 * write. A GET sends none (Laravel checks only writes): reading
 * `document.cookie` is a synchronous round trip to the browser, 1 to 14 ms
 * at page load, in the task that renders the island asking.
 */
function xsrfToken(): string | undefined {
  try {
    const value = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined; // no document (tests), or a malformed cookie: Laravel answers 419
  }
}

/** One attempt: resolves with the status and raw body (JSON parsed when it is JSON), rejects with an ApiError. */
async function send(method: Method, url: string, data: unknown, options: RequestOptions) {
  const timeoutMs = options.timeoutMs ?? (method === 'get' ? settings.timeoutMs : 0);
  const transport = settings.fetch ?? ((input, init) => fetch(input, init));
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  let body: BodyInit | undefined;
  if (method !== 'get') {
    const token = xsrfToken();
    if (token !== undefined) headers['x-xsrf-token'] = token;
    // A FormData (an avatar) sets its own multipart type.
    if (data instanceof FormData) body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      headers['content-type'] = 'application/json';
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  // Every path is root-relative (`/api/...`): the API's origin goes in front.
  const full = baseURL() + url;
  // A GET the runtime started while this chunk loaded is taken instead of a second request.
  const call = ((method === 'get' && takePrimed(full)) || transport(full, { method: method.toUpperCase(), headers, body, credentials: 'include', signal: controller.signal }))
    .then(async (response) => {
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: an HTML error page, an empty 204; the caller judges the text
      }
      if (!response.ok) throw { status: response.status, data: parsed, headers: response.headers } satisfies FailedResponse;
      return { status: response.status, body: parsed, redirected: response.redirected };
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = {};
  const timeout = new Promise<never>((_, reject) => {
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        controller.abort();
        reject(timedOut);
      }, timeoutMs);
    }
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (error) {
    await loadErrorTexts();
    throw error === timedOut ? new ApiError('timeout') : toApiError(error);
  } finally {
    clearTimeout(timer);
  }
}

const isHtml = (body: unknown) => typeof body === 'string' && /^\s*</.test(body);

const retryable = (error: ApiError) => error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;

async function sendWithRetries(url: string, options: RequestOptions) {
  const retries = options.retry === false ? 0 : settings.getRetries;
  for (let attempt = 1; ; attempt++) {
    try {
      return await send('get', url, undefined, options);
    } catch (error) {
      if (!(error instanceof ApiError) || !retryable(error) || attempt > retries) throw error;
      await sleep(settings.retryDelayMs * attempt);
    }
  }
}

const loadCsrfCookie = () => sendWithRetries('/sanctum/csrf-cookie', {});

/** A state-changing call: CSRF cookie first; on 419 a fresh cookie and exactly one retry. */
async function sendWithCsrf(method: Method, url: string, data: unknown, options: RequestOptions) {
  await ensureCsrf(loadCsrfCookie);
  try {
    return await send(method, url, data, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 419) throw error;
    resetCsrf();
    await ensureCsrf(loadCsrfCookie);
    return send(method, url, data, options);
  }
}

/**
 * Sends a request and returns the body, unwrapped from `{ data }` and checked
 * by `read`. Rejects only with an ApiError.
 */
export function request<T>(method: Method, url: string, read: Reader<T>, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const answer = answerOf(method, url, read, data, options);
  // A GET's value or error, unchanged, once prerendered HTML has hydrated,
  // lazy parts included: data the build did not render with waits (hydration-gate.ts).
  return method === 'get' ? answer.finally(hydrationOver) : answer;
}

async function answerOf<T>(method: Method, url: string, read: Reader<T>, data: unknown, options: RequestOptions): Promise<T> {
  // A write answers a tap or a key: it leaves once the frame showing that answer has painted, as
  // starting a fetch and reading the XSRF cookie took 1 to 2 ms of that frame's main thread.
  if (method !== 'get' || options.retry === false) await painted();
  const { status, body, redirected } =
    method === 'get' ? await sendWithRetries(url, options) : await sendWithCsrf(method, url, data, options);
  // A 2xx HTML page is not an API answer: a misrouted call, or a write that a
  // redirect (a host's trailing-slash rule) turned into a GET of some page.
  const value = (method !== 'get' && redirected) || isHtml(body) ? null : read(unwrap(body));
  if (value === null) {
    console.error(`[cashback] unexpected response from ${method.toUpperCase()} ${url}`, body);
    await loadErrorTexts();
    throw new ApiError('shape', status);
  }
  return value;
}

export const get = <T>(url: string, read: Reader<T>, options?: RequestOptions) => request('get', url, read, undefined, options);
export const post = <T>(url: string, data: unknown, read: Reader<T>, options?: RequestOptions) =>
  request('post', url, read, data, options);
export const put = <T>(url: string, data: unknown, read: Reader<T>, options?: RequestOptions) =>
  request('put', url, read, data, options);

/** For writes, whose success is the status: any 2xx body (204, `{"status": ...}`, a record) will do. */
export const anything: Reader<true> = () => true;
