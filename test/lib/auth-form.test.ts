import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkForgot, checkLogin, checkNewPassword, clearField, isPasswordLongEnough, splitServerError,
} from '../../src/lib/auth-form';

const test = suite('auth-form');

test('login: a valid e-mail and any non-empty password', () => {
  assert.equal(checkLogin({ email: 'user@example.com', password: 'x' }), {});
  assert.equal(checkLogin({ email: ' user@example.com ', password: 'password123' }), {});
  assert.equal(checkLogin({ email: '', password: '' }), { email: 'required', password: 'required' });
  assert.equal(checkLogin({ email: 'user@example', password: 'password123' }), { email: 'email' });
  assert.equal(checkLogin({ email: '   ', password: 'p' }), { email: 'required' });
});

test('the password highlight starts at exactly 8 characters (code points)', () => {
  assert.not.ok(isPasswordLongEnough('1234567'));
  assert.ok(isPasswordLongEnough('12345678'));
  assert.not.ok(isPasswordLongEnough('😀😀😀😀😀😀😀'), 'seven emoji are seven characters');
  assert.ok(isPasswordLongEnough('пароль12'));
});

test('registration and reset: e-mail, 8+ characters, the same password twice', () => {
  const ok = { email: 'new@example.com', password: 'password123', password_confirmation: 'password123' };
  assert.equal(checkNewPassword(ok), {});
  assert.equal(checkNewPassword({ ...ok, password: 'short', password_confirmation: 'short' }), { password: 'short' });
  assert.equal(checkNewPassword({ ...ok, password_confirmation: 'password124' }), { password_confirmation: 'mismatch' });
  assert.equal(checkNewPassword({ email: 'x', password: '', password_confirmation: '' }), {
    email: 'email', password: 'required', password_confirmation: 'required',
  });
});

test('forgot password: only the e-mail', () => {
  assert.equal(checkForgot({ email: 'user@example.com' }), {});
  assert.equal(checkForgot({ email: 'user.example.com' }), { email: 'email' });
});

test('clearField drops one field and keeps the others; unchanged errors stay the same object', () => {
  const before = { email: 'a', password: 'b' };
  assert.equal(clearField(before, 'email'), { password: 'b' });
  assert.equal(before, { email: 'a', password: 'b' }, 'not mutated');
  assert.is(clearField(before, 'password_confirmation' as 'email'), before);
});

test('a 422 goes under the form\'s own fields', () => {
  const failure = splitServerError(
    { message: 'Невірний email або пароль.', fields: { email: 'Невірний email або пароль.' } },
    ['email', 'password'],
  );
  assert.equal(failure, { fields: { email: 'Невірний email або пароль.' }, general: null });
});

test('messages of fields the form does not have become the general message', () => {
  const failure = splitServerError(
    { message: 'x (та ще 1 помилка)', fields: { full_name: "Ім'я має містити від 3 до 50 символів.", password: 'Пароль має містити щонайменше 8 символів.' } },
    ['email', 'password', 'password_confirmation'],
  );
  assert.equal(failure.fields, { password: 'Пароль має містити щонайменше 8 символів.' });
  assert.is(failure.general, "Ім'я має містити від 3 до 50 символів.");
});

test('without field messages (network, timeout, 500) the error message is general', () => {
  assert.equal(splitServerError({ message: 'Сервер не відповідає. Спробуйте ще раз.', fields: {} }, ['email']), {
    fields: {}, general: 'Сервер не відповідає. Спробуйте ще раз.',
  });
  assert.equal(splitServerError({ message: 'm' }, ['email']), { fields: {}, general: 'm' });
});

test.run();
