// The one error mapping: every failure of every call becomes an ApiError
// whose `message` is the bundle's own Ukrainian text (the table is
// error-texts.ts). The only words a server may put on the screen are a 422's
// field messages (Laravel's `errors`, from its `lang/uk`), and a 422's
// top-level `message` when no field carries one. Reading a failed response
// (failure.ts) comes in one chunk with the table, on the first failure.
import type { MESSAGES as Table } from './error-texts';
import type { FailedResponse } from './failure';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape';

let table: typeof Table | null = null;
let read: ((response: FailedResponse) => ApiError) | null = null;

/**
 * Loads the table of texts and the reading of failed responses: a chunk of
 * its own, as only a failure needs it (the guest home page pays nothing for
 * it). The client awaits it before it rejects; when even the chunk cannot
 * load (offline), FALLBACK is the text.
 *
 * @example
 * await loadErrorTexts(); new ApiError('http', 429).message // 'Забагато запитів…'
 */
export const loadErrorTexts = (): Promise<unknown> =>
  table ? Promise.resolve() : import('./failure').then((m) => ((table = m.MESSAGES), (read = m.readFailedResponse)), () => undefined);

/** Only when the table itself could not be loaded: the server is out of reach. */
export const FALLBACK = "Немає з'єднання з сервером. Спробуйте ще раз.";

export const textFor = (kind: ApiErrorKind | 'unverified', status = 0): string =>
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

const isFailedResponse = (value: unknown): value is FailedResponse =>
  typeof value === 'object' && value !== null && typeof (value as FailedResponse).status === 'number' && 'data' in value;

/**
 * Turns anything a request can throw into an ApiError: a failed response is
 * read by failure.ts once loadErrorTexts has loaded it (without it, offline,
 * only its status is kept).
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isFailedResponse(error)) return read ? read(error) : new ApiError('http', error.status);
  const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
  return new ApiError(aborted ? 'timeout' : 'network');
}

/**
 * A refusal (4xx): the server surely did not apply the request, and says why.
 * Anything else (network, timeout, 5xx) leaves open whether it did.
 *
 * @example
 * if (!isRefusal(failure)) void refreshUser(); // it may have been applied: read it again
 */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

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
