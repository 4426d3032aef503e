// Issue 25's "they look the same": every route at 375 and 1280 px in Firefox
// ESR and WebKitGTK against Chromium, all three drawing the same face
// (test/setup/engines.ts). Each route is loaded, scrolled to its end (the
// footer mounts when near the viewport) and back, its images decoded; then
// every element of every island is measured, matched with Chromium's by its
// place in the tree, and a screenshot is saved for a person to look at. Not a
// test file itself: layout-guest.test.ts and layout-user.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  launchEngine, screenshot, settled, signIn, startDemo, waitFor, WIDTHS,
  type Demo, type Engine, type EngineName, type Tab,
} from '../setup/engines';

/**
 * The limits. Engines draw text differently even in one face, and this is
 * what they differ by here (Chromium and Firefox agree within 1 px):
 * WebKitGTK rounds each glyph's advance to a whole pixel, so a run of text,
 * and a box sized by it (a chip, a button, a tab), is up to 2% wider or
 * narrower; it rounds each line box to whole pixels, so a line 22.5 px high
 * (15 px text at line-height 1.5) is 22 px, 2.2% less, and a page of text
 * ends a few pixels higher; and a paragraph near a line's end may take a line
 * more or less (its words are narrower, or WebKit does not break after the
 * hyphen of «інтернет-магазинів»). Such a paragraph is listed as reflowed, by
 * name, and its lines gained or lost are allowed to what holds it.
 * Layout is what must not differ: a box wrapping onto another line, a grid
 * with another column count, a margin lost, a flex item grown or shrunk, a
 * control drawn at another size. Each of those changes some element's own
 * size or its place in its parent by a line height (17 px and more) or a
 * column (over 100 px). So each element is compared with Chromium's on its
 * own: its width, its height and its offset in its parent (not on the page,
 * where the rounding of every line above it adds up) may each differ by
 * SLACK px plus RATE of the measure (a 40 px button 5 px, a 300 px card
 * 11.5 px: less than the line or the column a layout change costs).
 */
export const SLACK = 4;
export const RATE = 0.025;
/** An island's height: the same rounding, summed over all its lines. */
export const ISLAND_RATE = 0.025;

export interface Box {
  key: string; x: number; y: number; w: number; h: number; rx: number; ry: number;
  /** Holds text and nothing but inline elements; its line height in px. */
  text: boolean; lh: number;
}
export interface Measure { islands: Record<string, number>; boxes: Box[] }

/** Runs in the page: each island's height and the box of each visible element in it, keyed by its place in the tree. */
function measure(): Measure {
  const islands: Record<string, number> = {};
  const boxes: Box[] = [];
  const round = (n: number) => Math.round(n * 10) / 10;
  const textOnly = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) &&
    [...el.children].every((c) => getComputedStyle(c).display === 'inline');
  const walk = (el: Element, key: string) => {
    const p = el.getBoundingClientRect();
    [...el.children].forEach((child, i) => {
      const path = `${key}>${child.tagName.toLowerCase()}${i}`;
      const r = child.getBoundingClientRect();
      if (r.width || r.height) {
        boxes.push({ key: path, x: round(r.x + scrollX), y: round(r.y + scrollY), w: round(r.width), h: round(r.height), rx: round(r.x - p.x), ry: round(r.y - p.y),
          text: textOnly(child), lh: parseFloat(getComputedStyle(child).lineHeight) || 1.2 * parseFloat(getComputedStyle(child).fontSize) });
      }
      if (!(child instanceof SVGElement)) walk(child, path);
    });
  };
  document.querySelectorAll('[data-cashback]').forEach((island, i) => {
    const name = `${island.getAttribute('data-cashback')}${i}`;
    islands[name] = round(island.getBoundingClientRect().height);
    walk(island, name);
  });
  return { islands, boxes };
}

export interface Difference {
  /** The largest difference beyond its allowance (px; 0 when all are within), and where. */
  over: number;
  worst: string;
  /** The largest difference of any element's own size or offset in its parent, allowed or not. */
  largest: number;
  /** Islands whose heights differ beyond ISLAND_RATE, with both heights. */
  heights: string[];
  /** The largest island height difference, as a share of Chromium's. */
  heightShare: number;
  /** Elements one engine draws and the other does not. */
  unmatched: string[];
  /** Text the engine broke into more or fewer lines (its text's width, not our CSS): `key lines→lines`. */
  reflowed: string[];
}

