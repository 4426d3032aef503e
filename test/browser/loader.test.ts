// The flat loader: cashback.js starts every chunk the page's eager islands and
// the current route need, and the route's first API data, in one wave.
// Asserted by who started each request, never by timings.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, holdBundle, open, settled } from '../setup/browser';

const { test, env } = browserSuite('loader: one wave');

interface Sent { url: string; path: string; initiator: string; priority: string }

/** Every request of the next navigation, with the script that started it (CDP's initiator). */
async function record(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Sent>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator }) => {
    const frames = [];
    for (let stack = initiator.stack; stack; stack = stack.parent) frames.push(...stack.callFrames);
    const url = new URL(request.url);
    byId.set(requestId, { url: request.url, path: url.pathname, initiator: frames.find((f) => f.url)?.url ?? initiator.url ?? '', priority: request.initialPriority });
  });
  return () => [...byId.values()];
}

const isChunk = (r: Sent) => r.path.startsWith('/widgets/chunks/');

const index = () => JSON.parse(readFileSync(path.resolve(process.env.CASHBACK_DIST || 'dist', 'prerender', 'index.json'), 'utf8')) as { loader: string; preload: { user: string[] } };
/** The runtime's files the index's inline loader knows (a head preloading them means: no wait), as the page asks for them. */
const loaderFiles = () => [...index().loader.matchAll(/"(chunks\/[^"]+\.js)"/g)].map((m) => `/widgets/${m[1]}`);

// The header is in the runtime's file (build.mjs `inline`), a shared `chunk-` like those the islands import.
const ROUTES = [
  ['/', '/api/shops', /\/(chunk|app|home-page|shop-tabs|signup-teaser)-/],
  ['/shops', '/api/shops', /\/(chunk|app|shops-page|shop-tabs)-/],
  ['/shops/1', '/api/shops/1', /\/(chunk|app|shop-page|shop)-/],
  ['/about', '/api/questions/', /\/(chunk|app|about-page|faq)-/],
  ['/shops?tab=categories', '/api/categories', /\/(chunk|app|shops-page|shop-tabs|categories-panel)-/],
] as const;

