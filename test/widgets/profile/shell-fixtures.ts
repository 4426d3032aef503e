// Shared by the profile component tests (shell, personal, friends, settings):
// a signed-in page with a user served by a fake `fetch`, and clean stores.
import { allTasks, cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { render } from '../../setup/render';
import { configureHttp } from '../../../src/api/http';
import type { User } from '../../../src/api/types';
import { $alert, hideAlert } from '../../../src/stores/alert';
import { resetLoyaltySync } from '../../../src/stores/loyalty-sync';
import { $user, clearUser, setUser, $userLoad } from '../../../src/stores/user';
import { fakeFetch, type Handler, type Reply } from '../../api/helpers';
import { aUser } from '../../setup/user';
import { resetDom, tick } from '../../setup/dom';

export const user = (over: Partial<User> = {}): User =>
  aUser({ birth_date: '1991-04-17', referral_link: 'http://localhost:8080/registration?ref=CB1037', ...over });

type Route = (req: Parameters<Handler>[0]) => Reply | Promise<Reply> | undefined;

/**
 * A signed-in page at `url` with `stored` in localStorage (null: nothing
 * stored). `handler` answers first; when it gives nothing, GET /api/user
 * answers with the current store value, else with `served`, and anything else 404.
 */
export function signedIn(url: string, stored: User | null, handler: Route = () => undefined, served: User | null = stored) {
  resetDom(url);
  window.isAuthenticated = true;
  if (stored) setUser(stored);
  const api = fakeFetch(async (req) => {
    const own = await handler(req);
    if (own) return own;
    if (req.path === '/api/user' && req.method === 'GET') return served || $user.get() ? { json: $user.get() ?? served } : { status: 500, json: {} };
    return { status: 404, json: { message: 'Not found' } };
  });
  configureHttp({ fetch: api.fetch, getRetries: 0, retryDelayMs: 0 });
  return { ...api, writes: () => api.calls().filter((r) => r.method !== 'GET') };
}

export async function cleanup() {
  render(null, document.body);
  await allTasks();
  cleanStores($user);
  clearUser();
  $userLoad.set('idle');
  hideAlert();
  $alert.set({ show: false, type: 'success', text: '' });
  resetLoyaltySync();
  configureHttp({});
}

/**
 * Lets the unmount timers of earlier tests' stores run out: nanostores
 * unmounts a store 1 s after its last listener left, and such a timer firing
 * in the next test would mount $user (and load the user) a second time.
 */
export const quietStores = () => tick(STORE_UNMOUNT_DELAY + 10);

/** Waits (up to two seconds) for `check` to return something truthy, and returns it. */
export async function until<T>(check: () => T, what = 'condition'): Promise<NonNullable<T>> {
  for (let i = 0; i < 200; i++) {
    const value = check();
    if (value) return value as NonNullable<T>;
    await tick(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
export const byText = <T extends HTMLElement = HTMLElement>(selector: string, text: string) =>
  $$<T>(selector).find((el) => el.textContent?.trim() === text) ?? null;
export const text = () => document.body.textContent ?? '';

export { typeInto } from '../../setup/render';

export function key(target: Element, name: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
}
