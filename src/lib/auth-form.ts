// Client checks and error bookkeeping of the auth forms (spec 5 and 8). The
// checks return codes, not texts: each screen maps a code to its own words.
import { isEmail } from './email';

/** Spec 5: the password's success highlight, and the server's minimum. */
export const PASSWORD_MIN = 8;

export type FieldProblem = 'required' | 'email' | 'short' | 'mismatch';

/** The problem of each field that has one. */
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** Messages shown under the fields. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type AuthField = 'email' | 'password' | 'password_confirmation';

/** The login password earns its success highlight at 8 characters. */
export const isPasswordLongEnough = (password: string): boolean => [...password].length >= PASSWORD_MIN;

export function emailProblem(email: string): FieldProblem | undefined {
  if (!email.trim()) return 'required';
  return isEmail(email) ? undefined : 'email';
}

function newPasswordProblem(password: string): FieldProblem | undefined {
  if (!password) return 'required';
  return isPasswordLongEnough(password) ? undefined : 'short';
}

function confirmationProblem(password: string, confirmation: string): FieldProblem | undefined {
  if (!confirmation) return 'required';
  return confirmation === password ? undefined : 'mismatch';
}

/** Drops the fields without a problem. */
function only<F extends string>(problems: Record<F, FieldProblem | undefined>): Problems<F> {
  const out: Problems<F> = {};
  for (const key of Object.keys(problems) as F[]) if (problems[key]) out[key] = problems[key];
  return out;
}

/** Login: a valid e-mail and any password (its length is the server's business). */
export const checkLogin = (v: { email: string; password: string }) =>
  only({ email: emailProblem(v.email), password: v.password ? undefined : 'required' });

/** Registration and reset: a valid e-mail, 8+ characters, the same password twice. */
export const checkNewPassword = (v: { email: string; password: string; password_confirmation: string }) =>
  only({
    email: emailProblem(v.email),
    password: newPasswordProblem(v.password),
    password_confirmation: confirmationProblem(v.password, v.password_confirmation),
  });

export const checkForgot = (v: { email: string }) => only({ email: emailProblem(v.email) });

/** Spec 8: typing in a field clears that field's error. Same object when nothing changes. */
export function clearField<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<F>;
}

/** What the form shows after a failed call: messages under its own fields, the rest above the button. */
export interface Failure<F extends string> {
  fields: FieldErrors<F>;
  /** Null when every message found a field. */
  general: string | null;
}

/**
 * Splits a server error (`ApiError`: `message` and the first message per field)
 * between the form's fields and one general message.
 *
 * @example
 * splitServerError({ message: 'x', fields: { email: 'Невірний email або пароль.' } }, ['email', 'password'])
 * // { fields: { email: 'Невірний email або пароль.' }, general: null }
 */
export function splitServerError<F extends string>(
  error: { message: string; fields?: Record<string, string> },
  known: readonly F[],
): Failure<F> {
  const fields: FieldErrors<F> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    if ((known as readonly string[]).includes(field)) fields[field as F] = message;
    else other.push(message);
  }
  const anyField = Object.keys(fields).length > 0;
  return { fields, general: other[0] ?? (anyField ? null : error.message) };
}
