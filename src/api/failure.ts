// Reading a failed response, with the table of texts: one chunk, loaded on
// the first failure (loadErrorTexts in errors.ts), so it costs the guest home
// page nothing.
import { ApiError, textFor } from './errors';

export { MESSAGES } from './error-texts';

/** What the client (http.ts) rejects with on a non-2xx status: the status, the body (JSON parsed) and the headers. */
export interface FailedResponse {
  status: number;
  data: unknown;
  headers?: { get?: (name: string) => string | null };
}

function firstMessages(errors: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return fields;
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim()) fields[field] = first;
  }
  return fields;
}

/**
 * A 422's top-level message worth showing: in Cyrillic (an untranslated
 * Laravel answers in English), and not Laravel's summary sentence: 8's
 * "The given data was invalid." or 10+'s "<first error> (and N more errors)",
 * whatever its language.
 */
const ownMessage = (message: unknown): message is string =>
  typeof message === 'string' && /[\u0400-\u04ff]/.test(message) && !/\(\D*\d+\D*\)\s*$/.test(message);

/** `Retry-After` as seconds (a number or an HTTP date); 0 when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number {
  if (!value) return 0;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

/** A non-2xx response as an ApiError: its status's text, a 422's field messages, `Retry-After`. */
export function readFailedResponse(error: FailedResponse): ApiError {
  const { status } = error;
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  const fields = firstMessages(body.errors);
  let message = textFor('http', status);
  if (status === 403 && body.message === 'Your email address is not verified.') message = textFor('unverified');
  // When a field carries a message, the top-level one only repeats it.
  if (status === 422 && !Object.keys(fields).length && ownMessage(body.message)) message = body.message;
  return new ApiError('http', status, message, fields, retryAfterSeconds(error.headers?.get?.('retry-after')));
}
