// WebKitGTK behind test/setup/engines.ts's Tab: its MiniBrowser, driven by
// WebKitWebDriver over classic WebDriver (selenium-webdriver), in an Xvfb of
// our own. WebKitGTK's driver speaks no BiDi yet and classic WebDriver has no
// log, so errors are recorded by a listener put in each page once it has
// loaded: an error thrown while a page loads is seen only as its island's
// `failed` state, which the flows check.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, OpenOptions, Tab, Target } from './engine-page';
import { heightFor, onElement, savePng } from './engine-page';
import type { Demo } from './browser';

/**
 * GTK's own look, shrunk: MiniBrowser's toolbar held its window at least
 * 447 px wide, so a 375 px viewport needs its widgets smaller. Web content
 * does not read GTK's CSS. No animations: WebKitGTK's prefers-reduced-motion.
 */
const GTK_CSS = '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n';
const GTK_SETTINGS = '[Settings]\ngtk-enable-animations=0\n';

/** How long a new session may take to start MiniBrowser (a second or two, more on a busy machine). */
const START_LIMIT = 10_000;

/** Our Xvfb's screen: tall, for whole-page screenshots. */
const SCREEN = { width: 1600, height: 12000 };

const freePort = () => new Promise<number>((done, fail) => {
  const server = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => done(port));
  });
});

/** An Xvfb on the first free display; resolves to its DISPLAY. */
function startXvfb(binary: string): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((done, fail) => {
    const xvfb = spawn(binary, ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    xvfb.once('error', fail);
    xvfb.stdio[3]!.once('data', (data: Buffer) => done({ display: `:${data.toString().trim()}`, process: xvfb }));
  });
}

async function waitForDriver(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

export async function openWebKit(binaries: { driver: string; browser: string; display: string }, env: NodeJS.ProcessEnv): Promise<Engine> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'cashback-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'), GTK_SETTINGS);
  const xvfb = await startXvfb(binaries.display);
  let driver: ChildProcess;
  let server = '';
  const startDriver = async () => {
    const port = await freePort();
    // A session a failed test left open is replaced by the next one: one MiniBrowser at a time.
    driver = spawn(binaries.driver, [`--port=${port}`, '--replace-on-new-session'], {
      stdio: 'ignore',
      // Skia's CPU rendering: this machine has no GPU, and its GL is Mesa's software one, which cost the
      // WebProcess about a quarter more CPU (22.6 against 17.3 s for layout-guest.test.ts).
      env: { ...env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home, LANG: 'C.UTF-8', GTK_A11Y: 'none', NO_AT_BRIDGE: '1', WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
    });
    server = `http://127.0.0.1:${port}`;
    await waitForDriver(server);
  };
  // A test process that ends without closing the engine (a crash, uvu's exit) takes them along.
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  process.once('exit', stop);
  await startDriver();
  const newSession = (js: boolean): Promise<WebDriver> => Promise.resolve(new Builder().usingServer(server).withCapabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: binaries.browser,
      args: ['--automation', ...(js ? [] : ['--enable-javascript=false'])],
    },
  }).build());
  return {
    name: 'webkit',
    async open(demo: Demo, { width, js = true }: OpenOptions): Promise<Tab> {
      const starting = newSession(js);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, START_LIMIT, null)));
      let session = await Promise.race([starting, late]).finally(() => clearTimeout(timer));
      if (!session) {
        // Support: WebKitGTK: now and then (about one new session in fifty here) MiniBrowser
        // never comes up and WebKitWebDriver waits for it for ever. A fresh driver starts another.
        console.error(`webkit: MiniBrowser not up after ${START_LIMIT / 1000} s; starting a fresh WebKitWebDriver`);
        starting.catch(() => undefined);
        driver.kill('SIGKILL');
        await startDriver();
        session = await newSession(js);
      }
      // WebDriver's defaults wait 300 s for a page load: a load that never ends fails its test, not the file.
      await session.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      const tab = webkitTab(session, demo, js);
      await tab.resize(width, heightFor(width));
      return tab;
    },
    async close() {
      process.removeListener('exit', stop);
      stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

const KEYS = {
  Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, Backspace: Key.BACK_SPACE, Space: Key.SPACE,
} as const;

/** Runs in the page: from now on keeps its console errors and uncaught exceptions; returns (and forgets) those kept so far. */
function takeErrors(): string[] {
  const page = window as unknown as { __engineErrors?: string[] };
  if (!page.__engineErrors) {
    const seen: string[] = (page.__engineErrors = []);
    addEventListener('error', (event) => seen.push(String(event.error ?? event.message)));
    addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
    const error = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      seen.push(args.map(String).join(' '));
      error(...args);
    };
  }
  return page.__engineErrors.splice(0);
}

