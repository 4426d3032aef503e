/**
 * Typo tolerance: does some prefix of `text` from `start` lie within `max`
 * edits of `query`, an edit being a letter missing, extra, changed, or two
 * neighbours swapped (the optimal string alignment distance)? Only a band of
 * 2 * max + 1 cells per row is computed, and a row whose cells all exceed
 * `max` ends the search, so a word that cannot match costs a few cells.
 * https://en.wikipedia.org/wiki/Damerau%E2%80%93Levenshtein_distance#Optimal_string_alignment_distance
 */

/** The longest query the rows below hold. */
export const FUZZY_MAX_QUERY = 60;

const WIDTH = FUZZY_MAX_QUERY + 8;
const FAR = 1000;
// Three rows, reused: the one being filled, the one above, the one above that.
let row = new Int32Array(WIDTH);
let above = new Int32Array(WIDTH);
let above2 = new Int32Array(WIDTH);

/**
 * The best-matching prefix of `text` from `start` (fewest edits, then the
 * length nearest the query's) as `end * 4 + edits` (`end` exclusive; read it
 * with `fuzzyEnd` and `fuzzyEdits`), or -1. `max` is at most 3.
 *
 * @example
 * fuzzyEnd(fuzzyMatch('rozteka', 'rozetka', 0, 1)) === 7
 */
export function fuzzyMatch(query: string, text: string, start: number, max: number): number {
  const m = Math.min(query.length, FUZZY_MAX_QUERY);
  const n = Math.min(text.length - start, m + max);
  if (m === 0 || n < m - max) return -1;
  // Within `max` edits, one of the first max + 1 letters of the query meets its
  // letter in the text within the band; most words fail this and cost no row.
  let meets = false;
  for (let i = 0; i <= max && i < m && !meets; i++) {
    const q = query.charCodeAt(i);
    for (let j = Math.max(0, i - max); j <= i + max && j < n; j++) {
      if (text.charCodeAt(start + j) === q) {
        meets = true;
        break;
      }
    }
  }
  if (!meets) return -1;
  for (let j = 0; j <= n; j++) above[j] = j;
  for (let i = 1; i <= m; i++) {
    const q = query.charCodeAt(i - 1);
    const qBefore = i > 1 ? query.charCodeAt(i - 2) : -1;
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    row[lo - 1] = lo === 1 ? i : FAR;
    let least = lo === 1 ? i : FAR;
    for (let j = lo; j <= hi; j++) {
      const t = text.charCodeAt(start + j - 1);
      let v = (above[j - 1] as number) + (q === t ? 0 : 1);
      const del = (above[j] as number) + 1;
      if (del < v) v = del;
      const ins = (row[j - 1] as number) + 1;
      if (ins < v) v = ins;
      if (j > 1 && q !== t && q === text.charCodeAt(start + j - 2) && qBefore === t) {
        const swap = (above2[j - 2] as number) + 1;
        if (swap < v) v = swap;
      }
      row[j] = v;
      if (v < least) least = v;
    }
    if (hi < n) row[hi + 1] = FAR;
    if (least > max) return -1;
    const done = above2;
    above2 = above;
    above = row;
    row = done;
  }
  // `above` now holds the last row.
  let best = -1;
  let bestCost = max + 1;
  for (let j = Math.max(0, m - max); j <= n; j++) {
    const cost = above[j] as number;
    if (cost < bestCost || (cost === bestCost && Math.abs(j - m) < Math.abs(best - m))) {
      best = j;
      bestCost = cost;
    }
  }
  return best < 0 ? -1 : (start + best) * 4 + bestCost;
}

export const fuzzyEnd = (match: number) => match >> 2;
export const fuzzyEdits = (match: number) => match & 3;
