/**
 * The header's search over shops and categories. A name matches when the
 * query, or one of its readings, does: as typed, in the other alphabet
 * (`skeleton`), typed with the other keyboard layout active (`otherLayout`),
 * or within one typo (two from 8 letters on, `fuzzyEnd`). Everything a name
 * needs is computed once per list (memoised by array identity), in
 * popularity order, so a keystroke is one pass that mostly runs `indexOf`.
 */
import { fold, skeleton, type Spans } from './fold';
import { otherLayout } from './keyboard-layout';
import { fuzzyEdits, fuzzyEnd, fuzzyMatch, FUZZY_MAX_QUERY } from './fuzzy';

/** Spec section 9: search shows 6 items per group. */
export const SEARCH_LIMIT = 6;

/** How a name matched, best first. */
export type Tier = 'prefix' | 'word' | 'substring' | 'reading' | 'typo';

// The order results come in. A reading (other alphabet or layout) that meets
// the start of the name or of a word comes before one that meets its middle;
// one typo before two.
const BUCKETS: readonly Tier[] = ['prefix', 'word', 'substring', 'reading', 'reading', 'typo', 'typo'];

export interface Searchable {
  name: string;
  /** Popularity: breaks ties within a tier. */
  avg_stars?: number;
}

/** One result: the item and the part of its name, as the shop writes it, that matched. */
export interface Hit<T> {
  item: T;
  tier: Tier;
  /** [from, to) in `item.name`. */
  mark: readonly [number, number];
}

/**
 * Which characters a text has, 32 buckets in a number (a-z one each): a
 * name that lacks more of the query's characters than edits are allowed
 * cannot match, and saying so costs one `&` instead of a string search.
 */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32) mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function missing(query: number, name: number): number {
  let bits = query & ~name;
  let count = 0;
  for (; bits; count++) bits &= bits - 1;
  return count;
}

interface Entry { folded: string; skeleton: string; words: number[]; foldedMask: number; skeletonMask: number }
interface Prepared { entries: Entry[]; byPopularity: number[] }

const prepared = new WeakMap<readonly Searchable[], Prepared>();

/** Reads every name of `items` once; later searches of the same array reuse it. */
export function prepare(items: readonly Searchable[]): Prepared {
  let ready = prepared.get(items);
  if (!ready) {
    const entries = items.map(({ name }) => {
      const text = String(name ?? '');
      const skel = skeleton(text);
      const words = [0];
      for (let i = skel.indexOf(' '); i >= 0; i = skel.indexOf(' ', i + 1)) words.push(i + 1);
      const folded = fold(text);
      return { folded, skeleton: skel, words, foldedMask: letterMask(folded), skeletonMask: letterMask(skel) };
    });
    const stars = items.map((item) => (Number.isFinite(item.avg_stars) ? (item.avg_stars as number) : 0));
    const byPopularity = items.map((_, i) => i).sort((a, b) => (stars[b] as number) - (stars[a] as number) || a - b);
    ready = { entries, byPopularity };
    prepared.set(items, ready);
  }
  return ready;
}

