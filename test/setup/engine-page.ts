// The page API every engine gives the tests (test/setup/engines.ts starts
// them), and the helpers written on it alone.
import { writeFileSync } from 'node:fs';
import type { Demo } from './browser';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A page element: a CSS selector, optionally the one whose text (or accessible name) is `text`. */
export type Target = string | { css: string; text: string | RegExp };

export interface OpenOptions {
  width: number;
  /** JavaScript off (the prerendered pages as HTML alone). */
  js?: boolean;
}

/** One tab in a fresh session of its own (its own cookies and storage). */
export interface Tab {
  engine: EngineName;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<URL>;
  /** Runs `fn` in the page (serialised: it sees only its arguments) and returns its JSON result. */
  eval<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** A real click (the engine's own input events), once the element is there. */
  click(target: Target): Promise<void>;
  dblclick(target: Target): Promise<void>;
  /** Real key presses into the element, after what it holds. */
  type(target: Target, text: string): Promise<void>;
  /** One key to the focused element: 'Enter', 'Escape', 'Tab', 'ArrowDown', 'Backspace'... */
  press(key: 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Backspace' | 'Space'): Promise<void>;
  /** The viewport's size in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** A screenshot of the whole page into `file` (PNG). */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(demo: Demo, options: OpenOptions): Promise<Tab>;
  close(): Promise<void>;
}

/** Viewport heights the Chromium tests use: a phone 800, a desktop 900. */
export const heightFor = (width: number) => (width < 600 ? 800 : 900);

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Polls `fn` in the page until it returns something truthy; fails naming
 * `what` after 10 s. Return a boolean or plain data, never a node: WebDriver
 * BiDi hands a node back as a reference puppeteer reads as undefined.
 */
export async function waitFor<A extends unknown[], R>(tab: Tab, what: string, fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Truthy<R>> {
  const until = Date.now() + 10_000;
  let last: unknown;
  for (;;) {
    try {
      const value = await tab.eval(fn, ...args);
      if (value) return value as Truthy<R>;
    } catch (error) {
      last = error; // a navigation under way
    }
    if (Date.now() > until) {
      const islands = await tab.eval(() => [...document.querySelectorAll('[data-cashback]')]
        .map((el) => `${el.getAttribute('data-cashback')}=${el.getAttribute('data-cashback-state')}`).join(' ')).catch(() => '?');
      throw new Error(`${tab.engine}: timed out waiting for ${what}${last ? ` (${String(last).split('\n')[0]})` : ''} at ${(await tab.url().catch(() => '?'))}; islands: ${islands}; errors: ${tab.errors.join(' | ') || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Finds the element `target` names among the visible ones, marks it and
 * returns a selector for it alone. Runs in the page.
 */
export function pick(css: string, text: string | null, pattern: string | null, mark: string): string | null {
  const name = (el: Element) => [el.getAttribute('aria-label') ?? '', (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
    (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''];
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const found = [...document.querySelectorAll(css)].find((el) => visible(el) &&
    (text === null || name(el).includes(text)) && (pattern === null || name(el).some((n) => new RegExp(pattern).test(n))));
  if (!found) return null;
  // A list: an element picked again keeps the selectors handed out before.
  found.setAttribute('data-engine-pick', `${found.getAttribute('data-engine-pick') ?? ''} ${mark}`.trim());
  return `[data-engine-pick~="${mark}"]`;
}

let marks = 0;
/** A selector for the element `target` names, waiting (10 s) for it to be there and visible. */
export async function resolve(tab: Tab, target: Target): Promise<string> {
  const { css, text } = typeof target === 'string' ? { css: target, text: null } : target;
  const mark = String(++marks);
  const exact = typeof text === 'string' ? text : null;
  const pattern = text instanceof RegExp ? text.source : null;
  return waitFor(tab, `${css}${text ? ` «${text}»` : ''}`, pick, css, exact, pattern, mark);
}

export const savePng = (file: string, base64: string) => writeFileSync(file, Buffer.from(base64, 'base64'));

/**
 * Runs a step on an element, again (up to three times) when the element was
 * replaced before the engine reached it: a list that renders in steps swaps
 * its nodes, and WebDriver then refuses the stale one.
 */
export async function onElement<T>(tab: Tab, target: Target, step: (selector: string) => Promise<T>): Promise<T> {
  let failure: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await step(await resolve(tab, target));
    } catch (error) {
      failure = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const error = failure as Error;
  throw new Error(`${tab.engine}: ${error.name}: ${error.message || 'no message'} (on ${typeof target === 'string' ? target : `${target.css} «${target.text}»`})`);
}
