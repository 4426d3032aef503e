// Page swaps (issue 12): a host on Turbo Drive, Livewire's wire:navigate or
// pjax replaces the body without a reload. Every placeholder mounts again, the
// toaster and the modal come back, the `app` island follows the URL, and over
// 100 swaps the DOM nodes, listeners and heap stay flat (CDP Performance.getMetrics).
import * as assert from 'uvu/assert';
import type { CDPSession, Page } from 'playwright-core';
import { browserSuite, open } from '../setup/browser';

const { test, env } = browserSuite('page swaps');

type How = 'turbo' | 'livewire' | 'innerHTML';

/** What the host's library does: fetch the next page, push the URL, put its body in, fire its event. */
async function swap(page: Page, url: string, how: How) {
  await page.evaluate(async ({ url, how }) => {
    const html = await (await fetch(url)).text();
    const next = new DOMParser().parseFromString(html, 'text/html').body;
    history.pushState({}, '', url);
    if (how === 'turbo') document.documentElement.replaceChild(document.adoptNode(next), document.body);
    else if (how === 'livewire') document.body.replaceWith(document.adoptNode(next));
    else document.body.innerHTML = next.innerHTML;
    document.dispatchEvent(new Event(how === 'turbo' ? 'turbo:load' : how === 'livewire' ? 'livewire:navigated' : 'pjax:end'));
  }, { url, how });
  await mounted(page);
}

/** Every placeholder in the body is mounted (the footer waits to be visible: scroll to it). */
async function mounted(page: Page) {
  await page.waitForFunction(() => {
    // The page grows as the islands render: keep the footer (data-load="visible") in view.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const all = [...document.querySelectorAll('[data-cashback]')];
    return all.length > 0 && all.every((el) => el.getAttribute('data-cashback-state') === 'mounted');
  }).catch(async (error) => {
    const states = await page.evaluate(() => [...document.querySelectorAll('[data-cashback]')]
      .map((el) => `${el.getAttribute('data-cashback')}=${el.getAttribute('data-cashback-state')}`).join(' '));
    throw new Error(`${states} at ${page.url()}: ${error}`);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The alert appears in the one toaster root on the current body. */
async function alertShows(page: Page) {
  await page.getByRole('button', { name: 'Копіювати реферальне посилання' }).click();
  await page.locator('.cb-toast').waitFor();
  const roots = await page.evaluate(() => [...document.querySelectorAll('.cb-toaster-root')].map((el) => el.parentElement === document.body));
  assert.equal(roots, [true], 'one toaster root, on the current body');
  assert.match((await page.locator('.cb-toast').textContent())!, /Скопійовано в буфер обміну|посилання/);
  await page.getByRole('button', { name: 'Закрити повідомлення' }).click();
}

const metrics = async (cdp: CDPSession) => {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { nodes: get('Nodes'), listeners: get('JSEventListeners'), heap: get('JSHeapUsedSize'), documents: get('Documents') };
};

const ROUTES: [string, RegExp][] = [
  ['/user-profile/my-friends', /Мої друзі/],
  ['/shops', /Магазини|Популярні/],
  ['/about', /Як це працює/],
  ['/', /Популярні/],
];

test('100 body swaps: every island mounts, the app follows the URL, alerts still show, counts stay flat', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page.setDefaultTimeout(15_000);
  await page.goto('/user-profile/my-friends');
  await mounted(page);
  await alertShows(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const hows: How[] = ['turbo', 'livewire', 'innerHTML'];
  let start: Awaited<ReturnType<typeof metrics>> | undefined;
  const WARMUP = 8;
  for (let i = 0; i < WARMUP + 100; i++) {
    const [url, text] = ROUTES[i % ROUTES.length]!;
    await swap(page, url, hows[i % hows.length]!);
    assert.is(new URL(page.url()).pathname, url);
    await page.locator('[data-cashback="app"]').getByText(text).first().waitFor();
    if (url === '/user-profile/my-friends' && i % 12 === 0) await alertShows(page);
    if (i === WARMUP - 1) start = await metrics(cdp);
  }
  const end = await metrics(cdp);
  console.log(`100 swaps: nodes ${start!.nodes} → ${end.nodes}, listeners ${start!.listeners} → ${end.listeners}, ` +
    `heap ${(start!.heap / 1e6).toFixed(1)} → ${(end.heap / 1e6).toFixed(1)} MB, documents ${start!.documents} → ${end.documents}`);
  // The same page as at the start: what grows per swap would show as hundreds of nodes or listeners.
  assert.ok(end.nodes <= start!.nodes * 1.1 + 50, `nodes ${start!.nodes} → ${end.nodes}`);
  assert.ok(end.listeners <= start!.listeners + 20, `listeners ${start!.listeners} → ${end.listeners}`);
  assert.ok(end.heap <= start!.heap * 1.25 + 2e6, `heap ${start!.heap} → ${end.heap}`);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.cb-toaster-root').length), 1);
  assert.equal(errors, []);
  await context.close();
});

test('the modal opens after a swap, a swap with the modal open leaves the new body as the host sent it', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  page.setDefaultTimeout(15_000);
  await page.goto('/');
  await mounted(page);
  await swap(page, '/shops/1', 'turbo');
  const ask = page.getByRole('button', { name: 'Задати питання' });
  await ask.click();
  await page.getByRole('dialog').waitFor();
  assert.is(await page.evaluate(() => document.body.style.overflow), 'hidden');
  await swap(page, '/shops/2', 'livewire');
  assert.is(await page.getByRole('dialog').count(), 0, 'the old modal went with the old body');
  assert.is(await page.evaluate(() => document.body.getAttribute('style')), null, 'the new body is untouched');
  await ask.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.ok(await dialog.evaluate((el) => document.body.contains(el)));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.is(await page.evaluate(() => document.body.style.overflow), '');
  assert.equal(errors, []);
  await context.close();
});

test('an island the host keeps across swaps (Turbo permanent) still gets its alerts', async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page.setDefaultTimeout(15_000);
  await page.goto('/user-profile/my-friends');
  await mounted(page);
  // Turbo moves a data-turbo-permanent element into the new body: the island survives, the toaster root does not.
  await page.evaluate(() => {
    const app = document.querySelector('[data-cashback="app"]')!;
    const next = document.createElement('body');
    next.append(app);
    document.body.replaceWith(next);
  });
  await alertShows(page);
  await context.close();
});

test.run();
