import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import type { Order } from '../../src/api/types';
import { filterOrders, orderShopName, periodStart, PERIODS } from '../../src/lib/orders-filter';

const now = new Date(2025, 4, 15, 12, 0); // 15 May 2025, local time
const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 10, 0).toISOString();
let id = 0;
const order = (shop: Order['shop'], created_at: string): Order => ({ id: ++id, created_at, shop, amount: 1000, user_amount: 50 });

const orders = [
  order({ id: 1, name: 'Rozetka' }, at(2025, 5, 10)),
  order({ name: 'Розетка Маркет' }, at(2025, 4, 16)),
  order('Епіцентр', at(2025, 4, 14)),
  order({ name: 'MAKEUP' }, at(2025, 1, 2)),
  order({ name: 'Comfy' }, at(2024, 12, 31)),
  order({ name: 'Allo' }, at(2024, 11, 16)),
  order({ name: 'Foxtrot' }, at(2024, 11, 14)),
  order({ name: 'Старий' }, at(2023, 6, 1)),
];
const names = (list: Order[]) => list.map(orderShopName);

const filter = suite('orders filter');

filter('the five periods of the spec, in order', () => {
  assert.equal([...PERIODS], ['all-time', 'month', 'half-year', 'current-year', 'history']);
});

filter('search by shop name: case-insensitive, trimmed, Cyrillic too', () => {
  assert.equal(names(filterOrders(orders, { query: 'ROZET', period: 'all-time' }, now)), ['Rozetka']);
  assert.equal(names(filterOrders(orders, { query: '  розетка  ', period: 'all-time' }, now)), ['Розетка Маркет']);
  assert.equal(names(filterOrders(orders, { query: 'makeup', period: 'all-time' }, now)), ['MAKEUP']);
  assert.equal(names(filterOrders(orders, { query: 'епіц', period: 'all-time' }, now)), ['Епіцентр'], 'a plain string shop');
  assert.equal(filterOrders(orders, { query: 'нема такого', period: 'all-time' }, now), []);
  assert.is(filterOrders(orders, { query: '', period: 'all-time' }, now).length, orders.length);
});

filter('periods', () => {
  assert.equal(names(filterOrders(orders, { query: '', period: 'month' }, now)), ['Rozetka', 'Розетка Маркет']);
  assert.equal(names(filterOrders(orders, { query: '', period: 'half-year' }, now)), ['Rozetka', 'Розетка Маркет', 'Епіцентр', 'MAKEUP', 'Comfy', 'Allo']);
  assert.equal(names(filterOrders(orders, { query: '', period: 'current-year' }, now)), ['Rozetka', 'Розетка Маркет', 'Епіцентр', 'MAKEUP']);
  assert.is(filterOrders(orders, { query: '', period: 'history' }, now).length, orders.length);
  assert.is(filterOrders(orders, { query: '', period: 'all-time' }, now).length, orders.length);
});

filter('search and period together', () => {
  assert.equal(names(filterOrders(orders, { query: 'o', period: 'current-year' }, now)), ['Rozetka']);
});

filter('a month back from 31 March is the end of February', () => {
  const start = periodStart('month', new Date(2025, 2, 31, 9, 0))!;
  assert.is(start.getMonth(), 1);
  assert.is(start.getDate(), 28);
  const leap = periodStart('half-year', new Date(2024, 7, 31))!;
  assert.equal([leap.getMonth(), leap.getDate()], [1, 29]);
});

filter('a bad date is kept for every order but dropped by a period', () => {
  const list = [order({ name: 'X' }, 'not a date')];
  assert.is(filterOrders(list, { query: '', period: 'all-time' }, now).length, 1);
  assert.is(filterOrders(list, { query: '', period: 'month' }, now).length, 0);
});

filter('property: the result is an ordered subset matching both filters', () => {
  const arbOrder = fc.record({
    id: fc.nat(),
    created_at: fc.date({ min: new Date(2020, 0, 1), max: new Date(2026, 0, 1), noInvalidDate: true }).map((d) => d.toISOString()),
    shop: fc.record({ name: fc.string({ maxLength: 12 }) }),
    amount: fc.nat(),
    user_amount: fc.nat(),
  });
  fc.assert(
    fc.property(fc.array(arbOrder, { maxLength: 20 }), fc.string({ maxLength: 3 }), fc.constantFrom(...PERIODS), (generated, query, period) => {
      const list: Order[] = generated;
      const out = filterOrders(list, { query, period }, now);
      let last = -1;
      for (const o of out) {
        const index = list.indexOf(o);
        assert.ok(index > last);
        last = index;
      }
      const start = periodStart(period, now);
      for (const o of list) {
        const inPeriod = !start || Date.parse(o.created_at) >= start.getTime();
        const matches = orderShopName(o).toLocaleLowerCase('uk-UA').replace(/\s+/g, ' ').includes(query.toLocaleLowerCase('uk-UA').replace(/\s+/g, ' ').trim());
        assert.is(out.includes(o), inPeriod && matches);
      }
    }),
  );
});

filter.run();
