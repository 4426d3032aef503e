// temporary: real throttled load timeline of one route
import { launchChromium, startDemo, slowDown } from './browser.mjs';
const route = process.argv[2] ?? '/shops/1';
const demo = await startDemo();
const browser = await launchChromium();
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await slowDown(context, page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1474.56 * 1024 / 8, uploadThroughput: 675 * 1024 / 8 });
  await page.goto(demo.url + route, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const out = await page.evaluate(() => new Promise((resolve) => {
    const lcps = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) lcps.push([Math.round(e.startTime), e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 30) : '']); }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
      lcps,
      res: performance.getEntriesByType('resource').map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '')]),
      marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
    }), 100);
  }));
  console.log(JSON.stringify({ fcp: out.fcp, lcps: out.lcps }));
  for (const r of out.res) console.log(String(r[0]).padStart(6), String(r[1]).padStart(6), r[2]);
  await context.close();
}
await browser.close();
await demo.close();
