// What the hostile-input tests share (hostile.test.ts: XSS payloads;
// hostile-malformed-*.test.ts: malformed answers): a page whose every
// GET /api/... answer is rewritten on its way (page.route), a tour of the app's
// routes in place (pushState + popstate, so many answers reach one page
// load), and the one check of what a user could see or suffer.
import type { BrowserContext, Page } from 'playwright-core';
import { open, type BrowserSuite } from '../setup/browser';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** Counted by kind in the tally. */
  kind?: string;
}

/** The demo's real answer, as JSON (undefined when it sent none), and where it was going; undefined passes the real answer on. */
export type Rewrite = (real: Json | undefined, url: URL) => Answer | undefined;

/** What reached the page: rewritten answers, by API route (ids as :id) and by kind. */
export interface Tally { responses: number; routes: Set<string>; kinds: Map<string, number> }

export interface HostilePage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors on the page. */
  pageErrors: string[];
}

export const newTally = (): Tally => ({ responses: 0, routes: new Set(), kinds: new Map() });

/** Opens a page (signed in `as`, when given) whose API reads go through `rewrite`; window.__xss counts every script that ran (alert too). */
export async function hostilePage(env: BrowserSuite, options: { width: number; as?: string }, rewrite: Rewrite, tally: Tally): Promise<HostilePage> {
  const { page, context } = await open(env.browser, env.demo, options);
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number; __fetching: number };
    w.__xss = 0;
    window.alert = () => { w.__xss += 1; };
    // The page's own count of its requests on their way, raised the moment one starts (settle()).
    w.__fetching = 0;
    const send = window.fetch;
    window.fetch = (...args) => {
      w.__fetching += 1;
      return send(...args).finally(() => { w.__fetching -= 1; });
    };
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.continue();
    try {
      const real = await route.fetch();
      let body: Json | undefined;
      try {
        body = (await real.json()) as Json;
      } catch {
        // no JSON (a 204 or an error page)
      }
      const url = new URL(request.url());
      const answer = rewrite(body, url);
      if (!answer) return await route.fulfill({ response: real });
      const { kind, ...fulfilled } = answer;
      await route.fulfill(fulfilled);
      tally.responses += 1;
      tally.routes.add(url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'));
      if (kind) tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
    } catch {
      // the page navigated away meanwhile
    }
  });
  return { page, context, pageErrors };
}

/** How long an island may still show a skeleton once its answers have arrived and the page is idle: a state check, generous on a busy machine. */
const STUCK_MS = 8_000;

/** An island showing a loading state: a skeleton, a busy region or 'Завантаження…'. */
const LOADING = '.cb-skeleton, .cb-skeleton__item, [aria-busy="true"]';

/**
 * Runs in the page: waits until, for three frames in a row, no request of the
 * page is on its way and no island shows a loading state (calm), or `ms` have
 * passed; with `idle`, until no request is on its way for three frames (an
 * island may still be loading: waiting to be seen, or to retry). Returns the
 * islands loading then. Three frames: a render paints in the first, and the
 * effects it schedules after that paint (which start the next requests) have
 * run by the third.
 */
function quiet({ selector, ms, idle }: { selector: string; ms: number; idle: boolean }): Promise<string[]> {
  const loading = () => [...document.querySelectorAll<HTMLElement>('[data-cashback]')]
    .filter((island) => island.querySelector(selector) || island.innerText.includes('Завантаження…'))
    .map((island) => `${island.getAttribute('data-cashback')}: ${(island.querySelector(selector) ?? island).outerHTML.slice(0, 160)}`);
  return new Promise((resolve) => {
    let frames = 0;
    let over = false;
    const timer = setTimeout(() => {
      over = true;
      resolve(loading());
    }, ms);
    const look = () => {
      if (over) return;
      const still = loading();
      frames = (window as unknown as { __fetching: number }).__fetching || (still.length && !idle) ? 0 : frames + 1;
      if (frames < 3) return requestAnimationFrame(look);
      clearTimeout(timer);
      resolve(still);
    };
    requestAnimationFrame(look);
  });
}

