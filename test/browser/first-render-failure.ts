// One case both builds run (runtime.test.ts on dist/, react-build.test.ts on
// dist-react/): an island that throws on its first render reports failed, never mounted.
import * as assert from 'uvu/assert';
import { open, type BrowserSuite } from '../setup/browser';

export async function throwsOnFirstRender(env: BrowserSuite): Promise<void> {
  const { page, context } = await open(env.browser, env.demo);
  // The footer's copyright year is its first render's only Date call.
  const sabotage = `<script>Date.prototype.getFullYear = function () { throw new Error('boom'); };
    window.events = [];
    for (const type of ['cashback:mounted', 'cashback:error']) document.addEventListener(type, (e) => events.push(e.type + ' ' + e.target.id));</script>`;
  await page.route('**/host-test', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title>${sabotage}</head>
<body><div id="f" data-cashback="footer"></div><div id="q" data-cashback="signup-teaser"></div><script type="module" src="/widgets/cashback.js"></script></body></html>` }));
  await page.goto('/host-test');
  await page.waitForSelector('#q[data-cashback-state="mounted"]', { state: 'attached' });
  await page.waitForSelector('#f[data-cashback-state="failed"]', { state: 'attached' });
  const events = await page.evaluate(() => (window as unknown as { events: string[] }).events);
  assert.equal(events.filter((e) => e.endsWith(' f')), ['cashback:error f']);
  await context.close();
}
