import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { $user, clearUser } from '../../src/stores/user';
import { $withdrawals, withdraw } from '../../src/stores/withdrawals';
import { fakeFetch, quiet, rejection, type Reply } from '../api/helpers';

const test = suite('withdraw');

const user = { id: 7, email: 'user@example.com', current_balance: '1150.50' };
const payload = { user_id: 7, full_name: 'Олена Петренко', amount: 100, withdrawal_method: 'phone' as const, phone: '+380671234567' };
const history = [{ id: 1, created_at: '2024-04-01', amount: 200, status: 'paid' }];

let postReply: Reply = { json: {} };
let fake = fakeFetch();
test.before.each(() => {
  resetDom();
  window.isAuthenticated = true;
  fake = fakeFetch((request) =>
    request.method === 'POST' ? postReply : request.path === '/api/user' ? { json: user } : { json: { data: history } },
  );
  configureHttp({ fetch: fake.fetch, getRetries: 0 });
});
test.after.each(async () => {
  await allTasks();
  cleanStores($withdrawals, $user);
  clearUser();
});

test('on success: heads the history, and the user (the balance) is reloaded', async () => {
  $withdrawals.listen(() => {});
  await allTasks();
  postReply = { json: { data: { id: 2, created_at: '2024-05-01', amount: '100.00', status: 'requested' } } };
  const result = await withdraw(payload, { idempotencyKey: 'form-1' });
  await allTasks();
  assert.is(result.status, 'requested');
  assert.equal($withdrawals.get().data.map((w) => w.id), [2, 1]);
  assert.is($user.value?.current_balance, 1150.5);
  const post = fake.calls().find((r) => r.method === 'POST');
  assert.equal(post?.body, payload);
  assert.is(post?.headers['idempotency-key'], 'form-1');
});

test('on failure: rejects with the server’s reason, history unchanged, nothing retried', async () => {
  $withdrawals.listen(() => {});
  await allTasks();
  postReply = { status: 422, json: { message: 'Недостатньо коштів.', errors: { amount: ['Сума перевищує баланс.'] } } };
  const error = await quiet(() => rejection(withdraw(payload)));
  assert.is(error.message, 'Недостатньо коштів.');
  assert.equal(error.fields, { amount: 'Сума перевищує баланс.' });
  assert.equal($withdrawals.get().data.map((w) => w.id), [1]);
  assert.is(fake.calls().filter((r) => r.method === 'POST').length, 1);
});

test.run();
