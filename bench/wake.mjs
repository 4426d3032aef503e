// `npm run bench:wake`: how long a shopper looks at a painted page before its
// islands answer. Per route, for a guest and for a signed-in user, Chromium
// loads the demo page at 375 x 800 (touch) under real throttling (Lighthouse's
// slow 4G through CDP, the calibrated CPU of a low-tier phone: browser.mjs),
// each load in a fresh context (cold cache), and records the first contentful
// paint and when each placeholder's `cashback:mounted` event came. The gap is
// the last eager island's mount minus FCP: the time the page shows controls
// that do nothing yet. Medians of 5 loads (BENCH_RUNS).
//
//   node bench/wake.mjs            (CASHBACK_DIST picks the bundle, default dist/)
//   BENCH_RUNS=3 node bench/wake.mjs
import { cpus, loadavg } from 'node:os';
import { launchChromium, logIn, median, slowDown, slowNetwork, startDemo } from './browser.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { calibrateCpu } from './calibrate.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
/** A load is watched until every placeholder has mounted or failed, or this long after navigation start. */
const WINDOW_MS = 10_000;
const VISITS = [
  { route: '/', who: 'guest' }, { route: '/shops', who: 'guest' }, { route: '/shops/1', who: 'guest' },
  { route: '/login', who: 'guest' }, { route: '/about', who: 'guest' }, { route: '/', who: 'user' },
];

// Runs in the page before its scripts. Records FCP and each placeholder's mount
// (or failure); `__wake.done` resolves when every placeholder has one, or at WINDOW_MS.
function instrument(windowMs) {
  const wake = (window.__wake = { fcp: null, islands: [] });
  // The runtime's rule (src/runtime/strategies.ts): any other data-load, or none, is eager.
  const deferred = ['idle', 'visible', 'interaction', 'media'];
  let finish;
  wake.done = new Promise((resolve) => (finish = resolve));
  setTimeout(finish, windowMs);
  // Every eager placeholder has an answer, and the FCP is in (a deferred one, such as a footer below
  // the fold, may never mount: waiting for it made every load last the whole window).
  const settled = () => document.readyState !== 'loading' && wake.fcp !== null &&
    [...document.querySelectorAll('[data-cashback]')].filter((el) => !deferred.includes(el.getAttribute('data-load')))
      .every((el) => wake.islands.some((i) => i.element === el));
  const record = (state) => (event) => {
    const el = event.target;
    if (!(el instanceof Element) || !el.hasAttribute('data-cashback')) return;
    const load = el.getAttribute('data-load');
    wake.islands.push({ element: el, state, at: performance.now(), load: load ?? 'eager', eager: !deferred.includes(load),
      name: event.detail?.name ?? el.getAttribute('data-cashback') });
    if (settled()) finish();
  };
  addEventListener('cashback:mounted', record('mounted'), true);
  addEventListener('cashback:error', record('failed'), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') wake.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** One cold load: `{ fcp, islands: [{ name, state, at, load, eager }], signedIn }`, times in ms from navigation start. */
async function load(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, locale: 'uk-UA' });
  try {
    if (cookie) {
      await context.addCookies(cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }));
    }
    await context.addInitScript(instrument, WINDOW_MS);
    const page = await context.newPage();
    page.setDefaultTimeout(WINDOW_MS + 30_000);
    await slowDown(context, page);
    await slowNetwork(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    return await page.evaluate(async () => {
      await window.__wake.done;
      const { fcp, islands } = window.__wake;
      return { fcp, signedIn: window.isAuthenticated === true, islands: islands.map(({ element, ...rest }) => rest) };
    });
  } finally {
    await context.close();
  }
}

/** The gap of one load: last eager mount − FCP; null when an eager island did not mount in the window. */
function gapOf({ fcp, islands }) {
  const eager = islands.filter((i) => i.eager);
  if (fcp == null || !eager.length || eager.some((i) => i.state !== 'mounted' || i.at > WINDOW_MS)) return null;
  return Math.max(...eager.map((i) => i.at)) - fcp;
}

