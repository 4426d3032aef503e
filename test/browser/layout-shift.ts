// The layout-shift sum of a page, as Chromium's Layout Instability API
// reports it (CLS counts the same entries): shifts caused by the shopper's
// own input are left out, each shift names what moved. Shared by the
// layout-shift tests; not a test file itself.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import type { Test } from 'uvu';
import { open, quiet, settled, WIDTHS, type BrowserSuite } from '../setup/browser';

export interface Shift { value: number; sources: string[] }
// Support: LayoutShift entries are Chromium's (Layout Instability API); not in the DOM typings.
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
declare global {
  interface Window { __shifts?: Shift[] }
}

/** Issue 13: CLS at most 0.02 on every route. */
export const MAX_SHIFT = 0.02;

/** Runs in the page before its scripts (`context.addInitScript`): records every layout shift not caused by input. */
export function observeShifts() {
  const shifts: Shift[] = [];
  window.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node, previousRect: was, currentRect: now }) => {
        const name = node instanceof Element && node.classList.length ? `.${node.classList[0]}` : node?.nodeName ?? '?';
        return `${name} y${was.y}→${now.y} h${was.height}→${now.height}`;
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until the network is quiet, every loaded image has decoded and two frames have painted. */
export async function painted(page: Page): Promise<void> {
  await quiet(page);
  // A lazy image below the fold is never fetched, and its decode() would wait for it.
  await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => window.__shifts ?? []);

const total = (shifts: { value: number }[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/** Fails, listing each shift and what moved, when the sum is over MAX_SHIFT. */
export function checkShifts(shifts: Shift[], where = ''): void {
  assert.ok(total(shifts) <= MAX_SHIFT, `${where}layout shift ${total(shifts).toFixed(4)} > ${MAX_SHIFT}:\n` +
    shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n'));
}

/**
 * The demo of a `routeShifts` suite: every API read answered 400 ms late (the demo server's
 * `apiDelay`), so each island's loading state paints before its data comes, as on a slow network.
 */
export const SLOW_API = { apiDelay: 400 };

/** How many routes are checked at once: each spends most of its time waiting for the late API. */
const AT_ONCE = 3;

/**
 * The layout-shift sum of each route, at both widths, on a first visit (a
 * fresh context: nothing in localStorage) and on a returning visit (the same
 * page loaded again, with what the first visit stored), the API answering
 * late (a suite started with SLOW_API). `as` signs the context in first. A test per route and width; each
 * starts the next AT_ONCE - 1 routes' checks too, in contexts of their own,
 * and reports only its own.
 */
export function routeShifts(test: Test, env: BrowserSuite, routes: readonly string[], as?: string): void {
  const checks = [WIDTHS.mobile, WIDTHS.desktop].flatMap((width) => routes.map((route) => ({ width, route })));
  const started = new Map<number, Promise<void>>();
  const start = (i: number) => {
    if (!started.has(i)) {
      const run = visitTwice(env, checks[i]!.width, checks[i]!.route, as);
      run.catch(() => undefined); // reported by its own test
      started.set(i, run);
    }
    return started.get(i)!;
  };
  checks.forEach(({ width, route }, i) => {
    test(`${width}px ${as ? 'user' : 'guest'}, ${route}: nothing moves on a first and a returning visit`, async () => {
      for (let next = i + 1; next < Math.min(i + AT_ONCE, checks.length); next++) start(next);
      await start(i);
    });
  });
}

async function visitTwice(env: BrowserSuite, width: number, route: string, as?: string): Promise<void> {
  const { page, context, errors } = await open(env.browser, env.demo, { width, as });
  try {
    await context.addInitScript(observeShifts);
    for (const visit of ['first visit', 'returning visit']) {
      if (visit === 'first visit') await page.goto(route);
      else await page.reload();
      await settled(page);
      await painted(page);
      checkShifts(await shiftsOf(page), `${route}, ${visit}: `);
    }
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
}
