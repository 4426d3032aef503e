// `npm run bench` (second part): how long each interaction of issue 13 takes
// to answer, on a low-tier phone, at a phone's width and a desktop's.
//
// An interaction's figure is the longest Event Timing entry it produces
// (PerformanceObserver type 'event', durationThreshold 16): input delay +
// handlers + the time to the next paint, as Chrome's INP counts it. Entries
// under 16 ms are not reported by the browser, so '<16' means "faster than
// the browser measures". Each interaction runs 5 times (BENCH_RUNS) with the
// CPU slowed down to a low-tier phone's (bench/calibrate.mjs, printed with
// this machine's benchmark index); the median and the worst are printed, with the
// machine's 1-minute load average before and after the row (other processes
// on a shared machine make every figure larger). Beside the median, the parts
// of that run's longest entry: input delay (the input waiting for the main
// thread), handlers (processingStart to processingEnd: our code and the
// renders it starts in microtasks) and presentation (processingEnd to the
// next frame on screen: style, layout, paint, and whatever tasks ran first).
//
//   node bench/interactions.mjs            (CASHBACK_DIST picks the bundle, default dist/)
//   BENCH_RUNS=3 node bench/interactions.mjs
//   BENCH_ONLY=tabs node bench/interactions.mjs     (only rows whose name contains "tabs"; "tabs,modal" either)
//   BENCH_WIDTH=1280 node bench/interactions.mjs    (one width only; by default every row runs at 375 and 1280)
//   BENCH_WORK=1 node bench/interactions.mjs        (each interaction's main-thread work instead, bench/work.mjs: thread
//                                                   time with the CPU not slowed, which other load on the machine barely
//                                                   changes; the phone takes about `slowdown` times as long)
//
// Every row runs at a phone's 375x800 (touch) and a desktop's 1280x900
// (mouse), one after the other, under the one calibration of the run. Two
// rows have one width only: the burger exists below 992 px, the user menu's
// button above it (widgets/header/header.css). The table at the end is
// Markdown, for docs/performance.md.
import { readFileSync } from 'node:fs';
import { launchChromium, median, slowDown, startDemo } from './browser.mjs';
import { calibrateCpu } from './calibrate.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { traceWork } from './work.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const ONLY = (process.env.BENCH_ONLY || '').split(',');
const WORK = Boolean(process.env.BENCH_WORK);
const USER = 'user@example.com';
const WIDTHS = process.env.BENCH_WIDTH ? [Number(process.env.BENCH_WIDTH)] : [375, 1280];
const viewportAt = (width) => ({ width, height: width < 600 ? 800 : 900 });
const screen = ({ width, height }) => `${width}x${height}${width < 600 ? ' touch' : ''}`;
// The header's breakpoint: below it the burger, above it the bar with the user menu.
const WIDE = 992;

const loadavg = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

