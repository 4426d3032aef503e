import { fetchUser } from '../api/auth';
import { reloadTo } from '../lib/navigate-hard';
import { clearUser } from './user';

/** Within this long (ms) of its last such reload, a tab does not reload again. */
const AGAIN_AFTER = 10_000;
const RELOADED_AT = 'cashback.reloadedAt';

/**
 * A guest page found a stored user: left by a session that has ended, or
 * written by another tab that signed in (the tabs share the cookies) before
 * this page listened for it (loaded apart from user.ts: a guest page rarely
 * needs it). The server tells which: still signed in, the page loads again,
 * signed in (not twice in a row: a host whose flag disagrees with the API is
 * not reloaded for ever); otherwise the stored user goes.
 *
 * @example
 * if (!isAuthenticated() && readJson('activeUser') !== null) void checkStoredUser();
 */
export async function checkStoredUser(): Promise<void> {
  try {
    await fetchUser();
    if (mayReload()) return reloadTo(window.location.pathname + window.location.search);
  } catch {
    // The session has ended (or the check failed): a guest page keeps no user.
  }
  clearUser();
}

function mayReload(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < AGAIN_AFTER) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    return true;
  } catch {
    return false; // Support: storage refused (private modes): no reload, as before.
  }
}
