import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: forgot and update password');

const LINK = /^Password reset link for (\S+): (http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=\w+&email=\S+)$/;

async function requestLink(s, email) {
  const res = await s.post('/api/forgot-password', { email });
  const line = demo.logs.filter((l) => LINK.test(l)).at(-1);
  const url = new URL(LINK.exec(line)[2]);
  return { res, line, token: url.searchParams.get('token'), email: url.searchParams.get('email') };
}

test('forgot-password: 200 with the status text, and the link on the log', async () => {
  const s = demo.session();
  await s.csrf();
  const { res, line, token, email } = await requestLink(s, 'new@example.com');
  assert.is(res.status, 200);
  assert.equal(res.body, { status: 'Ми надіслали посилання для скидання пароля на вашу електронну пошту.' });
  assert.match(line, `Password reset link for new@example.com: ${demo.url}/reset-password?token=`);
  assert.is(email, 'new@example.com');
  assert.is(token.length, 64);
});

test('forgot-password: unknown or invalid e-mail is a 422 on email', async () => {
  const s = demo.session();
  await s.csrf();
  const unknown = await s.post('/api/forgot-password', { email: 'ghost@example.com' });
  assert.is(unknown.status, 422);
  assert.equal(unknown.body.errors, { email: ['Не вдалося знайти користувача з такою адресою електронної пошти.'] });
  const invalid = await s.post('/api/forgot-password', { email: 'ghost' });
  assert.equal(invalid.body.errors, { email: ['Поле «email» має бути дійсною адресою електронної пошти.'] });
});

test('forgot → link → update-password → login with the new password; the token works once', async () => {
  const s = demo.session();
  await s.csrf();
  const { token, email } = await requestLink(s, 'user@example.com');
  const body = { token, email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
  const res = await s.post('/api/update-password', body);
  assert.is(res.status, 200);
  assert.equal(res.body, { status: true, message: 'Пароль змінено.' });
  const old = demo.session();
  assert.is((await old.login('user@example.com', 'password123')).status, 422);
  assert.is((await demo.session().login('user@example.com', 'brand-new-pass')).status, 200);
  const reused = await s.post('/api/update-password', body);
  assert.is(reused.status, 422);
  assert.equal(reused.body.errors, { email: ['Цей токен для скидання пароля недійсний.'] });
});

test('update-password: a wrong token, a newer link voiding the older, password rules', async () => {
  const s = demo.session();
  await s.csrf();
  const first = await requestLink(s, 'admin@example.com');
  const second = await requestLink(s, 'admin@example.com');
  const stale = await s.post('/api/update-password', { token: first.token, email: 'admin@example.com', password: 'long-enough', password_confirmation: 'long-enough' });
  assert.is(stale.status, 422);
  assert.equal(stale.body.errors, { email: ['Цей токен для скидання пароля недійсний.'] });
  const short = await s.post('/api/update-password', { token: second.token, email: 'admin@example.com', password: 'short', password_confirmation: 'short' });
  assert.equal(short.body.errors, { password: ['Пароль має містити щонайменше 8 символів.'] });
  const unconfirmed = await s.post('/api/update-password', { token: second.token, email: 'admin@example.com', password: 'long-enough', password_confirmation: 'other-one' });
  assert.equal(unconfirmed.body.errors, { password: ['Підтвердження пароля не збігається.'] });
  const missing = await s.post('/api/update-password', {});
  assert.equal(Object.keys(missing.body.errors), ['token', 'email', 'password']);
  assert.is(missing.body.message, "Поле «токен» є обов'язковим. (та ще 2 помилки)");
  const ok = await s.post('/api/update-password', { token: second.token, email: 'admin@example.com', password: 'long-enough', password_confirmation: 'long-enough' });
  assert.is(ok.status, 200, 'failed attempts did not use the token up');
});

test.run();
