import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
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
import { fakeFetch, rejection, type Reply, type Sent } from './helpers';

const test = suite('api calls');

const user = {
  id: 7, email: 'user@example.com', full_name: 'Олена Петренко', avatar: null, gender: 'female', birth_date: '1990-05-01',
  status: 'gold', total_balance: '3100.00', current_balance: '1250.50', pending_balance: 320, email_verified_at: '2024-01-01T00:00:00Z',
  referral_link: 'https://example.com/r/7', role: 0, notification_settings: { cashback_status: 1, service_updates: 0, sales: true },
};
const shop = { id: 3, name: 'Rozetka', image: '/s.svg', link: 'https://rozetka.com.ua', cashback_percent: '5.5', is_sale: 0, avg_stars: '4.2', pending_payment: 30, categoryId: 1 };
const category = { id: 1, name: 'Електроніка', image: '/c.svg', shops: [shop] };
const feedback = { id: 1, name: 'Олена', user_thumbnail: null, user_id: 7, shop_id: 3, text: 'Добре', stars: 5, created_at: '2024-05-01' };
const withdrawal = { id: 9, created_at: '2024-05-01', amount: '100.00', status: 'requested', withdrawal_method: 'card' };

let fake: ReturnType<typeof fakeFetch>;
function answer(reply: Reply) {
  fake = fakeFetch(() => reply);
  configureHttp({ fetch: fake.fetch, retryDelayMs: 0 });
}
const call = (): Sent => {
  const calls = fake.calls();
  assert.is(calls.length, 1);
  return calls[0]!;
};
const sentAs = (method: string, path: string, body?: unknown) => {
  const request = call();
  assert.is(`${request.method} ${request.path}`, `${method} ${path}`);
  if (body !== undefined) assert.equal(request.body, body);
  assert.is(fake.csrfCount(), method === 'GET' ? 0 : 1, method === 'GET' ? 'no CSRF cookie for a GET' : 'CSRF cookie first');
};

test.before.each(() => resetDom());

test('login, register: POST the payload; any 2xx resolves (Laravel 204, 201, a user)', async () => {
  for (const reply of [{ status: 204 }, { status: 201, json: { data: user } }, { json: { two_factor: false } }]) {
    answer(reply);
    assert.is(await auth.login({ email: 'user@example.com', password: 'password123' }), undefined);
    sentAs('POST', '/api/login', { email: 'user@example.com', password: 'password123' });
  }
  answer({ status: 201, json: user });
  const payload = { email: 'a@b.cd', full_name: 'Новий користувач', password: 'password123', password_confirmation: 'password123' };
  assert.is(await auth.register(payload), undefined);
  sentAs('POST', '/api/register', payload);
});

test('logout: POST, a 204 is fine', async () => {
  answer({ status: 204 });
  assert.is(await auth.logout(), undefined);
  sentAs('POST', '/api/logout');
  assert.is(call().body, undefined);
});

test('fetchUser: GET /api/user, the plain user', async () => {
  answer({ json: user });
  assert.is((await auth.fetchUser()).full_name, 'Олена Петренко');
  sentAs('GET', '/api/user');
});

test('fetchUser: 401 and 419 reject (the store, not the API module, clears the user)', async () => {
  for (const status of [401, 419]) {
    answer({ status, json: { message: 'Unauthenticated.' } });
    assert.is((await rejection(auth.fetchUser())).status, status);
  }
});

test('forgotPassword: POST the e-mail; the status is what counts, not the body', async () => {
  for (const reply of [{ json: { status: 'We have emailed your password reset link.' } }, { status: 204 }]) {
    answer(reply);
    assert.is(await auth.forgotPassword('user@example.com'), undefined);
    sentAs('POST', '/api/forgot-password', { email: 'user@example.com' });
  }
});

test('updatePassword: changed on any 2xx unless data.status is false', async () => {
  const payload = { token: 't', email: 'user@example.com', password: 'newpassword', password_confirmation: 'newpassword' };
  answer({ json: { status: true, message: 'Пароль змінено.' } });
  assert.is(await auth.updatePassword(payload), true);
  sentAs('POST', '/api/update-password', payload);
  for (const reply of [{ json: { status: 'Your password has been reset.' } }, { status: 204 }]) {
    answer(reply);
    assert.is(await auth.updatePassword(payload), true, 'Laravel answers a sentence, or nothing');
  }
  answer({ json: { status: false } });
  assert.is(await auth.updatePassword(payload), false);
});

test('shops and categories', async () => {
  answer({ json: { data: [shop] } });
  const [first] = await fetchShops();
  assert.equal([first?.cashback_percent, first?.is_sale, first?.avg_stars], [5.5, false, 4.2]);
  sentAs('GET', '/api/shops');

  answer({ json: { data: { ...shop, description: '<p>Опис</p>', users_actions: [{ name: 'Покупка', rev: '5' }] } } });
  const one = await fetchShop(3);
  assert.equal(one.users_actions, [{ name: 'Покупка', rev: 5 }]);
  sentAs('GET', '/api/shops/3');

  answer({ json: { data: [{ id: 1, name: 'Електроніка', image: '/c.svg' }] } });
  assert.is((await fetchCategories())[0]?.name, 'Електроніка');
  sentAs('GET', '/api/categories');

  answer({ json: { data: category } });
  assert.is((await fetchCategory(1)).shops?.[0]?.name, 'Rozetka');
  sentAs('GET', '/api/category/1');
});