const ms = (t) => (t == null ? '—' : String(Math.round(t)));
const loadAvg = () => loadavg()[0].toFixed(2);

buildIfNeeded();
const started = Date.now();
const loadBefore = loadAvg();
const demo = await startDemo();
const browser = await launchChromium();
const results = [];
let cpu;
try {
  cpu = await calibrateCpu(browser);
  const cookie = VISITS.some((v) => v.who === 'user') ? await logIn(demo.url) : '';
  for (const { route, who } of VISITS) {
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      const seen = await load(browser, demo.url + route, who === 'user' ? cookie : '');
      if (seen.signedIn !== (who === 'user')) throw new Error(`${who} ${route}: the page was rendered for a ${seen.signedIn ? 'user' : 'guest'}`);
      loads.push({ ...seen, loadAvg: loadAvg() });
      const islands = seen.islands.map((i) => `${i.name}${i.eager ? '' : ` (${i.load})`} ${i.state === 'mounted' ? ms(i.at) : i.state}`).join(', ');
      console.log(`  ${who} ${route} load ${i + 1}/${RUNS}: FCP ${ms(seen.fcp)}, ${islands || 'no island'}, gap ${ms(gapOf(seen))} ms (load avg ${loads.at(-1).loadAvg})`);
    }
    results.push({ route, who, loads });
  }
} finally {
  await browser.close();
  await demo.close();
}

// One column per island name, in the order they were first seen; a deferred island is marked with its data-load.
const names = [];
for (const { loads } of results) for (const { islands } of loads) for (const i of islands) if (!names.includes(i.name)) names.push(i.name);
const strategies = (name) => [...new Set(results.flatMap((r) => r.loads.flatMap((l) => l.islands.filter((i) => i.name === name).map((i) => i.load))))];
const label = (name) => `${name} (${strategies(name).join('/')})`;
const cell = (loads, name) => {
  const times = loads.map((l) => l.islands.find((i) => i.name === name && i.state === 'mounted' && i.at <= WINDOW_MS)?.at);
  const mounted = times.filter((t) => t != null).length;
  if (!loads.some((l) => l.islands.some((i) => i.name === name)) && !mounted) return '—';
  return mounted === loads.length ? ms(median(times)) : `${mounted ? ms(median(times)) : '—'} (${mounted}/${loads.length})`;
};
const columns = [
  ['route', (r) => r.route], ['who', (r) => r.who], ['FCP', (r) => ms(median(r.loads.map((l) => l.fcp)))],
  ...names.map((name) => [label(name), (r) => cell(r.loads, name)]),
  ['gap', (r) => { const gaps = r.loads.map(gapOf); const n = gaps.filter((g) => g != null).length; return ms(median(gaps)) + (n < gaps.length ? ` (${n}/${gaps.length})` : ''); }],
  ['load avg', (r) => { const l = r.loads.map((x) => Number(x.loadAvg)); return `${Math.min(...l).toFixed(2)}–${Math.max(...l).toFixed(2)}`; }],
];
const cells = results.map((r) => columns.map(([, get]) => get(r)));
const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
const line = (row) => '| ' + row.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
console.log(`\nWake-up (ms from navigation start), median of ${RUNS} cold loads, Chromium 375x800 touch, slow 4G and CPU ${cpu.rate}x applied to the load; load average ${loadBefore} before, ${loadAvg()} after`);
console.log(`${cpu.line}\n`);
console.log(line(columns.map(([title]) => title)));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of cells) console.log(line(row));
console.log(`
Island columns: when its placeholder dispatched cashback:mounted, by its data-load (eager: none or
'eager'). '—': not mounted within ${WINDOW_MS / 1000} s (a 'visible' footer below the fold waits for a scroll);
'(n/${RUNS})': mounted in only n loads, the median of those. gap: the last eager island's mount minus
FCP, per load, then the median (a load where an eager island did not mount has none). load avg: the
machine's 1-minute load average after each of the row's loads, lowest–highest (${cpus().length} cores: above ${cpus().length}, other
work shared the CPU and every figure is longer).
Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
