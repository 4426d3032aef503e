/**
 * The header's search over shops and categories: pure and cheap per keystroke.
 * Names are normalised once per array (memoised by array identity), so a
 * keystroke over 10,000 shops is one `startsWith`/`indexOf` pass with an early
 * exit once enough names that start with the query are found.
 */

/** Spec section 9: search shows 6 items per group. */
export const SEARCH_LIMIT = 6;

// Straight and typographic apostrophes (Ukrainian ʼ U+02BC, ’ U+2019, ‘, `, ´).
const APOSTROPHES = /['\u2019\u2018\u02bc`\u00b4]/g;

// Most names need none of the replacements: one test spares three passes.
const UNUSUAL = /['\u2019\u2018\u02bc`\u00b4ґ]|\s\s|[^\S ]/;

/** Lowercase, no apostrophes, ґ read as г, single spaces, trimmed. */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  if (!UNUSUAL.test(lower)) return lower.trim();
  return lower.replace(APOSTROPHES, '').replace(/ґ/g, 'г').replace(/\s+/g, ' ').trim();
}

// Ukrainian → Latin, so «розетка» finds Rozetka (query side only: a few letters).
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i',
  ї: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ґ: 'g', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia',
};

/** A normalised query in Latin letters, or '' when it has no Cyrillic. */
export function transliterate(normalized: string): string {
  if (!/[а-яіїєґ]/.test(normalized)) return '';
  return normalized.replace(/[а-яіїєґ]/g, (c) => LATIN[c] ?? c);
}

interface Named { name: string }

const indexes = new WeakMap<readonly Named[], string[]>();

/** Normalised names of `items`, built once per array. */
export function nameIndex(items: readonly Named[]): string[] {
  let index = indexes.get(items);
  if (!index) {
    index = items.map((item) => normalize(String(item.name ?? '')));
    indexes.set(items, index);
  }
  return index;
}

/**
 * Up to `limit` items whose name matches `query`: names that start with it
 * first, then names with a word that starts with it, then any that contain
 * it; each tier in list order.
 *
 * @example
 * searchItems(shops, 'roz') // [{ name: 'Rozetka', ... }]
 */
export function searchItems<T extends Named>(items: readonly T[], query: string, limit = SEARCH_LIMIT): T[] {
  const needle = normalize(query);
  if (!needle || limit <= 0) return [];
  const needles = [needle];
  const latin = transliterate(needle);
  if (latin) needles.push(latin);
  // Brands spell г as g (мегого → Megogo); the national standard as h.
  if (latin && needle.includes('г')) needles.push(transliterate(needle.replace(/г/g, 'ґ')));
  const index = nameIndex(items);
  const starts: T[] = [];
  const words: T[] = [];
  const contains: T[] = [];
  for (let i = 0; i < index.length && starts.length < limit; i++) {
    const name = index[i] as string;
    let tier = 3;
    for (const n of needles) {
      const at = name.indexOf(n);
      if (at === 0) { tier = 0; break; }
      if (at > 0) tier = Math.min(tier, name.includes(' ' + n) ? 1 : 2);
    }
    if (tier === 3) continue;
    const list = tier === 0 ? starts : tier === 1 ? words : contains;
    if (list.length < limit) list.push(items[i] as T);
  }
  return starts.concat(words, contains).slice(0, limit);
}

export interface SearchResult<S, C> {
  shops: S[];
  categories: C[];
}

/** Both groups of the header search, each at most `limit` long. */
export function searchCatalog<S extends Named, C extends Named>(
  shops: readonly S[],
  categories: readonly C[],
  query: string,
  limit = SEARCH_LIMIT,
): SearchResult<S, C> {
  return { shops: searchItems(shops, query, limit), categories: searchItems(categories, query, limit) };
}
