// Chromium (DevTools protocol) and Firefox ESR (WebDriver BiDi) behind
// test/setup/engines.ts's Tab, through puppeteer-core. Firefox is started
// directly with its BiDi port open: no geckodriver.
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import type { Engine, OpenOptions, Tab, Target } from './engine-page';
import { heightFor, onElement } from './engine-page';
import type { Demo } from './browser';

const FIREFOX_PREFS = {
  // As the Chromium tests: reduced motion (no slider autoplay, no transitions to wait for).
  'ui.prefersReducedMotion': 1,
  'intl.accept_languages': 'uk-UA, uk',
  // Scrollbars over the page, taking no width, as on a phone and in the other engines here.
  'ui.useOverlayScrollbars': 1,
  // Nothing of its own on this network-less machine.
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
};

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--lang=uk-UA',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--force-prefers-reduced-motion', '--hide-scrollbars'];

const launch = (name: 'chromium' | 'firefox', executablePath: string, env: NodeJS.ProcessEnv, js: boolean) => name === 'firefox'
  ? puppeteer.launch({ browser: 'firefox', executablePath, env, headless: true, extraPrefsFirefox: { ...FIREFOX_PREFS, 'javascript.enabled': js } })
  : puppeteer.launch({ browser: 'chrome', executablePath, env, headless: true, args: CHROMIUM_ARGS });

export async function openPuppeteer(name: 'chromium' | 'firefox', executablePath: string, env: NodeJS.ProcessEnv): Promise<Engine> {
  const browsers = new Map<boolean, Promise<Browser>>();
  // Firefox turns JavaScript off only for a whole browser (a pref): a second one, started when first asked for.
  const browserFor = (js: boolean) => {
    const key = name === 'firefox' ? js : true;
    if (!browsers.has(key)) browsers.set(key, launch(name, executablePath, env, key));
    return browsers.get(key)!;
  };
  await browserFor(true);
  /** The context of the tab opened last: a failed test leaves it open, and the next one closes it. */
  let last: { close(): Promise<void> } | undefined;
  return {
    name,
    async open(demo: Demo, { width, js = true }: OpenOptions): Promise<Tab> {
      await last?.close().catch(() => undefined);
      const context = await (await browserFor(js)).createBrowserContext();
      last = context;
      const page = await context.newPage();
      await setViewport(page, width, heightFor(width));
      if (name === 'chromium' && !js) await page.setJavaScriptEnabled(false);
      page.setDefaultTimeout(10_000);
      return puppeteerTab(name, page, demo, () => context.close());
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (b) => (await b).close()));
    },
  };
}

/**
 * The page's viewport. Support: Firefox ESR 140 has no `emulation.setScreenOrientationOverride`, which
 * puppeteer (made for Firefox 144 and later) sends beside `browsingContext.setViewport`, so its promise
 * fails; the viewport itself was sent, and is waited for here.
 */
async function setViewport(page: Page, width: number, height: number) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!String(error).includes('emulation.setScreenOrientationOverride')) throw error;
    // Read from here, not waited for in the page: a page with JavaScript off runs no waiting script.
    for (let tries = 0; tries < 50; tries++) {
      const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]);
      if (w === width && h === height) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the viewport did not become ${width}x${height}`);
  }
}

function puppeteerTab(engine: 'chromium' | 'firefox', page: Page, demo: Demo, close: () => Promise<void>): Tab {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // An Error among the arguments reads as "JSHandle@error" in msg.text(): its name and message instead.
    void Promise.all(msg.args().map((arg) => arg.evaluate((v) => (v instanceof Error ? `${v.name}: ${v.message}` : String(v))).catch(() => '?')))
      .then((parts) => errors.push(parts.length ? parts.join(' ') : msg.text()));
  });
  const at = (pathOrUrl: string) => new URL(pathOrUrl, demo.url).href;
  const on = (target: Target, step: (el: ElementHandle) => Promise<unknown>) =>
    onElement(tab, target, async (selector) => {
      const el = await page.$(selector);
      if (!el) throw new Error(`${selector} is gone`);
      return step(el);
    });
  const tab: Tab = {
    engine,
    errors,
    async goto(pathOrUrl) {
      await page.goto(at(pathOrUrl), { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async url() {
      return new URL(page.url());
    },
    eval: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(target) {
      await on(target, (el) => el.click());
    },
    async dblclick(target) {
      await on(target, (el) => el.click({ count: 2 }));
    },
    async type(target, text) {
      await on(target, (el) => el.focus());
      const element = (await page.$(':focus'))!;
      // The caret after what the field holds, as WebDriver's Element Send Keys puts it.
      await element.evaluate((el) => {
        try {
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.setSelectionRange(el.value.length, el.value.length);
        } catch {
          // an e-mail field has no selection; the caret is at the end after focus anyway
        }
      });
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
    },
    async resize(width, height) {
      await setViewport(page, width, height);
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    close,
  };
  return tab;
}
