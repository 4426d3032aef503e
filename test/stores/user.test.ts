import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { setReloadTo } from '../../src/lib/navigate-hard';
import { holdStoredValues, releaseStoredValues } from '../../src/runtime/hydration-gate';
import { isAuthenticated } from '../../src/stores/auth';
import { $user, clearUser, logout, refreshUser, setUser } from '../../src/stores/user';
import { fakeFetch, quiet, type Handler } from '../api/helpers';
import { aUser } from '../setup/user';

const test = suite('$user');

const stored = aUser({
  id: 7, full_name: 'Олена Петренко', email_verified_at: null, referral_link: '',
  notification_settings: { cashback_status: true, service_updates: false, sales: true },
});
const fresh = { ...stored, current_balance: '1000.00', email_verified_at: '2024-01-01T00:00:00Z' };

let navigations: string[] = [];
function server(handler: Handler) {
  const fake = fakeFetch(handler);
  configureHttp({ fetch: fake.fetch, retryDelayMs: 0, getRetries: 0 });
  return fake;
}

test.before.each(() => {
  resetDom();
  navigations = [];
  setReloadTo((path) => navigations.push(path));
});
test.after.each(async () => {
  await allTasks();
  cleanStores($user);
  clearUser();
});

test('isAuthenticated reads the host flag at call time', () => {
  assert.is(isAuthenticated(), false);
  window.isAuthenticated = true;
  assert.is(isAuthenticated(), true);
  (window as { isAuthenticated?: unknown }).isAuthenticated = 'yes';
  assert.is(isAuthenticated(), false, 'only true means signed in');
});

test('setUser persists under activeUser; clearUser removes it', () => {
  setUser(stored);
  assert.equal(JSON.parse(localStorage.getItem('activeUser')!), stored);
  clearUser();
  assert.is(localStorage.getItem('activeUser'), null);
});

test('signed in: shows the stored user at once, then refreshes it from GET /api/user', async () => {
  localStorage.setItem('activeUser', JSON.stringify(stored));
  window.isAuthenticated = true;
  const fake = server(() => ({ json: fresh }));
  const seen: (number | undefined)[] = [];
  $user.subscribe((user) => seen.push(user?.current_balance));
  await allTasks();
  assert.equal(seen, [1250.5, 1000]);
  assert.equal(fake.sent.map((r) => r.path), ['/api/user']);
  assert.is(JSON.parse(localStorage.getItem('activeUser')!).current_balance, 1000);
});

test('a guest page without a stored user asks the server nothing', async () => {
  const fake = server(() => ({ json: fresh }));
  $user.listen(() => {});
  await allTasks();
  assert.is($user.get(), null);
  assert.is(fake.sent.length, 0);
});

test('a guest page with a stored user whose session has ended: one GET /api/user, 401, the user goes', async () => {
  localStorage.setItem('activeUser', JSON.stringify(stored));
  const fake = server(() => ({ status: 401, json: { message: 'Unauthenticated.' } }));
  $user.listen(() => {});
  await allTasks();
  assert.equal(fake.sent.map((r) => r.path), ['/api/user']);
  assert.is($user.get(), null);
  assert.is(localStorage.getItem('activeUser'), null);
  assert.equal(navigations, []);
});

test('a guest page with a stored user another tab has just signed in: it loads again, signed in; once, not for ever', async () => {
  resetDom('http://localhost:8080/login?next=1');
  sessionStorage.clear();
  localStorage.setItem('activeUser', JSON.stringify(stored));
  server(() => ({ json: fresh }));
  let off = $user.listen(() => {});
  await allTasks();
  assert.equal(navigations, ['/login?next=1']);
  assert.ok(localStorage.getItem('activeUser'), 'the other tab\'s user stays');
  // The reloaded page is a guest's again (a host whose flag disagrees with the API): no second reload.
  off();
  cleanStores($user);
  off = $user.listen(() => {});
  await allTasks();
  assert.equal(navigations, ['/login?next=1']);
  assert.is(localStorage.getItem('activeUser'), null);
  off();
});

