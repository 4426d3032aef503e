// Measures how a host stylesheet changes the islands: a page state is captured
// on the clean demo page and again with `?host=NAME`, and compared pixel by
// pixel over the islands' area, island by island in height, and element by
// element (and its ::before/::after) in every computed property: a hand-picked
// list missed the host's inherited `tab-size`, which re-laid out all our text.
// Used by host-css-suite.ts.
import type { Page } from 'playwright-core';
import { quiet, settled } from '../setup/browser';

/** Everything of ours in the document: placeholders, modal and toaster roots. */
export const ROOTS = '[data-cashback], .cb-modal, .cb-toaster-root';
const SEP = '\u0001';

export interface Capture {
  png: Buffer;
  width: number;
  height: number;
  /** The islands' area: placeholders, popups and panels that leave them, modal panels, toasts. */
  rects: { x: number; y: number; w: number; h: number }[];
  /** Height per island or overlay, keyed by what it is. */
  heights: Record<string, number>;
  /** The computed properties compared, in the order of `styles`' values. */
  props: string[];
  /**
   * Per element under ROOTS and its ::before/::after, in document order: the values
   * of `props`, its position and its placeholder colour, joined by SEP (one string
   * each: thousands of small strings are slow to pass out of the page).
   */
  styles: string[];
  tags: string[];
}

/** Scrolls through the page so `visible` islands and lazy images load, then back to the top. */
export async function loadWholePage(page: Page): Promise<void> {
  await settled(page);
  // Step by a screen, so every lazy image and `visible` island comes into view once.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')]
    .every((el) => ['mounted', 'failed'].includes(el.getAttribute('data-cashback-state') ?? '')));
  await page.evaluate(() => window.scrollTo(0, 0));
  await quiet(page);
  await settleImages(page);
}

/**
 * Makes the viewport as tall as the page, so a viewport screenshot shows all of it.
 * Not Playwright's `fullPage`: that resizes the viewport for every shot, and after
 * a few such resizes Chromium may raster text at a fractional y one pixel off, a
 * difference with no host sheet at all; viewport shots do not. Clean and host
 * captures are then taken alike, so a host sheet's real difference still shows.
 */
export async function fitViewport(page: Page): Promise<void> {
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await settleImages(page);
}

export async function settleImages(page: Page): Promise<void> {
  // A lazy image that is not shown (a slide, a closed panel) never loads.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  await page.evaluate(() => document.fonts.ready);
  // Two frames so the last layout is painted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Captures the current state: a screenshot of the viewport (for a whole page the
 * caller makes the viewport as tall as the page, see `fitViewport`) and the measures.
 */
export async function capture(page: Page): Promise<Capture> {
  const data = await page.evaluate(({ roots, sep }) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const rects: { x: number; y: number; w: number; h: number }[] = [];
    const heights: Record<string, number> = {};
    const top = [...document.querySelectorAll('[data-cashback]')].filter((el) => !el.parentElement?.closest('[data-cashback]'));
    top.forEach((el, i) => {
      rects.push(rect(el));
      heights[`${el.getAttribute('data-cashback')}#${i}`] = el.getBoundingClientRect().height;
    });
    // Every longhand the browser computes (custom properties are the host's theming, --cb-*, and left out).
    const all = getComputedStyle(document.documentElement);
    const props = Array.from({ length: all.length }, (_, i) => all[i]!).filter((p) => !p.startsWith('--'));
    const styles: string[] = [];
    const tags: string[] = [];
    let n = 0;
    for (const root of document.querySelectorAll(roots)) {
      if (root.parentElement?.closest(roots)) continue;
      // A placeholder itself is the host's element (it may size it); what is inside is ours.
      for (const el of root.matches('[data-cashback]') ? root.querySelectorAll('*') : [root, ...root.querySelectorAll('*')]) {
        const cs = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const tag = el.tagName.toLowerCase() + (el.getAttribute('class') ? `.${el.getAttribute('class')!.split(/\s+/)[0]}` : '');
        styles.push([...props.map((p) => cs.getPropertyValue(p)), `${Math.round(box.x * 2) / 2},${Math.round(box.y * 2) / 2}`, getComputedStyle(el, '::placeholder').color].join(sep));
        tags.push(tag);
        // A pseudo-element that is not generated is one value.
        for (const pseudo of ['::before', '::after']) {
          const ps = getComputedStyle(el, pseudo);
          styles.push(ps.content === 'none' || ps.content === 'normal' ? 'not generated' : props.map((p) => ps.getPropertyValue(p)).join(sep));
          tags.push(tag + pseudo);
        }
        const out = box.width > 0 && box.height > 0 && (cs.position === 'fixed' || cs.position === 'absolute') &&
          !(el as HTMLElement).matches('.cb-modal, .cb-modal__backdrop, .cb-toaster');
        if (out) {
          rects.push(rect(el));
          heights[`${tag}@${n++}`] = box.height;
        }
      }
    }
    return { rects, heights, props, styles, tags, width: document.documentElement.clientWidth };
  }, { roots: ROOTS, sep: SEP });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  return { ...data, png, height: 0 };
}

