// The client against the real demo server (the Laravel stand-in), in plain
// Node: a tiny cookie jar plays the browser, sending cookies with every
// request and showing the script-readable ones as `document.cookie`, from
// which the client reads the XSRF token for a write.
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
import { rejection } from './helpers';

const createDemo = createDemoUntyped as (options: { log: (line: string) => void }) => Server;
const test = suite('client against the demo server');

/** A browser's cookie jar for one origin, as a `fetch` for configureHttp. */
function cookieJar() {
  const cookies = new Map<string, { value: string; httpOnly: boolean }>();
  const requests: string[] = [];
  const fetchWithCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, c]) => `${name}=${c.value}`).join('; '));
    // What a browser on the page adds: Sanctum's stateful check reads it.
    headers.set('referer', `${new URL(String(input)).origin}/`);
    const response = await fetch(input, { ...init, headers });
    requests.push(`${init.method} ${new URL(String(input)).pathname} ${response.status}`);
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
  return { fetch: fetchWithCookies, cookies, requests, documentCookie };
}

let server: Server;
let jar = cookieJar();
const logs: string[] = [];

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
/** Each case is a new browser: no cookies. */
test.before.each(() => {
  jar = cookieJar();
  const { port } = server.address() as AddressInfo;
  configureHttp({ fetch: jar.fetch, baseURL: `http://127.0.0.1:${port}`, retryDelayMs: 0 });
});

/** Signs in as the client does: the login's body is not read, the user comes from GET /api/user. */
async function signIn(email = 'user@example.com', password = 'password123') {
  await auth.login({ email, password });
  return auth.fetchUser();
}

test('a guest reads shops, categories, FAQ, posters and reviews', async () => {
  const shops = await fetchShops();
  assert.ok(shops.length >= 40, `${shops.length} shops`);
  assert.ok(shops.every((s) => typeof s.cashback_percent === 'number' && s.name));
  const shop = await fetchShop(shops[0]!.id);
  assert.type(shop.description, 'string');
  const categories = await fetchCategories();
  assert.ok(categories.length >= 8);
  const category = await fetchCategory(categories[0]!.id);
  assert.ok(category.shops?.every((s) => s.categoryId === category.id));
  assert.ok((await fetchQuestions()).length > 0);
  assert.ok((await fetchPosters()).every((p) => p.image_url));
  assert.ok(Array.isArray(await fetchShopFeedbacks(shop.id)));
  assert.is(jar.requests.some((r) => r.includes('csrf-cookie')), false, 'reads need no CSRF cookie');
});

test('a guest asking for the user gets a 401 ApiError', async () => {
  const error = await rejection(auth.fetchUser());
  assert.equal([error.kind, error.status], ['http', 401]);
});

test('a wrong password: 422 with the message under the e-mail field', async () => {
  const error = await rejection(auth.login({ email: 'user@example.com', password: 'wrong-password' }));
  assert.is(error.status, 422);
  assert.type(error.fields.email, 'string');
});

test('sign in: CSRF cookie first, the session sticks, and the user is Gold with 1 250,50', async () => {
  const user = await signIn();
  assert.equal([user.email, user.current_balance, user.pending_balance, user.total_balance], ['user@example.com', 1250.5, 320, 3100]);
  assert.is(jar.requests[0], 'GET /sanctum/csrf-cookie 204');
  assert.is((await auth.fetchUser()).id, user.id);
  assert.ok((await fetchOrders()).length > 0);
  assert.ok((await fetchWithdrawals()).length > 0);
  assert.ok((await fetchFavoriteShops()).length > 0);
  await auth.logout();
  assert.is(jar.requests.filter((r) => r.includes('csrf-cookie')).length, 1, 'once per page');
  assert.is((await rejection(auth.fetchUser())).status, 401);
});

test('a stale XSRF token: 419, a fresh cookie and one retry succeed', async () => {
  const user = await signIn();
  const xsrf = jar.cookies.get('XSRF-TOKEN')!;
  jar.cookies.set('XSRF-TOKEN', { ...xsrf, value: 'stale' });
  await updateUser(user.id, { full_name: 'Олена Коваленко-Шевчук' });
  assert.equal(jar.requests.slice(-3), ['PUT /api/user/1 419', 'GET /sanctum/csrf-cookie 204', 'PUT /api/user/1 200']);
  assert.is((await auth.fetchUser()).full_name, 'Олена Коваленко-Шевчук');
});

