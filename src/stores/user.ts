import { atom, onMount, task } from 'nanostores';
import { ApiError } from '../api/errors';
import { fetchUser, logout as apiLogout } from '../api/auth';
import { asUser } from '../api/shapes';
import type { User } from '../api/types';
import { reloadTo } from '../lib/navigate-hard';
import { readJson } from '../lib/storage';
import { isAuthenticated } from './auth';
import { persistentAtom } from './persistent';

/**
 * The signed-in user, or null. Kept in localStorage (`activeUser`) and in
 * step with other tabs; refreshed from `GET /api/user` when first used on a
 * signed-in page, and cleared on a guest page.
 *
 * @example
 * const user = useStore($user);
 * user ? user.full_name : 'Гість';
 */
const KEY = 'activeUser';

export const $user = persistentAtom<User | null>(KEY, null, asUser, (user) => {
  // Signing in or out in another tab changed this tab's session too (the
  // cookies are shared): reload, so the host's flag and the route guard agree.
  if (Boolean(user) !== isAuthenticated()) reloadTo(window.location.pathname + window.location.search);
});

onMount($user, () => {
  if (isAuthenticated()) void refreshUser();
  // A guest page with a stored user: a session that ended, or another tab that has just signed in.
  else if (readJson(KEY) !== null) void task(() => import('./stored-user').then(({ checkStoredUser }) => checkStoredUser(), () => undefined));
  else clearUser();
});

/**
 * How the last `GET /api/user` went: `expired` when the server no longer
 * knows the session (401/419), `failed` for any other failure.
 *
 * @example
 * useStore($userLoad) === 'failed' && <button onClick={refreshUser}>Повторити</button>
 */
export const $userLoad = atom<'idle' | 'loading' | 'ready' | 'failed' | 'expired'>('idle');

/** @example setUser(await updateUser(user.id, { full_name })) */
export const setUser = (user: User): void => $user.set(user);

/** @example clearUser() */
export const clearUser = (): void => $user.set(null);

/**
 * Applies what the server has accepted to the stored user (only while the
 * same user is signed in), so the screen shows it before `refreshUser` brings
 * the server's own version.
 *
 * @example
 * patchUser(user.id, { gender: 'female' });
 */
export function patchUser(id: number, patch: Partial<User>): void {
  const current = $user.get();
  if (current?.id === id) setUser({ ...current, ...patch });
}

/**
 * Loads the user from the server; resolves with it, or with null when that
 * failed (a 401/419 also clears the stored user; other failures keep it).
 * Every write to the user ends with it: the write's own body is never read.
 *
 * @example
 * await refreshUser(); // after a withdrawal lowered the balance
 */
export const refreshUser = (): Promise<User | null> =>
  task(async () => {
    $userLoad.set('loading');
    try {
      // While prerendered HTML hydrates, the answer waits like a stored user (src/api/http.ts).
      const user = await fetchUser();
      setUser(user);
      $userLoad.set('ready');
      // Spec 4: the status computed from total_balance goes to the server when it
      // differs, wherever the user is loaded, not only on the profile. Loaded apart:
      // a guest never loads a user, so a guest pays nothing for it. A chunk that fails to
      // load (offline; Firefox also rejects an import cut off by the login's reload) skips
      // the sync, which the next load of the user does again: never an unhandled rejection.
      void task(() => import('./loyalty-sync').then(({ syncLoyaltyStatus }) => syncLoyaltyStatus(user), () => undefined));
      return user;
    } catch (error) {
      console.error('[cashback] could not load the user', error);
      const expired = error instanceof ApiError && (error.status === 401 || error.status === 419);
      // Spec 7: on 401 or 419 the stored user is removed.
      if (expired) clearUser();
      $userLoad.set(expired ? 'expired' : 'failed');
      return null;
    }
  });

/**
 * Signs out: `POST /api/logout`, then clears the stored user (even when the
 * call failed) and reloads the home page.
 *
 * @example
 * <button onClick={logout}>Вийти</button>
 */
export async function logout(): Promise<void> {
  try {
    await apiLogout();
  } catch (error) {
    console.error('[cashback] logout failed', error);
  } finally {
    clearUser();
    reloadTo('/');
  }
}
