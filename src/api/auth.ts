import { anything, get, post } from './http';
import { asUser, type Reader } from './shapes';
import type { LoginPayload, RegisterPayload, UpdatePasswordPayload, User } from './types';

const statusOf = (v: unknown): unknown => (typeof v === 'object' && v !== null ? (v as { status?: unknown }).status : undefined);
/** `{ status: "We have e-mailed your password reset link." }` */
const asStatusMessage: Reader<string> = (v) => {
  const status = statusOf(v);
  return typeof status === 'string' ? status : null;
};
/** `{ status: true, message }` */
const asUpdated: Reader<boolean> = (v) => {
  const status = statusOf(v);
  return typeof status === 'boolean' ? status : null;
};

/** `POST /api/login`: signs in; the host page must then reload. */
export const login = (payload: LoginPayload): Promise<User> => post('/api/login', payload, asUser);

/** `POST /api/register`. */
export const register = (payload: RegisterPayload): Promise<User> => post('/api/register', payload, asUser);

/** `POST /api/logout` (204). */
export const logout = (): Promise<void> => post('/api/logout', undefined, anything).then(() => undefined);

/** `GET /api/user`: the signed-in user (`refreshUser` in `src/stores/user.ts` clears the stored one on 401 or 419). */
export const fetchUser = (): Promise<User> => get('/api/user', asUser);

/** `POST /api/forgot-password`: resolves with the server's status message. */
export const forgotPassword = (email: string): Promise<string> => post('/api/forgot-password', { email }, asStatusMessage);

/** `POST /api/update-password`: true when the password was changed (`data.status`). */
export const updatePassword = (payload: UpdatePasswordPayload): Promise<boolean> =>
  post('/api/update-password', payload, asUpdated);
