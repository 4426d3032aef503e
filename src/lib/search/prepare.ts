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
      // Most names hold only letters, digits and spaces: then `spaced` is `folded`.
      let spaced = folded;
      if (!PLAIN.test(folded)) {
        spaced = '';
        for (let i = 0; i < folded.length; i++) spaced += isWordChar(folded.charCodeAt(i), folded[i] as string) ? folded[i] : ' ';
      }
      return { folded, spaced, skeleton: skel, words, foldedMask: letterMask(folded), skeletonMask: letterMask(skel) };
    });
    const stars = items.map((item) => (Number.isFinite(item.avg_stars) ? (item.avg_stars as number) : 0));
    const byPopularity = items.map((_, i) => i).sort((a, b) => (stars[b] as number) - (stars[a] as number) || a - b);
    const ranked = byPopularity.map((i) => entries[i] as (typeof entries)[number]);
    ready = {
      entries,
      byPopularity,
      folded: joinNames(ranked.map((entry) => entry.folded)),
      spaced: joinNames(ranked.map((entry) => entry.spaced)),
      skeletons: joinNames(ranked.map((entry) => entry.skeleton)),
    };
    prepared.set(items, ready);
  }
  return ready;
}

