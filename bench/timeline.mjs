// `node bench/timeline.mjs [route]`: one guest page's real load under the
// throttling Lighthouse applies in its devtools mode (562.5 ms a request,
// 1.6 Mbps down) with the CPU of a low-tier phone (bench/calibrate.mjs),
// printed as what the page itself saw: its first contentful paint, each
// largest-contentful-paint candidate with its element, and every resource
// with the time it was asked for and the time it was in.
// Lighthouse gives the totals; this shows which request waited for which
// (decision 0004 read the round trip of cashback.js off it).
//
//   node bench/timeline.mjs /shops/1           (BENCH_RUNS=3 for more loads, BENCH_WIDTH=1280 for a desktop)
import { loadavg } from 'node:os';
import { launchChromium, slowDown, slowNetwork, startDemo } from './browser.mjs';
import { calibrateCpu } from './calibrate.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const route = process.argv[2] ?? '/shops/1';
const RUNS = Number(process.env.BENCH_RUNS) || 2;
const WIDTH = Number(process.env.BENCH_WIDTH) || 412;

await buildIfNeeded();
const demo = await startDemo();
const browser = await launchChromium();
try {
  const cpu = await calibrateCpu(browser);
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 } });
    const page = await context.newPage();
    await slowDown(context, page);
    await slowNetwork(context, page);
    await page.goto(demo.url + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => new Promise((resolve) => {
      const paints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const el = entry.element;
          paints.push({ at: entry.startTime, element: el ? `${el.localName}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The buffered entries come in the observer's first callback, a task later.
      setTimeout(() => resolve({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        paints,
        resources: performance.getEntriesByType('resource').map((r) => ({ start: r.startTime, end: r.responseEnd, name: r.name.replace(location.origin, '') })),
      }), 100);
    }));
    const ms = (t) => (t === null ? '—' : `${Math.round(t)}`.padStart(6));
    console.log(`${route} at ${WIDTH} px, load ${run}/${RUNS}: first contentful paint ${ms(seen.fcp)} ms (CPU ${cpu.rate}x, load average ${loadavg()[0].toFixed(2)})`);
    for (const p of seen.paints) console.log(`  largest paint ${ms(p.at)} ms  ${p.element}`);
    console.log('   asked     in  resource');
    for (const r of seen.resources) console.log(`  ${ms(r.start)} ${ms(r.end)}  ${r.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
