// Sign-in and password calls. Writes succeed on any 2xx: Laravel Breeze
// answers login with 204, Fortify with a user, a hand-written controller with
// anything; what the client needs next it reads with `GET /api/user`.
import { anything, get, post } from './http';
import { asUser, type Reader } from './shapes';
import type { LoginPayload, RegisterPayload, UpdatePasswordPayload, User } from './types';

const done = (): void => undefined;

/** `POST /api/login`: signs in; the host page must then reload. */
export const login = (payload: LoginPayload): Promise<void> => post('/api/login', payload, anything).then(done);

/** `POST /api/register` (Laravel answers 201 or 204). */
export const register = (payload: RegisterPayload): Promise<void> => post('/api/register', payload, anything).then(done);

/** `POST /api/logout` (204). */
export const logout = (): Promise<void> => post('/api/logout', undefined, anything).then(done);

/** `GET /api/user`: the signed-in user. (Clearing it on 401/419 is the `$user` store's business.) */
export const fetchUser = (): Promise<User> => get('/api/user', asUser);

/** `POST /api/forgot-password`: spec 7, "the response status is used"; the body is not. */
export const forgotPassword = (email: string): Promise<void> => post('/api/forgot-password', { email }, anything).then(done);

/**
 * `{ status: true }` (spec 4), Laravel's `{ status: "Your password has been reset." }`,
 * or an empty 2xx all mean changed; only an explicit `status: false` means not.
 */
const asUpdated: Reader<boolean> = (v) =>
  !(typeof v === 'object' && v !== null && (v as { status?: unknown }).status === false);

/** `POST /api/update-password`: resolves true when the password was changed. */
export const updatePassword = (payload: UpdatePasswordPayload): Promise<boolean> =>
  post('/api/update-password', payload, asUpdated);
