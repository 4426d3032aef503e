/**
 * The header's search over shops and categories. A name matches when the
 * query, or one of its readings, does: as typed, in the other alphabet
 * (`skeleton`), typed with the other keyboard layout active (`otherLayout`),
 * or within one typo (two from 8 letters on, `fuzzyEnd`). Everything a name
 * needs is computed once per list (memoised by array identity), and the
 * names are joined into one text per reading, most popular first
 * (`joined.ts`): a keystroke finds each tier's names with a few native
 * `indexOf` runs over the whole list and stops once it has enough; only a
 * typo makes it read every name.
 */
import { fold, skeleton, type Spans } from './fold';
import { otherLayout } from './keyboard-layout';
import { fuzzyEdits, fuzzyEnd, fuzzyMatch, FUZZY_MAX_QUERY } from './fuzzy';
import { scan, type Joined } from './joined';
import { isWordChar, letterMask, prepare, type Entry, type Searchable } from './prepare';

/** Spec section 9: search shows 6 items per group. */
export const SEARCH_LIMIT = 6;

/** How a name matched, best first. */
export type Tier = 'prefix' | 'word' | 'substring' | 'reading' | 'typo';

// The order results come in. A reading (other alphabet or layout) that meets
// the start of the name or of a word comes before one that meets its middle;
// one typo before two.
const BUCKETS: readonly Tier[] = ['prefix', 'word', 'substring', 'reading', 'reading', 'typo', 'typo'];

/** One result: the item and the part of its name, as the shop writes it, that matched. */
export interface Hit<T> {
  item: T;
  tier: Tier;
  /** [from, to) in `item.name`. */
  mark: readonly [number, number];
}

function missing(query: number, name: number): number {
  let bits = query & ~name;
  let count = 0;
  for (; bits; count++) bits &= bits - 1;
  return count;
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

/** The best bucket (see `BUCKETS`) in which `entry` matches, if it is no worse than `worst`. */
function match(entry: Entry, q: Query, worst: number, index: number): [number, Match] | null {
  const name = entry.folded;
  const at = (q.foldedMask & ~entry.foldedMask) === 0 ? name.indexOf(q.folded) : -1;
  if (at === 0) return [0, { index, at, end: q.folded.length, inSkeleton: false }];
  if (at > 0) {
    for (let k = at; k > 0 && worst >= 1; k = name.indexOf(q.folded, k + 1)) {
      if (entry.spaced[k - 1] === ' ') return [1, { index, at: k, end: k + q.folded.length, inSkeleton: false }];
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
  const list = prepare(items);
  const { entries, byPopularity } = list;
  const tiers: Match[][] = BUCKETS.map(() => []);
  let shown = 0;
  // Tier by tier, the names that hold the query in that tier's way, most popular first,
  // until `limit` are found: `r` in 10,000 names is a few runs of indexOf, not 10,000 calls.
  const only = (tier: number, need: number, where: [Joined, string, number][]) => {
    const found = new Map<number, Match>();
    for (const [joined, needle, lead] of where) {
      let seen = 0;
      scan(joined, needle, lead, (rank) => {
        const index = byPopularity[rank] as number;
        if (!found.has(rank)) {
          const hit = match(entries[index] as Entry, q, tier, index);
          if (hit?.[0] !== tier) return false;
          found.set(rank, hit[1]);
        }
        return ++seen >= need;
      });
    }
    // Each run kept its `need` most popular; of them all, the `need` most popular.
    for (const rank of [...found.keys()].sort((a, b) => a - b).slice(0, need)) (tiers[tier] as Match[]).push(found.get(rank) as Match);
    shown += (tiers[tier] as Match[]).length;
  };
  const { folded } = q;
  // A piece no name holds costs one run of indexOf, not one per tier.
  const holds = list.folded.text.includes(folded);
  const readings = q.readings.filter((r) => list.skeletons.text.includes(r));
  if (holds) only(0, limit, [[list.folded, `\n${folded}`, 1]]);
  // A word start after the first: after a space in `spaced` (unless the query holds a non-word character itself).
  let plain = true;
  for (let i = 0; i < folded.length; i++) plain &&= isWordChar(folded.charCodeAt(i), folded[i] as string);
  if (holds && shown < limit) only(1, limit - shown, [plain ? [list.spaced, ` ${folded}`, 1] : [list.folded, folded, 0]]);
  if (holds && shown < limit) only(2, limit - shown, [[list.folded, folded, 0]]);
  if (shown < limit) only(3, limit - shown, readings.flatMap((r): [Joined, string, number][] => [[list.skeletons, `\n${r}`, 1], [list.skeletons, ` ${r}`, 1]]));
  if (shown < limit) only(4, limit - shown, readings.map((r): [Joined, string, number] => [list.skeletons, r, 0]));
  // A typo can be anywhere: every name is read, most popular first (a letter mask skips most).
  if (shown < limit && q.typos.some((n) => n > 0)) {
    let worst = BUCKETS.length - 1;
    let one = 0;
    let two = 0;
    for (const index of byPopularity) {
      const found = match(entries[index] as Entry, q, worst, index);
      if (!found || found[0] < 5) continue;
      (tiers[found[0]] as Match[]).push(found[1]);
      if (found[0] === 5) one++;
      else two++;
      // One typo before two: once `limit` are found, only a name with one typo can still be shown.
      if (shown + one >= limit) break;
      if (shown + one + two >= limit) worst = 5;
    }
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
