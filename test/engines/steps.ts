// Steps the engine flows share, on test/setup/engines.ts's Tab. Not a test file itself.
import * as assert from 'uvu/assert';
import { resolve, waitFor, type Tab, type Target } from '../setup/engines';

export const app = '[data-cashback="app"]';
export const header = '[data-cashback="header"]';
/** A button (or tab, or switch) by its text or accessible name, in the `app` island unless `within` says. */
export const button = (text: string | RegExp, within = app): Target => ({ css: `${within} button, ${within} [role="tab"], ${within} [role="switch"]`, text });
export const field = (name: string, within = app) => `${within} input[name="${name}"], ${within} textarea[name="${name}"]`;

/** Replaces what a field holds by typing: its text selected, deleted with a real Backspace, then typed. */
export async function fill(tab: Tab, target: Target, text: string) {
  const selector = await resolve(tab, target);
  await tab.click(selector);
  await tab.eval((s: string) => (document.querySelector(s) as HTMLInputElement).select(), selector);
  await tab.press('Backspace');
  await tab.type(selector, text);
}

export const pathIs = (tab: Tab, path: string) => waitFor(tab, `the address ${path}`, (p: string) => location.pathname + location.search === p, path);
export const textShows = (tab: Tab, text: string, within = 'body') =>
  waitFor(tab, `«${text}»`, (t: string, w: string) => document.querySelector(w)?.textContent?.includes(t), text, within);

/** No island failed and the page reported no error (WebKit: since the page loaded; see engines-webkit.ts). */
export async function clean(tab: Tab, allowed: RegExp[] = []) {
  const failed = await tab.eval(() => [...document.querySelectorAll('[data-cashback-state="failed"]')].map((el) => el.getAttribute('data-cashback')));
  assert.equal(failed, [], `${tab.engine}: failed islands`);
  assert.equal(tab.errors.filter((e) => !allowed.some((a) => a.test(e))), [], `${tab.engine}: errors in the page`);
}
