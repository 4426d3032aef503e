import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  digitsOnly, isBirthDate, isConfirmationCode, isConfirmationPhone, isSettingsNameValid,
  MOBILE_QUERY, settingsProblem, type SettingsField,
} from '../../src/lib/settings-rules';

const test = suite('settings-rules');
const today = new Date('2025-06-15T12:00:00Z');
const mobile = { mobile: true, today };
const desktop = { mobile: false, today };
const fields: SettingsField[] = ['email', 'full_name', 'birth_date'];

test('mobile: 3 characters or fewer is "short" in every field, whitespace not counted', () => {
  for (const field of fields) {
    for (const value of ['', 'a', 'ab', 'abc', '  ab  ', 'ї́і']) assert.is(settingsProblem(field, value, mobile), 'short', `${field} ${JSON.stringify(value)}`);
  }
  assert.is.not(settingsProblem('full_name', 'abcd', mobile), 'short');
});

test('property: on mobile, any value of at most 3 visible characters is short; longer never is', () => {
  const text = fc.string({ minLength: 0, maxLength: 3, unit: 'grapheme-ascii' });
  fc.assert(fc.property(fc.constantFrom(...fields), text, (field, value) => settingsProblem(field, value, mobile) === 'short'));
  const longer = fc.string({ minLength: 4, maxLength: 60, unit: 'grapheme-ascii' }).filter((s) => [...s.trim()].length > 3);
  fc.assert(fc.property(fc.constantFrom(...fields), longer, (field, value) => settingsProblem(field, value, mobile) !== 'short'));
});

test('desktop has no length rule: an empty value is "required", a short name fails the flag instead', () => {
  assert.is(settingsProblem('full_name', '', desktop), 'required');
  assert.is(settingsProblem('full_name', 'ab', desktop), 'name');
  assert.is(settingsProblem('email', 'a@b', desktop), 'email');
});

test('the validity flag: true for a full name longer than 8 characters (and at most 50)', () => {
  assert.is(isSettingsNameValid('Іван Бут'), false, '8 characters');
  assert.is(isSettingsNameValid('Іван Бутт'), true, '9 characters');
  assert.is(isSettingsNameValid('  Іван Бут  '), false, 'surrounding spaces do not count');
  assert.is(isSettingsNameValid('Олена Коваленко'), true);
  assert.is(isSettingsNameValid('я'.repeat(50)), true);
  assert.is(isSettingsNameValid('я'.repeat(51)), false);
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
    const n = [...name.trim()].length;
    return isSettingsNameValid(name) === (n > 8 && n <= 50);
  }));
  assert.is(settingsProblem('full_name', 'Олена Коваленко', mobile), null);
  assert.is(settingsProblem('full_name', 'Оля Бут', mobile), 'name');
});

test('e-mail uses isEmail', () => {
  assert.is(settingsProblem('email', 'user@example.com', mobile), null);
  assert.is(settingsProblem('email', 'user@example', mobile), 'email');
  assert.is(settingsProblem('email', 'user example.com', desktop), 'email');
});

test('birth date: a real past date from 1900', () => {
  assert.is(isBirthDate('1991-04-17', today), true);
  assert.is(isBirthDate('1900-01-01', today), true);
  assert.is(isBirthDate('1899-12-31', today), false);
  assert.is(isBirthDate('2023-02-29', today), false, 'no 29 February in 2023');
  assert.is(isBirthDate('2024-02-29', today), true);
  assert.is(isBirthDate('2025-06-16', today), false, 'future');
  assert.is(isBirthDate('17.04.1991', today), false);
  assert.is(settingsProblem('birth_date', '2030-01-01', desktop), 'date');
  assert.is(settingsProblem('birth_date', '1991-04-17', mobile), null);
});

test('hidden phone step: exactly 10 digits, a code of exactly 6', () => {
  assert.ok(isConfirmationPhone('0671234567'));
  for (const bad of ['067123456', '06712345678', '+380671234', '067 123 456', '']) assert.not.ok(isConfirmationPhone(bad), bad);
  assert.ok(isConfirmationCode('012345'));
  for (const bad of ['12345', '1234567', '12 345', 'abcdef']) assert.not.ok(isConfirmationCode(bad), bad);
  assert.is(digitsOnly('+38 (067) 123-45-67', 10), '3806712345');
  fc.assert(fc.property(fc.string(), fc.nat({ max: 12 }), (typed, max) => {
    const kept = digitsOnly(typed, max);
    return /^\d*$/.test(kept) && kept.length <= max;
  }));
});

test('the mobile query ends just below the 992 px desktop breakpoint', () => {
  assert.is(MOBILE_QUERY, '(max-width: 991.98px)');
});

test.run();
