import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: login, register, logout, current user');

const USER_FIELDS = [
  'avatar', 'birth_date', 'current_balance', 'email', 'email_verified_at', 'full_name', 'gender', 'id',
  'notification_settings', 'pending_balance', 'referral_link', 'role', 'status', 'total_balance',
];

test('login: 200 { data: user } with every User field', async () => {
  const s = demo.session();
  await s.csrf();
  const res = await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
  assert.is(res.status, 200);
  assert.equal(Object.keys(res.body.data).sort(), USER_FIELDS);
  assert.is(res.body.data.full_name, 'Олена Коваленко');
  assert.is(res.body.data.current_balance, 1250.5);
  assert.is(res.body.data.status, 'gold');
  assert.equal(res.body.data.notification_settings, { cashback_status: true, service_updates: true, sales: false });
  assert.match(res.body.data.referral_link, new RegExp(`^${demo.url}/registration\\?ref=\\w+$`));
});

test('login e-mail is case-insensitive', async () => {
  const s = demo.session();
  await s.csrf();
  assert.is((await s.post('/api/login', { email: 'USER@example.com', password: 'password123' })).status, 200);
});

test('GET /api/user: the user object itself, not wrapped in data', async () => {
  const s = demo.session();
  await s.login('admin@example.com');
  const res = await s.get('/api/user');
  assert.is(res.status, 200);
  assert.is(res.body.email, 'admin@example.com');
  assert.is(res.body.role, 1);
  assert.is(res.body.data, undefined);
});

test('wrong password or unknown e-mail: 422 on email', async () => {
  const s = demo.session();
  await s.csrf();
  for (const body of [{ email: 'user@example.com', password: 'wrong-password' }, { email: 'nobody@example.com', password: 'password123' }]) {
    const res = await s.post('/api/login', body);
    assert.is(res.status, 422);
    assert.equal(res.body, { message: 'Невірний email або пароль.', errors: { email: ['Невірний email або пароль.'] } });
  }
  assert.is((await s.get('/api/user')).status, 401);
});

test('login validation: Laravel message with the count of other errors', async () => {
  const s = demo.session();
  await s.csrf();
  const empty = await s.post('/api/login', {});
  assert.is(empty.status, 422);
  assert.equal(empty.body.errors, { email: ["Поле «email» є обов'язковим."], password: ["Поле «пароль» є обов'язковим."] });
  assert.is(empty.body.message, "Поле «email» є обов'язковим. (та ще 1 помилка)");
  const bad = await s.post('/api/login', { email: 'not-an-email', password: 'x' });
  assert.equal(bad.body.errors.email, ['Поле «email» має бути дійсною адресою електронної пошти.']);
});

test('register: 201, unverified zero-balance starter, signed in', async () => {
  const s = demo.session();
  await s.csrf();
  const res = await s.post('/api/register', {
    email: ' fresh@example.com ',
    full_name: 'Тарас Шевчук',
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
  });
  assert.is(res.status, 201);
  const user = res.body.data;
  assert.is(user.email, 'fresh@example.com', 'strings are trimmed');
  assert.is(user.email_verified_at, null);
  assert.is(user.status, 'starter');
  assert.is(user.role, 0);
  assert.is(user.avatar, null);
  assert.equal([user.current_balance, user.pending_balance, user.total_balance], [0, 0, 0]);
  assert.is((await s.get('/api/user')).body.id, user.id);
  const again = demo.session();
  assert.is((await again.login('fresh@example.com', 'secret-pass')).status, 200);
});

test('register validation: e-mail required, valid, unique; password 8+ and confirmed', async () => {
  const s = demo.session();
  await s.csrf();
  const taken = await s.post('/api/register', { email: 'User@example.com', password: 'short', password_confirmation: 'other' });
  assert.is(taken.status, 422);
  assert.equal(taken.body.errors, { email: ['Такий email вже зареєстровано.'], password: ['Пароль має містити щонайменше 8 символів.'] });
  const mismatch = await s.post('/api/register', { email: 'x@example.com', password: 'long-enough', password_confirmation: 'different' });
  assert.equal(mismatch.body.errors, { password: ['Підтвердження пароля не збігається.'] });
  assert.is(mismatch.body.message, 'Підтвердження пароля не збігається.');
  const invalid = await s.post('/api/register', { email: 'nope', password: 'long-enough', password_confirmation: 'long-enough' });
  assert.equal(invalid.body.errors, { email: ['Поле «email» має бути дійсною адресою електронної пошти.'] });
  const missing = await s.post('/api/register', { password: 'long-enough', password_confirmation: 'long-enough' });
  assert.equal(missing.body.errors, { email: ["Поле «email» є обов'язковим."] });
});

test('logout: 204, signed out, new session and XSRF token', async () => {
  const s = demo.session();
  await s.login();
  const token = s.cookies.get('XSRF-TOKEN');
  const res = await s.post('/api/logout');
  assert.is(res.status, 204);
  assert.is.not(s.cookies.get('XSRF-TOKEN'), token);
  assert.is((await s.get('/api/user')).status, 401);
});

test('GET /auth/redirect signs in as user@example.com and goes home', async () => {
  const s = demo.session();
  const res = await s.get('/auth/redirect');
  assert.is(res.status, 302);
  assert.is(res.headers.get('location'), '/');
  assert.is((await s.get('/api/user')).body.email, 'user@example.com');
});

test.run();
