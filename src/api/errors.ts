export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape';

export const MESSAGES = {
  network: "Немає з'єднання з мережею. Перевірте інтернет і спробуйте ще раз.",
  timeout: 'Сервер не відповідає. Спробуйте ще раз.',
  http: 'Щось пішло не так. Спробуйте пізніше.',
  shape: 'Сервер повернув неочікувану відповідь. Спробуйте ще раз.',
} satisfies Record<ApiErrorKind, string>;

/**
 * The one error every API call rejects with.
 *
 * @example
 * try { await login(form) } catch (e) {
 *   if (e instanceof ApiError) setErrors(e.fields) // { email: 'Невірний пароль' }
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  kind: ApiErrorKind;
  /** The first message per field, from a 422 body's `errors`. */
  fields: Record<string, string>;

  constructor(kind: ApiErrorKind, status = 0, message: string = MESSAGES[kind], fields: Record<string, string> = {}) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.fields = fields;
  }
}

/** What redaxios rejects with on a non-2xx status: the response itself. */
interface FailedResponse {
  status: number;
  data: unknown;
}

const isFailedResponse = (value: unknown): value is FailedResponse =>
  typeof value === 'object' && value !== null && typeof (value as FailedResponse).status === 'number' && 'config' in value;

function firstMessages(errors: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return fields;
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') fields[field] = first;
  }
  return fields;
}

/** Turns anything a request can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isFailedResponse(error)) {
    const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
    return new ApiError(aborted ? 'timeout' : 'network');
  }
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  // A 5xx message ("Server Error") is written for developers, not shoppers.
  const message = error.status < 500 && typeof body.message === 'string' && body.message.trim() ? body.message : MESSAGES.http;
  return new ApiError('http', error.status, message, firstMessages(body.errors));
}
