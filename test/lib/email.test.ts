import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isEmail } from '../../src/lib/email';

const test = suite('isEmail');

test('accepts ordinary addresses, ignoring surrounding spaces', () => {
  for (const email of ['user@example.com', 'first.last+tag@mail.example.com.ua', ' user@example.com ', 'ім\'я@пошта.укр', 'a_b-c@sub-domain.co']) {
    assert.ok(isEmail(email), email);
  }
});

test('refuses what is not something@domain.tld', () => {
  for (const value of ['', ' ', 'user', 'user@', '@example.com', 'user@example', 'user@example.c', 'us er@example.com',
    'user@exa mple.com', 'user@@example.com', 'user@example..com', 'user@.example.com', 'user@example.com.', 'user@1.2.3.4']) {
    assert.not.ok(isEmail(value), value);
  }
});

test('refuses absurdly long input', () => {
  assert.not.ok(isEmail(`${'a'.repeat(250)}@example.com`));
});

test.run();