// Runs in the page before its scripts: collects the event entries of 16 ms or more that belong to an
// interaction (a press, a tap, a key: `interactionId`), as INP counts them. A mouse moving onto the
// target is not one: its pointerover's "next paint" is whenever the page next paints (it changed
// nothing), and such an entry, delivered after the press had begun, was counted as the press's.
function instrument() {
  window.__events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        window.__events.push({
          name: e.name, duration: e.duration, delay: e.processingStart - e.startTime,
          handlers: e.processingEnd - e.processingStart, paint: e.startTime + e.duration - e.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // Support: Event Timing is in Chromium, which this runs.
  }
}

async function openPage(browser, url, { viewport, as } = {}) {
  const phone = viewport.width < 600;
  // Motion as a shopper's phone has it: a row's frame includes the start of its animations.
  const context = await browser.newContext({
    baseURL: url, viewport, isMobile: phone, hasTouch: phone, locale: 'uk-UA', reducedMotion: 'no-preference',
  });
  if (as) {
    await context.request.get('/sanctum/csrf-cookie');
    const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    // Origin and Referer as a page would send them: Sanctum's stateful check needs them for the session.
    const fromPage = { Accept: 'application/json', Origin: url, Referer: `${url}/login` };
    const res = await context.request.post('/api/login', {
      data: { email: as, password: 'password123' },
      headers: { ...fromPage, 'X-XSRF-TOKEN': decodeURIComponent(token) },
    });
    if (!res.ok()) throw new Error(`sign in as ${as}: ${res.status()}`);
    const user = await context.request.get('/api/user', { headers: fromPage });
    if (!user.ok()) throw new Error(`sign in as ${as}: the session is not signed in (${user.status()})`);
  }
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  // Thread time under the throttle counts the throttle's own pauses: the work is read at full speed.
  if (!WORK) await slowDown(context, page);
  await watchContexts(context, page);
  return { context, page };
}

// Each page's CDP session and its live JavaScript worlds (the page's own and Playwright's utility world).
const worlds = new WeakMap();

async function watchContexts(context, page) {
  const cdp = await context.newCDPSession(page);
  const live = new Map();
  cdp.on('Runtime.executionContextCreated', ({ context: c }) => live.set(c.id, c));
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => live.delete(executionContextId));
  cdp.on('Runtime.executionContextsCleared', () => live.clear());
  await cdp.send('Runtime.enable');
  worlds.set(page, { cdp, live });
}

/**
 * Removes the listeners Playwright's injected script puts on the window in
 * every world it runs in: a capture, non-passive listener for each pointer,
 * touch and mouse event (its hit-target check for locator.click). A
 * non-passive touchstart listener makes every tap wait for the main thread,
 * and under the throttle they added 60 to 80 ms to a tap's input delay on a
 * page of one button (51 to 70 ms without them, 129 to 142 with them); a
 * shopper's page has none of them. Locators keep working without them.
 */
async function dropHarnessListeners(page) {
  const { cdp, live } = worlds.get(page);
  for (const { id } of live.values()) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window', contextId: id, objectGroup: 'harness' }).catch(() => ({}));
    if (!result?.objectId) continue;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    for (const l of listeners) {
      if (!l.handler?.description?.includes('_hitTargetInterceptor')) continue;
      await cdp.send('Runtime.callFunctionOn', {
        objectId: l.handler.objectId,
        functionDeclaration: 'function (type, capture) { window.removeEventListener(type, this, capture); }',
        arguments: [{ value: l.type }, { value: l.useCapture }],
      });
    }
  }
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'harness' });
}

/** Two frames and a task: the paint after the input has happened and its entries are delivered. */
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

/**
 * Runs `act` (the input and a wait for what it shows), then returns the
 * longest event entry it produced (`duration` 0 when none reached 16 ms),
 * with its parts in ms.
 */
async function measure(page, act) {
  await settle(page);
  await page.evaluate(() => (window.__events = []));
  const run = async () => {
    await act();
    await settle(page);
  };
  const work = WORK ? await traceWork(worlds.get(page).cdp, run) : (await run(), null);
  await page.waitForTimeout(100);
  // Entries of one interaction share its duration (to 8 ms): the one whose handlers took longest (the click's, not the pointerdown's).
  const entry = await page.evaluate(() => window.__events.reduce(
    (a, b) => (b.duration > a.duration || (b.duration === a.duration && b.handlers > a.handlers) ? b : a),
    { duration: 0 },
  ));
  return { ...entry, work };
}

/**
 * A shopper's press on `target`: a tap on a phone, on a desktop the mouse
 * moved over it first (hover is not part of the press), then pressed. Not
 * locator.click(): its hit-target check runs Playwright's own listeners in
 * the page for the same input, on the same throttled main thread, and they
 * were counted in the entry's delay and handlers. It returns once the press's
 * frames are painted: a row's wait for what the press shows (a locator's
 * polling, run in the page on each animation frame) must not run inside the
 * frame it measures.
 */
