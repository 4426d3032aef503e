import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { formatMoney, formatNumber } from '../../src/lib/money';

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

const number = suite('formatNumber');
const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('uk-UA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

number('groups of three with no-break spaces and a decimal comma', () => {
  assert.is(formatNumber(1234567.5, 2), '1\u00a0234\u00a0567,50');
  assert.is(formatNumber(1234, 0), '1\u00a0234');
  assert.is(formatNumber(999, 0), '999');
  assert.is(formatNumber(0.5, 2), '0,50');
});

number('rounds half away from zero on the number as written, as Intl does', () => {
  assert.is(formatNumber(1.005, 2), '1,01');
  assert.is(formatNumber(-1.005, 2), '-1,01');
  assert.is(formatNumber(999.995, 2), '1\u00a0000,00');
  assert.is(formatNumber(2.5, 0), '3');
  assert.is(formatNumber(-0.001, 2), intl(-0.001, 2));
  assert.is(formatNumber(-0, 0), intl(-0, 0));
});

number('the same text as Intl.NumberFormat(uk-UA) for any number and 0 to 3 decimals', () => {
  const cents = fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 100);
  const any = fc.double({ min: -1e22, max: 1e22, noNaN: true, noDefaultInfinity: true });
  fc.assert(
    fc.property(fc.oneof(cents, any, fc.integer()), fc.integer({ min: 0, max: 3 }), (value, decimals) => {
      assert.is(formatNumber(value, decimals), intl(value, decimals), `${value} with ${decimals}`);
    }),
    { numRuns: 5000 },
  );
});

number.run();
