// The host contract of the runtime, through the built bundle in dist/.
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, open } from '../setup/browser';
import { throwsOnFirstRender, throwsWhileHydrating } from './first-render-failure';

const { test, env } = browserSuite('runtime: the host contract');

const hostPage = (body: string, head = '') => `<!doctype html><html lang="uk"><head><meta charset="utf-8">
<title>Host</title><link rel="stylesheet" href="/widgets/cashback.css">${head}</head>
<body><h1>Host page</h1>${body}<script type="module" src="/widgets/cashback.js"></script></body></html>`;

/** Opens `body` as a host page at /host-test on the demo origin. */
async function host(body: string, head = '', as?: string) {
  const session = await open(env.browser, env.demo, { as });
  await session.page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: hostPage(body, head) }));
  const scripts: string[] = [];
  session.page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await session.page.goto('/host-test');
  return { ...session, scripts };
}

const state = (page: Page, selector: string) => page.getAttribute(selector, 'data-cashback-state');
const waitState = (page: Page, selector: string, value: string) =>
  page.waitForSelector(`${selector}[data-cashback-state="${value}"]`, { state: 'attached' });

test('bad islands fail alone, named in the console; the others mount', async () => {
  const { page, errors, context } = await host(`
    <div id="a" data-cashback="nope"></div>
    <div id="b" data-cashback="faq" data-props='{oops'></div>
    <div id="c" data-cashback="footer"></div>`);
  await waitState(page, '#c', 'mounted');
  await waitState(page, '#a', 'failed');
  await waitState(page, '#b', 'failed');
  assert.ok(errors.some((e) => e.includes('<div data-cashback="nope" id="a">') && e.includes('unknown island "nope"')), errors.join('\n'));
  assert.ok(errors.some((e) => e.includes('<div data-cashback="faq" id="b">') && e.includes('data-props is not valid JSON')), errors.join('\n'));
  assert.ok(await page.locator('#c footer, #c [class^="cb-"]').count() > 0, 'footer rendered');
  assert.is(await page.textContent('h1'), 'Host page');
  await context.close();
});

test('an island that throws fails alone and tells the host', async () => {
  // Money formatting throws (it counts kopecks in a BigInt): the header (a user's balances) crashes; the footer does not use it.
  const sabotage = `<script>window.isAuthenticated = true; window.BigInt = function () { throw new Error('boom'); };
    window.events = []; document.addEventListener('cashback:error', (e) => events.push(e.target.id));</script>`;
  const { page, errors, context } = await host(
    `<div id="h" data-cashback="header"></div><div id="f" data-cashback="footer"></div>`, sabotage, 'user@example.com');
  await waitState(page, '#h', 'failed');
  await waitState(page, '#f', 'mounted');
  assert.ok(errors.some((e) => e.includes('<div data-cashback="header" id="h"> failed')), errors.join('\n'));
  assert.equal(await page.evaluate(() => (window as unknown as { events: string[] }).events), ['h']);
  assert.ok((await page.textContent('#f'))!.length > 20, 'footer still rendered');
  await context.close();
});

test("the alert toast's code comes with the first alert, retried once; when both fail, the next alert tries again", async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { as: 'user@example.com' });
  const toaster: string[] = [];
  page.on('request', (r) => { if (/\/chunks\/toaster-/.test(r.url())) toaster.push(r.url()); });
  let fail = true;
  await page.route('**/chunks/toaster-*.js*', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/user-profile/my-friends');
  const copy = page.getByRole('button', { name: 'Копіювати реферальне посилання' });
  await copy.waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(toaster, [], 'no page loads the toast before an alert');
  const region = page.locator('.cb-toaster-root > .cb-toaster');
  assert.is(await region.getAttribute('aria-live'), 'polite', 'the live region is there, empty');
  await copy.click();
  // The chunk and its retry fail.
  for (let waited = 0; !errors.some((e) => e.includes('the alert toast failed')) && waited < 5000; waited += 100) await page.waitForTimeout(100);
  assert.ok(errors.some((e) => e.includes('the alert toast failed')), errors.join('\n'));
  assert.is(await page.locator('.cb-toast').count(), 0, 'the chunk failed: no toast');
  assert.is(toaster.length, 2, 'tried twice');
  fail = false;
  await copy.click();
  await page.locator('.cb-toaster-root > .cb-toaster > .cb-toast').waitFor();
  assert.ok(toaster.length >= 3, 'asked for again');
  await context.close();
});

