// One case both builds run (runtime.test.ts on dist/, react-build.test.ts on
// dist-react/): an island that throws on its first render reports failed, never mounted,
// and one that throws while hydrating does not keep the page's API answers waiting.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { open, type BrowserSuite } from '../setup/browser';

export async function throwsOnFirstRender(env: BrowserSuite): Promise<void> {
  const { page, context } = await open(env.browser, env.demo);
  await page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title>${SABOTAGE}</head>
<body><div id="f" data-cashback="footer"></div><div id="q" data-cashback="signup-teaser"></div><script type="module" src="/widgets/cashback.js"></script></body></html>` }));
  await page.goto('/host-test');
  await page.waitForSelector('#q[data-cashback-state="mounted"]', { state: 'attached' });
  await page.waitForSelector('#f[data-cashback-state="failed"]', { state: 'attached' });
  const events = await page.evaluate(() => (window as unknown as { events: string[] }).events);
  assert.equal(events.filter((e) => e.endsWith(' f')), ['cashback:error f']);
  await context.close();
}

/**
 * The same throw while hydrating the prerendered footer (eager): GET answers
 * wait until every eager prerendered island has hydrated, and a failed one
 * must not keep them waiting, so the shop tabs beside it still show their cards.
 */
export async function throwsWhileHydrating(env: BrowserSuite, distDir: string): Promise<void> {
  const { page, context } = await open(env.browser, env.demo);
  const footer = readFileSync(path.join(distDir, 'prerender/footer.guest.html'), 'utf8');
  await page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title>${SABOTAGE}</head>
<body><div id="t" data-cashback="shop-tabs"></div><div id="f" data-cashback="footer" data-load="eager">${footer}</div><script type="module" src="/widgets/cashback.js"></script></body></html>` }));
  await page.goto('/host-test');
  await page.waitForSelector('#f[data-cashback-state="failed"]', { state: 'attached' });
  await page.locator('#t .cb-shop-card').first().waitFor({ timeout: 10_000 });
  assert.ok(await page.locator('#t .cb-shop-card').count() > 0);
  await context.close();
}

// The footer's copyright year is its first render's only Date call.
const SABOTAGE = `<script>Date.prototype.getFullYear = function () { throw new Error('boom'); };
    window.events = [];
    for (const type of ['cashback:mounted', 'cashback:error']) document.addEventListener(type, (e) => events.push(e.type + ' ' + e.target.id));</script>`;