for (const [route, api, islands] of ROUTES) {
  test(`${route}: cashback.js starts the islands' and the route's chunks and ${api} itself, none waits for another chunk`, async () => {
    const { page, context } = await open(env.browser, env.demo);
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const all = requests();
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const needed = all.filter((r) => isChunk(r) && islands.test(r.path));
    assert.ok(needed.length >= 4, all.map((r) => r.path).join(' '));
    // Chromium names no script for a modulepreload link a script added ('about:client');
    // the links themselves show it was cashback.js, before any chunk had run.
    // A shop's page (a skeleton until the shop loads) has the runtime's chunk in its head too (the prerender index's `preload`).
    const served = await (await context.request.get(route)).text();
    const fromHead = [...served.slice(0, served.indexOf('</head>')).matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((m) => m[1]!);
    for (const r of needed) {
      assert.ok(preloaded.includes(r.path), `${r.path} was not preloaded by cashback.js`);
      const byDocument = r.initiator === new URL(route, page.url()).href && fromHead.includes(r.path);
      assert.ok(byDocument || /\/widgets\/cashback\.js$|^about:client$/.test(r.initiator), `${r.path} was started by ${r.initiator}`);
    }
    const chunks = all.filter(isChunk).map((r) => r.path);
    assert.equal(chunks.filter((p, i) => chunks.indexOf(p) !== i), [], 'a chunk fetched twice');
    const data = all.filter((r) => r.path === api);
    assert.is(data.length, 1, `${api} is fetched once (the store takes the preloaded response)`);
    assert.match(data[0]!.initiator, /\/widgets\/cashback\.js$/, `${api} was started by ${data[0]!.initiator}`);
    await context.close();
  });
}

test("a tab's own data only: the categories tab fetches no shops, a guest's saved-shops tab nothing", async () => {
  const { page, context } = await open(env.browser, env.demo);
  for (const [route, none] of [['/shops?tab=categories', '/api/shops'], ['/?tab=categories', '/api/shops'], ['/shops?tab=favorite', '/api/']] as const) {
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const paths = requests().map((r) => r.path);
    assert.not.ok(paths.some((p) => p === none || (none.endsWith('/') && p.startsWith(none))), `${route}: ${paths.join(' ')}`);
  }
  await context.close();
});

test("the saved shops' panel: in its own chunk, started by cashback.js under ?tab=favorite, else on the way to the tab", async () => {
  const { page, context } = await open(env.browser, env.demo);
  const panel = (r: Sent) => isChunk(r) && r.path.includes('/favorites-panel-');
  let requests = await record(page);
  await page.goto('/shops?tab=favorite');
  await settled(page);
  await page.waitForLoadState('networkidle');
  const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  assert.ok(requests().some(panel) && preloaded.some((p) => p.includes('/favorites-panel-')), 'preloaded with the page under ?tab=favorite');
  requests = await record(page);
  await page.goto('/');
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.not.ok(requests().some(panel), 'the home page opens on Популярні: not loaded');
  const tab = page.getByRole('tab', { name: 'Збережені' });
  await tab.hover();
  for (let i = 0; i < 100 && !requests().some(panel); i++) await page.waitForTimeout(20);
  assert.ok(requests().some(panel), 'pointing at the tab starts it');
  await tab.click();
  await page.getByRole('tabpanel').getByText('Увійдіть або зареєструйтеся', { exact: false }).waitFor();
  await context.close();
});

// The rule: a guest's page prerendered whole paints before anything of ours is
// asked for: Lighthouse's simulation takes into the largest paint every request
// that ended before it, a chunk of low priority or a GET too, so anything asked
// for before the paint makes the largest paint later (a guest's chunks preloaded
// from the head would delay it). Once it has painted, the inline loader asks for cashback.js and the
// chunks the snippets' markers name, in one round trip. A page whose first
// screen waits for data anyway (signed in, a shop's) preloads that wave from
// the head, at low priority, beside the stylesheet.
for (const [route, as] of [['/', undefined], ['/login', undefined], ['/about', undefined], ['/', 'user@example.com']] as const) {
  test(`${route}${as ? ', signed in' : ''}: ${as ? 'the head preloads the wave at low priority with the stylesheet' : 'cashback.js and every chunk are asked for after the first paint, in one round trip'}; the route's data waits for the paint; every island mounts`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { as });
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    const served = await (await context.request.get(route)).text();
    assert.not.match(served, '<script type="module"');
    const head = [...served.slice(0, served.indexOf('</head>')).matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]!);
    const sent = requests();
    assert.is(sent.find((r) => r.path === '/widgets/cashback.css')?.priority, 'VeryHigh', 'the stylesheet');
    const { paint, started } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      started: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
    }));
    assert.ok(paint > 0, 'a first contentful paint');
    const ours = started.filter((r) => r.path.startsWith('/widgets/chunks/') || r.path === '/widgets/cashback.js');
    if (as) {
      assert.is(head[0], '/widgets/cashback.js');
      assert.ok(loaderFiles().every((file) => head.includes(file)) && head.length > 4, `the runtime's chunk and the wave: ${head.join(' ')}`);
      for (const file of head) {
        const request = sent.find((r) => r.path === file);
        assert.is(request?.priority, 'Low', `${file}, preloaded by the head`);
        assert.is(request?.initiator, new URL(route, page.url()).href, `${file} is started by the document`);
      }
    } else {
      assert.equal(head, [], 'nothing in the head');
      for (const r of ours) assert.ok(r.start >= paint, `${r.path} at ${r.start.toFixed(0)} ms, before the first paint at ${paint.toFixed(0)} ms`);
      // The wave: the loader asks for cashback.js and the snippets' chunks together, not the chunks a round trip later.
      const wave = [...served.matchAll(/"wave":\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/"chunks\/([^"]+)"/g)].map((f) => `/widgets/chunks/${f[1]!.replace(/\\u002d/g, '-')}`));
      assert.ok(wave.length >= 3, served.slice(0, 300));
      for (const file of wave) assert.match(sent.find((r) => r.path === file)?.initiator ?? '', new RegExp(`^${new URL(route, page.url()).href.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}$|^about:client$`), `${file} started by the loader`);
    }
    const chunks = sent.filter(isChunk).map((r) => r.path);
    assert.equal(chunks.filter((p, i) => chunks.indexOf(p) !== i), [], 'a chunk fetched twice');
    assert.is(sent.filter((r) => r.path === '/widgets/cashback.js').length, 1, 'cashback.js fetched once');
    for (const r of started.filter((x) => x.path.startsWith('/api/'))) assert.ok(r.start >= paint, `${r.path} at ${r.start.toFixed(0)} ms, before the first paint at ${paint.toFixed(0)} ms`);
    const states = await page.$$eval('[data-cashback]:not([data-load])', (els) => els.map((el) => `${el.getAttribute('data-cashback')} ${el.getAttribute('data-cashback-state')}`));
    assert.ok(states.length >= 2 && states.every((s) => s.endsWith(' mounted')), states.join(', '));
    assert.equal(errors, []);
    await context.close();
  });
}

