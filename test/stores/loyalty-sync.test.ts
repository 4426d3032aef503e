import { resetDom, writesLeft } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { resetLoyaltySync, statusToSend, syncLoyaltyStatus } from '../../src/stores/loyalty-sync';
import { $user, clearUser, refreshUser, setUser } from '../../src/stores/user';
import { fakeFetch, quiet, type Handler } from '../api/helpers';
import { aUser } from '../setup/user';

const test = suite('loyalty-sync');

const user = aUser({ status: 'silver', email_verified_at: null, referral_link: '' });

/** A signed-in page: GET /api/user answers with the stored user; `handler` answers the rest. */
function server(handler: Handler) {
  const fake = fakeFetch((req, i) => (req.path === '/api/user' ? { json: $user.get() ?? user } : handler(req, i)));
  configureHttp({ fetch: fake.fetch, getRetries: 0 });
  return { ...fake, calls: () => fake.calls().filter((r) => r.path !== '/api/user') };
}

let unlisten = () => {};
test.before.each(() => {
  resetDom();
  resetLoyaltySync();
  window.isAuthenticated = true;
  setUser(user);
  server(() => ({ status: 404, json: {} }));
  unlisten = $user.listen(() => {}); // mounted, as on a page that shows the user
});

test.after.each(async () => {
  await allTasks();
  unlisten();
  cleanStores($user);
  clearUser();
  configureHttp({});
});

/**
 * A page without the profile island: `$user` is subscribed (as the header's
 * useStore does) and the user arrives from GET /api/user; nothing else runs.
 */
async function userArrives(handler: Handler) {
  await allTasks();
  clearUser();
  await allTasks();
  resetLoyaltySync();
  const api = server(handler);
  await refreshUser();
  await allTasks();
  return api;
}

test('without the profile island, the loaded user whose status differs gets exactly one PUT', async () => {
  const api = await userArrives((req) => ({ json: { data: { ...user, ...(req.body as object) } } }));
  assert.equal(api.calls().map((r) => [r.method, r.path, r.body]), [['PUT', '/api/user/1', { status: 'gold' }]]);
  assert.is($user.get()!.status, 'gold');
  await refreshUser();
  await allTasks();
  assert.is(api.calls().length, 1, 'the user arriving again sends nothing more');
});

test('a refused status is not resent when the same user arrives again', async () => {
  const api = await quiet(async () => {
    const api = await userArrives(() => ({ status: 422, json: { message: 'Ні' } }));
    await refreshUser();
    await allTasks();
    return api;
  });
  assert.equal(api.calls().map((r) => r.body), [{ status: 'gold' }]);
});

test('a guest page sends nothing, even with a stale stored user', async () => {
  await allTasks();
  resetLoyaltySync();
  window.isAuthenticated = false;
  const api = server(() => ({ json: {} }));
  setUser(user);
  await allTasks();
  await writesLeft();
  assert.is(api.calls().length, 0);
});

test('statusToSend: the computed status only when it differs', () => {
  assert.is(statusToSend({ status: 'silver', total_balance: 3100 }), 'gold');
  assert.is(statusToSend({ status: 'gold', total_balance: 3100 }), null);
  assert.is(statusToSend({ status: 'gold', total_balance: 249.99 }), 'starter');
  assert.is(statusToSend({ status: 'starter', total_balance: 5000 }), 'platinum');
});

test('a difference is sent once as PUT /api/user/{id} with the status, and the answer stored', async () => {
  const api = server((req) => ({ json: { data: { ...user, ...(req.body as object) } } }));
  setUser(user);
  assert.is(await syncLoyaltyStatus(user), true);
  assert.equal(api.calls().map((r) => [r.method, r.path, r.body]), [['PUT', '/api/user/1', { status: 'gold' }]]);
  assert.is($user.get()!.status, 'gold');
  assert.is(await syncLoyaltyStatus(user), false, 'the same difference again: nothing sent');
  assert.is(await syncLoyaltyStatus($user.get()!), false, 'no difference any more');
  assert.is(api.calls().length, 1);
});

test('a refusal is logged and not retried for the same difference; a new difference is sent', async () => {
  const api = server(() => ({ status: 422, json: { message: 'Статус має бути одним із...' } }));
  setUser(user);
  await quiet(async () => {
    assert.is(await syncLoyaltyStatus(user), true);
    assert.is(await syncLoyaltyStatus(user), false);
  });
  assert.is($user.get()!.status, 'silver', 'the stored user is unchanged');
  await quiet(() => syncLoyaltyStatus({ ...user, total_balance: 6000 }));
  assert.equal(api.calls().map((r) => r.body), [{ status: 'gold' }, { status: 'platinum' }]);
});

test('concurrent calls for one difference send one request', async () => {
  const api = server((req) => ({ json: { data: { ...user, ...(req.body as object) } } }));
  setUser(user);
  await Promise.all([syncLoyaltyStatus(user), syncLoyaltyStatus(user), syncLoyaltyStatus({ ...user })]);
  assert.is(api.calls().length, 1);
});

test('nothing is sent when the status already matches', async () => {
  const api = server(() => ({ json: {} }));
  assert.is(await syncLoyaltyStatus({ ...user, status: 'gold' }), false);
  assert.is(api.calls().length, 0);
});

test.run();
