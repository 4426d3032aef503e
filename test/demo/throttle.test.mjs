// Laravel's `throttle:api` in the demo: on with `throttle: true` (DEMO_THROTTLE=1), off by default.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDemo } from '../setup/demo-server.mjs';

const test = suite('demo API: throttle:api');

/** Runs `body` against a fresh demo server. */
async function withDemo(options, body) {
  const demo = await startDemo(options);
  try {
    await body(demo);
  } finally {
    await demo.close();
  }
}

test('60 API calls a minute per client, then 429 with Retry-After and X-RateLimit-*', () =>
  withDemo({ throttle: true }, async (demo) => {
    const s = demo.session();
    const first = await s.get('/api/shops/1');
    assert.is(first.headers.get('x-ratelimit-limit'), '60');
    assert.is(first.headers.get('x-ratelimit-remaining'), '59');
    for (let i = 2; i <= 60; i++) assert.is((await s.get('/api/categories')).status, 200, `call ${i}`);
    const refused = await s.get('/api/categories');
    assert.is(refused.status, 429);
    assert.equal(refused.body, { message: 'Too Many Attempts.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.is(refused.headers.get('x-ratelimit-remaining'), '0');
    assert.ok(Number(refused.headers.get('x-ratelimit-reset')) * 1000 > Date.now());
    assert.is((await s.get('/sanctum/csrf-cookie')).status, 204, 'the CSRF cookie route is not in the api group');
    assert.is((await s.get('/shops')).status, 200, 'nor are pages');
  }));

test('a signed-in user is counted by id, a guest by address', () =>
  withDemo({ throttle: true }, async (demo) => {
    const s = demo.session();
    const login = await s.login();
    assert.is(login.headers.get('x-ratelimit-remaining'), '59', 'the login counts for the address');
    assert.is((await s.get('/api/user')).headers.get('x-ratelimit-remaining'), '59', "the user's own first call");
    assert.is((await demo.session().get('/api/shops/1')).headers.get('x-ratelimit-remaining'), '58', 'guests share the address');
  }));

test('off by default: no limit and no X-RateLimit headers', async () => {
  const previous = process.env.DEMO_THROTTLE;
  delete process.env.DEMO_THROTTLE;
  try {
    await withDemo({}, async (demo) => {
      const s = demo.session();
      for (let i = 1; i <= 65; i++) {
        const res = await s.get('/api/categories');
        assert.is(res.status, 200, `call ${i}`);
        assert.is(res.headers.get('x-ratelimit-limit'), null);
      }
    });
  } finally {
    if (previous !== undefined) process.env.DEMO_THROTTLE = previous;
  }
});

test.run();