test('the inline loader on a page with nothing prerendered starts at once; without data-src it says what it needs', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  const { loader } = index();
  await page.route('**/host-test', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title><link rel="stylesheet" href="/widgets/cashback.css"></head>
<body><div id="t" data-cashback="signup-teaser"></div><script data-src="/widgets/cashback.js">${loader}</script></body></html>`,
  }));
  await page.goto('/host-test');
  await page.waitForSelector('#t[data-cashback-state="mounted"]', { state: 'attached' });
  await page.locator('#t').getByRole('textbox').waitFor();
  assert.equal(errors, []);
  await page.route('**/host-test', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title></head><body><div id="t" data-cashback="signup-teaser"></div><script>${loader}</script></body></html>`,
  }));
  await page.goto('/host-test');
  await page.waitForLoadState('networkidle');
  assert.ok(errors.some((e) => e.includes('the loader needs data-src')), errors.join('\n'));
  assert.is(await page.getAttribute('#t', 'data-cashback-state'), null);
  await context.close();
});

test("signed in, the home page's first poster (its largest paint) is fetched once, as soon as the posters are in: cashback.js preloads it", async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  const posters = (await (await context.request.get('/api/posters/')).json()) as { data: { image_url: string }[] };
  const src = new URL(posters.data[0]!.image_url, env.demo.url).href;
  const requests = await record(page);
  // The chunks held at the network, no island can draw the slider: only the loader can have asked for the image.
  const release = await holdBundle(page, /\/widgets\/chunks\/[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForRequest(src);
  assert.is(await page.locator('.cb-slider__slide img').count(), 0, 'no slider drawn yet');
  release();
  await settled(page);
  const img = page.locator('.cb-slider__slide img').first();
  await img.waitFor();
  await page.waitForLoadState('networkidle');
  assert.is(new URL((await img.getAttribute('src'))!, page.url()).href, src);
  const preloaded = await page.$$eval('link[rel="preload"][as="image"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
  assert.equal(preloaded, [src]);
  assert.is(await img.getAttribute('fetchpriority'), 'high');
  const fetched = requests().filter((r) => r.url === src);
  assert.is(fetched.length, 1, `${src} is fetched once`);
  assert.match(fetched[0]!.initiator, /\/widgets\/cashback\.js$|^about:client$/, `started by ${fetched[0]!.initiator}`);
  await context.close();
});

const SIGNED_IN = ['/', '/shops/1', ...['personal', 'my-cashback', 'withdrawal-money', 'withdrawal-money/bank-card',
  'withdrawal-money/mobile-phone', 'my-friends', 'settings'].map((screen) => `/user-profile/${screen}`)];

test(`signed in (${SIGNED_IN.join(', ')}): every chunk the page loads before it settles came in the first wave`, async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  for (const route of SIGNED_IN) {
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    await page.locator('[data-cashback="header"]').getByRole('button', { name: /Меню користувача/ }).waitFor(); // the user area, a lazy part
    await page.waitForLoadState('networkidle');
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // The footer's placeholder is data-load="visible": it loads when scrolled to, by design.
    const late = requests().filter((r) => isChunk(r) && !preloaded.includes(r.path) && !/\/footer-/.test(r.path)).map((r) => r.path);
    assert.equal(late, [], `${route}: chunks that waited for another chunk`);
    // The head's modulepreload of the runtime's chunk (the prerender index's `preload`) and cashback.js's own: one fetch.
    const chunks = requests().filter(isChunk).map((r) => r.path);
    assert.equal(chunks.filter((p, i) => chunks.indexOf(p) !== i), [], `${route}: a chunk fetched twice`);
  }
  await context.close();
});

test('signed in, a profile screen\'s list comes in the first wave: started by cashback.js, fetched once', async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  for (const [route, api] of [['/user-profile/my-cashback', '/api/fetch-order/'], ['/user-profile/withdrawal-money', '/api/fetch-withdrawals/']] as const) {
    const requests = await record(page);
    await page.goto(route);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const data = requests().filter((r) => r.path === api);
    assert.is(data.length, 1, `${route}: ${api} is fetched once`);
    assert.match(data[0]!.initiator, /\/widgets\/cashback\.js$/, `${route}: ${api} was started by ${data[0]!.initiator}`);
  }
  await context.close();
});

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

