import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { addFeedback, feedbacksByShop } from '../../src/stores/feedbacks';
import { fakeFetch, quiet, rejection, type Reply } from '../api/helpers';

const test = suite('feedbacksByShop');

const old = { id: 1, name: 'Іван', user_thumbnail: null, user_id: 2, shop_id: 3, text: 'Непогано', stars: 4, created_at: '2024-04-01' };
const payload = { name: 'Олена', user_thumbnail: null, user_id: 7, shop_id: 3, text: 'Добре', stars: 5 };

let postReply: Reply = { json: {} };
let listAfterPost: unknown[] | 'fail' = [old];
let fake = fakeFetch();
test.before.each(() => {
  resetDom();
  window.isAuthenticated = true;
  listAfterPost = [old];
  fake = fakeFetch((request) => {
    if (request.method === 'POST') return postReply;
    const posted = fake.calls().some((r) => r.method === 'POST');
    if (posted && listAfterPost === 'fail') return { status: 500, text: 'Server Error' };
    return { json: { data: request.path.endsWith('/3') ? (posted ? listAfterPost : [old]) : [] } };
  });
  configureHttp({ fetch: fake.fetch, getRetries: 0 });
});
test.after.each(async () => {
  await allTasks();
  cleanStores(...([feedbacksByShop] as unknown as Parameters<typeof cleanStores>));
});

test('loads a shop’s reviews by shop id', async () => {
  feedbacksByShop(3).listen(() => {});
  feedbacksByShop(4).listen(() => {});
  await allTasks();
  assert.equal(feedbacksByShop(3).get().data, [old]);
  assert.equal(feedbacksByShop(4).get().data, []);
  assert.equal(fake.sent.map((r) => r.path), ['/api/shop-feedbacks/3', '/api/shop-feedbacks/4']);
});

test('addFeedback posts the review (a 204 will do) and reads the list again', async () => {
  feedbacksByShop(3).listen(() => {});
  await allTasks();
  postReply = { status: 204 };
  listAfterPost = [{ ...payload, id: 2, created_at: '2024-05-01' }, old];
  await addFeedback(payload);
  assert.equal(feedbacksByShop(3).get().data.map((f) => f.text), ['Добре', 'Непогано']);
  assert.equal(fake.calls().map((r) => `${r.method} ${r.path}`), ['GET /api/shop-feedbacks/3', 'POST /api/shop-feedbacks/', 'GET /api/shop-feedbacks/3']);
  assert.equal(fake.calls()[1]?.body, payload);
});

test('addFeedback: when the list cannot be read again, the review as sent goes first', async () => {
  feedbacksByShop(3).listen(() => {});
  await allTasks();
  postReply = { status: 201, json: { ok: true } };
  listAfterPost = 'fail';
  await quiet(() => addFeedback(payload));
  const [first, second] = feedbacksByShop(3).get().data;
  assert.equal([first?.text, first?.stars, second?.text], ['Добре', 5, 'Непогано']);
});

test('addFeedback failure: rejects with the ApiError (logged), the list is unchanged', async () => {
  feedbacksByShop(3).listen(() => {});
  await allTasks();
  postReply = { status: 422, json: { message: 'Текст закороткий.', errors: { text: ['Текст закороткий.'] } } };
  const error = await quiet(() => rejection(addFeedback(payload)));
  assert.equal(error.fields, { text: 'Текст закороткий.' });
  assert.equal(feedbacksByShop(3).get().data, [old]);
});

test.run();
