// The one error mapping: every failure of every call becomes an ApiError
// whose `message` is the bundle's own Ukrainian text (the table is
// error-texts.ts). The only words a server may put on the screen are a 422's
// field messages (Laravel's `errors`, from its `lang/uk`), and a 422's
// top-level `message` when no field carries one.
import type { MESSAGES as Table } from './error-texts';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape';

let table: typeof Table | null = null;

/**
 * Loads the table of texts: a chunk of its own, as only a failure needs it
 * (the guest home page pays nothing for it). The client awaits it before it
 * rejects; when even the chunk cannot load (offline), FALLBACK is the text.
 *
 * @example
 * await loadErrorTexts(); new ApiError('http', 429).message // 'Забагато запитів…'
 */
export const loadErrorTexts = (): Promise<unknown> =>
  table ? Promise.resolve() : import('./error-texts').then((m) => (table = m.MESSAGES), () => undefined);

/** Only when the table itself could not be loaded: the server is out of reach. */
export const FALLBACK = "Немає з'єднання з сервером. Спробуйте ще раз.";

const textFor = (kind: ApiErrorKind | 'unverified', status = 0): string =>
  !table
    ? FALLBACK
    : kind !== 'http'
      ? table[kind]
      : table[status as keyof typeof Table] ?? (status >= 500 ? table[500] : table.http);

/**
 * The one error every API call rejects with.
 *
 * @example
 * try { await login(form) } catch (e) {
 *   if (e instanceof ApiError) setErrors(e.fields) // { email: 'Невірний email або пароль.' }
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  kind: ApiErrorKind;
  /** The first message per field, from a 422 body's `errors`. */
  fields: Record<string, string>;
  /** Seconds to wait before trying again (a 429's or 503's `Retry-After`); 0 when not given. */
  retryAfter: number;

  constructor(kind: ApiErrorKind, status = 0, message = textFor(kind, status), fields: Record<string, string> = {}, retryAfter = 0) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

/** What redaxios rejects with on a non-2xx status: the response itself. */
interface FailedResponse {
  status: number;
  data: unknown;
  headers?: { get?: (name: string) => string | null };
}

const isFailedResponse = (value: unknown): value is FailedResponse =>
  typeof value === 'object' && value !== null && typeof (value as FailedResponse).status === 'number' && 'config' in value;

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

/** Turns anything a request can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isFailedResponse(error)) {
    const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
    return new ApiError(aborted ? 'timeout' : 'network');
  }
  const { status } = error;
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  const fields = firstMessages(body.errors);
  let message = textFor('http', status);
  if (status === 403 && body.message === 'Your email address is not verified.') message = textFor('unverified');
  // When a field carries a message, the top-level one only repeats it.
  if (status === 422 && !Object.keys(fields).length && ownMessage(body.message)) message = body.message;
  return new ApiError('http', status, message, fields, retryAfterSeconds(error.headers?.get?.('retry-after')));
}

/**
 * The text to show for any failure: the 422 message of `field` when given
 * and present, else the first field's, else the status's own text.
 *
 * @example
 * setError(errorText(failure, 'email')); // 'Такий email уже зареєстровано.'
 */
export function errorText(error: unknown, field?: string): string {
  if (!(error instanceof ApiError)) return textFor('http');
  return (field && error.fields[field]) || Object.values(error.fields)[0] || error.message;
}