const allowance = (measure: number) => SLACK + RATE * Math.abs(measure);

/**
 * How `other` differs from `base` (Chromium). Text that fills another number of
 * lines at the same width, the engines' own text widths and line-breaking
 * rules at work, is listed as reflowed: its lines gained or lost are allowed
 * to its ancestors' heights and to the offsets of what sits beside them.
 */
export function compare(base: Measure, other: Measure): Difference {
  const theirs = new Map(other.boxes.map((b) => [b.key, b]));
  const shifts = base.boxes.flatMap((b) => {
    const them = theirs.get(b.key);
    if (!b.text || !them || Math.abs(b.w - them.w) > allowance(b.w)) return [];
    const lines = [Math.round(b.h / b.lh), Math.round(them.h / them.lh)];
    return lines[0] !== lines[1] ? [{ key: b.key, by: them.h - b.h, lines }] : [];
  }).filter((s, _, all) => !all.some((o) => s.key.startsWith(`${o.key}>`))); // a span in a reflowed paragraph is that paragraph's
  const parentOf = (key: string) => key.slice(0, key.lastIndexOf('>'));
  /**
   * What Chromium's box is expected to become there: its height plus the lines gained inside it; its
   * offset in its parent, for a sibling of the wrap or of a box around it, anywhere within the lines
   * gained (a parent in normal flow moves later siblings by all of it, one that centres them by half).
   */
  const expected = (box: Box) => {
    let h = box.h;
    let ryRoom = 0;
    for (const { key, by } of shifts) {
      if (key === box.key || key.startsWith(`${box.key}>`)) h += by;
      else if ([key, ...ancestors(key)].some((k) => parentOf(k) === parentOf(box.key))) ryRoom += Math.abs(by);
    }
    return { h, ryRoom };
  };
  /** The boxes `key` is inside, nearest first (not the island itself). */
  const ancestors = (key: string) => {
    const parts = key.split('>');
    return parts.slice(2).map((_, i) => parts.slice(0, parts.length - 1 - i).join('>'));
  };
  let over = 0;
  let largest = 0;
  let worst = '';
  const unmatched: string[] = [];
  for (const box of base.boxes) {
    const them = theirs.get(box.key);
    theirs.delete(box.key);
    if (!them) {
      unmatched.push(`only in chromium: ${box.key}`);
      continue;
    }
    const { h, ryRoom } = expected(box);
    for (const [what, a, b, room] of [['width', box.w, them.w, 0], ['height', h, them.h, 0], ['left in its parent', box.rx, them.rx, 0], ['top in its parent', box.ry, them.ry, ryRoom]] as const) {
      const d = Math.max(0, Math.abs(a - b) - room);
      largest = Math.max(largest, d);
      if (d - allowance(a) > over) {
        over = d - allowance(a);
        worst = `${box.key} ${what}: chromium ${a}, here ${b}`;
      }
    }
  }
  unmatched.push(...[...theirs.keys()].map((key) => `only here: ${key}`));
  let heightShare = 0;
  const heights: string[] = [];
  for (const [name, h] of Object.entries(base.islands)) {
    const reflow = shifts.filter((s) => s.key.startsWith(`${name}>`)).reduce((sum, s) => sum + s.by, 0);
    const share = Math.abs(h + reflow - (other.islands[name] ?? 0)) / Math.max(h, 1);
    heightShare = Math.max(heightShare, share);
    if (share > ISLAND_RATE) heights.push(`${name} chromium ${h} px, here ${other.islands[name]} px`);
  }
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const reflowed = shifts.map((s) => `${s.key.split('>').slice(-2).join('>')} ${s.lines[0]}→${s.lines[1]} lines`);
  return { over: r1(over), worst, largest: r1(largest), heights, heightShare, unmatched, reflowed };
}

const slug = (route: string) => route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || 'home';

/**
 * Loads `route` and brings it to rest: islands mounted (the `visible` ones
 * too), no skeleton left, images decoded, the page at its top, three frames
 * painted.
 */
