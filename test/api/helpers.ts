// Test helpers: a recording stand-in for `fetch` (handed to the client with configureHttp), and assertions on ApiErrors.
import { ApiError } from '../../src/api/errors';

export interface Sent {
  method: string;
  /** Path and query, without the origin. */
  path: string;
  url: string;
  /** Lower-case names, as the client sends them. */
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
}

export type Reply =
  | { status?: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | { network: true }
  | { hang: true };

export type Handler = (request: Sent, index: number) => Reply | Promise<Reply>;

/** Answers `GET /sanctum/csrf-cookie` with 204 and everything else with `handler`. */
export function fakeFetch(handler: Handler = () => ({ json: {} })) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body ?? undefined;
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url.replace(/^[a-z]+:\/\/[^/]+/, ''),
      url,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body,
    };
    sent.push(request);
    const reply = request.path === '/sanctum/csrf-cookie' ? { status: 204 } : await handler(request, sent.length - 1);
    if ('network' in reply) throw new TypeError('Failed to fetch');
    if ('hang' in reply) {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    }
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  };
  /** The requests other than the CSRF cookie. */
  const calls = () => sent.filter((r) => r.path !== '/sanctum/csrf-cookie');
  const csrfCount = () => sent.filter((r) => r.path === '/sanctum/csrf-cookie').length;
  return { fetch: fetch as typeof globalThis.fetch, sent, calls, csrfCount };
}

/** The ApiError `promise` rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Runs `run` with console.error and console.warn silenced (expected noise). */
export function quiet<T>(run: () => Promise<T>): Promise<T> {
  const { error, warn } = console;
  console.error = console.warn = () => {};
  return run().finally(() => Object.assign(console, { error, warn }));
}
