// `node bench/trace-tab.mjs` (CASHBACK_DIST picks the bundle; VERBOSE=1 lists every event): traces a first and four
// back-and-forth shop tab switches on /shops (10,000 shops, BENCH_WIDTH or 1280 px, the calibrated CPU) and prints, per switch, the
// style (elements), layout, prepaint, paint and script time from the click to the first frame committed.
// It clicks through locator.click(), so Playwright's listeners are in the click's own time: read the parts, not a total.
import { launchChromium, slowDown, startDemo } from './browser.mjs';
import { calibrateCpu } from './calibrate.mjs';
import { traced } from './work.mjs';
const WIDTH = Number(process.env.BENCH_WIDTH) || 1280;
const demo = await startDemo({ seedShops: 10_000 });
const browser = await launchChromium();
const cpu = await calibrateCpu(browser);
console.log('index', cpu.index, 'rate', cpu.rate, 'load', (await import('node:os')).loadavg()[0].toFixed(2));
const context = await browser.newContext({ baseURL: demo.url, viewport: WIDTH < 600 ? { width: WIDTH, height: 800 } : { width: WIDTH, height: 900 }, locale: 'uk-UA' });
const page = await context.newPage();
await slowDown(context, page);
await page.goto('/shops');
await page.locator('.cb-shop-card').first().waitFor();
await page.waitForLoadState('networkidle');
const tab = (n) => page.locator('[data-cashback="app"]').getByRole('tab', { name: n });
const cdp = await context.newCDPSession(page);
async function traceSwitch(label, act) {
  await page.waitForTimeout(1500);
  const events = await traced(cdp, 'devtools.timeline,blink,disabled-by-default-devtools.timeline', async () => {
    await act();
    await page.waitForTimeout(1500);
  });
  const sums = {};
  let styled = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (!['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'FunctionCall', 'EventDispatch', 'Layerize', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'ParseAuthorStyleSheet', 'HitTest', 'Commit'].includes(e.name)) continue;
    sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
    if (e.name === 'UpdateLayoutTree') styled += e.args?.elementCount ?? 0;
  }
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (click) {
    const seq = events.filter((e) => e.ph === 'X' && e.ts >= click.ts && e.dur > 300 && ['EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'].includes(e.name)).sort((a, b) => a.ts - b.ts);
    const end = seq.find((e) => e.name === 'Commit');
    const upto = seq.filter((e) => e.ts <= end.ts);
    const sum = (n) => upto.filter((e) => e.name === n).reduce((a, e) => a + e.dur / 1000, 0).toFixed(1);
    const els = upto.filter((e) => e.name === 'UpdateLayoutTree').reduce((a, e) => a + (e.args?.elementCount ?? 0), 0);
    console.log(`  SUMMARY ${label}: style ${sum('UpdateLayoutTree')} ms (${els} el), layout ${sum('Layout')}, prepaint ${sum('PrePaint')}, paint ${sum('Paint')} (nested, counted twice), scripts ${sum('FunctionCall')}`);
    if (process.env.VERBOSE) console.log('  to first commit', ((end.ts + end.dur - click.ts) / 1000).toFixed(1), 'ms:', seq.filter((e) => e.ts <= end.ts).map((e) => `${e.name}${e.name === 'EventDispatch' ? ':' + e.args.data.type : ''}${e.name === 'UpdateLayoutTree' ? '/' + e.args?.elementCount : ''} ${(e.dur / 1000).toFixed(1)}`).join(', '));
  }
  const list = events.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 500).map((e) => `${(e.dur / 1000).toFixed(1)}ms/${e.args?.elementCount}`);
  console.log(label, Object.entries(sums).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '), '| styled', styled, '|', list.join(' '));
}
const names = ['Найбільший кешбек', 'Популярні'];
for (let i = 0; i < 5; i++) {
  const n = names[i % 2];
  await traceSwitch(`${i === 0 ? 'first' : 'back'} ${n}`, async () => {
    await tab(n).click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: n }).waitFor();
  });
}
await browser.close();
await demo.close();
