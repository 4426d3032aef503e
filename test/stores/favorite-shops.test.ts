import { resetDom, tick, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { ApiError } from '../../src/api/errors';
import { configureHttp } from '../../src/api/http';
import type { Shop } from '../../src/api/types';
import { $alert, hideAlert } from '../../src/stores/alert';
import { $favoriteIds, $favoriteShops } from '../../src/stores/favorite-shops';
import { toggleFavorite } from '../../src/stores/favorite-toggle';
import { fakeFetch, quiet, type Handler } from '../api/helpers';

const test = suite('$favoriteShops');

const shop = (id: number, name = `Магазин ${id}`): Shop => ({
  id, name, image: '', link: '', cashback_percent: 5, is_sale: false, avg_stars: 4, pending_payment: 30, categoryId: 1,
});
const ids = () => [...$favoriteIds.get()];

let release: () => void = () => {};
function server(handler: Handler) {
  const fake = fakeFetch(handler);
  configureHttp({ fetch: fake.fetch, getRetries: 0, retryDelayMs: 0 });
  return fake;
}
/** The server knows shops 1 and 2 as favourites and answers toggles as `toggle` says. */
async function signedIn(toggle: (id: number) => ReturnType<Handler>) {
  window.isAuthenticated = true;
  const fake = server((request) => {
    const id = Number(request.path.match(/favorite-shops\/(\d+)/)?.[1]);
    return id ? toggle(id) : { json: { data: [shop(1), shop(2)] } };
  });
  $favoriteIds.listen(() => {});
  await allTasks();
  return fake;
}

test.before.each(() => resetDom());
test.after.each(async () => {
  release();
  await allTasks();
  cleanStores($favoriteShops, $favoriteIds);
  hideAlert();
});

test('a guest: nothing fetched, no favourites, toggles ignored', async () => {
  const fake = server(() => ({ json: { data: [shop(1)] } }));
  $favoriteIds.listen(() => {});
  await allTasks();
  assert.equal($favoriteShops.get(), { status: 'ready', data: [], error: null });
  await toggleFavorite(shop(3));
  assert.is(fake.sent.length, 0);
  assert.equal(ids(), []);
});

test('signed in: loads the list; $favoriteIds holds the ids', async () => {
  const fake = await signedIn(() => ({ json: {} }));
  assert.equal(fake.sent.map((r) => r.path), ['/api/favorite-shops/']);
  assert.equal(ids(), [1, 2]);
});

test('a 204 (or any body that does not say the state) is a success: the star stays, the list is read again', async () => {
  const fake = await signedIn(() => ({ status: 204 }));
  await toggleFavorite(shop(3));
  await allTasks();
  assert.equal(ids(), [1, 2], 'the server (read again) has the last word');
  assert.equal(fake.sent.map((r) => r.path), ['/api/favorite-shops/', '/api/favorite-shops/3', '/api/favorite-shops/']);
  assert.is($alert.get().show, false, 'no error');
});

test('saving is optimistic: the star lights at once, then the server confirms', async () => {
  let answer = () => {};
  const fake = await signedIn((id) => new Promise((resolve) => (answer = () => resolve({ json: { data: { shop_id: id, is_favorite: true } } }))));
  const done = toggleFavorite(shop(3, 'Comfy'));
  assert.equal(ids(), [3, 1, 2], 'before the request left');
  // The request leaves once the tap's frame has painted (http.ts).
  await until(() => fake.calls().length === 2, 'the request sent');
  assert.equal(ids(), [3, 1, 2], 'before the server answered');
  answer();
  await done;
  assert.equal(ids(), [3, 1, 2]);
  assert.equal($favoriteShops.get().data[0]?.name, 'Comfy');
  assert.equal(fake.calls().map((r) => `${r.method} ${r.path}`), ['GET /api/favorite-shops/', 'GET /api/favorite-shops/3']);
});

test('unsaving removes at once; the server has the last word', async () => {
  await signedIn((id) => ({ json: { data: { shop_id: id, is_favorite: false } } }));
  const done = toggleFavorite(shop(1));
  assert.equal(ids(), [2]);
  await done;
  assert.equal(ids(), [2]);

  await signedIn((id) => ({ json: { data: { shop_id: id, is_favorite: true } } }));
  await toggleFavorite(shop(2));
  assert.ok($favoriteIds.get().has(2), 'the server said it is still a favourite');
});

/** What `toggleFavorite` rejects with; fails the test when it resolves. */
async function failure(toggle: () => Promise<void>): Promise<ApiError> {
  const error = await quiet(toggle).then(() => null, (e: unknown) => e);
  assert.instance(error, ApiError, 'it rejects');
  return error as ApiError;
}

test('a 429 is rolled back and rejects with the refusal, nothing read again; the store raises no alert', async () => {
  const fake = await signedIn(() => ({ status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '30' } }));
  const error = await failure(() => toggleFavorite(shop(5)));
  await allTasks();
  assert.equal(ids(), [1, 2]);
  assert.is(error.status, 429);
  assert.is(error.message, 'Забагато запитів. Зачекайте трохи і спробуйте ще раз.');
  assert.is(fake.calls().filter((r) => r.path === '/api/favorite-shops/').length, 1, 'a refusal: the list is not read again');
  assert.is($alert.get().show, false, 'the shop card tells the user');
});

test('a timeout after the server applied the toggle: the list read again shows it saved', async () => {
  let saved = false;
  window.isAuthenticated = true;
  const fake = fakeFetch((request) => {
    if (request.path === '/api/favorite-shops/7') return (saved = true), { status: 504, json: { message: 'Gateway Timeout' } };
    return { json: { data: saved ? [shop(1), shop(2), shop(7)] : [shop(1), shop(2)] } };
  });
  configureHttp({ fetch: fake.fetch, getRetries: 0, retryDelayMs: 0 });
  $favoriteIds.listen(() => {});
  await allTasks();
  await failure(() => toggleFavorite(shop(7)));
  await allTasks();
  assert.equal(ids(), [1, 2, 7], 'what the server applied is not rolled back for good');
});

test('a failure rolls back (in place) and rejects with the error', async () => {
  await signedIn(() => ({ status: 500, json: { message: 'Server Error' } }));
  assert.is((await failure(() => toggleFavorite(shop(1)))).status, 500);
  assert.equal(ids(), [1, 2], 'back where it was');
  await failure(() => toggleFavorite(shop(9)));
  assert.equal(ids(), [1, 2]);
  assert.is($alert.get().show, false);
});

test('a second toggle of the same shop while one is under way is ignored', async () => {
  const waiting = new Promise<void>((resolve) => (release = resolve));
  const fake = await signedIn(async (id) => {
    await waiting;
    return { json: { data: { shop_id: id, is_favorite: true } } };
  });
  const first = toggleFavorite(shop(5));
  await toggleFavorite(shop(5));
  await tick();
  assert.equal(ids(), [5, 1, 2]);
  release();
  await first;
  assert.is(fake.calls().filter((r) => r.path === '/api/favorite-shops/5').length, 1);
  await toggleFavorite(shop(5));
  assert.is(fake.calls().filter((r) => r.path === '/api/favorite-shops/5').length, 2, 'allowed again once settled');
});

test.run();