export interface Difference {
  /** Share of the clean page's island pixels that differ, 0..1. */
  share: number;
  /** Islands and overlays whose height changed: `name clean → host`. */
  heights: string[];
  /** Elements (and generated ::before/::after) with at least one computed property different. */
  elements: number;
  /** How often each property differs, most frequent first. */
  props: [string, number][];
  /** A few examples: `tag prop clean → host`. */
  examples: string[];
}

/** Compares a host capture with the clean one; `decoder` is any page (it decodes PNGs with a canvas). */
const decoded = new WeakMap<Capture, number>();
let keys = 0;

export async function compare(decoder: Page, clean: Capture, host: Capture): Promise<Difference> {
  // The clean capture is decoded once and kept in the decoder page.
  const known = decoded.has(clean);
  if (!known) decoded.set(clean, ++keys);
  const share = await decoder.evaluate(async ({ a, b, rects, key }) => {
    const cache = ((window as unknown as { cache?: Map<number, unknown> }).cache ??= new Map());
    const decode = async (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return { w: bitmap.width, h: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
    };
    type Image = Awaited<ReturnType<typeof decode>>;
    if (a) cache.clear();
    if (a) cache.set(key, await decode(a));
    const x = cache.get(key) as Image;
    const y = await decode(b);
    const mask = new Uint8Array(x.w * x.h);
    for (const r of rects) {
      for (let row = Math.max(0, Math.floor(r.y)); row < Math.min(x.h, Math.ceil(r.y + r.h)); row++) {
        mask.fill(1, row * x.w + Math.max(0, Math.floor(r.x)), row * x.w + Math.min(x.w, Math.ceil(r.x + r.w)));
      }
    }
    let total = 0;
    let changed = 0;
    for (let row = 0; row < x.h; row++) {
      for (let col = 0; col < x.w; col++) {
        if (!mask[row * x.w + col]) continue;
        total++;
        if (row >= y.h || col >= y.w) { changed++; continue; }
        const i = (row * x.w + col) * 4;
        const j = (row * y.w + col) * 4;
        const delta = Math.abs(x.data[i]! - y.data[j]!) + Math.abs(x.data[i + 1]! - y.data[j + 1]!) + Math.abs(x.data[i + 2]! - y.data[j + 2]!);
        if (delta > 24) changed++;
      }
    }
    return total ? changed / total : 0;
  }, { a: known ? '' : clean.png.toString('base64'), b: host.png.toString('base64'), rects: clean.rects, key: decoded.get(clean)! });

  const heights = Object.entries(clean.heights)
    .filter(([key, h]) => Math.abs((host.heights[key] ?? -1) - h) > 0.5)
    .map(([key, h]) => `${key} ${Math.round(h)} → ${host.heights[key] === undefined ? 'gone' : Math.round(host.heights[key]!)}`);

  const counts = new Map<string, number>();
  const examples: string[] = [];
  let elements = 0;
  if (clean.tags.length !== host.tags.length) examples.push(`element count ${clean.tags.length} → ${host.tags.length}`);
  const names = [...clean.props, 'position on the page', '::placeholder color'];
  const n = Math.min(clean.styles.length, host.styles.length);
  for (let i = 0; i < n; i++) {
    if (clean.styles[i] === host.styles[i]) continue;
    const [a, b] = [clean.styles[i]!.split(SEP), host.styles[i]!.split(SEP)];
    // A pseudo-element generated on one side only differs in its content.
    const differing = a.length !== b.length ? ['content'] : names.filter((_, k) => a[k] !== b[k]);
    for (const prop of differing) {
      counts.set(prop, (counts.get(prop) ?? 0) + 1);
      if (examples.length < 12 && !examples.some((e) => e.includes(` ${prop} `))) {
        const k = names.indexOf(prop);
        const value = (x: string[]) => (a.length === b.length ? x[k] : x.length === 1 ? 'not generated' : 'generated');
        examples.push(`${clean.tags[i]} ${prop} ${value(a)} → ${value(b)}`);
      }
    }
    if (differing.length) elements++;
  }
  return { share, heights, elements, props: [...counts].sort((p, q) => q[1] - p[1]), examples };
}
