import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ValidationError, length, moreErrors, required, string, validate } from '../../demo/validation.mjs';

const test = suite('demo validation helpers');

function errorOf(input, schema) {
  try {
    validate(input, schema);
  } catch (error) {
    assert.instance(error, ValidationError);
    return error.toReply();
  }
  return null;
}

test('moreErrors: Ukrainian plural forms', () => {
  assert.is(moreErrors(1), '(та ще 1 помилка)');
  assert.is(moreErrors(3), '(та ще 3 помилки)');
  assert.is(moreErrors(5), '(та ще 5 помилок)');
  assert.is(moreErrors(11), '(та ще 11 помилок)');
  assert.is(moreErrors(21), '(та ще 21 помилка)');
  assert.is(moreErrors(22), '(та ще 22 помилки)');
});

test('empty optional fields skip their rules; required fields stop at required', () => {
  const schema = { a: [string(), length(3, 5, 'len')], b: [required(), length(3, 5, 'len')] };
  assert.is(errorOf({ a: '', b: 'abcd' }, schema), null);
  const reply = errorOf({ a: 'toolong', b: '' }, schema);
  assert.is(reply.status, 422);
  assert.equal(JSON.parse(reply.body), { message: 'len (та ще 1 помилка)', errors: { a: ['len'], b: ["Поле «b» є обов'язковим."] } });
});

test('one message per field: the first failing rule', () => {
  const reply = errorOf({ a: 5 }, { a: [string(), length(3, 5, 'len')] });
  assert.equal(JSON.parse(reply.body).errors, { a: ['Поле «a» має бути рядком.'] });
});

test.run();
