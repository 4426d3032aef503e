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
const isApostrophe = (c: number) => c === 39 || c === 96 || c === 0xb4 || c === 0x2bc || c === 0x2018 || c === 0x2019;
const isSpace = (c: number) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
// Most names need nothing but lower case: one test spares the loop.
const UNUSUAL = /['\u2019\u2018\u02bc`\u00b4ґ]|\s\s|[^\S ]|^\s|\s$/;

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
  if (!spans && !UNUSUAL.test(low)) return low;
  let out = '';
  for (let i = 0; i < low.length; i++) {
    const c = low.charCodeAt(i);
    if (isApostrophe(c)) continue;
    let ch: string;
    if (isSpace(c)) {
      if (!out || out.endsWith(' ')) continue;
      ch = ' ';
    } else ch = c === 0x491 ? 'г' : (low[i] as string);
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

/**
 * Brands Ukrainians say, and so type, by their sound: «Ашан», «Найк»,
 * «Мейкап». Their skeleton gets the spoken form as one more word right
 * after the written one (`nike naik`), for a name and a query alike.
 */
const SPOKEN: Readonly<Record<string, string>> = { auchan: 'ashan', makeup: 'meikap', nike: 'naik' };
const SPOKEN_WORD = new RegExp(`(^|[^a-z0-9])(${Object.keys(SPOKEN).join('|')})(?![a-z0-9])`, 'g');

const VOWELS = 'aeiou';
const GLIDE = /(^| )i(?=[aeiou])/g;
const NOT_ASCII = /[\u0080-\uffff]/;
const LETTER = /[\p{L}\p{N}]/u;

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
  // 1. Cyrillic to Latin; every other character as it is. `at`: where each came from.
  let lat = low;
  let at: number[] | null = null;
  if (NOT_ASCII.test(low)) {
    lat = '';
    at = [];
    for (let i = 0; i < low.length; i++) {
      const ch = low[i] as string;
      const piece = LATIN[ch] ?? ch;
      lat += piece;
      for (let k = 0; k < piece.length; k++) at.push(i);
    }
  }
  const source = (i: number) => (at ? (at[i] as number) : i);
  // 2. The informal equivalences, left to right; what they produce is not read again.
  let out = '';
  let last = 32;
  const from: number[] = [];
  const to: number[] = [];
  const emit = (piece: string, start: number, end: number) => {
    for (let k = 0; k < piece.length; k++) {
      const c = piece.charCodeAt(k);
      if (c === 32 ? last === 32 : c === last && (c < 48 || c > 57)) {
        // A space after a space, or a doubled letter (counted once).
        if (c !== 32 && spans) to[to.length - 1] = source(end - 1) + 1;
        continue;
      }
      out += piece[k];
      last = c;
      if (spans) {
        from.push(source(start));
        to.push(source(end - 1) + 1);
      }
    }
  };
  // Where a brand of SPOKEN ends: its spoken form follows there.
  let spoken: Map<number, [number, string]> | null = null;
  for (const match of lat.matchAll(SPOKEN_WORD)) {
    const start = match.index + (match[1] as string).length;
    const word = match[2] as string;
    (spoken ??= new Map()).set(start + word.length, [start, SPOKEN[word] as string]);
  }
  for (let i = 0; i < lat.length;) {
    const said = spoken?.get(i);
    if (said) emit(` ${said[1]} `, said[0], i);
    const c = lat.charCodeAt(i);
    const next = lat.charCodeAt(i + 1); // NaN at the end
    const start = i;
    if (c === 107 /* k */ && next === 104 /* h */) emit('h', start, (i += 2));
    else if (c === 112 /* p */ && next === 104) emit('f', start, (i += 2));
    else if (c === 111 /* o */ && next === 111) emit('u', start, (i += 2));
    else if (c === 99 /* c */ && next === 107) emit('k', start, (i += 2));
    else if (c === 99 && next === 104) emit('ch', start, (i += 2));
    else if (c === 116 /* t */ && next === 122 /* z */) emit('ts', start, (i += 2));
    else if (c === 99) emit(next === 101 || next === 105 || next === 121 ? 'ts' : 'k', start, (i += 1));
    else if (c === 120 /* x */) emit('ks', start, (i += 1));
    else if (c === 119 /* w */) emit('v', start, (i += 1));
    else if (c === 113 /* q */) emit('k', start, (i += 1));
    else if (c === 121 /* y */) emit('i', start, (i += 1));
    else if (c === 103 /* g */) emit('h', start, (i += 1));
    else if (c === 106 /* j */) emit('dzh', start, (i += 1));
    else if (isApostrophe(c)) i += 1;
    else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c > 127 && LETTER.test(lat[i] as string))) emit(lat[i] as string, start, (i += 1));
    else emit(' ', start, (i += 1));
  }
  const said = spoken?.get(lat.length);
  if (said) emit(` ${said[1]}`, said[0], lat.length);
  if (out.endsWith(' ')) {
    out = out.slice(0, -1);
    from.pop();
    to.pop();
  }
  // 3. A glide before a vowel at the start of a word: its span goes to the vowel.
  if (!spans) return out.includes('i') ? out.replace(GLIDE, '$1') : out;
  let result = '';
  for (let i = 0; i < out.length; i++) {
    const ch = out[i] as string;
    if (ch === 'i' && (i === 0 || out[i - 1] === ' ') && VOWELS.includes(out[i + 1] ?? ' ')) {
      from[i + 1] = from[i] as number;
      continue;
    }
    result += ch;
    spans.from.push(from[i] as number);
    spans.to.push(to[i] as number);
  }
  return result;
}
