// Every call of src/api against the real demo server (the Laravel stand-in), in
// plain Node: what the server received (method, path, body, headers) and what
// the client made of its real answer. A tiny cookie jar plays the browser,
// showing the script-readable cookies as `document.cookie`, where the client
// reads the XSRF token. The server's own contract (statuses, messages, what it
// stores) is test/demo's; the last cases hand in a fake `fetch` for what other
// Laravel hosts may answer instead and the demo never does.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
// @ts-expect-error plain JavaScript module without types
import { createDemo as createDemoUntyped } from '../../demo/app.mjs';
import { configureHttp } from '../../src/api/http';
import * as auth from '../../src/api/auth';
import { fetchShop, fetchShops } from '../../src/api/shops';
import { fetchCategories, fetchCategory } from '../../src/api/categories';
import { fetchFavoriteShops } from '../../src/api/favorites';
import { toggleFavoriteShop } from '../../src/api/favorite-toggle';
import { fetchQuestions } from '../../src/api/questions';
import { fetchPosters } from '../../src/api/posters';
import { fetchOrders } from '../../src/api/orders';
import { fetchWithdrawals, requestWithdrawal } from '../../src/api/withdrawals';
import { sendVerificationEmail, updateNotificationSettings, updateUser, uploadAvatar } from '../../src/api/user';
import { addShopFeedback, fetchShopFeedbacks } from '../../src/api/feedbacks';
import { fakeFetch, rejection, type Reply } from './helpers';

const createDemo = createDemoUntyped as (options: { log: (line: string) => void }) => Server;
const test = suite('the client against the demo server');

interface Received { call: string; status: number; body: unknown; headers: Headers }

/** A browser's cookie jar for one origin, as a `fetch` for configureHttp; `received` is what the server got. */
function cookieJar() {
  const cookies = new Map<string, { value: string; httpOnly: boolean }>();
  const received: Received[] = [];
  const fetchWithCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, c]) => `${name}=${c.value}`).join('; '));
    // What a browser on the page adds: Sanctum's stateful check reads it.
    headers.set('referer', `${new URL(String(input)).origin}/`);
    const response = await fetch(input, { ...init, headers });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    received.push({ call: `${init.method} ${new URL(String(input)).pathname}`, status: response.status, body, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const expired = attributes.some((a) => /^max-age=(0|-)/i.test(a));
      if (expired) cookies.delete(name);
      else cookies.set(name, { value: pair.slice(at + 1), httpOnly: attributes.some((a) => /^httponly$/i.test(a)) });
    }
    return response;
  };
  const documentCookie = () =>
    [...cookies].filter(([, c]) => !c.httpOnly).map(([name, c]) => `${name}=${c.value}`).join('; ');
  /** `METHOD /path status` of each request, in order. */
  const calls = () => received.map((r) => `${r.call} ${r.status}`);
  return { fetch: fetchWithCookies, cookies, received, calls, documentCookie };
}

let server: Server;
let jar = cookieJar();
const logs: string[] = [];
const last = () => jar.received.at(-1)!;

/** The page as the client sees it: its cookies, and no placeholders (so no prerendered HTML to wait for). */
const document = {
  get cookie() {
    return jar.documentCookie();
  },
  querySelectorAll: () => [],
};