test('favourites: the list, and the toggle (a GET never retried)', async () => {
  answer({ json: { data: [shop] } });
  assert.is((await fetchFavoriteShops()).length, 1);
  sentAs('GET', '/api/favorite-shops/');

  answer({ json: { data: { shop_id: 3, is_favorite: true } } });
  assert.equal(await toggleFavoriteShop(3), { shop_id: 3, is_favorite: true });
  sentAs('GET', '/api/favorite-shops/3');
  for (const reply of [{ status: 204 }, { json: { message: 'Added' } }]) {
    answer(reply);
    assert.is(await toggleFavoriteShop(3), undefined, 'any other 2xx body is a success that does not say the state');
  }

  answer({ status: 503, text: 'busy' });
  await rejection(toggleFavoriteShop(3));
  assert.is(fake.sent.length, 1);
});

test('questions, posters, orders, withdrawals', async () => {
  answer({ json: { data: [{ id: 1, name: 'Що таке кешбек?', description: 'Повернення частини витрат.' }] } });
  assert.is((await fetchQuestions())[0]?.name, 'Що таке кешбек?');
  sentAs('GET', '/api/questions/');

  answer({ json: { data: [{ id: 1, image_url: '/p.svg', title: 'Знижки' }] } });
  assert.equal(await fetchPosters(), [{ id: 1, image_url: '/p.svg', title: 'Знижки' }]);
  sentAs('GET', '/api/posters/');

  answer({ json: { data: [{ id: 1, created_at: '2024-05-01', shop: 'Rozetka', amount: '1000', user_amount: '50.5' }, { id: 2, created_at: '2024-05-02', shop: { name: 'Comfy' }, amount: 10, user_amount: 1 }] } });
  const orders = await fetchOrders();
  assert.equal(orders.map((o) => [o.shop, o.amount, o.user_amount]), [['Rozetka', 1000, 50.5], [{ name: 'Comfy' }, 10, 1]]);
  sentAs('GET', '/api/fetch-order/');

  answer({ json: { data: [withdrawal] } });
  assert.equal(await fetchWithdrawals(), [{ ...withdrawal, amount: 100 }]);
  sentAs('GET', '/api/fetch-withdrawals/');
});

test('requestWithdrawal: POST with an Idempotency-Key, never retried', async () => {
  const payload = { user_id: 7, full_name: 'Олена Петренко', amount: 100, withdrawal_method: 'card' as const, card_number: '4111 1111 1111 1111' };
  answer({ status: 201, json: { data: withdrawal } });
  assert.is((await requestWithdrawal(payload, { idempotencyKey: 'form-1', timeoutMs: 30_000 }))?.status, 'requested');
  sentAs('POST', '/api/withdrawal/', payload);
  assert.is(call().headers['idempotency-key'], 'form-1');
  for (const reply of [{ status: 204 }, { status: 201, json: { message: 'Заявку прийнято.' } }]) {
    answer(reply);
    assert.is(await requestWithdrawal(payload), undefined, 'made, without a record to show');
  }
  answer({ text: '<!doctype html><html><body>Home</body></html>' });
  assert.is((await rejection(requestWithdrawal(payload))).kind, 'shape', 'an HTML page is not an answer');

  answer({ status: 502, text: 'Bad gateway' });
  await rejection(requestWithdrawal(payload));
  assert.is(fake.calls().length, 1);
  assert.is(call().headers['idempotency-key'], undefined, 'no key unless given');
});

test('sendVerificationEmail: a GET sent once; any 2xx body will do', async () => {
  for (const reply of [{ json: { message: 'Лист надіслано.' } }, { status: 202, json: { status: 'verification-link-sent' } }, { status: 204 }]) {
    answer(reply);
    assert.is(await sendVerificationEmail(), undefined);
    sentAs('GET', '/api/email/verification-notification/');
  }
  answer({ network: true });
  await rejection(sendVerificationEmail());
  assert.is(fake.sent.length, 1);
});

test('uploadAvatar: multipart with the file as `avatar`', async () => {
  answer({ status: 204 });
  const file = new Blob(['png'], { type: 'image/png' });
  assert.is(await uploadAvatar(file), undefined);
  sentAs('POST', '/api/upload-avatar');
  const body = call().body;
  assert.instance(body, FormData);
  assert.ok((body as FormData).get('avatar'));
  assert.is(call().headers['content-type'], undefined, 'the browser sets the multipart boundary');
});

test('updateUser and updateNotificationSettings: PUT one field; any 2xx resolves', async () => {
  answer({ json: { data: { ...user, full_name: 'Олена Коваль' } } });
  assert.is(await updateUser(7, { full_name: 'Олена Коваль' }), undefined);
  sentAs('PUT', '/api/user/7', { full_name: 'Олена Коваль' });

  answer({ status: 204 });
  assert.is(await updateNotificationSettings(7, { service_updates: true }), undefined);
  sentAs('PUT', '/api/user/updateNotificationSettings/7', { service_updates: true });
});

test('shop feedbacks: the list and a new review', async () => {
  answer({ json: { data: [feedback] } });
  assert.equal(await fetchShopFeedbacks(3), [feedback]);
  sentAs('GET', '/api/shop-feedbacks/3');

  const payload = { name: 'Олена', user_thumbnail: null, user_id: 7, shop_id: 3, text: 'Добре', stars: 5 };
  answer({ status: 201, json: { data: feedback } });
  assert.is(await addShopFeedback(payload), undefined);
  sentAs('POST', '/api/shop-feedbacks/', payload);
});

test.run();
