import * as assert from 'uvu/assert';
import { demoSuite, startDemo } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: shops, categories, FAQ, posters, favourites');

test('GET /api/shops: list items without description and users_actions, absolute images', async () => {
  const res = await demo.session().get('/api/shops');
  assert.is(res.status, 200);
  assert.is(res.body.data.length, 48);
  const [rozetka] = res.body.data;
  assert.equal(Object.keys(rozetka).sort(), ['avg_stars', 'cashback_percent', 'categoryId', 'id', 'image', 'is_sale', 'link', 'name', 'pending_payment']);
  assert.is(rozetka.name, 'Rozetka');
  assert.is(rozetka.image, `${demo.url}/demo-assets/logos/1.svg`);
});

test('GET /api/shops/{id}: the full shop; 404 JSON when missing', async () => {
  const s = demo.session();
  const res = await s.get('/api/shops/3');
  assert.is(res.status, 200);
  assert.is(res.body.data.id, 3);
  assert.type(res.body.data.description, 'string');
  assert.ok(res.body.data.users_actions.every((a) => typeof a.name === 'string' && typeof a.rev === 'number'));
  const missing = await s.get('/api/shops/4800');
  assert.is(missing.status, 404);
  assert.equal(missing.body, { message: 'Магазин не знайдено.' });
});

test('categories: list of { id, name, image }; one category with its shops', async () => {
  const s = demo.session();
  const list = await s.get('/api/categories');
  assert.is(list.body.data.length, 10);
  assert.equal(list.body.data[0], { id: 1, name: 'Електроніка', image: `${demo.url}/demo-assets/categories/1.svg` });
  const one = await s.get('/api/category/9');
  assert.is(one.body.data.name, 'Зоотовари');
  assert.ok(one.body.data.shops.length > 0);
  assert.ok(one.body.data.shops.every((shop) => shop.categoryId === 9 && !('description' in shop)));
  assert.is((await s.get('/api/category/99')).status, 404);
});

test('questions and posters are public', async () => {
  const s = demo.session();
  const faq = await s.get('/api/questions/');
  assert.ok(faq.body.data.length >= 8);
  assert.equal(Object.keys(faq.body.data[0]), ['id', 'name', 'description']);
  const posters = await s.get('/api/posters/');
  assert.is(posters.body.data.length, 4);
  assert.equal(posters.body.data[0], { id: 1, image_url: `${demo.url}/demo-assets/posters/1.svg`, title: 'Кешбек до 15% на електроніку' });
});

test('favourites: the list, and GET /api/favorite-shops/{id} toggles', async () => {
  const s = demo.session();
  await s.login();
  const before = await s.get('/api/favorite-shops/');
  assert.equal(before.body.data.map((shop) => shop.id), [1, 3, 5, 8, 13]);
  const added = await s.get('/api/favorite-shops/2');
  assert.equal(added.body, { data: { shop_id: 2, is_favorite: true } });
  assert.equal((await s.get('/api/favorite-shops')).body.data.map((shop) => shop.id), [1, 2, 3, 5, 8, 13]);
  const removed = await s.get('/api/favorite-shops/1');
  assert.equal(removed.body, { data: { shop_id: 1, is_favorite: false } });
  assert.equal((await s.get('/api/favorite-shops')).body.data.map((shop) => shop.id), [2, 3, 5, 8, 13]);
  assert.is((await s.get('/api/favorite-shops/4800')).status, 404);
});

test('favourites of a new user start empty and are theirs alone', async () => {
  const s = demo.session();
  await s.login('new@example.com');
  assert.equal((await s.get('/api/favorite-shops')).body, { data: [] });
  await s.get('/api/favorite-shops/7');
  assert.equal((await s.get('/api/favorite-shops')).body.data.map((shop) => shop.id), [7]);
});

test('SEED_SHOPS scale: 10 000 shops listed', async () => {
  const big = await startDemo({ seedShops: 10_000 });
  try {
    const res = await big.session().get('/api/shops', { headers: { 'accept-encoding': 'br' } });
    assert.is(res.status, 200);
    assert.is(res.body.data.length, 10_000);
  } finally {
    await big.close();
  }
});

test.run();
