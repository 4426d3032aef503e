/**
 * What the search reads from a list once, not on every keystroke: each
 * name's readings and letter masks, and the names joined into one text per
 * reading, the most popular first (`joined.ts`).
 */
import { fold, skeleton } from './fold';
import { joinNames, type Joined } from './joined';

export interface Searchable {
  name: string;
  /** Popularity: breaks ties within a tier. */
  avg_stars?: number;
}

/**
 * Which characters a text has, 32 buckets in a number (a-z one each): a
 * name that lacks more of the query's characters than edits are allowed
 * cannot match, and saying so costs one `&` instead of a string search.
 */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32) mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
// Letters, digits and spaces only, as most names are: nothing to read as a space.
const PLAIN = /^[a-z0-9 а-яёєіїґ]*$/;
/** A letter or a digit; `c` is `ch`'s code, so lower-case ASCII needs no regular expression. */
export const isWordChar = (c: number, ch: string) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c > 127 && WORD_CHAR.test(ch));

export interface Entry {
  folded: string;
  /** `folded` with every character that is not a letter or a digit read as a space: where its words start. */
  spaced: string;
  skeleton: string;
  /** Where each word of `skeleton` starts. */
  words: number[];
  foldedMask: number;
  skeletonMask: number;
}
export interface Prepared {
  /** By position in `items`. */
  entries: Entry[];
  /** Positions in `items`, the most popular first: the order of the joined texts. */
  byPopularity: number[];
  folded: Joined;
  spaced: Joined;
  skeletons: Joined;
}

const prepared = new WeakMap<readonly Searchable[], Prepared>();
// The entries read so far of a list that `prepareInSlices` has not finished.
const reading = new WeakMap<readonly Searchable[], Entry[]>();

function readName(name: unknown): Entry {
  const text = String(name ?? '');
  const skel = skeleton(text);
  const words = [0];
  for (let i = skel.indexOf(' '); i >= 0; i = skel.indexOf(' ', i + 1)) words.push(i + 1);
  const folded = fold(text);
  // Most names hold only letters, digits and spaces: then `spaced` is `folded`.
  let spaced = folded;
  if (!PLAIN.test(folded)) {
    spaced = '';
    for (let i = 0; i < folded.length; i++) spaced += isWordChar(folded.charCodeAt(i), folded[i] as string) ? folded[i] : ' ';
  }
  return { folded, spaced, skeleton: skel, words, foldedMask: letterMask(folded), skeletonMask: letterMask(skel) };
}

/**
 * Positions in `items`, the highest `avg_stars` first, equal ones in list
 * order. Each item's place is packed into one number (its rating's rank
 * among the distinct ratings, then its position), so that one native sort
 * of numbers does it, not a comparator called n log n times (a cold
 * comparator sort of 10,000 was most of a 50 ms task at 4x CPU).
 */
export function byStars(items: readonly Searchable[]): number[] {
  const n = items.length;
  const stars = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const value = items[i]?.avg_stars;
    stars[i] = Number.isFinite(value) ? (value as number) : 0;
  }
  // Distinct ratings, highest first: rank 0.
  const rank = new Map<number, number>();
  const levels = stars.slice().sort();
  for (let i = levels.length - 1; i >= 0; i--) if (!rank.has(levels[i] as number)) rank.set(levels[i] as number, rank.size);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (rank.get(stars[i] as number) as number) * n + i;
  keys.sort();
  return Array.from(keys, (key) => key % n);
}

/** The joined texts, one step at a time (`prepareInSlices` pauses between them). */
function* finishing(items: readonly Searchable[], entries: Entry[]): Generator<void, Prepared> {
  const byPopularity = byStars(items);
  yield;
  const ranked = byPopularity.map((i) => entries[i] as Entry);
  const folded = joinNames(ranked.map((entry) => entry.folded));
  yield;
  const spaced = joinNames(ranked.map((entry) => entry.spaced));
  yield;
  const skeletons = joinNames(ranked.map((entry) => entry.skeleton));
  const ready = { entries, byPopularity, folded, spaced, skeletons };
  prepared.set(items, ready);
  reading.delete(items);
  return ready;
}

function finish(items: readonly Searchable[], entries: Entry[]): Prepared {
  const steps = finishing(items, entries);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Whether `items` has been read (by `prepare` or a finished `prepareInSlices`): a search of it costs no reading. */
export const isPrepared = (items: readonly Searchable[]): boolean => prepared.has(items);

/** Reads every name of `items` once; later searches of the same array reuse it. */
export function prepare(items: readonly Searchable[]): Prepared {
  const ready = prepared.get(items);
  if (ready) return ready;
  // What `prepareInSlices` has not read yet, at once: a keystroke does not wait for its next slice.
  const entries = reading.get(items) ?? [];
  for (let i = entries.length; i < items.length; i++) entries.push(readName(items[i]?.name));
  return finish(items, entries);
}

/**
 * `prepare`, a slice of `budget` ms at a time, with `pause()` between slices
 * so that no task holds the main thread long (10,000 names were one task of
 * about 300 ms at 4x CPU). A `prepare` of the same list in between finishes
 * it at once; `pause` may never resolve, which stops the work.
 */
export async function prepareInSlices(items: readonly Searchable[], pause: () => Promise<void>, budget = 10): Promise<Prepared> {
  let entries = reading.get(items);
  if (!entries) reading.set(items, (entries = []));
  while (!prepared.has(items) && entries.length < items.length) {
    const end = performance.now() + budget;
    do {
      // The clock read every 32 names, not every name.
      const stop = Math.min(items.length, entries.length + 32);
      for (let i = entries.length; i < stop; i++) entries.push(readName(items[i]?.name));
    } while (entries.length < items.length && performance.now() < end);
    await pause();
  }
  // Unless a search in between finished the list.
  if (prepared.has(items)) return prepared.get(items) as Prepared;
  const steps = finishing(items, entries);
  for (let step = steps.next(); !step.done; step = steps.next()) {
    await pause();
    if (prepared.has(items)) return prepared.get(items) as Prepared;
  }
  return prepared.get(items) as Prepared;
}