/** Scrolls through the page as a reader would: islands that load when visible start on the way. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
  });

/**
 * Islands settled and every answer arrived. Then no island may still be
 * loading: one that is gets the page scrolled through (it may wait to be
 * seen) and STUCK_MS (which covers the client's retries); a skeleton left
 * after that would stay for good. Returns the islands still loading.
 */
async function settle({ page }: HostilePage): Promise<string[]> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')].every((el) =>
    ['mounted', 'failed'].includes(el.getAttribute('data-cashback-state') ?? '') || el.getAttribute('data-load') === 'visible'), undefined, { timeout: 10_000 });
  if (!(await page.evaluate(quiet, { selector: LOADING, ms: STUCK_MS, idle: true })).length) return [];
  await scrollThrough(page);
  return page.evaluate(quiet, { selector: LOADING, ms: STUCK_MS, idle: false });
}

/** What the user could see or suffer on the page now (empty when all is well), and how many checks that took. */
function problems(page: Page): Promise<{ found: string[]; checks: number }> {
  return page.evaluate(() => {
    const found: string[] = [];
    let checks = 1;
    const xss = (window as unknown as { __xss: number }).__xss;
    if (xss) found.push(`${xss} script executions`);
    for (const island of document.querySelectorAll<HTMLElement>('[data-cashback]')) {
      const name = island.getAttribute('data-cashback') ?? '?';
      const state = island.getAttribute('data-cashback-state');
      checks += 3;
      if (state === 'failed') found.push(`${name} failed`);
      if (state === 'mounted' && !island.innerText.trim()) found.push(`${name} blank`);
      const bad = island.innerText.match(/\b(undefined|NaN|null|Infinity)\b|\[object Object\]/);
      if (bad) found.push(`${name} shows "${bad[0]}"`);
      for (const element of island.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${name}: <${element.localName} ${attribute.name}>`);
          if (!/^(href|src|action|formaction|srcset|xlink:href|poster|data)$/i.test(attribute.name)) continue;
          checks += 1;
          const value = attribute.value.trim();
          let protocol = 'invalid:';
          try {
            protocol = new URL(value, location.href).protocol;
          } catch {
            // not a URL at all: unsafe below
          }
          const relative = /^\/(?![/\\])/.test(value) || value.startsWith('#') || value.startsWith('?');
          // mailto:/tel: only in the footer and in the about page's own contacts (not API data: the demo's address).
          const contact = name === 'footer' || (location.pathname === '/about' && /^mailto:support@povertai\.ua$/.test(value));
          const allowed = ['http:', 'https:', ...(contact ? ['mailto:', 'tel:'] : [])];
          if (!relative && !allowed.includes(protocol)) found.push(`${name}: unsafe ${attribute.name}="${value.slice(0, 60)}"`);
        }
      }
    }
    return { found, checks };
  });
}

/** A step of a tour: a path the app goes to in place, or something a user does on the page, named for the report. */
export type Step = string | { name: string; act: (page: Page) => Promise<unknown> };

/**
 * One page load: `/`, then every step; after each, once everything has
 * settled, the checks. Returns the problems seen ("<step>: <problem>") and
 * the number of checks made.
 */
export async function tour(hostile: HostilePage, steps: Step[]): Promise<{ found: string[]; checks: number }> {
  const { page } = hostile;
  const found: string[] = [];
  let checks = 0;
  await page.goto('/');
  for (const step of ['', ...steps]) {
    if (typeof step !== 'string') {
      await step.act(page);
    } else if (step) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, step);
    }
    const name = typeof step === 'string' ? step || '/' : step.name;
    const loading = await settle(hostile);
    const seen = await problems(page);
    checks += seen.checks + 1;
    found.push(...[...loading.map((island) => `still loading ${STUCK_MS / 1000} s after its answers: ${island}`), ...seen.found].map((p) => `${name}: ${p}`));
  }
  return { found, checks };
}
