import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { formatDate, formatLongDate } from '../../src/lib/format-date';

const test = suite('formatDate');

test('17.04.2025 and 17 квітня 2025 р., in the reader time zone', () => {
  assert.is(formatDate('2025-04-17T10:00:00'), '17.04.2025');
  assert.is(formatLongDate('2025-04-17T10:00:00'), '17 квітня 2025 р.');
  assert.is(formatLongDate('2025-01-05'), formatLongDate('2025-01-05T00:00:00Z'));
});

test('not a date: nothing', () => {
  for (const value of ['', 'abc', '2025-13-45']) {
    assert.is(formatDate(value), '', value);
    assert.is(formatLongDate(value), '', value);
  }
});

test('the same text as Intl.DateTimeFormat(uk-UA) for any date from 1970 to 2100', () => {
  const short = new Intl.DateTimeFormat('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const long = new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', year: 'numeric' });
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0) }), (time) => {
      const iso = new Date(time).toISOString();
      assert.is(formatDate(iso), short.format(time), iso);
      assert.is(formatLongDate(iso), long.format(time), iso);
    }),
    { numRuns: 3000 },
  );
});

test.run();