async function press(page, target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await dropHarnessListeners(page);
  // The press lands on a page at rest, as a shopper's finger does: after the scroll's frames
  // and the header's slide out of view on the way down (a 250 ms transition), and after what
  // the harness's own calls above left on the main thread.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity), null, { timeout: 2000 })
    .catch(() => undefined); // a transition started again and again: press anyway
  await settle(page);
  if (page.viewportSize().width < 600) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.move(x, y);
    await settle(page);
    await page.evaluate(() => (window.__events = []));
    await page.mouse.down();
    await page.mouse.up();
  }
  await settle(page);
}

const app = (page) => page.locator('[data-cashback="app"]');
const header = (page) => page.locator('[data-cashback="header"]');

async function visit(page, route, ready) {
  await page.goto(route);
  await ready.waitFor();
  await page.waitForLoadState('networkidle');
  await settle(page);
}

const shopsPage = (page) => visit(page, '/shops', app(page).locator('.cb-shop-card').first());

/** A tab switch on /shops from a fresh page, as a first-time visitor makes it. */
const tabSwitch = (label) => async (browser, url, viewport) => {
  const { context, page } = await openPage(browser, url, { viewport });
  try {
    await shopsPage(page);
    return await measure(page, async () => {
      await press(page, app(page).getByRole('tab', { name: label }));
      await app(page).locator(`[role="tab"][aria-selected="true"]`, { hasText: label }).waitFor();
    });
  } finally {
    await context.close();
  }
};

/**
 * One page, then `RUNS` measured inputs; `reset` (not measured) undoes each.
 * Returns the list of figures.
 */
const repeated = ({ as = USER, open, act, reset }) => async (browser, url, viewport) => {
  const { context, page } = await openPage(browser, url, { viewport, as });
  try {
    await open(page);
    const figures = [];
    for (let i = 0; i < RUNS; i++) {
      figures.push(await measure(page, () => act(page, i)));
      if (reset) await reset(page, i);
    }
    return figures;
  } finally {
    await context.close();
  }
};

const burger = (page) => header(page).getByRole('button', { name: 'Меню', exact: true });
const WORD = 'rozetka';

/**
 * The search box, focused: in the bar on a desktop, in the burger panel on a
 * phone. With `ready`, once its chunk and lists have loaded and the names are
 * read (its options are drawn, hidden); else at once, as a quick typist types.
 */
async function searchBox(page, { ready = true } = {}) {
  const box = header(page).locator('[role="combobox"]').locator('visible=true');
  if (!(await box.count())) {
    await burger(page).click();
    // The panel takes the focus once it has mounted (an effect, after its paint): the box's focus comes after.
    await page.waitForFunction(() => document.activeElement?.classList.contains('cb-header__panel'));
  }
  await box.first().focus();
  if (ready) await header(page).locator('.cb-search__popup .cb-search__option').first().waitFor({ state: 'attached' });
  return box.first();
}

// The control row's page: one button whose click changes its text, and nothing of ours.
const FLOOR_PAGE = `<!doctype html><html lang="uk"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Кнопка</title><button type="button" style="font: 16px sans-serif; padding: 12px 20px">Натиснути</button>
<script>let n = 0; document.querySelector('button').addEventListener('click', (e) => { e.currentTarget.textContent = 'Натиснуто ' + ++n; });</script>`;

