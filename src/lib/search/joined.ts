/**
 * A list's names as one text, each after a line break, so that finding the
 * names that hold a piece is one native `indexOf` run over the whole list
 * rather than one call per name: a letter that 9,000 of 10,000 names contain
 * costs as little as one that none contains.
 */
export interface Joined {
  text: string;
  /** Where each name starts in `text`, in list order. */
  starts: Int32Array;
}

/** Joins `names` (which hold no line break) as `\nname\nname...`. */
export function joinNames(names: readonly string[]): Joined {
  const starts = new Int32Array(names.length);
  let offset = 0;
  names.forEach((name, i) => {
    starts[i] = offset + 1;
    offset += name.length + 1;
  });
  return { text: `\n${names.join('\n')}`, starts };
}

/** The name that holds position `at` of the text. */
function nameAt({ starts }: Joined, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Calls `visit` with each name, in list order and once, that holds `needle`
 * where the name's own part begins `lead` characters into it (`\nrozetka`
 * with lead 1: names that start with `rozetka`), until `visit` says it has
 * seen enough.
 */
export function scan(joined: Joined, needle: string, lead: number, visit: (index: number) => boolean): void {
  const { text, starts } = joined;
  for (let at = text.indexOf(needle); at >= 0;) {
    const index = nameAt(joined, at + lead);
    if (visit(index) || index + 1 >= starts.length) return;
    // From the line break before the next name, so that `\n…` can match it.
    at = text.indexOf(needle, (starts[index + 1] as number) - 1);
  }
}
