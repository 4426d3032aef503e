/**
 * What a query says when it was typed with the other keyboard layout active:
 * the Ukrainian ЙЦУКЕН layout and US QWERTY share keys, so `hjptnrf` typed
 * for «розетка» reads back as «розетка», and `кщяуелф` as `rozetka`.
 */

// Key by key: QWERTY on the left, Ukrainian on the right (xkb `ua` and
// Windows "Ukrainian (Enhanced)": the apostrophe on the ` key, ґ on \).
const KEYS = "qй wц eу rк tе yн uг iш oщ pз [х ]ї aф sі dв fа gп hр jо kл lд ;ж 'є zя xч cс vм bи nт mь ,б .ю `' \\ґ";

const TO_CYRILLIC = new Map<string, string>();
const TO_LATIN = new Map<string, string>();
for (const pair of KEYS.split(' ')) {
  const [latin, cyrillic] = [...pair] as [string, string];
  TO_CYRILLIC.set(latin, cyrillic);
  TO_LATIN.set(cyrillic, latin);
}
// A Russian layout puts ы, э, ъ, ё where the Ukrainian one has і, є, ї and the apostrophe.
for (const [ru, latin] of [['ы', 's'], ['э', "'"], ['ъ', ']'], ['ё', '`']] as const) TO_LATIN.set(ru, latin);
// Typographic apostrophes come from the same key as the straight one.
for (const mark of ['\u2019', '\u02bc']) TO_LATIN.set(mark, '`');

/**
 * The query re-read from the other layout, key by key, in lower case; ''
 * when no character of it changes. The one character both layouts type,
 * the apostrophe, is read as є in a query with Latin letters or none.
 *
 * @example
 * otherLayout('hjptnrf') === 'розетка'
 */
export function otherLayout(query: string): string {
  const low = query.toLowerCase();
  // No letters at all (`.\\` for «юґ`): typed with the English layout active.
  const latin = /[a-z]/.test(low) || !/\p{L}/u.test(low);
  let out = '';
  let changed = false;
  for (const ch of low) {
    const swapped = (latin && TO_CYRILLIC.get(ch)) || TO_LATIN.get(ch);
    if (swapped !== undefined) changed = true;
    out += swapped ?? ch;
  }
  return changed ? out : '';
}