const INTERACTIONS = [
  {
    // What any tap costs on this profile: the browser's own part (hit tests, the tap's :active frame, the
    // pointer and mouse events, focus) and one text change, with none of our code or styles.
    name: 'control: a page of one button, its text changed', shops: 48,
    run: repeated({
      as: null,
      open: async (page) => {
        await page.route('**/one-button', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: FLOOR_PAGE }));
        await visit(page, '/one-button', page.getByRole('button'));
      },
      act: (page) => press(page, page.getByRole('button')),
    }),
  },
  { name: 'shop tabs: Найбільший кешбек, 48 shops', shops: 48, fresh: tabSwitch('Найбільший кешбек') },
  { name: 'shop tabs: Найбільший кешбек, 10,000 shops', shops: 10_000, fresh: tabSwitch('Найбільший кешбек') },
  {
    name: 'shop tabs: back and forth (Популярні/Найбільший)', shops: 10_000,
    run: repeated({
      as: null,
      open: shopsPage,
      act: async (page, i) => {
        const label = i % 2 ? 'Популярні' : 'Найбільший кешбек';
        await press(page, app(page).getByRole('tab', { name: label }));
        await app(page).locator('[role="tab"][aria-selected="true"]', { hasText: label }).waitFor();
      },
    }),
  },
  ...[48, 10_000].map((shops) => ({
    name: `search: first keystroke, lists just in, ${shops.toLocaleString('en-US')} shops`, shops,
    // A fresh page each run; the key comes as soon as the search's lists have arrived (focus asks for the
    // categories; /shops has its shops), while the names are being read: a quick typist's first key.
    fresh: async (browser, url, viewport) => {
      const { context, page } = await openPage(browser, url, { viewport });
      try {
        await shopsPage(page);
        const lists = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/categories');
        const box = await searchBox(page, { ready: false });
        await lists;
        return await measure(page, async () => {
          await box.press(WORD[0]);
          await settle(page);
          await header(page).locator('.cb-search__popup:not(.cb-search__hidden) [role="option"]').first().waitFor();
        });
      } finally {
        await context.close();
      }
    },
  })),
  ...[48, 10_000].map((shops) => ({
    name: `search: one keystroke, ${shops.toLocaleString('en-US')} shops`, shops,
    run: repeated({
      open: async (page) => { await shopsPage(page); await searchBox(page); },
      act: async (page, i) => {
        await page.keyboard.press(WORD[i % WORD.length]);
        await settle(page);
        await header(page).locator('[role="listbox"]').first().waitFor({ state: 'attached' }).catch(() => {});
      },
    }),
  })),
  {
    name: 'favourite star (signed in)', shops: 48,
    run: repeated({
      open: shopsPage,
      act: async (page) => {
        const star = app(page).locator('.cb-shop-card__star').first();
        const was = await star.getAttribute('aria-pressed');
        await press(page, star);
        await app(page).locator(`.cb-shop-card__star[aria-pressed="${was === 'true' ? 'false' : 'true'}"]`).first().waitFor();
      },
      reset: (page) => page.waitForLoadState('networkidle'),
    }),
  },
  {
    name: 'mobile menu: open', shops: 48, widths: (w) => w < WIDE,
    run: repeated({
      open: (page) => visit(page, '/', app(page).locator('.cb-shop-card').first()),
      act: async (page) => {
        await press(page, burger(page));
        await header(page).locator('.cb-header__panel').waitFor();
      },
      reset: async (page) => {
        await burger(page).click();
        await header(page).locator('.cb-header__panel').waitFor({ state: 'detached' });
      },
    }),
  },
  {
    name: 'user menu: hover and click', shops: 48, widths: (w) => w >= WIDE,
    run: repeated({
      open: (page) => visit(page, '/', app(page).locator('.cb-shop-card').first()),
      act: async (page) => {
        await press(page, header(page).getByRole('button', { name: /Меню користувача/ }));
        await header(page).locator('.cb-user-menu__panel').waitFor();
      },
      reset: async (page) => {
        await page.keyboard.press('Escape');
        await page.mouse.move(600, 800);
        await header(page).locator('.cb-user-menu__panel').waitFor({ state: 'hidden' });
      },
    }),
  },
  {
    name: 'slider: next poster', shops: 48,
    run: repeated({
      open: (page) => visit(page, '/', app(page).getByRole('button', { name: 'Наступний слайд' })),
      act: (page) => press(page, app(page).getByRole('button', { name: 'Наступний слайд' })),
    }),
  },
  {
    name: "modal: 'Задати питання' opens", shops: 48,
    run: repeated({
      open: (page) => visit(page, '/shops/1', app(page).getByRole('button', { name: 'Задати питання' })),
      act: async (page) => {
        await press(page, app(page).getByRole('button', { name: 'Задати питання' }));
        await page.getByRole('dialog').waitFor();
      },
      reset: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      },
    }),
  },
  {
    name: 'withdrawal form: card number keystroke', shops: 48,
    run: repeated({
      open: async (page) => {
        await visit(page, '/user-profile/withdrawal-money/bank-card', app(page).locator('input[name="card_number"]'));
        await app(page).locator('input[name="card_number"]').focus();
      },
      act: (page, i) => page.keyboard.press(String((i % 9) + 1)),
    }),
  },
  {
    name: 'withdrawal form: submit (50 грн each)', shops: 48,
    // Each run needs a fresh, filled-in form: `before` (not measured), then the click (see runSubmit).
    before: async (page) => {
      const field = (name) => app(page).locator(`input[name="${name}"]`);
      await visit(page, '/user-profile/withdrawal-money/bank-card', field('card_number'));
      await field('card_number').pressSequentially('4111111111111111');
      await field('full_name').pressSequentially('Олена Коваленко');
      await field('amount').pressSequentially('50');
      await page.getByRole('button', { name: 'Вивести кошти' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-cashback="app"] button[type="submit"]')?.disabled);
      await settle(page);
    },
  },
  {
    name: 'settings: open an inline edit', shops: 48,
    run: repeated({
      open: (page) => visit(page, '/user-profile/settings', app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" })),
      act: async (page) => {
        await press(page, app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }));
        await app(page).getByLabel("Ім'я та прізвище").waitFor();
      },
      reset: async (page) => {
        await page.keyboard.press('Escape');
        await app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }).waitFor();
      },
    }),
  },
  {
    name: 'settings: a keystroke in the inline edit', shops: 48,
    run: repeated({
      open: async (page) => {
        await visit(page, '/user-profile/settings', app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }));
        await app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }).click();
        await app(page).getByLabel("Ім'я та прізвище").focus();
      },
      act: (page, i) => page.keyboard.press('abcde'[i % 5]),
    }),
  },
  {
    name: 'review stars: choose a rating', shops: 48,
    run: repeated({
      open: (page) => visit(page, '/shops/1', app(page).locator('.cb-star-picker')),
      act: async (page, i) => {
        const n = [3, 4, 2, 5, 1][i % 5];
        await press(page, app(page).locator('.cb-star-picker__star').nth(n - 1));
        await page.waitForFunction((n) => document.querySelector('.cb-star-picker input:checked')?.value === String(n), n);
      },
    }),
  },
];

