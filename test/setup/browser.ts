// Browser tests: Debian's Chromium driven by playwright-core, against the
// real demo server started in-process on a free port.
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { suite } from 'uvu';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
// @ts-expect-error plain JavaScript module without types
import { startDemo as startDemoServer } from './demo-server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;
export const PASSWORD = 'password123';

export interface Demo {
  url: string;
  // eslint-disable-next-line typescript/no-explicit-any -- demo/server.mjs is plain JavaScript: its in-memory db has no types to import
  server: Server & { db: any };
  logs: string[];
  close(): Promise<void>;
}

/** Starts the demo server on a free port. `distDir` picks the bundle (dist or dist-react). */
export function startDemo(options: Record<string, unknown> = {}): Promise<Demo> {
  return startDemoServer({ distDir: path.resolve(process.env.CASHBACK_DIST || 'dist'), ...options });
}

/**
 * Chromium features the tests switch off. Chromium reads only the last
 * `--disable-features`, so the list repeats Playwright's own (1.65) before
 * ours; `launch` checks that it still covers Playwright's.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: every new context opens a window, and each window preloads the address bar's popup (a
  // WebUI page in a renderer of its own), a large share of a browser test's CPU.
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup',
  // Chromium keeps a spare renderer process started for the context used last, so that the
  // next navigation need not wait for one; every test opens a new context, so each spare would
  // be started and thrown away unused, nearly doubling the renderer processes a test starts.
  'SpareRendererForSitePerProcess',
];

/** The command line of the Chromium this process started (Linux's /proc); empty where unknown. */
function chromiumArgs(): string[] {
  for (const pid of existsSync('/proc') ? readdirSync('/proc') : []) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.some((arg) => arg.startsWith('--disable-features='))) return argv;
    } catch {
      // not a process (or one that has ended)
    }
  }
  return [];
}

/** Headless Chromium with the flags this network-less machine needs. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--disable-features=${DISABLED_FEATURES.join(',')}`],
  });
  const lists = chromiumArgs().filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  const dropped = (lists[0] ?? []).filter((feature) => !DISABLED_FEATURES.includes(feature));
  if (dropped.length) {
    await browser.close();
    throw new Error(`Playwright now disables ${dropped.join(', ')} too: add them to DISABLED_FEATURES in test/setup/browser.ts`);
  }
  return browser;
}

export interface OpenOptions {
  width?: number;
  /** Sign in as this demo account before the first page loads. */
  as?: string;
  /** Collect console errors and page errors into `errors`. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface Session { context: BrowserContext; page: Page; errors: string[] }

/** A fresh context (own cookies and storage) at the given width, optionally signed in. */
export async function open(browser: Browser, demo: Demo, options: OpenOptions = {}): Promise<Session> {
  const width = options.width ?? WIDTHS.desktop;
  const context = await browser.newContext({
    baseURL: demo.url,
    viewport: { width, height: width < 600 ? 800 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    locale: 'uk-UA',
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  if (options.as) await signIn(context, options.as);
  const page = await context.newPage();
  watchTraffic(page);
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Signs the context in over the API, as the login form would (csrf cookie, then POST). */
export async function signIn(context: BrowserContext, email: string, password = PASSWORD): Promise<void> {
  const { origin } = new URL((await context.request.get('/sanctum/csrf-cookie')).url());
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/api/login', {
    data: { email, password },
    // Origin, as a browser sends it: Sanctum keeps the session only for the page's own origin.
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json', Origin: origin },
  });
  if (!res.ok()) throw new Error(`sign in as ${email} failed: ${res.status()} ${await res.text()}`);
}

/** The requests of each page `open` made that are on their way, and how many have started. */
const traffic = new WeakMap<Page, { pending: Set<Request>; started: number; settled: Promise<void> }>();

function watchTraffic(page: Page) {
  let wake = () => {};
  const state = { pending: new Set<Request>(), started: 0, settled: Promise.resolve() };
  const done = (request: Request) => {
    state.pending.delete(request);
    if (!state.pending.size) wake();
  };
  page.on('request', (request) => {
    if (!state.pending.size) state.settled = new Promise((resolve) => (wake = resolve));
    state.pending.add(request);
    state.started += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
}

/**
 * Until no request of the page is on its way while it paints three frames
 * (a render paints in the first; the effects it schedules after the paint,
 * which start the next requests, have run by the third): the network at rest
 * as `networkidle` has it, without its fixed half second of quiet. For a page
 * `open` made (any other waits for `networkidle`).
 */
export async function quiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const until = Date.now() + 10_000;
  for (;;) {
    while (state.pending.size) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([state.settled, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, until - Date.now()))))]);
      clearTimeout(timer);
      if (Date.now() > until) throw new Error(`requests still on their way after 10 s: ${[...state.pending].map((r) => r.url()).join(', ')}`);
    }
    const started = state.started;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    if (!state.pending.size && state.started === started) return;
  }
}

