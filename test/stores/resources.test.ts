import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { $categories } from '../../src/stores/categories';
import { categoryById } from '../../src/stores/category';
import { $orders } from '../../src/stores/orders';
import { $questions } from '../../src/stores/questions';
import { shopById } from '../../src/stores/shop';
import { $shops } from '../../src/stores/shops';
import { $withdrawals } from '../../src/stores/withdrawals';
import type { Resource } from '../../src/stores/resource';
import { fakeFetch } from '../api/helpers';

const test = suite('list and record stores');

const shop = { id: 3, name: 'Rozetka', cashback_percent: 5 };
const bodies: Record<string, unknown> = {
  '/api/shops': { data: [shop] },
  '/api/shops/3': { data: { ...shop, description: '<p>Опис</p>' } },
  '/api/categories': { data: [{ id: 1, name: 'Електроніка' }] },
  '/api/category/1': { data: { id: 1, name: 'Електроніка', shops: [shop] } },
  '/api/questions/': { data: [{ name: 'Питання', description: 'Відповідь' }] },
  '/api/fetch-order/': { data: [{ id: 1, created_at: '2024-05-01', shop: 'Rozetka', amount: 100, user_amount: 5 }] },
  '/api/fetch-withdrawals/': { data: [{ created_at: '2024-05-01', amount: 100, status: 'paid' }] },
};

let fake = fakeFetch();
test.before.each(() => {
  resetDom();
  fake = fakeFetch((request) => ({ json: bodies[request.path] }));
  configureHttp({ fetch: fake.fetch });
});
test.after.each(async () => {
  await allTasks();
  cleanStores($shops, $categories, $questions, $orders, $withdrawals, ...([shopById, categoryById] as unknown as Parameters<typeof cleanStores>));
});
const paths = () => fake.sent.map((r) => r.path);

async function load<T>(store: { subscribe(cb: (v: Resource<T>) => void): () => void; get(): Resource<T> }) {
  store.subscribe(() => {});
  await allTasks();
  return store.get();
}

test('public lists load when used', async () => {
  assert.is((await load($shops)).data[0]?.name, 'Rozetka');
  assert.is((await load($categories)).data[0]?.name, 'Електроніка');
  assert.is((await load($questions)).data[0]?.description, 'Відповідь');
  assert.equal(paths(), ['/api/shops', '/api/categories', '/api/questions/']);
});

test('a shop and a category by id', async () => {
  assert.is((await load(shopById(3))).data?.description, '<p>Опис</p>');
  assert.is((await load(categoryById(1))).data?.shops?.length, 1);
  assert.equal(paths(), ['/api/shops/3', '/api/category/1']);
});

test('user-only lists: fetched for a signed-in user', async () => {
  window.isAuthenticated = true;
  assert.is((await load($orders)).data.length, 1);
  assert.is((await load($withdrawals)).data[0]?.status, 'paid');
  assert.equal(paths(), ['/api/fetch-order/', '/api/fetch-withdrawals/']);
});

test('user-only lists: a guest gets empty, ready lists and no requests', async () => {
  assert.equal(await load($orders), { status: 'ready', data: [], error: null });
  assert.equal(await load($withdrawals), { status: 'ready', data: [], error: null });
  assert.equal(paths(), []);
});

test.run();