test.before(async () => {
  Object.defineProperty(globalThis, 'document', { value: document, configurable: true });
  server = createDemo({ log: (line) => logs.push(line) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
test.after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete (globalThis as { document?: unknown }).document;
});
/** A new browser: no cookies. */
function newBrowser() {
  jar = cookieJar();
  const { port } = server.address() as AddressInfo;
  configureHttp({ fetch: jar.fetch, baseURL: `http://127.0.0.1:${port}`, retryDelayMs: 0 });
}
test.before.each(newBrowser);

/** Signs in as the client does: the login's body is not read, the user comes from GET /api/user. */
async function signIn(email = 'user@example.com', password = 'password123') {
  await auth.login({ email, password });
  return auth.fetchUser();
}

test('a guest reads shops, categories, FAQ, posters and reviews: a GET each, no CSRF cookie, numbers as numbers', async () => {
  const shops = await fetchShops();
  assert.ok(shops.length >= 40, `${shops.length} shops`);
  assert.ok(shops.every((s) => typeof s.cashback_percent === 'number' && typeof s.is_sale === 'boolean' && s.name));
  const shop = await fetchShop(3);
  assert.type(shop.description, 'string');
  assert.ok(shop.users_actions?.every((a) => typeof a.rev === 'number'));
  const categories = await fetchCategories();
  assert.ok(categories.length >= 8);
  const category = await fetchCategory(categories[0]!.id);
  assert.ok(category.shops?.length && category.shops.every((s) => s.categoryId === category.id));
  assert.ok((await fetchQuestions()).every((q) => q.name && q.description));
  assert.ok((await fetchPosters()).every((p) => p.image_url));
  assert.ok((await fetchShopFeedbacks(1)).every((f) => f.shop_id === 1 && typeof f.stars === 'number'));
  assert.equal(jar.calls(), ['GET /api/shops 200', 'GET /api/shops/3 200', 'GET /api/categories 200', `GET /api/category/${category.id} 200`,
    'GET /api/questions/ 200', 'GET /api/posters/ 200', 'GET /api/shop-feedbacks/1 200']);
});

test('a guest asking for the user: a 401 ApiError', async () => {
  const error = await rejection(auth.fetchUser());
  assert.equal([error.kind, error.status], ['http', 401]);
});

test('login: the CSRF cookie, then POST the credentials; a wrong password: 422 with the message under the e-mail field', async () => {
  const error = await rejection(auth.login({ email: 'user@example.com', password: 'wrong-password' }));
  assert.equal(jar.calls(), ['GET /sanctum/csrf-cookie 204', 'POST /api/login 422']);
  assert.equal(last().body, { email: 'user@example.com', password: 'wrong-password' });
  assert.is(error.status, 422);
  assert.type(error.fields.email, 'string');
});

test('signed in: the user (Gold, 1 250,50), orders, withdrawals and saved shops read; logout ends the session; one CSRF cookie per page', async () => {
  const user = await signIn();
  assert.equal([user.email, user.status, user.current_balance, user.pending_balance, user.total_balance], ['user@example.com', 'gold', 1250.5, 320, 3100]);
  const orders = await fetchOrders();
  assert.ok(orders.length > 0 && orders.every((o) => typeof o.amount === 'number' && typeof o.user_amount === 'number'));
  assert.ok((await fetchWithdrawals()).every((w) => typeof w.amount === 'number' && w.status));
  assert.ok((await fetchFavoriteShops()).length > 0);
  await auth.logout();
  assert.equal(last().call, 'POST /api/logout');
  assert.is(last().body, undefined);
  assert.is(jar.calls().filter((r) => r.includes('csrf-cookie')).length, 1, 'once per page');
  assert.is((await rejection(auth.fetchUser())).status, 401);
});

test('a stale XSRF token: 419, a fresh cookie and one retry succeed', async () => {
  const user = await signIn();
  const xsrf = jar.cookies.get('XSRF-TOKEN')!;
  jar.cookies.set('XSRF-TOKEN', { ...xsrf, value: 'stale' });
  await updateUser(user.id, { full_name: 'Олена Коваленко-Шевчук' });
  assert.equal(jar.calls().slice(-3), [`PUT /api/user/${user.id} 419`, 'GET /sanctum/csrf-cookie 204', `PUT /api/user/${user.id} 200`]);
  assert.equal(last().body, { full_name: 'Олена Коваленко-Шевчук' });
  assert.is((await auth.fetchUser()).full_name, 'Олена Коваленко-Шевчук');
});

test('the star: GET /api/favorite-shops/{id} toggles, and the answer says the new state', async () => {
  await signIn();
  const saved = (await fetchFavoriteShops()).some((s) => s.id === 2);
  assert.equal(await toggleFavoriteShop(2), { shop_id: 2, is_favorite: !saved });
  assert.equal(last().call, 'GET /api/favorite-shops/2');
  assert.equal(await toggleFavoriteShop(2), { shop_id: 2, is_favorite: saved });
});

test('a review: POST /api/shop-feedbacks/ with the form\'s payload', async () => {
  const user = await signIn();
  const payload = { name: user.full_name, user_thumbnail: null, user_id: user.id, shop_id: 2, text: 'Швидко нарахували кешбек.', stars: 4 };
  assert.is(await addShopFeedback(payload), undefined);
  assert.equal([last().call, last().status, last().body], ['POST /api/shop-feedbacks/', 201, payload]);
});

test('a withdrawal: POST with the Idempotency-Key, the record read; a refusal\'s message under its field; 403 for an unverified e-mail', async () => {
  const user = await signIn();
  const payload = { user_id: user.id, full_name: 'Олена Коваленко', amount: 100, withdrawal_method: 'card' as const, card_number: '4111 1111 1111 1111' };
  const made = await requestWithdrawal(payload, { idempotencyKey: 'form-42', timeoutMs: 10_000 });
  assert.equal([made?.status, made?.amount, made?.withdrawal_method], ['requested', 100, 'card']);
  assert.equal([last().call, last().body, last().headers.get('idempotency-key')], ['POST /api/withdrawal/', payload, 'form-42']);
  const tooSmall = await rejection(requestWithdrawal({ ...payload, amount: 10 }));
  assert.is(last().headers.get('idempotency-key'), null, 'no key unless given');
  assert.equal([tooSmall.status, typeof tooSmall.fields.amount], [422, 'string']);

  newBrowser();
  const fresh = await signIn('new@example.com');
  const error = await rejection(
    requestWithdrawal({ user_id: fresh.id, full_name: 'Новий Користувач', amount: 50, withdrawal_method: 'phone', phone: '+380671234567' }),
  );
  assert.is(error.status, 403);
  await sendVerificationEmail();
  assert.equal([last().call, last().status], ['GET /api/email/verification-notification/', 200]);
});

test('the profile: PUT a field and a notification switch; the avatar as the multipart field `avatar`', async () => {
  const user = await signIn();
  await updateNotificationSettings(user.id, { sales: !user.notification_settings.sales });
  assert.equal([last().call, last().status, last().body], [`PUT /api/user/updateNotificationSettings/${user.id}`, 200, { sales: !user.notification_settings.sales }]);
  assert.is((await auth.fetchUser()).notification_settings.sales, !user.notification_settings.sales);

  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  assert.is(await uploadAvatar(new Blob([png], { type: 'image/png' })), undefined);
  assert.equal([last().call, last().status], ['POST /api/upload-avatar', 200]);
  assert.instance(last().body, FormData);
  assert.ok((last().body as FormData).get('avatar'));
  assert.is(last().headers.get('content-type'), null, 'the browser sets the multipart boundary');
  assert.ok((await auth.fetchUser()).avatar);
});

test('register, and a password reset: POST the payloads; the mailed token changes the password, a bad one is refused', async () => {
  const email = `shopper${Date.now()}@example.com`;
  const payload = { email, full_name: 'Новий Покупець', password: 'password123', password_confirmation: 'password123' };
  await auth.register(payload);
  assert.equal([last().call, last().status, last().body], ['POST /api/register', 201, payload]);
  assert.equal([(await auth.fetchUser()).email, (await auth.fetchUser()).current_balance], [email, 0]);

  await auth.forgotPassword('admin@example.com');
  assert.equal([last().call, last().status, last().body], ['POST /api/forgot-password', 200, { email: 'admin@example.com' }]);
  const link = new URL(logs.filter((line) => line.includes('admin%40example.com')).at(-1)!.split(': ').at(-1)!);
  const reset = { token: link.searchParams.get('token')!, email: 'admin@example.com', password: 'newpassword1', password_confirmation: 'newpassword1' };
  const bad = await rejection(auth.updatePassword({ ...reset, token: 'nope' }));
  assert.is(bad.status, 422);
  assert.is(await auth.updatePassword(reset), true);
  assert.equal(last().body, reset);
  assert.is((await signIn('admin@example.com', 'newpassword1')).role, 1);
});

/** Other Laravel hosts: a fake `fetch` answers every call (but the CSRF cookie) with `reply`. */
function answer(reply: Reply) {
  const fake = fakeFetch(() => reply);
  configureHttp({ fetch: fake.fetch, retryDelayMs: 0 });
  return fake;
}

test('other hosts\' answers: updatePassword true on a Laravel sentence or 204, false on { status: false }', async () => {
  const payload = { token: 't', email: 'user@example.com', password: 'newpassword', password_confirmation: 'newpassword' };
  for (const reply of [{ json: { status: 'Your password has been reset.' } }, { status: 204 }]) {
    answer(reply);
    assert.is(await auth.updatePassword(payload), true, JSON.stringify(reply));
  }
  answer({ json: { status: false } });
  assert.is(await auth.updatePassword(payload), false);
});

test('other hosts\' answers: the star, a withdrawal and the e-mail link succeed on any 2xx; the two GETs are never retried', async () => {
  for (const reply of [{ status: 204 }, { json: { message: 'Added' } }]) {
    answer(reply);
    assert.is(await toggleFavoriteShop(3), undefined, 'a success that does not say the state');
  }
  const payload = { user_id: 7, full_name: 'Олена Петренко', amount: 100, withdrawal_method: 'card' as const, card_number: '4111 1111 1111 1111' };
  for (const reply of [{ status: 204 }, { status: 201, json: { message: 'Заявку прийнято.' } }]) {
    answer(reply);
    assert.is(await requestWithdrawal(payload), undefined, 'made, without a record to show');
  }
  for (const reply of [{ status: 202, json: { status: 'verification-link-sent' } }, { status: 204 }]) {
    answer(reply);
    assert.is(await sendVerificationEmail(), undefined);
  }
  const star = answer({ status: 503, text: 'busy' });
  await rejection(toggleFavoriteShop(3));
  const link = answer({ network: true });
  await rejection(sendVerificationEmail());
  assert.equal([star.sent.length, link.sent.length], [1, 1]);
});

test('other hosts\' answers: decimals as strings and booleans as 0/1 (Eloquent\'s casts left out) read as numbers and booleans; an order\'s shop as a name or an object', async () => {
  answer({ json: { data: { id: 3, name: 'Rozetka', image: '/s.svg', link: 'https://rozetka.com.ua', cashback_percent: '5.5', is_sale: 0, avg_stars: '4.2',
    pending_payment: 30, categoryId: 1, description: '<p>Опис</p>', users_actions: [{ name: 'Покупка', rev: '5' }] } } });
  const shop = await fetchShop(3);
  assert.equal([shop.cashback_percent, shop.is_sale, shop.avg_stars, shop.users_actions], [5.5, false, 4.2, [{ name: 'Покупка', rev: 5 }]]);
  answer({ json: { data: [{ id: 1, created_at: '2024-05-01', shop: 'Rozetka', amount: '1000', user_amount: '50.5' }, { id: 2, created_at: '2024-05-02', shop: { name: 'Comfy' }, amount: 10, user_amount: 1 }] } });
  const orders = await fetchOrders();
  assert.equal(orders.map((o) => [o.shop, o.amount, o.user_amount]), [['Rozetka', 1000, 50.5], [{ name: 'Comfy' }, 10, 1]]);
  answer({ json: { data: [{ id: 9, created_at: '2024-05-01', amount: '100.00', status: 'requested', withdrawal_method: 'card' }] } });
  assert.is((await fetchWithdrawals())[0]?.amount, 100);
});

test.run();
