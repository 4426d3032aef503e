// The flat loader: cashback.js starts every chunk the page's eager islands and
// the current route need, and the route's first API data, in one wave.
// Asserted by who started each request and in what order, never by timings.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, settled } from '../setup/browser';

const { test, env } = browserSuite('loader: one wave');

interface Sent { url: string; path: string; at: number; initiator: string; finished?: number }

/** Every request of the next navigation, with the script that started it (CDP's initiator). */
async function record(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Sent>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    const frames = [];
    for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
    const url = new URL(request.url);
    byId.set(requestId, { url: request.url, path: url.pathname, at: timestamp, initiator: frames.find((f) => f.url)?.url ?? initiator.url ?? '' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const sent = byId.get(requestId);
    if (sent) sent.finished = timestamp;
  });
  return () => [...byId.values()];
}

const isChunk = (r: Sent) => r.path.startsWith('/widgets/chunks/');

for (const [route, api] of [['/', '/api/shops'], ['/shops', '/api/shops'], ['/shops/1', '/api/shops/1'], ['/about', '/api/questions/']] as const) {
  test(`${route}: the chunks and ${api} start from cashback.js before any chunk has arrived`, async () => {
    const { page, context } = await open(env.browser, env.demo);
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const all = requests();
    const firstChunkDone = Math.min(...all.filter(isChunk).map((r) => r.finished ?? Infinity));
    const wave = all.filter((r) => (isChunk(r) || r.path === api) && r.at <= firstChunkDone);
    // Everything the first screen needed: the runtime, the islands, the page, the data.
    const needed = all.filter((r) => isChunk(r) && /\/(mount|header|app)-/.test(r.path));
    assert.ok(needed.length >= 3, all.map((r) => r.path).join(' '));
    for (const r of needed) assert.ok(wave.includes(r), `${r.path} was not in the first wave`);
    const data = all.filter((r) => r.path === api);
    assert.is(data.length, 1, `${api} is fetched once (the store takes the preloaded response)`);
    assert.ok(wave.includes(data[0]!), `${api} started only after a chunk arrived`);
    // Chromium names no script for a modulepreload link a script added ('about:client'):
    // before any chunk arrived, only cashback.js can have added it.
    for (const r of wave) assert.match(r.initiator, /\/widgets\/cashback\.js$|^about:client$/, `${r.path} was started by ${r.initiator}`);
    await context.close();
  });
}

test('the data the loader fetched is what the page shows', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  await page.goto('/shops/1');
  await settled(page);
  const name = (await (await page.request.get('/api/shops/1')).json()).data.name as string;
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('a page without the app island preloads no route', async () => {
  const { page, context } = await open(env.browser, env.demo);
  const requests = await record(page);
  await page.goto('/admin');
  await settled(page);
  await page.waitForLoadState('networkidle');
  const paths = requests().map((r) => r.path);
  assert.not.ok(paths.some((p) => /\/(app|home-page|shops-page)-/.test(p) || p.startsWith('/api/shops')), paths.join(' '));
  await context.close();
});

test.run();
