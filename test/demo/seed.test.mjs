import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDb } from '../../demo/seed/create-db.mjs';
import { createShops } from '../../demo/seed/shops.mjs';

const test = suite('demo seed');
const now = Date.parse('2026-06-01T12:00:00Z');
const db = createDb({ shopCount: 48, now });

// The counts the API serves (48 shops, 10 categories, the accounts' balances, orders,
// withdrawals, saved shops, FAQ and posters) are test/demo's HTTP tests' to assert.
test('every category has shops; Ukrainian category names and real shop names', () => {
  assert.ok(db.categories.some((c) => c.name === "Краса і здоров'я"));
  const used = new Set(db.shops.map((s) => s.categoryId));
  assert.is(used.size, db.categories.length, 'every category has shops');
  for (const name of ['Rozetka', 'Comfy', 'Foxtrot', 'Epicentr', 'MasterZoo', 'Booking.com']) {
    assert.ok(db.shops.some((s) => s.name === name), name);
  }
});

test('shops carry every field of the Shop type, within range', () => {
  for (const shop of db.shops) {
    assert.equal(
      Object.keys(shop).sort(),
      ['avg_stars', 'cashback_percent', 'categoryId', 'description', 'id', 'image', 'is_sale', 'link', 'name', 'pending_payment', 'users_actions'],
    );
    assert.ok(shop.cashback_percent >= 1 && shop.cashback_percent <= 15);
    assert.ok(shop.avg_stars >= 3 && shop.avg_stars <= 5 && Math.round(shop.avg_stars * 10) === shop.avg_stars * 10);
    assert.ok(shop.pending_payment >= 7 && shop.pending_payment <= 60);
    assert.ok(shop.users_actions.length >= 1 && shop.users_actions.length <= 3);
    assert.match(shop.link, /^https:\/\//);
    for (const tag of ['<p>', '<ul><li>', '<strong>', '<a href="https://']) assert.ok(shop.description.includes(tag), tag);
  }
  const sales = db.shops.filter((s) => s.is_sale).length;
  assert.ok(sales >= 4 && sales <= 20, `about a fifth on sale, got ${sales}`);
});

test('the same seed gives the same data', () => {
  assert.equal(createDb({ shopCount: 48, now }).shops, db.shops);
  assert.equal(createDb({ shopCount: 48, now }).orders, db.orders);
});

test('orders within the last 18 months; reviews on the first twelve shops', () => {
  const oldest = Math.min(...db.orders.map((o) => Date.parse(o.created_at)));
  assert.ok(now - oldest <= 550 * 864e5, 'orders within 18 months');
  assert.ok(db.feedbacks.length >= 12 && db.feedbacks.every((f) => f.shop_id <= 12));
});

test('SEED_SHOPS=10000: fast, unique ids and names', () => {
  const started = performance.now();
  const shops = createShops(10_000);
  const elapsed = performance.now() - started;
  // About 100 ms on an idle machine; the bound only catches a quadratic slip,
  // with room for a CI machine busy with Chromium.
  assert.ok(elapsed < 3000, `took ${elapsed} ms`);
  assert.is(new Set(shops.map((s) => s.id)).size, 10_000);
  assert.is(new Set(shops.map((s) => s.name)).size, 10_000);
  assert.is(shops[152].name, 'Fresh Shop 153');
});

test.run();
