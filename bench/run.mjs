// `npm run bench`: how /shops and the header search feel on a low-tier
// phone, with 40 and with 10,000 shops.
//
// For each catalogue size the demo server starts in this process and
// Chromium (playwright-core, the system browser) opens /shops 5 times, each
// time in a fresh context (cold cache) with a 375 x 800 touch viewport and
// the CPU slowed down to a low-tier phone's (CDP Emulation.setCPUThrottlingRate
// at the rate bench/calibrate.mjs measures and prints). Medians are
// printed. The network is local and not throttled: the figures are about
// main-thread work (parsing 10,000 shops, sorting, rendering), not bytes.
//
//   node bench/run.mjs            (CASHBACK_DIST picks the bundle, default dist/)
//   BENCH_RUNS=3 node bench/run.mjs
import os from 'node:os';
import { launchChromium, median, slowDown, startDemo } from './browser.mjs';
import { calibrateCpu } from './calibrate.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const SIZES = [40, 10_000];
const VIEWPORT = { width: 375, height: 800 };
const STEP_TIMEOUT = 30_000;
// «розетка» typed on the English layout with a letter changed: found only as a typo of a reading.
const MISTYPED = 'hjpnnrf';


// Runs in the page before any of its scripts: records when /shops becomes
// usable and the longest main-thread task before that.
function instrument() {
  const bench = { usable: 0, longest: 0 };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      if (bench.usable) return;
      for (const entry of list.getEntries()) bench.longest = Math.max(bench.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Support: longtask entries are Chromium-only; this runs in Chromium.
  }
  const ready = () => {
    const tabs = document.querySelectorAll('[data-cashback="app"] [role="tab"]');
    const card = document.querySelector('[data-cashback="app"] .cb-shop-card');
    if (tabs.length < 4 || !card) return false;
    const box = card.getBoundingClientRect();
    return box.height > 0 && box.top < innerHeight;
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    // The next frame paints the cards; the task after it runs once the main thread is free for a click.
    requestAnimationFrame(() => setTimeout(() => (bench.usable = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Time from a click on 'Найбільший кешбек' until the re-sorted grid is painted and the thread is free. */
const switchTab = () =>
  new Promise((resolve) => {
    // Each tab keeps its own panel (hidden when another is chosen): wait for the chosen one's cards.
    const tab = [...document.querySelectorAll('[data-cashback="app"] [role="tab"]')].find((t) => t.textContent === 'Найбільший кешбек');
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      if (!panel || panel.hidden || !panel.querySelector('.cb-shop-grid .cb-shop-card')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    tab.click();
  });

/**
 * Arms the search box: resolves with the time from the next `type` event (keydown, or
 * beforeinput for a paste: preact may re-render inside its own input handler) until the
 * frame that shows the results (or "nothing found") was presented.
 *
 * That is the Event Timing entry of the event (as INP counts it): from the event's
 * timestamp to the presentation of the first frame after its task, rounded to 8 ms. It
 * counts only if the results were in the DOM before that frame; if they came in a later
 * task (or no entry came: under 16 ms there is none), the time runs to the task after the
 * frame that drew them (the earlier measure).
 * The earlier measure alone (a requestAnimationFrame, then a setTimeout) also counted
 * whatever the main thread was given before that timeout, such as the logos arriving
 * from the network, and so could run hundreds of ms past the painted results.
 */
const armSearch = (type) => {
  const input = document.activeElement;
  window.__search = new Promise((resolve) => {
    const entries = [];
    const timing = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    timing.observe({ type: 'event', durationThreshold: 16 });
    input.addEventListener(type, (event) => {
      const pressed = event.timeStamp;
      const shown = () => {
        const header = document.querySelector('[data-cashback="header"]');
        return header.querySelector('[role="listbox"] [role="option"]') || /Нажаль нічого не знайдено/.test(header.textContent);
      };
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        const seen = performance.now();
        requestAnimationFrame(() => setTimeout(() => {
          const painted = performance.now();
          // Event Timing entries are reported after the frame: wait for this one.
          const settle = () => {
            const entry = entries.find((e) => e.name === type && Math.abs(e.startTime - pressed) < 1);
            if (!entry && performance.now() - painted < 1000) return setTimeout(settle, 50);
            timing.disconnect();
            resolve(entry && seen <= entry.startTime + entry.duration ? entry.duration : painted - pressed);
          };
          settle();
        }));
      });
      observer.observe(document.querySelector('[data-cashback="header"]'), { childList: true, subtree: true, characterData: true });
    }, { once: true });
  });
};

/** Resolves once no request has been in flight for `quiet` ms. */
function networkQuiet(page, quiet = 500) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => { inFlight++; last = Date.now(); };
  const ended = () => { inFlight--; last = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (inFlight > 0 || Date.now() - last < quiet) await new Promise((resolve) => setTimeout(resolve, 50));
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** A fresh /shops (cold cache) on a slowed-down phone; resolves once it is usable and its requests have settled. */
async function openShops(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: 'uk-UA', reducedMotion: 'reduce' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  await slowDown(context, page);
  await page.goto(`${url}/shops`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench.usable > 0, null, { polling: 50 });
  const { usable, longest } = await page.evaluate(() => window.__bench);
  await page.waitForLoadState('networkidle');
  return { context, page, usable, longest };
}

/**
 * Each measure on a page of its own: the tab switch leaves work behind for a second or so (the
 * new panel's logos decoded and rastered, the compositor's commit waiting on them), which a
 * keystroke right after it would pay for too.
 */
async function measureOnce(browser, url) {
  const first = await openShops(browser, url);
  const { usable, longest } = first;
  let tab;
  try {
    tab = await first.page.evaluate(switchTab);
  } finally {
    await first.context.close();
  }
  const { context, page } = await openShops(browser, url);
  try {
    // The header search: on a phone it sits in the menu.
    let search = null;
    let mistyped = null;
    let note = '';
    const combobox = page.locator('[data-cashback="header"] [role="combobox"]');
    if (!(await combobox.first().isVisible())) {
      const menu = page.locator('[data-cashback="header"]').getByRole('button', { name: 'Меню', exact: true });
      if (await menu.count()) await menu.click();
    }
    const box = combobox.locator('visible=true').first();
    if (await box.waitFor({ timeout: 10_000 }).then(() => true, () => false)) {
      // The results chunk and the lists load on focus. (waitForLoadState('networkidle')
      // would not wait: the page reached that state before, so the key could come
      // while they were still loading.)
      const loaded = networkQuiet(page);
      await box.focus();
      await loaded();
      // The lists are indexed in idle time after they arrive, a slice per task, as a
      // shopper reaches for the keys; then the options are laid out, hidden. The
      // keystroke is measured after that (a key before it reads the rest at once).
      await page.locator('[data-cashback="header"] .cb-search__popup .cb-search__option').first().waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.evaluate(armSearch, 'keydown');
      await page.keyboard.press('r');
      search = await page.evaluate(() => window.__search);
      // The slow path: nothing matches as typed, so every name is read in the
      // other alphabet, from the other layout and with a typo.
      await box.fill('');
      await page.locator('[data-cashback="header"] [role="listbox"]').waitFor({ state: 'detached' });
      await page.evaluate(armSearch, 'beforeinput');
      await box.fill(MISTYPED);
      mistyped = await page.evaluate(() => window.__search);
    } else {
      note = 'no header search combobox found';
    }
    return { usable, longest, tab, search, mistyped, note };
  } finally {
    await context.close();
  }
}

const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);

async function benchSize(browser, seedShops) {
  const { url, close } = await startDemo({ seedShops });
  const body = await (await fetch(`${url}/api/shops`)).arrayBuffer();
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const run = await measureOnce(browser, url);
      runs.push(run);
      process.stdout.write(`  ${seedShops} shops, run ${i + 1}/${RUNS}: usable ${ms(run.usable)}, tab ${ms(run.tab)}, search ${ms(run.search)}, mistyped ${ms(run.mistyped)}\n`);
    }
  } finally {
    await close();
  }
  return {
    usable: median(runs.map((r) => r.usable)),
    longest: median(runs.map((r) => r.longest)),
    tab: median(runs.map((r) => r.tab)),
    search: median(runs.map((r) => r.search)),
    mistyped: median(runs.map((r) => r.mistyped)),
    notes: [...new Set(runs.map((r) => r.note).filter(Boolean))],
    apiKb: body.byteLength / 1024,
  };
}

buildIfNeeded();
const started = Date.now();
const browser = await launchChromium();
const results = {};
let cpu;
try {
  cpu = await calibrateCpu(browser);
  for (const size of SIZES) results[size] = await benchSize(browser, size);
} finally {
  await browser.close();
}

const rows = [
  ['/shops usable (a)', (r) => ms(r.usable)],
  ['  longest main-thread task before it', (r) => ms(r.longest)],
  ['tab switch to "Найбільший кешбек"', (r) => ms(r.tab)],
  ['search: keystroke to results (b)', (r) => ms(r.search)],
  [`search: "${MISTYPED}" pasted, to results (c)`, (r) => ms(r.mistyped)],
  ['GET /api/shops body (uncompressed)', (r) => `${r.apiKb.toFixed(0)} KB`],
];
const width = Math.max(...rows.map(([label]) => label.length)) + 2;
console.log(`\nMedian of ${RUNS} runs, Chromium, CPU slowdown ${cpu.rate}x, ${VIEWPORT.width}x${VIEWPORT.height} touch viewport, cold cache, local network`);
// Other work on the machine lengthens every figure; say how busy it was.
const load = os.loadavg()[0];
console.log(cpu.line);
console.log(`Load average ${load.toFixed(1)} on ${os.cpus().length} cores${load > os.cpus().length ? ': the machine was busy, the figures are high and noisy' : ''}\n`);
console.log(''.padEnd(width) + SIZES.map((s) => `${s.toLocaleString('en-US')} shops`.padStart(14)).join(''));
for (const [label, cell] of rows) console.log(label.padEnd(width) + SIZES.map((s) => cell(results[s]).padStart(14)).join(''));
for (const size of SIZES) for (const note of results[size].notes) console.log(`Note (${size} shops): ${note}`);
console.log(`
(a) from navigation start until the first shop card is in the viewport and the four tabs are
    mounted, measured in the first task after the frame that paints them (so the main thread is
    free to take a click).
(b) on a fresh /shops of its own (not after the tab switch: see measureOnce), from the keydown of
    one letter ("r") in the header's search combobox (on a phone, in the menu), once its requests have settled, the lists are indexed and the page is idle after focusing it, until the frame that shows its listbox's options or 'Нажаль нічого не знайдено' was
    presented: the keydown's Event Timing duration (8 ms steps), as INP counts a keystroke.
    Every keystroke searches (no debounce since issue 10; before it, this included a 120 ms
    debounce).
(c) the same from the beforeinput event of pasting ${MISTYPED} into the emptied box: nothing matches as
    typed, so every name is also read in the other alphabet, from the other layout and with a
    typo (src/lib/search/); the slowest path a keystroke takes.
Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