async function load(tab: Tab, route: string) {
  await tab.goto(route);
  await settled(tab);
  // A `visible` island (the home's referral banner, the footer) loads when it comes near the
  // viewport. A jump there and straight back can pass it before any frame sees it there, and it
  // stays a skeleton in that engine. So each look brings every placeholder not yet mounted, and
  // every skeleton still shown, into the middle of the viewport in turn (one in view already
  // stays), two frames at each; an island the page has only just rendered gets its frame in view
  // on the next look, and a look that finds the page done scrolls no more. Stepping through the
  // whole page instead painted every screen of it: more than half of WebKit's CPU in these tests.
  await waitFor(tab, 'every island mounted and no skeleton left (each brought into view)', async () => {
    const pending = () => [
      ...[...document.querySelectorAll('[data-cashback]')].filter((el) => el.getAttribute('data-cashback-state') !== 'mounted'),
      ...document.querySelectorAll('.cb-skeleton, .cb-skeleton__item, [aria-busy="true"]'),
    ];
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const el of pending()) {
      const { top, bottom } = el.getBoundingClientRect();
      if (bottom > 0 && top < innerHeight) continue; // in view now: the next frames see it
      el.scrollIntoView({ block: 'center' });
      await frames();
    }
    await frames();
    return !pending().length;
  });
  await tab.eval(async () => {
    window.scrollTo(0, 0);
    await Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined)));
    // The header hides while scrolling down and comes back on the way up, a frame after the scroll: three frames.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))));
  });
}

/** The engines to compare with Chromium: Firefox and WebKit, less those test/run.mjs found missing. */
export const COMPARED = (['firefox', 'webkit'] as const).filter((e) => !(process.env.CASHBACK_SKIP_ENGINES ?? '').split(',').includes(e));

export function layoutSuite(who: 'guest' | 'user', routes: readonly string[]) {
  const test = suite(`layout against Chromium: ${who}`);
  const engines: Partial<Record<EngineName, Engine>> = {};
  let demo: Demo;
  test.before(async () => {
    demo = await startDemo();
    await Promise.all((['chromium', ...COMPARED] as const).map(async (name) => (engines[name] = await launchEngine(name))));
  });
  test.after(async () => {
    await Promise.all(Object.values(engines).map((e) => e.close()));
    await demo?.close();
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`${who} at ${width} px: every route, each engine beside Chromium`, async () => {
      const measures: Partial<Record<EngineName, Record<string, Measure>>> = {};
      // The engines at once: each spends most of a route waiting (the network, its frames), not computing.
      await Promise.all((Object.entries(engines) as [EngineName, Engine][]).map(async ([name, engine]) => {
        const started = Date.now();
        const tab = await engine.open(demo, { width });
        if (who === 'user') await signIn(tab, 'user@example.com');
        const seen: Record<string, Measure> = (measures[name] = {});
        for (const route of routes) {
          await load(tab, route);
          seen[route] = await tab.eval(measure);
          await screenshot(tab, `layout-${who}-${width}-${slug(route)}-${name}`);
        }
        await tab.close();
        console.log(`${name.padEnd(8)} ${who} ${width} px: ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }));
      const failures: string[] = [];
      for (const name of COMPARED) {
        for (const route of routes) {
          const d = compare(measures.chromium![route]!, measures[name]![route]!);
          // One line per route and engine: the figures the README's table is made of.
          console.log(`${name.padEnd(7)} ${who} ${String(width).padStart(4)} ${route.padEnd(50)} largest ${String(d.largest).padStart(5)} px, over ${d.over} px; islands ${(d.heightShare * 100).toFixed(2)}%${d.reflowed.length ? `; text reflowed: ${d.reflowed.join(', ')}` : ''}${d.over ? `  worst ${d.worst}` : ''}${d.unmatched.length ? `  unmatched ${d.unmatched.length}: ${d.unmatched.slice(0, 3).join(', ')}` : ''}`);
          if (d.over || d.heights.length || d.unmatched.length) failures.push(`${name} ${route}: ${d.over ? `${d.over} px over (${d.worst}); ` : ''}${d.heights.join('; ')} ${d.unmatched.slice(0, 5).join(', ')}`);
        }
      }
      assert.equal(failures, [], failures.join('\n'));
    });
  }
  return test;
}