/**
 * Holds the bundle's scripts (cashback.js and the chunks; `scripts` to hold
 * others) at the network until the returned function is called: what the
 * shopper does before the islands wake, tested without depending on speed.
 */
export async function holdBundle(page: Page, scripts = /\/widgets\/(cashback\.js|chunks\/[^/]+\.js)$/): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue().catch(() => {}); // a page that navigated away meanwhile
  });
  return release;
}

/**
 * Until a person could act on the prerendered page: it has painted (its
 * stylesheet is in), so the inline loader has run and keeps what they do. A
 * script could act on the DOM above the loader earlier than any person.
 */
export const painted = (page: Page) =>
  page.waitForFunction(() => Symbol.for('cashback.capture') in window && performance.getEntriesByName('first-contentful-paint').length > 0);

/** Waits until every island placeholder on the page has settled (mounted or failed). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-cashback]')].every((el) => {
      const state = el.getAttribute('data-cashback-state');
      return state === 'mounted' || state === 'failed' || el.getAttribute('data-load') === 'visible';
    }));
}

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's violations on the current page, every impact level (minor to critical), as readable lines. */
export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const { axe: run } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } };
    const result = await run.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/**
 * Whether the tests save their screenshots for a person to look at: not in CI, where nobody
 * does (the engine layout tests' full pages were a third of their CPU); CASHBACK_SCREENSHOTS=1 asks anyway.
 */
export const SAVE_SCREENSHOTS = process.env.CASHBACK_SCREENSHOTS === '1' || !process.env.CI;

/**
 * Saves a screenshot to screenshots/NAME.png for a person to look at (SAVE_SCREENSHOTS): the whole
 * page, only its viewport (`viewport`: where an open menu is), or one element (a Locator).
 */
export async function screenshot(target: Page | Locator, name: string, { viewport = false } = {}): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  const file = path.join('screenshots', `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: !viewport });
  else await target.screenshot({ path: file });
}

export interface BrowserSuite {
  /** The demo server, available inside tests. */
  demo: Demo;
  browser: Browser;
}

/**
 * A uvu suite with one demo server and one Chromium, started before the first
 * case and closed after the last. `env.demo` / `env.browser` inside tests.
 */
export function browserSuite(name: string, demoOptions: Record<string, unknown> = {}) {
  const test = suite(name);
  const env = {} as BrowserSuite;
  test.before(async () => {
    env.demo = await startDemo(demoOptions);
    env.browser = await launch();
  });
  test.after(async () => {
    await env.browser?.close();
    await env.demo?.close();
  });
  return { test, env };
}

/**
 * How far a row of stars (widgets/shop/rating.tsx) is drawn in the star colour,
 * as a share (0 to 1) of its width, read from its pixels: the rightmost column
 * with that colour (tokens.css --cb-color-star, #f5a400); the grey of the
 * unfilled stars (#dcdfe8) and the card's white have blue.
 */
export async function starsFilled(rating: Locator): Promise<number> {
  const png = (await rating.screenshot()).toString('base64');
  return rating.page().evaluate(async (data) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let right = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! > 200 && pixels[i + 1]! > 110 && pixels[i + 1]! < 210 && pixels[i + 2]! < 100) right = Math.max(right, (i / 4) % image.width + 1);
    }
    return right / image.width;
  }, png);
}
