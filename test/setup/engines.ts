// The three engines behind one small page API, so a flow is written once:
// Chromium and Firefox ESR through puppeteer-core (Firefox over WebDriver
// BiDi, started directly: Debian ships no geckodriver, and the npm packages
// that have one download it), WebKitGTK's MiniBrowser through
// selenium-webdriver over classic WebDriver (WebKitWebDriver), under an Xvfb
// of our own. No browser is downloaded: Debian's chromium, firefox-esr and
// webkit2gtk-driver, or CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH,
// MINIBROWSER_PATH (test/setup/engine-binaries.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SAVE_SCREENSHOTS, startDemo as startDemoServer, type Demo } from './browser';
import { openPuppeteer } from './engines-puppeteer';
import { openWebKit } from './engines-webkit';
import { BINARIES } from './engine-binaries.mjs';
import { waitFor, type Engine, type EngineName, type Tab } from './engine-page';

export { PASSWORD, WIDTHS, type Demo } from './browser';
export * from './engine-page';
export { BINARIES, PACKAGES, engineMissing } from './engine-binaries.mjs';

/**
 * One face for every engine. From the same stack (`--cb-font`: system-ui,
 * ..., Arial, sans-serif) each engine here picks another: Firefox's system-ui
 * is GTK's font (DejaVu Sans), WebKitGTK has no system-ui and takes Arial's
 * stand-in (Liberation Sans). A shopper's phone draws system-ui in its own
 * face; here the stand-ins are hidden from the tests' browsers, so all three
 * draw DejaVu Sans and a difference between them is layout, not a font.
 */
function fontconfig(): string {
  const file = path.join(os.tmpdir(), 'cashback-engines-fonts.conf');
  writeFileSync(file, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>
${['Liberation Sans', 'Liberation Sans Narrow', 'Nimbus Sans', 'Nimbus Sans Narrow', 'Noto Sans'].map((family) =>
    `    <pattern><patelt name="family"><string>${family}</string></patelt></pattern>`).join('\n')}
  </rejectfont></selectfont>
</fontconfig>
`);
  return file;
}

/** Starts `name`'s browser (or driver). */
export function launchEngine(name: EngineName): Promise<Engine> {
  const env = { ...process.env, FONTCONFIG_FILE: fontconfig() };
  return name === 'webkit' ? openWebKit(BINARIES.webkit, env) : openPuppeteer(name, BINARIES[name].browser, env);
}

/**
 * Lets a test answer some requests of the demo server itself (a host page, a
 * slower API): `handle` returns true when it has answered. Engine-neutral,
 * unlike a browser's own request interception. Returns the undo.
 */
export function intercept(demo: Demo, handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => boolean): () => void {
  const server = demo.server;
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const wrapped = (req: IncomingMessage, res: ServerResponse) => {
    const next = () => listeners.forEach((listener) => listener(req, res));
    if (!handle(req, res, next)) next();
  };
  server.on('request', wrapped);
  return () => {
    server.removeListener('request', wrapped);
    listeners.forEach((listener) => server.on('request', listener));
  };
}

/** An empty page of the demo's origin, with an icon of its own: a browser asks no /favicon.ico for it. */
const BLANK = '/__engines/blank';

/**
 * The demo server of browser.ts, which also serves BLANK: a page from which to
 * sign in. Another page of the origin makes the browser ask for /favicon.ico,
 * a page request that starts a session of its own if it comes before the CSRF
 * cookie and answers after it (a 419 at the login, or a guest again after it).
 */
export async function startDemo(options: Record<string, unknown> = {}): Promise<Demo> {
  const demo = await startDemoServer(options);
  intercept(demo, (req, res) => {
    if (req.url !== BLANK) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><link rel="icon" href="data:,"><title>blank</title>');
    return true;
  });
  return demo;
}

/** Signs the tab's session in through the demo API from the page, as the login form would. */
export async function signIn(tab: Tab, email: string, password = 'password123'): Promise<void> {
  if (!(await tab.url()).protocol.startsWith('http')) await tab.goto(BLANK);
  const answer = await tab.eval(async (email: string, password: string) => {
    await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
    const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const res = await fetch('/api/login', {
      method: 'POST', credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ email, password }),
    });
    return `${res.status} ${res.ok ? '' : await res.text()}`;
    }, email, password);
  if (!answer.startsWith('2')) throw new Error(`${tab.engine}: sign in as ${email} failed: ${answer}`);
}

/** Waits until every island placeholder on the page has settled (mounted or failed; `visible` ones may wait). */
export const settled = (tab: Tab) => waitFor(tab, 'the islands to settle', () =>
  document.readyState === 'complete' && [...document.querySelectorAll('[data-cashback]')].every((el) => {
    const state = el.getAttribute('data-cashback-state');
    return state === 'mounted' || state === 'failed' || el.getAttribute('data-load') === 'visible';
  }));

/** Saves a screenshot under screenshots/engines/ for a person to look at (SAVE_SCREENSHOTS). */
export async function screenshot(tab: Tab, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  const dir = path.join('screenshots', 'engines');
  mkdirSync(dir, { recursive: true });
  await tab.screenshot(path.join(dir, `${name}.png`));
}

