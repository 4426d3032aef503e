import { resetDom, tick, until, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import RegistrationPage from '../../../widgets/app/pages/register-page';
import { $, cleanup, description, field, invalid, reloads, serve, submit, type, user } from './fixtures';

const test = suite('registration page');

test.before.each(() => resetDom('http://localhost:8080/registration'));
test.after.each(cleanup);

const fill = (password: string, confirmation = password) => {
  type(field('Пароль'), password);
  type(field('Повторіть пароль'), confirmation);
};

test('the e-mail of the route is prefilled, decoded', () => {
  render(<RegistrationPage email="olena%2Bshop%40example.com" />, document.body);
  assert.is(field('Email').value, 'olena+shop@example.com');
  assert.is($('h1')?.textContent, 'Реєстрація');
  assert.ok($('a[href="/login"]'));
  assert.is(field('Пароль').getAttribute('autocomplete'), 'new-password');
  assert.is(field('Повторіть пароль').getAttribute('autocomplete'), 'new-password');
});

test('an already decoded or malformed parameter is used as it is; no parameter leaves the field empty', () => {
  render(<RegistrationPage email="50%@example.com" />, document.body);
  assert.is(field('Email').value, '50%@example.com');
  render(null, document.body);
  render(<RegistrationPage />, document.body);
  assert.is(field('Email').value, '');
});

test('client checks: e-mail, 8 characters, the same password twice; nothing is sent', async () => {
  const api = serve(() => ({ json: {} }));
  render(<RegistrationPage />, document.body);
  type(field('Email'), 'new@example');
  fill('1234567', '7654321');
  await submit();
  assert.is(description(field('Email')), 'Введить коректний Email');
  assert.is(description(field('Пароль')), 'Пароль має містити щонайменше 8 символів');
  assert.is(description(field('Повторіть пароль')), 'Паролі не збігаються');
  await writesLeft();
  assert.is(api.sent.length, 0);
  fill('12345678', '12345678');
  await tick();
  assert.is(description(field('Пароль')), 'Щонайменше 8 символів', 'the hint returns once the error is cleared');
  assert.is(description(field('Повторіть пароль')), '');
  assert.ok(field('Пароль').classList.contains('cb-input--valid'));
});

test('a taken e-mail: the server message under the field, input kept', async () => {
  serve(() => invalid({ email: ['Такий email вже зареєстровано.'] }));
  render(<RegistrationPage email="user@example.com" />, document.body);
  fill('password123');
  await submit();
  await until(() => description(field('Email')) === 'Такий email вже зареєстровано.', 'the server message');
  assert.is(field('Пароль').value, 'password123');
  assert.is(reloads.length, 0);
});

test('success: the payload with the fixed full_name, the user stored, reload at home', async () => {
  const api = serve((request) =>
    request.path === '/api/user' ? { json: user({ email: 'new@example.com', full_name: 'Користувач' }) } : { status: 201, json: { ok: true } },
  );
  render(<RegistrationPage email="new%40example.com" />, document.body);
  fill('password123');
  await submit();
  await until(() => reloads.length, 'the reload');
  assert.equal(reloads, ['/']);
  assert.equal(api.calls().map((c) => [c.method, c.path, c.body]), [[
    'POST', '/api/register',
    { email: 'new@example.com', full_name: 'Користувач', password: 'password123', password_confirmation: 'password123' },
  ], ['GET', '/api/user', undefined]]);
  assert.is((JSON.parse(localStorage.getItem('activeUser')!) as { email: string }).email, 'new@example.com');
});

test.run();
