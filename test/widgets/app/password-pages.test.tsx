import { resetDom, until, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { $alert } from '../../../src/stores/alert';
import { $appMounted } from '../../../src/stores/router';
import ForgotPasswordPage, { RELOAD_AFTER_MS } from '../../../widgets/app/pages/forgot-password-page';
import ResetPasswordPage from '../../../widgets/app/pages/reset-password-page';
import { $, cleanup, description, field, invalid, reloads, serve, submit, submitButton, type } from './fixtures';

const test = suite('forgot and reset password pages');

test.before.each(() => resetDom('http://localhost:8080/forgot-password'));
test.after.each(cleanup);

const SENT = 'Ми надіслали посилання для створення нового пароля на вашу пошту.';

test('forgot: on the status alone (Laravel\'s English sentence is not shown) our message appears, then the page reloads after about 3 s', async () => {
  const api = serve(() => ({ json: { status: 'We have emailed your password reset link.' } }));
  render(<ForgotPasswordPage />, document.body);
  assert.is(field('Email').getAttribute('autocomplete'), 'email');
  type(field('Email'), 'user@example.com');
  await submit();
  await until(() => $('[role="status"]')?.textContent?.includes(SENT), 'the success message');
  const shownAt = Date.now();
  assert.equal(api.calls().map((c) => [c.method, c.path, c.body]), [['POST', '/api/forgot-password', { email: 'user@example.com' }]]);
  assert.ok(submitButton().disabled, 'not sent twice');
  assert.is(reloads.length, 0);
  await until(() => reloads.length, 'the reload', RELOAD_AFTER_MS + 1000);
  assert.ok(Date.now() - shownAt >= RELOAD_AFTER_MS - 50);
  assert.equal(reloads, ['/forgot-password']);
});

test('forgot: an unknown e-mail is shown under the field, an invalid one is not sent', async () => {
  const api = serve(() => invalid({ email: ['Не вдалося знайти користувача з такою адресою електронної пошти.'] }));
  render(<ForgotPasswordPage />, document.body);
  type(field('Email'), 'nobody');
  await submit();
  assert.is(description(field('Email')), 'Введить коректний Email');
  await writesLeft();
  assert.is(api.sent.length, 0);
  type(field('Email'), 'nobody@example.com');
  await submit();
  await until(() => description(field('Email')).startsWith('Не вдалося знайти'), 'the server message');
  assert.is(field('Email').value, 'nobody@example.com');
  assert.not.ok($('[role="status"]'));
});

test('reset without a token: a clear message and a link to request a new one', () => {
  resetDom('http://localhost:8080/reset-password?email=user%40example.com');
  render(<ResetPasswordPage />, document.body);
  assert.not.ok($('form'));
  assert.match($('.cb-auth__lead')!.textContent!, 'неповне або застаріле');
  assert.ok($('a[href="/forgot-password"]'));
});

test('reset: token and e-mail from the query; status true leads to /login with a success alert', async () => {
  resetDom('http://localhost:8080/reset-password?token=abc123&email=user%2Btag%40example.com');
  $appMounted.set(true);
  const api = serve(() => ({ json: { status: true, message: 'Пароль змінено.' } }));
  render(<ResetPasswordPage />, document.body);
  assert.is(field('Email').value, 'user+tag@example.com');
  assert.is(field('Новий пароль').getAttribute('autocomplete'), 'new-password');
  type(field('Новий пароль'), 'newpass123');
  type(field('Повторіть пароль'), 'newpass123');
  await submit();
  await until(() => location.pathname === '/login', 'the way to /login');
  assert.equal(api.calls().map((c) => c.body), [
    { token: 'abc123', email: 'user+tag@example.com', password: 'newpass123', password_confirmation: 'newpass123' },
  ]);
  assert.equal($alert.get(), { show: true, type: 'success', text: 'Пароль змінено. Увійдіть з новим паролем.' });
});

test('reset: an invalid token (422 on email) is shown under the e-mail; status false is a general error', async () => {
  resetDom('http://localhost:8080/reset-password?token=old&email=user%40example.com');
  let answer = 0;
  serve(() => (answer++ === 0 ? invalid({ email: ['Цей токен для скидання пароля недійсний.'] }) : { json: { status: false } }));
  render(<ResetPasswordPage />, document.body);
  type(field('Новий пароль'), 'newpass123');
  type(field('Повторіть пароль'), 'newpass123');
  await submit();
  await until(() => description(field('Email')) === 'Цей токен для скидання пароля недійсний.', 'the token message');
  await submit();
  await until(() => $('[role="alert"]'), 'the general error');
  assert.is($('[role="alert"]')!.textContent, 'Не вдалося змінити пароль. Спробуйте ще раз.');
  assert.is(location.pathname, '/reset-password');
  assert.is(field('Новий пароль').value, 'newpass123');
});

test.run();
