import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { formatMoney } from '../../src/lib/money';

const test = suite('formatMoney');
const NBSP = '\u00a0';

test('groups thousands and keeps two decimals, with no-break spaces', () => {
  assert.is(formatMoney(1250.5), `1${NBSP}250,50${NBSP}грн`);
  assert.is(formatMoney(1250), `1${NBSP}250,00${NBSP}грн`);
  assert.is(formatMoney(0), `0,00${NBSP}грн`);
  assert.is(formatMoney(1234567.891), `1${NBSP}234${NBSP}567,89${NBSP}грн`);
});

test('accepts numeric strings as Laravel sends them', () => {
  assert.is(formatMoney('1250.50'), `1${NBSP}250,50${NBSP}грн`);
  assert.is(formatMoney(' 320 '), `320,00${NBSP}грн`);
});

test('anything not numeric is 0,00 грн, and there is no minus zero', () => {
  for (const value of [NaN, Infinity, 'abc', '', null, undefined, -0, -0.001]) {
    assert.is(formatMoney(value as number), `0,00${NBSP}грн`, String(value));
  }
});

test('negative amounts keep their sign', () => {
  assert.match(formatMoney(-50), /^-50,00\u00a0грн$/);
});

test('never wraps: no ordinary space, always ends in two decimals and грн', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
      const text = formatMoney(n);
      return !text.includes(' ') && /\d,\d\d\u00a0грн$/.test(text);
    }),
  );
});

test.run();
