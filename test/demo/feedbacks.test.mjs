import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: shop reviews');

const review = (extra = {}) => ({
  name: 'Олена Коваленко',
  user_thumbnail: null,
  user_id: 1,
  shop_id: 2,
  text: 'Кешбек прийшов вчасно, дякую!',
  stars: 4,
  ...extra,
});

test('GET /api/shop-feedbacks/{id}: seeded reviews, newest first; 404 for an unknown shop', async () => {
  const s = demo.session();
  const res = await s.get('/api/shop-feedbacks/1');
  assert.is(res.status, 200);
  assert.ok(res.body.data.length >= 2);
  const dates = res.body.data.map((f) => f.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  for (const key of ['name', 'user_thumbnail', 'user_id', 'shop_id', 'text', 'stars', 'created_at']) {
    assert.ok(key in res.body.data[0], key);
  }
  assert.equal((await s.get('/api/shop-feedbacks/40')).body, { data: [] });
  assert.is((await s.get('/api/shop-feedbacks/4800')).status, 404);
});

test('POST /api/shop-feedbacks: 201 { data }, then first in the list', async () => {
  const s = demo.session();
  await s.login();
  const res = await s.post('/api/shop-feedbacks/', review({ user_thumbnail: '/demo-assets/avatars/default.svg' }));
  assert.is(res.status, 201);
  const { data } = res.body;
  assert.is(data.text, 'Кешбек прийшов вчасно, дякую!');
  assert.is(data.stars, 4);
  assert.is(data.user_thumbnail, `${demo.url}/demo-assets/avatars/default.svg`);
  assert.ok(Date.now() - Date.parse(data.created_at) < 5000);
  const list = await s.get('/api/shop-feedbacks/2');
  assert.equal(list.body.data[0], data);
});

test('a review under another user\'s user_id: 403', async () => {
  const s = demo.session();
  await s.login('new@example.com');
  const res = await s.post('/api/shop-feedbacks', review({ user_id: 1 }));
  assert.is(res.status, 403);
  assert.equal(res.body, { message: 'Дія заборонена.' });
});

test('review validation: text 3–2000, stars 1–5, an existing shop, a safe thumbnail', async () => {
  const s = demo.session();
  await s.login();
  const cases = [
    [{ text: '' }, 'text', "Поле «текст відгуку» є обов'язковим."],
    [{ text: 'ок' }, 'text', 'Відгук має містити щонайменше 3 символи.'],
    [{ text: 'а'.repeat(2001) }, 'text', 'Відгук не може перевищувати 2000 символів.'],
    [{ stars: 0 }, 'stars', 'Оцінка має бути цілим числом від 1 до 5.'],
    [{ stars: 6 }, 'stars', 'Оцінка має бути цілим числом від 1 до 5.'],
    [{ stars: 4.5 }, 'stars', 'Оцінка має бути цілим числом від 1 до 5.'],
    [{ stars: undefined }, 'stars', 'Оцінка має бути цілим числом від 1 до 5.'],
    [{ shop_id: 4800 }, 'shop_id', 'Вибраний магазин не існує.'],
    [{ user_thumbnail: 'javascript:alert(1)' }, 'user_thumbnail', 'Поле «фото користувача» має бути дійсним URL.'],
  ];
  for (const [change, field, message] of cases) {
    const res = await s.post('/api/shop-feedbacks', review(change));
    assert.is(res.status, 422, JSON.stringify(change));
    assert.equal(res.body.errors, { [field]: [message] });
  }
});

test.run();