/** The submit row needs a fresh filled form per run: its own loop. */
async function runSubmit(browser, url, row, viewport) {
  const { context, page } = await openPage(browser, url, { viewport, as: USER });
  try {
    const figures = [];
    for (let i = 0; i < RUNS; i++) {
      await row.before(page);
      figures.push(await measure(page, async () => {
        await press(page, page.getByRole('button', { name: 'Вивести кошти' }));
        await page.waitForURL('**/user-profile/success-withdrawal');
      }));
    }
    return figures;
  } finally {
    await context.close();
  }
}

const ms = (value) => (value < 16 ? '<16' : String(Math.round(value)));

const servers = new Map();
async function demoWith(shops) {
  if (!servers.has(shops)) servers.set(shops, await startDemo({ seedShops: shops }));
  return servers.get(shops).url;
}

/** One row at one width: its figures (one per run). */
function runRow(row, browser, url, viewport) {
  if (row.fresh) {
    return (async () => {
      const figures = [];
      for (let i = 0; i < RUNS; i++) figures.push(await row.fresh(browser, url, viewport));
      return figures;
    })();
  }
  if (row.before) return runSubmit(browser, url, row, viewport);
  return row.run(browser, url, viewport);
}

buildIfNeeded();
const started = Date.now();
const browser = await launchChromium();
const rows = [];
let cpu;
try {
  cpu = await calibrateCpu(browser);
  for (const row of INTERACTIONS.filter((r) => ONLY.some((part) => r.name.includes(part)))) {
    // One demo per catalogue size; the rows' writes (a toggled star, withdrawals of 50) do not disturb the others.
    const url = await demoWith(row.shops);
    const result = { name: row.name, at: new Map() };
    for (const width of WIDTHS.filter((w) => !row.widths || row.widths(w))) {
      const loadBefore = loadavg();
      try {
        const figures = await runRow(row, browser, url, viewportAt(width));
        const durations = figures.map((f) => f.duration);
        // The parts of the run whose duration is the median (of the lower one, for an even count).
        const parts = [...figures].sort((a, b) => a.duration - b.duration)[(figures.length - 1) >> 1];
        const load = `${loadBefore.toFixed(2)}–${loadavg().toFixed(2)}`;
        const works = figures.map((f) => f.work).filter(Boolean);
        const work = works.length ? [...works].sort((a, b) => a.total - b.total)[(works.length - 1) >> 1] : null;
        result.at.set(width, { median: median(durations), worst: Math.max(...durations), parts, load, work });
        console.log(`  ${row.name}, ${width} px: ${durations.map(ms).join(', ')} ms (load ${load})${works.length ? `; work ${works.map((w) => w.total.toFixed(1)).join(', ')} ms` : ''}`);
      } catch (error) {
        console.log(`  ${row.name}, ${width} px: failed: ${error.message.split('\n')[0]}`);
        result.at.set(width, { failed: true, load: loadBefore.toFixed(2) });
      }
    }
    rows.push(result);
  }
} finally {
  await browser.close();
  for (const { close } of servers.values()) await close();
}

