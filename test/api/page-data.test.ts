// src/api/page-data.ts and src/stores/shop.ts: the answer a host wrote into the
// page (the Laravel package's JSON block) is what the shop's store holds from
// the start, and nothing else is.
import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanStores, type Store } from 'nanostores';
import { pageData } from '../../src/api/page-data';
import { asShop } from '../../src/api/shapes';
import { shopById } from '../../src/stores/shop';

const test = suite('the answers a host wrote into the page');
test.before.each(() => {
  resetDom();
  cleanStores(shopById as unknown as Store);
});

const block = (url: string, json: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-cashback-get', url);
  script.textContent = json;
  document.body.append(script);
};
const shop = { id: 7, name: 'Rozetka <b>', cashback_percent: '6.50', is_sale: 1, avg_stars: 4.5, pending_payment: 30 };

test('the block of the GET is read as the API client reads the answer ({ data } or plain)', () => {
  block('/api/shops/7', JSON.stringify({ data: shop }));
  assert.is(pageData('/api/shops/7', asShop)?.cashback_percent, 6.5);
  assert.is(pageData('/api/shops/8', asShop), null, 'another GET has none');
});

test('a block that is not JSON, or not a shop, is none', () => {
  block('/api/shops/7', '{"id": 7,');
  block('/api/shops/8', JSON.stringify({ id: 8 }));
  assert.is(pageData('/api/shops/7', asShop), null);
  assert.is(pageData('/api/shops/8', asShop), null);
});

test('the shop\'s store starts with the host\'s shop of its id, and only that', () => {
  block('/api/shops/7', JSON.stringify(shop));
  block('/api/shops/9', JSON.stringify({ ...shop, id: 10 }));
  assert.is(shopById(7).value?.data?.name, 'Rozetka <b>');
  assert.is(shopById(9).value?.data, null, 'a block whose shop is another id is not this one');
  assert.is(shopById(8).value?.data, null);
});

test.run();
