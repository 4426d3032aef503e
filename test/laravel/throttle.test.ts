// `throttle:api` in the Node demo (DEMO_THROTTLE=1) against the real one in the
// Laravel example at its stock 60 a minute: the same 60 answers, then the same 429
// with the same headers.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error plain JavaScript module without types
import { startDemo } from '../setup/demo-server.mjs';
// @ts-expect-error plain JavaScript module without types
import { createSession } from '../setup/http-session.mjs';
import { startLaravel, type Laravel } from '../setup/laravel';

interface Reply { status: number; headers: Headers; body: unknown }
const test = suite('throttle:api: the demo and Laravel');
let demo: { url: string; close(): Promise<void> };
let laravel: Laravel;

test.before(async () => {
  [demo, laravel] = await Promise.all([startDemo({ log: () => {}, throttle: true }), startLaravel({ API_RATE_LIMIT: '60' })]);
});
test.after(async () => {
  await Promise.all([demo?.close(), laravel?.close()]);
});

/** 61 calls to GET /api/categories in one session: what the last two looked like. */
async function exhaust(url: string) {
  const session = createSession(url) as { get(path: string): Promise<Reply> };
  const replies: Reply[] = [];
  for (let i = 0; i < 61; i++) replies.push(await session.get('/api/categories'));
  return replies;
}

const limitHeaders = (reply: Reply) =>
  Object.fromEntries(['x-ratelimit-limit', 'x-ratelimit-remaining'].map((name) => [name, reply.headers.get(name)]));

test('60 answers with X-RateLimit-*, then 429 {message} with Retry-After, on both', async () => {
  const [fromDemo, fromLaravel] = [await exhaust(demo.url), await exhaust(laravel.url)];
  for (const [name, replies] of [['demo', fromDemo], ['Laravel', fromLaravel]] as const) {
    assert.equal(replies.slice(0, 60).map((r) => r.status), Array(60).fill(200), `${name}: the first 60 pass`);
    assert.equal(limitHeaders(replies[0]!), { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59' }, name);
    assert.equal(limitHeaders(replies[59]!), { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' }, name);
    const refused = replies[60]!;
    assert.is(refused.status, 429, name);
    assert.equal(refused.body, { message: 'Too Many Attempts.' }, name);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `${name}: Retry-After ${retryAfter}`);
    assert.ok(Number(refused.headers.get('x-ratelimit-reset')) * 1000 > Date.now() - 1000, `${name}: X-RateLimit-Reset`);
    assert.is(refused.headers.get('x-ratelimit-remaining'), '0', name);
  }
});

test.run();
