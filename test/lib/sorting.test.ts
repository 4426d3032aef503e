import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sortDesc, sortKey, sortShops } from '../../src/lib/sorting';
import type { Shop } from '../../src/api/types';

const test = suite('sorting');

const shop = (id: number, avg_stars: unknown, cashback_percent: unknown = 1): Shop =>
  ({ id, name: `Shop ${id}`, image: '', link: '', is_sale: false, pending_payment: 7, categoryId: 1, avg_stars, cashback_percent }) as Shop;
const ids = (shops: Shop[]) => shops.map((s) => s.id);

test('sortKey reads numbers and numeric strings; anything else sorts last', () => {
  assert.is(sortKey(4.5), 4.5);
  assert.is(sortKey('4.50'), 4.5);
  assert.is(sortKey('4,5'), 4.5);
  assert.is(sortKey(' 10 '), 10);
  for (const bad of [null, undefined, '', '  ', 'abc', NaN, Infinity, {}, []]) assert.is(sortKey(bad), -Infinity, String(bad));
});

test('popular: by avg_stars, descending', () => {
  const shops = [shop(1, 3.2), shop(2, 4.9), shop(3, 4.1), shop(4, 5)];
  assert.equal(ids(sortShops(shops, 'popular')), [4, 2, 3, 1]);
});

test('greatest: by cashback_percent, descending', () => {
  const shops = [shop(1, 5, 2), shop(2, 5, 15), shop(3, 5, 7.5), shop(4, 5, 0.5)];
  assert.equal(ids(sortShops(shops, 'greatest')), [2, 3, 1, 4]);
});

test('stable: ties keep the order they came in', () => {
  const shops = [shop(1, 4), shop(2, 5), shop(3, 4), shop(4, 5), shop(5, 4), shop(6, 5)];
  assert.equal(ids(sortShops(shops, 'popular')), [2, 4, 6, 1, 3, 5]);
  // Reversing the input reverses the order among equals, and only there.
  assert.equal(ids(sortShops([...shops].reverse(), 'popular')), [6, 4, 2, 5, 3, 1]);
});

test('shops without a usable key go last, in their order', () => {
  const shops = [shop(1, 'n/a'), shop(2, null), shop(3, 4), shop(4, undefined), shop(5, 3)];
  assert.equal(ids(sortShops(shops, 'popular')), [3, 5, 1, 2, 4]);
});

test('decimals compare as numbers, not as text', () => {
  const shops = [shop(1, 4.05), shop(2, 4.5), shop(3, 4.45), shop(4, 4.055)];
  assert.equal(ids(sortShops(shops, 'popular')), [2, 3, 4, 1]);
});

test('numeric strings sort with numbers: "10" is above "9" and 9.5', () => {
  const shops = [shop(1, 5, '9'), shop(2, 5, '10'), shop(3, 5, 9.5), shop(4, 5, '2.50'), shop(5, 5, 'n/a')];
  assert.equal(ids(sortShops(shops, 'greatest')), [2, 3, 1, 4, 5]);
});

test('pure: the input keeps its order and a new array comes back', () => {
  const shops = Object.freeze([shop(1, 1), shop(2, 2)]);
  const sorted = sortShops(shops, 'popular');
  assert.equal(ids([...shops]), [1, 2]);
  assert.is.not(sorted, shops);
  assert.equal(sortDesc([], (x) => x), []);
});

test('sortDesc sorts any items by a key', () => {
  assert.equal(sortDesc(['b', 'aaa', 'cc', 'd'], (s) => s.length), ['aaa', 'cc', 'b', 'd']);
});

test('10,000 shops sort in a few milliseconds', () => {
  const shops = Array.from({ length: 10_000 }, (_, i) => shop(i + 1, Math.round(((i * 7919) % 21) + 30) / 10));
  const started = performance.now();
  const sorted = sortShops(shops, 'popular');
  const ms = performance.now() - started;
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    assert.ok(a.avg_stars > b.avg_stars || (a.avg_stars === b.avg_stars && a.id < b.id));
  }
  assert.ok(ms < 200, `${ms.toFixed(1)} ms`);
});

test.run();
