// `apiDelay` (DEMO_API_DELAY): the API's reads answered late, as on a slow network, so a
// loading state stays in view (the layout-shift tests run on it); writes and pages at once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDemo } from '../setup/demo-server.mjs';

const test = suite('demo API: apiDelay');

test('a GET /api/... is answered that much later; a page and a sign-in sent after it come back first', async () => {
  const demo = await startDemo({ apiDelay: 1500 });
  try {
    const s = demo.session();
    const answered = [];
    const started = performance.now();
    const read = s.get('/api/categories').then((res) => (answered.push('read'), res));
    const page = s.get('/shops').then((res) => (answered.push('page'), res));
    const login = s.login().then((res) => (answered.push('sign-in'), res));
    const [categories, shops, signedIn] = await Promise.all([read, page, login]);
    assert.ok(performance.now() - started >= 1500, 'the read waited');
    assert.is(categories.status, 200);
    assert.ok(Array.isArray(categories.body.data) && categories.body.data.length > 0);
    assert.is(shops.status, 200);
    assert.is(signedIn.status, 200);
    assert.is(answered.at(-1), 'read');
  } finally {
    await demo.close();
  }
});

test('off by default', async () => {
  const demo = await startDemo();
  try {
    const s = demo.session();
    const answered = [];
    const read = s.get('/api/categories').then(() => answered.push('read'));
    const late = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => answered.push('1.5 s'));
    await Promise.all([read, late]);
    assert.equal(answered, ['read', '1.5 s']);
  } finally {
    await demo.close();
  }
});

test.run();
