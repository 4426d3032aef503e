// Signing in and the password screens: the write actions of the auth pages.
import { forgotPassword, login, register, updatePassword } from '../api/auth';
import type { LoginPayload, RegisterPayload, UpdatePasswordPayload } from '../api/types';
import { reloadTo } from '../lib/navigate-hard';
import { refreshUser } from './user';

/**
 * Any 2xx signs in (Breeze answers 204, others a user): the user is read with
 * `GET /api/user` (which also tells other tabs), then the page reloads at
 * home (spec 4) whether or not that read worked. Rejects with the ApiError.
 */
async function enter(send: () => Promise<void>): Promise<void> {
  await send();
  await refreshUser();
  reloadTo('/');
}

/**
 * `POST /api/login`, then home.
 *
 * @example
 * await signIn({ email, password }); // the page reloads at '/'
 */
export const signIn = (payload: LoginPayload): Promise<void> => enter(() => login(payload));

/**
 * `POST /api/register`, then home.
 *
 * @example
 * await signUp({ email, full_name, password, password_confirmation });
 */
export const signUp = (payload: RegisterPayload): Promise<void> => enter(() => register(payload));

/**
 * `POST /api/forgot-password`; resolves on any 2xx (spec 7: the status is used).
 *
 * @example
 * await requestPasswordReset('user@example.com');
 */
export const requestPasswordReset = (email: string): Promise<void> => forgotPassword(email);

/**
 * `POST /api/update-password`; resolves true when the password was changed.
 *
 * @example
 * if (await resetPassword({ token, email, password, password_confirmation })) go('/login');
 */
export const resetPassword = (payload: UpdatePasswordPayload): Promise<boolean> => updatePassword(payload);