/** A query and its readings, worked out once per keystroke. */
export interface Query {
  folded: string;
  foldedMask: number;
  /** Skeletons of the query as typed and as re-read from the other layout. */
  readings: string[];
  /** Edits allowed per reading: 1 from 4 letters, 2 from 8. */
  typos: number[];
  masks: number[];
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
/** Counted in what was typed, or in the reading if it came out shorter (`ооо` reads `u`). */
const allowedTypos = (text: string, reading: string) => {
  const n = Math.min(letters(text), letters(reading));
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
};

/** Works out the readings of `query`; null when there is nothing to search for. */
export function readQuery(query: string): Query | null {
  const typed = query.slice(0, FUZZY_MAX_QUERY);
  const folded = fold(typed);
  if (!folded) return null;
  const readings: string[] = [];
  const allowed: number[] = [];
  // Re-read from the other layout only when that loses no letter: `тех` is not `nt[`.
  let swapped = otherLayout(typed);
  if (letters(swapped) < letters(typed)) swapped = '';
  for (const [text, reading] of [[typed, skeleton(typed)], [swapped, swapped && skeleton(swapped)]] as const) {
    if (!reading || readings.includes(reading)) continue;
    readings.push(reading);
    allowed.push(allowedTypos(fold(text), reading));
  }
  return { folded, foldedMask: letterMask(folded), readings, typos: allowed, masks: readings.map(letterMask) };
}

interface Match { index: number; at: number; end: number; inSkeleton: boolean }

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The best bucket (see `BUCKETS`) in which `entry` matches, if it is no worse than `worst`. */
function match(entry: Entry, q: Query, worst: number, index: number): [number, Match] | null {
  const name = entry.folded;
  const at = (q.foldedMask & ~entry.foldedMask) === 0 ? name.indexOf(q.folded) : -1;
  if (at === 0) return [0, { index, at, end: q.folded.length, inSkeleton: false }];
  if (at > 0) {
    for (let k = at; k > 0 && worst >= 1; k = name.indexOf(q.folded, k + 1)) {
      if (!isWordChar(name[k - 1])) return [1, { index, at: k, end: k + q.folded.length, inSkeleton: false }];
    }
    return worst >= 2 ? [2, { index, at, end: at + q.folded.length, inSkeleton: false }] : null;
  }
  if (worst < 3) return null;
  const skel = entry.skeleton;
  let inside: Match | null = null;
  for (let r = 0; r < q.readings.length; r++) {
    if ((q.masks[r] as number) & ~entry.skeletonMask) continue;
    const reading = q.readings[r] as string;
    for (let k = skel.indexOf(reading); k >= 0; k = skel.indexOf(reading, k + 1)) {
      const hit = { index, at: k, end: k + reading.length, inSkeleton: true };
      if (k === 0 || skel[k - 1] === ' ') return [3, hit];
      inside ??= hit;
      if (worst < 4) break;
    }
  }
  if (inside) return worst >= 4 ? [4, inside] : null;
  if (worst < 5) return null;
  let best: Match | null = null;
  let fewest = 3;
  for (let r = 0; r < q.readings.length && fewest > 1; r++) {
    const typos = q.typos[r] as number;
    if (!typos || missing(q.masks[r] as number, entry.skeletonMask) > Math.min(typos, fewest - 1)) continue;
    for (const word of entry.words) {
      const found = fuzzyMatch(q.readings[r] as string, skel, word, Math.min(typos, fewest - 1));
      if (found < 0 || fuzzyEnd(found) === word) continue;
      best = { index, at: word, end: fuzzyEnd(found), inSkeleton: true };
      fewest = fuzzyEdits(found);
      if (fewest === 1) break;
    }
  }
  if (best && 4 + fewest <= worst) return [4 + fewest, best];
  return null;
}

/**
 * Up to `limit` items whose name matches `query`, best tier first (see
 * `BUCKETS`), the most popular (avg_stars) first within a tier, then in list
 * order.
 *
 * @example
 * searchList(shops, 'hjptnrf') // [{ item: { name: 'Rozetka', ... }, tier: 'reading', mark: [0, 7] }]
 */
export function searchList<T extends Searchable>(items: readonly T[], query: string | Query | null, limit = SEARCH_LIMIT): Hit<T>[] {
  const q = typeof query === 'string' ? readQuery(query) : query;
  if (!q || limit <= 0) return [];
  const { entries, byPopularity } = prepare(items);
  const tiers: Match[][] = BUCKETS.map(() => []);
  let worst = BUCKETS.length - 1;
  for (const index of byPopularity) {
    const found = match(entries[index] as Entry, q, worst, index);
    if (!found) continue;
    const [tier, hit] = found;
    const bucket = tiers[tier] as Match[];
    if (bucket.length < limit) bucket.push(hit);
    if (tier === 0 && bucket.length >= limit) break;
    // Once the better tiers hold `limit` items, a worse one cannot be shown: stop looking for it.
    let better = 0;
    for (let t = 0; t < worst; t++) better += (tiers[t] as Match[]).length;
    while (worst > 0 && better >= limit) better -= (tiers[--worst] as Match[]).length;
  }
  const hits: Hit<T>[] = [];
  tiers.forEach((bucket, tier) => {
    for (const hit of bucket) if (hits.length < limit) hits.push(toHit(items[hit.index] as T, tier, hit));
  });
  return hits;
}

function toHit<T extends Searchable>(item: T, tier: number, { at, end, inSkeleton }: Match): Hit<T> {
  const spans: Spans = { from: [], to: [] };
  const name = String(item.name ?? '');
  (inSkeleton ? skeleton : fold)(name, spans);
  const from = spans.from[at] ?? 0;
  const to = spans.to[Math.max(at, end - 1)] ?? name.length;
  return { item, tier: BUCKETS[tier] as Tier, mark: [from, to] };
}

export interface SearchResult<S, C> {
  shops: Hit<S>[];
  categories: Hit<C>[];
}

/** Both groups of the header search, each at most `limit` long. */
export function searchCatalog<S extends Searchable, C extends Searchable>(
  shops: readonly S[],
  categories: readonly C[],
  query: string,
  limit = SEARCH_LIMIT,
): SearchResult<S, C> {
  const q = readQuery(query);
  return { shops: searchList(shops, q, limit), categories: searchList(categories, q, limit) };
}