test('a corrupt or malformed stored user is ignored', async () => {
  window.isAuthenticated = true;
  server(() => ({ status: 503, text: 'down' }));
  for (const raw of ['{"id":', '{"id":"seven"}', '[]']) {
    localStorage.setItem('activeUser', raw);
    await quiet(async () => {
      const off = $user.listen(() => {});
      assert.is($user.get(), null, raw);
      await allTasks();
      off();
      cleanStores($user);
    });
  }
});

test('a 401 or 419 on refresh signs the user out locally', async () => {
  for (const status of [401, 419]) {
    localStorage.setItem('activeUser', JSON.stringify(stored));
    window.isAuthenticated = true;
    server(() => ({ status, json: { message: 'Unauthenticated.' } }));
    await quiet(async () => {
      const off = $user.listen(() => {});
      await allTasks();
      off();
    });
    assert.is($user.get(), null);
    assert.is(localStorage.getItem('activeUser'), null);
    cleanStores($user);
  }
});

test('refreshUser: a network failure keeps the stored user and resolves with null', async () => {
  setUser(stored);
  server(() => ({ network: true }));
  assert.is(await quiet(() => refreshUser()), null);
  assert.is($user.value?.id, 7);
});

test('another tab signing in or out updates this tab', async () => {
  window.isAuthenticated = true;
  server(() => ({ json: stored }));
  const seen: (number | null)[] = [];
  $user.subscribe((user) => seen.push(user?.id ?? null));
  await allTasks();
  localStorage.setItem('activeUser', JSON.stringify({ ...stored, id: 8 }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'activeUser' }));
  localStorage.removeItem('activeUser');
  window.dispatchEvent(new StorageEvent('storage', { key: 'activeUser' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
  assert.equal(seen, [null, 7, 8, null]);
  // Only the sign-out flips this signed-in page's state: it reloads where it is.
  assert.equal(navigations, ['/']);
});

test('a guest page reloads when another tab signs in', async () => {
  history.replaceState(null, '', '/login?next=1');
  $user.subscribe(() => {});
  await allTasks();
  localStorage.setItem('activeUser', JSON.stringify(stored));
  window.dispatchEvent(new StorageEvent('storage', { key: 'activeUser' }));
  assert.is($user.value?.id, 7);
  assert.equal(navigations, ['/login?next=1']);
});

test('a change another tab made while this page hydrated (its listener not yet there) is heard once hydration is over', async () => {
  // A guest page at /login: another tab signs in while the prerendered islands still hydrate.
  history.replaceState(null, '', '/login');
  holdStoredValues();
  $user.subscribe(() => {});
  await allTasks();
  localStorage.setItem('activeUser', JSON.stringify(stored));
  window.dispatchEvent(new StorageEvent('storage', { key: 'activeUser' }));
  assert.equal(navigations, [], 'nothing heard while held');
  releaseStoredValues();
  assert.is($user.value?.id, 7);
  assert.equal(navigations, ['/login'], 'the page loads again, signed in');
});

test('a value this tab stored itself while hydrating is not taken for another tab', async () => {
  history.replaceState(null, '', '/login');
  holdStoredValues();
  $user.subscribe(() => {});
  await allTasks();
  setUser(stored);
  releaseStoredValues();
  assert.is($user.value?.id, 7);
  assert.equal(navigations, []);
});

test('logout: POST /api/logout, clears the stored user, reloads home', async () => {
  setUser(stored);
  const fake = server(() => ({ status: 204 }));
  await logout();
  assert.equal(fake.calls().map((r) => `${r.method} ${r.path}`), ['POST /api/logout']);
  assert.is(localStorage.getItem('activeUser'), null);
  assert.is($user.value, null);
  assert.equal(navigations, ['/']);
});

test('logout: clears and reloads even when the call fails', async () => {
  setUser(stored);
  server(() => ({ status: 500, text: 'oops' }));
  await quiet(() => logout());
  assert.is(localStorage.getItem('activeUser'), null);
  assert.equal(navigations, ['/']);
  await tick();
});

test.run();