/** The teaser as it renders, to stand in for the prerendered HTML a host pastes into the placeholder. */
async function teaserHtml() {
  const { page, context } = await open(env.browser, env.demo);
  await page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: hostPage('<div id="t" data-cashback="signup-teaser"></div>') }));
  await page.goto('/host-test');
  await settled(page);
  const html = await page.locator('#t').innerHTML();
  await context.close();
  return html;
}

const hostPage = (body: string) => `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title>
<link rel="stylesheet" href="/widgets/cashback.css"></head><body>${body}<script type="module" src="/widgets/cashback.js"></script></body></html>`;

test('data-load="interaction": no JS for the island until touched; the first click is replayed on the mounted island', async () => {
  const html = await teaserHtml();
  const { page, context, errors } = await open(env.browser, env.demo);
  await page.route('**/host-test', (route) => route.fulfill({
    contentType: 'text/html',
    body: hostPage(`<div id="t" data-cashback="signup-teaser" data-load="interaction">${html}</div>`),
  }));
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto('/host-test');
  await page.waitForLoadState('networkidle');
  assert.is(await page.getAttribute('#t', 'data-cashback-state'), 'pending');
  assert.not.ok(scripts.some((s) => /signup-teaser-/.test(s)), scripts.join(' '));
  // The user's first act is pressing the (prerendered) button with an empty field.
  await page.locator('#t button[type="submit"]').click();
  await page.waitForSelector('#t[data-cashback-state="mounted"]', { state: 'attached' });
  await page.getByText('Введить коректний Email').waitFor();
  assert.ok(scripts.some((s) => /signup-teaser-/.test(s)));
  assert.is(new URL(page.url()).pathname, '/host-test', 'the held-back click did not submit the form natively');
  assert.equal(errors, []);
  await context.close();
});

test('data-load="media" mounts only while its query matches', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: 375 });
  await page.route('**/host-test', (route) => route.fulfill({
    contentType: 'text/html',
    body: hostPage('<div id="m" data-cashback="referral-banner" data-load="media" data-media="(min-width: 992px)"></div>'),
  }));
  await page.goto('/host-test');
  await page.waitForLoadState('networkidle');
  assert.is(await page.getAttribute('#m', 'data-cashback-state'), 'pending');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForSelector('#m[data-cashback-state="mounted"]', { state: 'attached' });
  await context.close();
});

test.run();
