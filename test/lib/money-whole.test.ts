import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { formatWholeMoney } from '../../src/lib/money-whole';

const test = suite('formatWholeMoney');

test('groups of three with no-break spaces, no kopecks', () => {
  assert.is(formatWholeMoney(2500), '2\u00a0500\u00a0грн');
  assert.is(formatWholeMoney(100), '100\u00a0грн');
  assert.is(formatWholeMoney(NaN), '0\u00a0грн');
});

test('the same number as Intl.NumberFormat(uk-UA) with no decimals, rounded half away from zero', () => {
  const intl = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 });
  const halves = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 2);
  const any = fc.double({ min: -1e20, max: 1e20, noNaN: true });
  fc.assert(
    fc.property(fc.oneof(halves, any), (value) => {
      assert.is(formatWholeMoney(value), `${intl.format(value)}\u00a0грн`, String(value));
    }),
    { numRuns: 5000 },
  );
});

test.run();
