import { resetDom, tick, until, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { quiet } from '../../api/helpers';
import LoginPage from '../../../widgets/app/pages/login-page';
import { $, button, cleanup, description, field, invalid, reloads, serve, submit, submitButton, type, user } from './fixtures';

const test = suite('login page');

test.before.each(() => resetDom('http://localhost:8080/login'));
test.after.each(cleanup);

test('labelled fields with autocomplete, links to forgot-password and registration, three social icons', () => {
  render(<LoginPage />, document.body);
  assert.is($('h1')?.textContent, 'Вхід');
  const email = field('Email');
  assert.is(email.type, 'email');
  assert.is(email.getAttribute('autocomplete'), 'email');
  assert.is(email.getAttribute('inputmode'), 'email');
  assert.is(field('Пароль').getAttribute('autocomplete'), 'current-password');
  assert.ok($('a[href="/forgot-password"]'));
  assert.ok($('a[href="/registration"]'));
  assert.is($('a[aria-label="Увійти через Google"]')?.getAttribute('href'), '/auth/redirect');
  assert.is(button('Увійти через Facebook').type, 'button');
  assert.is(button('Увійти через Apple').type, 'button');
});

test('an invalid e-mail is refused before anything is sent, and focus goes to it', async () => {
  const api = serve(() => ({ json: {} }));
  render(<LoginPage />, document.body);
  type(field('Email'), 'user@example');
  type(field('Пароль'), 'password123');
  await submit();
  await tick();
  assert.is(description(field('Email')), 'Введить коректний Email');
  assert.is(field('Email').getAttribute('aria-invalid'), 'true');
  assert.is(document.activeElement, field('Email'));
  await writesLeft();
  assert.is(api.sent.length, 0);
});

test('the password gets its success highlight at 8 characters, not at 7', async () => {
  render(<LoginPage />, document.body);
  type(field('Пароль'), '1234567');
  await tick();
  assert.not.ok(field('Пароль').classList.contains('cb-input--valid'));
  type(field('Пароль'), '12345678');
  await tick();
  assert.ok(field('Пароль').classList.contains('cb-input--valid'));
});

test('a 422 shows the first message under its field; typing there clears it; input is kept', async () => {
  serve(() => invalid({ email: ['Невірний email або пароль.', 'second'] }));
  render(<LoginPage />, document.body);
  type(field('Email'), 'user@example.com');
  type(field('Пароль'), 'wrong-password');
  await submit();
  await until(() => description(field('Email')) === 'Невірний email або пароль.', 'the server message');
  assert.is(field('Email').value, 'user@example.com');
  assert.is(field('Пароль').value, 'wrong-password');
  assert.not.ok($('[role="alert"]'), 'no general error when every message has a field');
  type(field('Email'), 'user@example.co');
  await tick();
  assert.is(description(field('Email')), '');
  assert.is(field('Email').getAttribute('aria-invalid'), null);
});

test('typing in one field leaves the other field\'s error alone', async () => {
  serve(() => invalid({ email: ['E'], password: ['P'] }));
  render(<LoginPage />, document.body);
  type(field('Email'), 'user@example.com');
  type(field('Пароль'), 'x');
  await submit();
  await until(() => description(field('Пароль')) === 'P');
  type(field('Пароль'), 'xy');
  await tick();
  assert.is(description(field('Пароль')), '');
  assert.is(description(field('Email')), 'E');
});

test('a server failure is shown above the button; the form keeps the input and can be sent again', async () => {
  await quiet(async () => {
    serve(() => ({ status: 500, json: { message: 'Server Error' } }));
    render(<LoginPage />, document.body);
    type(field('Email'), 'user@example.com');
    type(field('Пароль'), 'password123');
    await submit();
    await until(() => $('[role="alert"]'), 'the general error');
  });
  assert.is($('[role="alert"]')!.textContent, 'Помилка на сервері. Спробуйте пізніше.', 'our text, not "Server Error"');
  assert.is(field('Email').value, 'user@example.com');
  assert.not.ok(submitButton().disabled);
  assert.is(reloads.length, 0);
});

test('success: one POST with the e-mail and password (Breeze answers 204), the user read and stored, the page reloads at home', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = serve(async (request) => {
    if (request.path === '/api/user') return { json: user() };
    await held;
    return { status: 204 };
  });
  render(<LoginPage />, document.body);
  type(field('Email'), ' user@example.com ');
  type(field('Пароль'), 'password123');
  await submit();
  await until(() => submitButton().disabled, 'the button to be disabled in flight');
  await submit();
  submitButton().click();
  release();
  await until(() => reloads.length, 'the reload');
  assert.equal(reloads, ['/']);
  assert.equal(api.calls().map((c) => [c.method, c.path, c.body]), [
    ['POST', '/api/login', { email: 'user@example.com', password: 'password123' }],
    ['GET', '/api/user', undefined],
  ]);
  assert.is((JSON.parse(localStorage.getItem('activeUser')!) as { email: string }).email, 'user@example.com');
  assert.ok(submitButton().disabled, 'stays disabled while the page goes away');
});

test('success whatever the body, even when the user cannot be read: the page still reloads at home', async () => {
  await quiet(async () => {
    serve((request) => (request.path === '/api/user' ? { status: 500, json: { message: 'Server Error' } } : { json: { two_factor: false } }));
    render(<LoginPage />, document.body);
    type(field('Email'), 'user@example.com');
    type(field('Пароль'), 'password123');
    await submit();
    await until(() => reloads.length, 'the reload');
  });
  assert.equal(reloads, ['/']);
  assert.is($('[role="alert"]'), null, 'no error: the server signed the user in');
});

test('429 "Too Many Attempts.": our text, never the server English', async () => {
  await quiet(async () => {
    serve(() => ({ status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '30' } }));
    render(<LoginPage />, document.body);
    type(field('Email'), 'user@example.com');
    type(field('Пароль'), 'password123');
    await submit();
    await until(() => $('[role="alert"]'), 'the general error');
  });
  assert.match($('[role="alert"]')!.textContent!, 'Забагато запитів');
  assert.not.match(document.body.textContent!, 'Too Many');
  // React sets the countdown from an effect after the render that showed the error.
  await until(() => submitButton().disabled, 'the button waits for Retry-After');
  // It counts down from Retry-After a second at a time; a busy machine may have let a second or two pass.
  const waiting = submitButton().textContent!.match(/^Спробуйте ще раз через (\d+) с$/);
  assert.ok(waiting && Number(waiting[1]) <= 30 && Number(waiting[1]) >= 25, `counting down from 30: ${submitButton().textContent}`);
  assert.is(field('Пароль').value, 'password123', 'what was typed stays');
});

test.run();