test('favourites toggle for real', async () => {
  await signIn();
  const shop = (await fetchShops())[0]!;
  const before = (await fetchFavoriteShops()).some((s) => s.id === shop.id);
  assert.equal(await toggleFavoriteShop(shop.id), { shop_id: shop.id, is_favorite: !before });
  assert.is((await fetchFavoriteShops()).some((s) => s.id === shop.id), !before);
  assert.equal(await toggleFavoriteShop(shop.id), { shop_id: shop.id, is_favorite: before });
});

test('a review appears in the shop’s list', async () => {
  const user = await signIn();
  const shopId = (await fetchShops())[1]!.id;
  const payload = { name: user.full_name, user_thumbnail: null, user_id: user.id, shop_id: shopId, text: 'Швидко нарахували кешбек.', stars: 4 };
  await addShopFeedback(payload);
  const [added] = await fetchShopFeedbacks(shopId);
  assert.equal([added?.text, added?.stars, added?.shop_id], [payload.text, 4, shopId]);
});

test('a withdrawal lowers the balance, shows as requested, and is not charged twice for one key', async () => {
  const user = await signIn();
  const payload = { user_id: user.id, full_name: 'Олена Коваленко', amount: 100, withdrawal_method: 'card' as const, card_number: '4111 1111 1111 1111' };
  const first = await requestWithdrawal(payload, { idempotencyKey: 'form-42', timeoutMs: 10_000 });
  const again = await requestWithdrawal(payload, { idempotencyKey: 'form-42' });
  assert.equal([first?.status, first?.amount], ['requested', 100]);
  assert.is(again?.id, first?.id);
  assert.is((await auth.fetchUser()).current_balance, 1150.5);
  assert.is((await fetchWithdrawals())[0]?.status, 'requested');

  const tooSmall = await rejection(requestWithdrawal({ ...payload, amount: 10 }));
  assert.is(tooSmall.status, 422);
  assert.type(tooSmall.fields.amount, 'string');
});

test('an unverified user cannot withdraw (403) but can ask for the confirmation e-mail', async () => {
  const user = await signIn('new@example.com');
  assert.is(user.email_verified_at, null);
  const error = await rejection(
    requestWithdrawal({ user_id: user.id, full_name: 'Новий Користувач', amount: 50, withdrawal_method: 'phone', phone: '+380671234567' }),
  );
  assert.is(error.status, 403);
  await sendVerificationEmail();
  assert.ok(logs.some((line) => line.includes('verification link for new@example.com')), 'the confirmation link is printed');
});

test('profile: notification switches and an avatar stick', async () => {
  const user = await signIn();
  const flipped = !user.notification_settings.sales;
  await updateNotificationSettings(user.id, { sales: flipped });
  assert.is((await auth.fetchUser()).notification_settings.sales, flipped);

  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  await uploadAvatar(new Blob([png], { type: 'image/png' }));
  const withAvatar = await auth.fetchUser();
  assert.ok(withAvatar.avatar);
  const image = await fetch(withAvatar.avatar!);
  assert.is(image.status, 200);
  const notAnImage = await rejection(uploadAvatar(new Blob(['<svg/>'], { type: 'image/svg+xml' })));
  assert.is(notAnImage.status, 422);
  assert.type(notAnImage.fields.avatar, 'string');
});

test('register, forgot password and a bad reset token', async () => {
  const email = `shopper${Date.now()}@example.com`;
  await auth.register({ email, full_name: 'Новий Покупець', password: 'password123', password_confirmation: 'password123' });
  const user = await auth.fetchUser();
  assert.equal([user.email, user.current_balance, user.status], [email, 0, 'starter']);
  const taken = await rejection(auth.register({ email, full_name: 'Новий Покупець', password: 'password123', password_confirmation: 'password123' }));
  assert.type(taken.fields.email, 'string');

  await auth.forgotPassword('user@example.com');
  assert.ok(logs.some((line) => line.includes('/reset-password?token=')), 'the link is printed');
  const bad = await rejection(auth.updatePassword({ token: 'nope', email: 'user@example.com', password: 'newpassword1', password_confirmation: 'newpassword1' }));
  assert.is(bad.status, 422);
});

test('a full reset: the printed token changes the password', async () => {
  await auth.forgotPassword('admin@example.com');
  const link = new URL(logs.filter((line) => line.includes('admin%40example.com')).at(-1)!.split(': ').at(-1)!);
  const payload = { token: link.searchParams.get('token')!, email: 'admin@example.com', password: 'newpassword1', password_confirmation: 'newpassword1' };
  assert.is(await auth.updatePassword(payload), true);
  assert.is((await signIn('admin@example.com', 'newpassword1')).role, 1);
});

test.run();
