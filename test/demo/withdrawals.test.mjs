import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: orders and withdrawals');

const card = (extra = {}) => ({
  user_id: 1,
  full_name: 'Олена Коваленко',
  amount: 100,
  withdrawal_method: 'card',
  card_number: '4149 4993 1234 5678',
  ...extra,
});
const balance = async (s) => (await s.get('/api/user')).body.current_balance;

test('GET /api/fetch-order: 14 orders, newest first; none for a new user', async () => {
  const s = demo.session();
  await s.login();
  const res = await s.get('/api/fetch-order/');
  assert.is(res.body.data.length, 14);
  const [order] = res.body.data;
  assert.equal(Object.keys(order).sort(), ['amount', 'created_at', 'id', 'shop', 'user_amount']);
  assert.type(order.shop.name, 'string');
  const dates = res.body.data.map((o) => o.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  await s.post('/api/logout');
  await s.login('new@example.com');
  assert.equal((await s.get('/api/fetch-order')).body, { data: [] });
});

test('GET /api/fetch-withdrawals: the four statuses, newest first', async () => {
  const s = demo.session();
  await s.login();
  const res = await s.get('/api/fetch-withdrawals/');
  assert.equal(res.body.data.map((w) => w.status), ['requested', 'pending', 'cancelled', 'paid']);
  assert.equal(Object.keys(res.body.data[0]).sort(), ['amount', 'created_at', 'id', 'status', 'withdrawal_method']);
});

test('a card withdrawal: 201 { data }, balance lowered, first in the history as requested', async () => {
  const s = demo.session();
  await s.login();
  const before = await balance(s);
  const res = await s.post('/api/withdrawal/', card({ amount: '120' }));
  assert.is(res.status, 201);
  assert.equal(Object.keys(res.body.data).sort(), ['amount', 'created_at', 'id', 'status', 'withdrawal_method']);
  assert.is(res.body.data.amount, 120);
  assert.is(res.body.data.status, 'requested');
  assert.is(await balance(s), Math.round((before - 120) * 100) / 100);
  const [first] = (await s.get('/api/fetch-withdrawals')).body.data;
  assert.equal(first, res.body.data);
});

test('a phone withdrawal', async () => {
  const s = demo.session();
  await s.login();
  const res = await s.post('/api/withdrawal', { user_id: 1, full_name: 'Олена Коваленко', amount: 50, withdrawal_method: 'phone', phone: '+380671234567' });
  assert.is(res.status, 201);
  assert.is(res.body.data.withdrawal_method, 'phone');
});

test('Idempotency-Key: a repeat replays the first reply and charges once', async () => {
  const s = demo.session();
  await s.login();
  const before = await balance(s);
  const count = (await s.get('/api/fetch-withdrawals')).body.data.length;
  const headers = { 'idempotency-key': 'withdraw-7f3a' };
  const [first, second] = await Promise.all([s.post('/api/withdrawal', card(), { headers }), s.post('/api/withdrawal', card(), { headers })]);
  const third = await s.post('/api/withdrawal', card(), { headers });
  assert.is(first.status, 201);
  assert.is(second.status, 201);
  assert.is(third.status, 201);
  assert.is(second.text, first.text);
  assert.is(third.text, first.text);
  assert.is(await balance(s), Math.round((before - 100) * 100) / 100);
  assert.is((await s.get('/api/fetch-withdrawals')).body.data.length, count + 1);

  const otherBody = await s.post('/api/withdrawal', card({ amount: 60 }), { headers });
  assert.is(otherBody.status, 422, 'the same key for another payload');
  const otherKey = await s.post('/api/withdrawal', card(), { headers: { 'idempotency-key': 'withdraw-8b2c' } });
  assert.is(otherKey.status, 201);
  assert.is.not(otherKey.body.data.id, first.body.data.id);
});

test('Idempotency-Key: a refused request keeps nothing, so the corrected one may reuse the key', async () => {
  const s = demo.session();
  await s.login();
  const headers = { 'idempotency-key': 'retry-after-fix' };
  assert.is((await s.post('/api/withdrawal', card({ amount: 10 }), { headers })).status, 422);
  assert.is((await s.post('/api/withdrawal', card({ amount: 55 }), { headers })).status, 201);
});

test('Idempotency-Key: keys are per user and expire after 24 hours', async () => {
  const admin = demo.session();
  await admin.login('admin@example.com');
  const headers = { 'idempotency-key': 'shared-key' };
  const mine = await admin.post('/api/withdrawal', card({ user_id: 3, full_name: 'Адміністратор Демо' }), { headers });
  assert.is(mine.status, 201);
  const user = demo.session();
  await user.login();
  const theirs = await user.post('/api/withdrawal', card(), { headers });
  assert.is(theirs.status, 201);
  assert.is.not(theirs.body.data.id, mine.body.data.id);

  for (const entry of demo.db.idempotency.values()) entry.createdAt -= 24 * 60 * 60 * 1000 + 1;
  const later = await admin.post('/api/withdrawal', card({ user_id: 3, full_name: 'Адміністратор Демо' }), { headers });
  assert.is.not(later.body.data.id, mine.body.data.id, 'an expired key runs again');
});

test('refusals: below 50, above the balance, not whole, bad name, card or phone', async () => {
  const s = demo.session();
  await s.login();
  const current = await balance(s);
  const cases = [
    [{ amount: 49 }, 'amount', 'Мінімальна сума виведення — 50 грн.'],
    [{ amount: Math.floor(current) + 1 }, 'amount', 'Сума перевищує доступний баланс.'],
    [{ amount: 60.5 }, 'amount', 'Сума має бути цілим числом.'],
    [{ amount: 'сто' }, 'amount', 'Сума має бути цілим числом.'],
    [{ full_name: 'Олена Кова' }, 'full_name', "Ім'я отримувача має містити від 11 до 50 символів."],
    [{ full_name: 'О'.repeat(51) }, 'full_name', "Ім'я отримувача має містити від 11 до 50 символів."],
    [{ card_number: '4149499312345678' }, 'card_number', 'Номер картки має бути у форматі 0000 0000 0000 0000.'],
    [{ card_number: undefined }, 'card_number', "Поле «номер картки» є обов'язковим."],
    [{ withdrawal_method: 'phone', phone: '0671234567' }, 'phone', 'Номер телефону має бути у форматі +380XXXXXXXXX.'],
    [{ withdrawal_method: 'charity' }, 'withdrawal_method', 'Оберіть спосіб виведення: card або phone.'],
  ];
  for (const [change, field, message] of cases) {
    const res = await s.post('/api/withdrawal', card(change));
    assert.is(res.status, 422, JSON.stringify(change));
    assert.equal(res.body.errors, { [field]: [message] });
  }
  assert.is(await balance(s), current, 'nothing charged');
});

test('refusals: unverified e-mail 403, another user_id 403', async () => {
  const fresh = demo.session();
  await fresh.login('new@example.com');
  const unverified = await fresh.post('/api/withdrawal', card({ user_id: 2 }));
  assert.is(unverified.status, 403);
  assert.equal(unverified.body, { message: 'Ваша адреса електронної пошти не підтверджена.' });
  const admin = demo.session();
  await admin.login('admin@example.com');
  const other = await admin.post('/api/withdrawal', card({ user_id: 1 }));
  assert.is(other.status, 403);
  assert.equal(other.body, { message: 'Дія заборонена.' });
});

test.run();