const split = ({ duration, delay, handlers, paint }) =>
  (duration ? [delay, handlers, paint].map((n) => String(Math.round(n))).join(' / ') : '-');
const cell = (figure) => {
  if (!figure) return 'n/a';
  if (figure.failed) return `failed (load ${figure.load})`;
  return `${ms(figure.median)} (${ms(figure.worst)}; ${split(figure.parts)})`;
};
console.log(`\nInteractions: longest event entry in ms, median of ${RUNS} (worst; delay / handlers / presentation of the median run), Chromium, CPU slowdown ${WORK ? "none (BENCH_WORK)" : `${cpu.rate}x`}, ${WIDTHS.map((w) => screen(viewportAt(w))).join(' and ')}`);
console.log(`${cpu.line}\n`);
console.log(`| interaction | ${WIDTHS.map((w) => `${w} px`).join(' | ')} | load avg (1 min, before–after) |`);
console.log(`| --- | ${WIDTHS.map(() => '---').join(' | ')} | --- |`);
for (const row of rows) {
  const loads = WIDTHS.map((w) => row.at.get(w)?.load).filter(Boolean).join(', ');
  console.log(`| ${row.name} | ${WIDTHS.map((w) => cell(row.at.get(w))).join(' | ')} | ${loads} |`);
}
if (WORK) {
  const kinds = ['script and other', 'style', 'layout', 'prepaint', 'paint', 'commit', 'hit test'];
  const workCell = (figure) => {
    const w = figure?.work;
    if (!w) return 'n/a';
    return `${w.total.toFixed(1)} (${kinds.map((k) => (w.parts[k] ?? 0).toFixed(1)).join(' / ')}; ${w.elements} el)`;
  };
  console.log(`\nMain-thread work of the median run, thread time in ms (${kinds.join(' / ')}; elements styled), from the input to the frame committed after it; the CPU not slowed; the phone takes about ${cpu.rate} times as long:\n`);
  console.log(`| interaction | ${WIDTHS.map((w) => `${w} px`).join(' | ')} |`);
  console.log(`| --- | ${WIDTHS.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.name} | ${WIDTHS.map((w) => workCell(row.at.get(w))).join(' | ')} |`);
}
console.log(`\n'<16': no event entry reached 16 ms (the browser reports none shorter). 'n/a': the control does not exist at that width (the burger below ${WIDE} px, the user menu's button above).
Target: under 100 ms.
Finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