function webkitTab(driver: WebDriver, demo: Demo, js: boolean): Tab {
  const errors: string[] = [];
  /** What MiniBrowser's window adds around the viewport (its toolbar), learnt at the first resize. */
  const chrome = { width: 0, height: 0 };
  /** Before and after every step: what the page recorded (a page loaded by a click starts recording at the next step). */
  const sync = async () => {
    if (!js) return;
    const seen = await driver.executeScript<string[] | null>(`return (${takeErrors.toString()})()`).catch(() => null);
    errors.push(...(seen ?? []));
  };
  const on = (target: Target, step: (el: WebElement) => Promise<unknown>) =>
    onElement(tab, target, async (selector) => step(await driver.findElement(By.css(selector))));
  const at = (pathOrUrl: string) => new URL(pathOrUrl, demo.url).href;
  const toMiddle = (el: WebElement) => driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "nearest" })', el);
  const tab: Tab = {
    engine: 'webkit',
    errors,
    async goto(pathOrUrl) {
      await sync();
      await driver.get(at(pathOrUrl));
      await sync();
    },
    async reload() {
      await sync();
      await driver.navigate().refresh();
      await sync();
    },
    async url() {
      return new URL(await driver.getCurrentUrl());
    },
    async eval(fn, ...args) {
      await sync();
      // Execute Script runs a function body: call ours with the arguments, and wait for a promise.
      return driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args);
    },
    async click(target) {
      await sync();
      // To the middle first, as a shopper would: Element Click scrolls an element above the view
      // only to the top edge, where the header the scroll up brings back may cover it by the time
      // the click lands (the page's own race, seen under load).
      await on(target, async (el) => {
        await toMiddle(el);
        await el.click();
      });
      await sync();
    },
    async dblclick(target) {
      await sync();
      // Actions, unlike Element Click, do not scroll the element into view.
      await on(target, async (el) => {
        await toMiddle(el);
        await driver.actions().doubleClick(el).perform();
      });
      await sync();
    },
    async type(target, text) {
      await on(target, (el) => el.sendKeys(text));
      await sync();
    },
    async press(key) {
      await sync();
      await driver.actions().sendKeys(KEYS[key]).perform();
      await sync();
    },
    async resize(width, height) {
      const setRect = (rect: { width: number; height: number }) =>
        driver.manage().window().setRect(rect).catch((error: Error) => {
          throw new Error(`webkit: window ${rect.width}×${rect.height} for a ${width}×${height} viewport: ${error.message}`);
        });
      const inner = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      /** The viewport once it has stopped changing (GTK resizes the window after answering). */
      const settledInner = async () => {
        let last = await inner();
        for (let i = 0; i < 40; i++) {
          await new Promise((r) => setTimeout(r, 25));
          const now = await inner();
          if (now[0] === last[0] && now[1] === last[1] && (i > 2 || (now[0] === width && now[1] === height))) return now;
          last = now;
        }
        return last;
      };
      // The window holds MiniBrowser's toolbar too: the window is the viewport plus what it takes.
      await setRect({ width: width + chrome.width, height: height + chrome.height });
      const [w, h] = await settledInner();
      if (w === width && h === height) return;
      chrome.width += width - w;
      chrome.height += height - h;
      await setRect({ width: width + chrome.width, height: height + chrome.height });
      const [w2, h2] = await settledInner();
      if (w2 !== width || h2 !== height) throw new Error(`webkit: asked for a ${width}×${height} viewport, got ${w2}×${h2}`);
    },
    async screenshot(file) {
      // WebKitWebDriver's screenshots stop at the viewport: the window is made as tall as the page for it
      // (at most as tall as our Xvfb's screen).
      const [width, height, full] = await driver.executeScript<[number, number, number]>('return [innerWidth, innerHeight, document.documentElement.scrollHeight]');
      const tall = Math.min(full, SCREEN.height - 200);
      if (tall > height) await tab.resize(width, tall);
      savePng(file, await driver.takeScreenshot());
      if (tall > height) await tab.resize(width, height);
    },
    async close() {
      await driver.quit();
    },
  };
  // A WebDriver command that never answers is ended only by the file's time limit: say which it was.
  for (const [name, step] of Object.entries(tab)) {
    if (typeof step !== 'function') continue;
    (tab as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const slow = setTimeout(() => console.error(`webkit: ${name}(${String(args[0]).slice(0, 80)}) still waiting after 20 s`), 20_000);
      try {
        return await (step as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        clearTimeout(slow);
      }
    };
  }
  return tab;
}
