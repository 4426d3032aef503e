/**
 * The two ways the search reads a name or a query: `fold` (as typed: lower
 * case, no apostrophes, ґ as г, single spaces) and `skeleton` (one spelling
 * for both alphabets). Both can report, for every character they produce,
 * the span of the original text it came from, so a match can be marked in
 * the name as the shop writes it.
 */

/** Per produced character: where it came from in the original text, [from, to). */
export interface Spans { from: number[]; to: number[] }

// Straight and typographic apostrophes (Ukrainian ʼ U+02BC, ’ U+2019, ‘, `, ´).
const APOSTROPHE = /['\u2019\u2018\u02bc`\u00b4]/;

/** Lower case with one character per original character, so indexes line up. */
function lower(text: string): string {
  const low = text.toLowerCase();
  if (low.length === text.length) return low;
  let out = '';
  for (const ch of text) out += ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
  return out;
}

/** Lowercase, no apostrophes, ґ read as г, single spaces, trimmed. */
export function fold(text: string, spans?: Spans): string {
  const low = lower(text);
  let out = '';
  for (let i = 0; i < low.length; i++) {
    let ch = low[i] as string;
    if (APOSTROPHE.test(ch)) continue;
    if (/\s/.test(ch)) {
      if (!out || out.endsWith(' ')) continue;
      ch = ' ';
    } else if (ch === 'ґ') ch = 'г';
    out += ch;
    spans?.from.push(i);
    spans?.to.push(i + 1);
  }
  if (out.endsWith(' ')) {
    out = out.slice(0, -1);
    spans?.from.pop();
    spans?.to.pop();
  }
  return out;
}

/**
 * Cyrillic letters in Latin by the national table of 2010 (Cabinet of
 * Ministers resolution 55) in its in-word form; ь and the apostrophe are
 * dropped. ё, ы, э, ъ are read too: shoppers also type on a Russian layout.
 * г is g here, not the table's h: the next step reads Latin g as h, and a
 * Latin and a Cyrillic name must reach it in the same letters (кг = kg).
 * https://zakon.rada.gov.ua/laws/show/55-2010-п
 */
export const LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i',
  ї: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u',
  ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia',
  ё: 'io', ы: 'y', э: 'e', ъ: '',
};

const VOWELS = 'aeiou';

/**
 * One spelling that a Latin and a Cyrillic form of a name share: Cyrillic is
 * transliterated by the national table, then both go through the informal
 * equivalences shoppers use (x = кс, c = ц before e/i/y and к elsewhere,
 * y = и = і, ph = ф, oo = у, w = в, q = к, g = h = г = х, j = дж), doubled
 * letters count once, a й/y glide at the start of a word is dropped
 * (Єва = Eva, Якабу = Yakaboo), and anything that is not a letter or a digit
 * separates words.
 *
 * @example
 * skeleton('Фокстрот') === skeleton('Foxtrot') // 'fokstrot'
 */
export function skeleton(text: string, spans?: Spans): string {
  const low = lower(text);
  // 1. Cyrillic to Latin; every other character as it is.
  let lat = '';
  const at: number[] = [];
  for (let i = 0; i < low.length; i++) {
    const ch = low[i] as string;
    const latin = LATIN[ch];
    const piece = latin ?? ch;
    lat += piece;
    for (let k = 0; k < piece.length; k++) at.push(i);
  }
  // 2. The informal equivalences, left to right; what they produce is not read again.
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  const emit = (piece: string, start: number, end: number) => {
    for (const ch of piece) {
      const last = out[out.length - 1];
      if (ch === ' ') {
        if (!out || last === ' ') continue;
      } else if (ch === last && (ch < '0' || ch > '9')) {
        to[to.length - 1] = at[end - 1]! + 1; // doubled letters count once
        continue;
      }
      out += ch;
      from.push(at[start]!);
      to.push(at[end - 1]! + 1);
    }
  };
  for (let i = 0; i < lat.length;) {
    const ch = lat[i] as string;
    const next = lat[i + 1] ?? '';
    const pair = ch + next;
    if (pair === 'kh') emit('h', i, (i += 2));
    else if (pair === 'ph') emit('f', i, (i += 2));
    else if (pair === 'oo') emit('u', i, (i += 2));
    else if (pair === 'ck') emit('k', i, (i += 2));
    else if (pair === 'ch') emit('ch', i, (i += 2));
    else if (pair === 'tz') emit('ts', i, (i += 2));
    else if (ch === 'c') emit('eiy'.includes(next) && next ? 'ts' : 'k', i, (i += 1));
    else if (ch === 'x') emit('ks', i, (i += 1));
    else if (ch === 'w') emit('v', i, (i += 1));
    else if (ch === 'q') emit('k', i, (i += 1));
    else if (ch === 'y') emit('i', i, (i += 1));
    else if (ch === 'g') emit('h', i, (i += 1));
    else if (ch === 'j') emit('dzh', i, (i += 1));
    else if (APOSTROPHE.test(ch)) i += 1;
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || (ch > '\u007f' && /[\p{L}\p{N}]/u.test(ch))) emit(ch, i, (i += 1));
    else emit(' ', i, (i += 1));
  }
  // 3. A glide before a vowel at the start of a word: its span goes to the vowel.
  let result = '';
  for (let i = 0; i < out.length; i++) {
    const ch = out[i] as string;
    if (ch === 'i' && (i === 0 || out[i - 1] === ' ') && VOWELS.includes(out[i + 1] ?? ' ')) {
      from[i + 1] = from[i]!;
      continue;
    }
    result += ch;
    spans?.from.push(from[i]!);
    spans?.to.push(to[i]!);
  }
  if (result.endsWith(' ')) {
    result = result.slice(0, -1);
    spans?.from.pop();
    spans?.to.pop();
  }
  return result;
}
