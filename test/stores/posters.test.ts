import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import { $posters } from '../../src/stores/posters';
import { fakeFetch, quiet, type Reply } from '../api/helpers';

const test = suite('$posters');

const posters = [{ id: 1, image_url: '/p1.svg', title: 'Знижки' }];
function server(reply: Reply) {
  const fake = fakeFetch(() => reply);
  configureHttp({ fetch: fake.fetch, getRetries: 0 });
  return fake;
}

test.before.each(() => resetDom());
test.after.each(async () => {
  await allTasks();
  cleanStores($posters);
  $posters.set([]);
});

test('signed in: refreshed from GET /api/posters/ and persisted under activePosters', async () => {
  window.isAuthenticated = true;
  const fake = server({ json: { data: posters } });
  $posters.listen(() => {});
  await allTasks();
  assert.equal($posters.get(), posters);
  assert.equal(fake.sent.map((r) => r.path), ['/api/posters/']);
  assert.equal(JSON.parse(localStorage.getItem('activePosters')!), posters);
});

test('restored from storage; kept when the refresh fails', async () => {
  localStorage.setItem('activePosters', JSON.stringify(posters));
  window.isAuthenticated = true;
  server({ network: true });
  await quiet(async () => {
    $posters.listen(() => {});
    assert.equal($posters.get(), posters);
    await allTasks();
  });
  assert.equal($posters.get(), posters);
});

test('a guest page does not fetch them', async () => {
  const fake = server({ json: { data: posters } });
  $posters.listen(() => {});
  await allTasks();
  assert.is(fake.sent.length, 0);
  assert.equal($posters.get(), []);
});

test.run();