test('loading the script twice mounts nothing twice', async () => {
  const { page, context } = await host(
    `<div id="f" data-cashback="footer"></div><script type="module" src="/widgets/cashback.js?again"></script>`);
  await waitState(page, '#f', 'mounted');
  await page.waitForTimeout(300);
  assert.is(await page.locator('#f > *').count(), 1);
  assert.is(await page.locator('.cb-toaster-root').count(), 1);
  await context.close();
});

test('placeholders added later mount, removed ones unmount; the API works', async () => {
  const { page, context } = await host('<div id="slot"></div>');
  await page.waitForFunction(() => window.CashbackWidgets);
  assert.match(await page.evaluate(() => window.CashbackWidgets!.version), /^\d+\.\d+\.\d+/);
  await page.evaluate(() => { document.getElementById('slot')!.innerHTML = '<div id="late" data-cashback="footer"></div>'; });
  await waitState(page, '#late', 'mounted');
  await page.evaluate(() => document.getElementById('late')!.remove());
  await page.waitForFunction(() => !document.getElementById('late'));
  // Manual unmount through the API, then mount again.
  await page.evaluate(() => { document.getElementById('slot')!.innerHTML = '<div id="m" data-cashback="footer"></div>'; });
  await waitState(page, '#m', 'mounted');
  assert.is(await page.evaluate(() => window.CashbackWidgets!.unmount(document.getElementById('m')!)), true);
  assert.is(await state(page, '#m'), null);
  assert.is(await page.locator('#m > *').count(), 0);
  assert.is(await page.evaluate(() => window.CashbackWidgets!.unmount(document.getElementById('m')!)), false);
  await page.evaluate(() => window.CashbackWidgets!.mount(document.getElementById('slot')!));
  await waitState(page, '#m', 'mounted');
  await context.close();
});

test('data-load="visible" waits for the viewport; "idle" mounts soon', async () => {
  const { page, scripts, context } = await host(`
    <div id="i" data-cashback="referral-banner" data-load="idle"></div>
    <div style="height: 3000px"></div>
    <div id="v" data-cashback="footer" data-load="visible"></div>`);
  await waitState(page, '#i', 'mounted');
  await page.waitForTimeout(300);
  assert.is(await state(page, '#v'), 'pending');
  assert.not.ok(scripts.some((s) => s.includes('/footer-')), `footer chunk not loaded yet: ${scripts.join(' ')}`);
  await page.locator('#v').scrollIntoViewIfNeeded();
  await waitState(page, '#v', 'mounted');
  assert.ok(scripts.some((s) => s.includes('/footer-')));
  await context.close();
});

test('a page downloads only the chunks its islands need', async () => {
  const { page, scripts, context } = await host('<div id="f" data-cashback="footer"></div>');
  await waitState(page, '#f', 'mounted');
  assert.not.ok(scripts.some((s) => /\/(header|app|shop|profile|slider)-/.test(s)), scripts.join(' '));
  await context.close();
});

test('a failed chunk load is retried once, under a URL of its own (a browser may keep the failed one failed)', async () => {
  const session = await open(env.browser, env.demo);
  let failures = 0;
  const asked: string[] = [];
  await session.page.route('**/widgets/chunks/footer-*.js*', (route) => {
    asked.push(new URL(route.request().url()).search);
    if (failures++ === 0) return route.abort('failed');
    return route.continue();
  });
  await session.page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: hostPage('<div id="f" data-cashback="footer"></div>') }));
  await session.page.goto('/host-test');
  await waitState(session.page, '#f', 'mounted');
  assert.is(failures, 2);
  assert.equal(asked, ['', '?retry=1']);
  await session.context.close();
});

test('ids never collide across islands', async () => {
  const { page, context } = await host(
    '<div data-cashback="faq"></div><div data-cashback="faq"></div><div data-cashback="header"></div>');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')].every((el) => el.getAttribute('data-cashback-state') === 'mounted'));
  await page.waitForTimeout(500);
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  assert.equal(duplicates, []);
  await context.close();
});

test('an island that throws on its first render reports failed, never mounted', () => throwsOnFirstRender(env));

test('a prerendered island that throws while hydrating does not hold back the page\'s API answers', () => throwsWhileHydrating(env, path.resolve(process.env.CASHBACK_DIST || 'dist')));

test.run();
