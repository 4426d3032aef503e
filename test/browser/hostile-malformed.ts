// The malformed-answer tests' machinery (hostile-malformed-guest.test.ts and
// hostile-malformed-user.test.ts): the kinds of malformed answer (missing
// fields, nulls, wrong types, nested `data`, huge strings, odd numbers, HTML
// with 200, truncated JSON, 4xx/5xx bodies, 204), one fed in turn for every
// GET the islands make, page load after page load, and the report.
import * as assert from 'uvu/assert';
import type { BrowserSuite } from '../setup/browser';
import { hostilePage, newTally, tour, type Answer, type Json, type Step } from './hostile-page';

/** Values that break a field's type: odd numbers, NaN-like strings, huge strings, wrong shapes. */
const ODD: Json[] = [
  null, '', 'abc', -1, -0, 0, 1e308, -1e308, 2 ** 70, 0.1 + 0.2, -12.5, 'NaN', 'Infinity', '-Infinity', '-0', '1e308',
  true, false, [], {}, [1, 2], { data: 1 }, { id: 'x' }, 'x'.repeat(20_000), 'Ї'.repeat(5_000),
];

/**
 * A text field the API sends is shown as sent, so a name that reads 'NaN' is no
 * fault of the widget: the NaN-like strings go only where the real answer has no string.
 */
const fit = (real: Json | undefined, odd: Json): Json => (typeof real === 'string' && typeof odd === 'string' && /NaN|Infinity/.test(odd) ? 'abc' : odd);

/** Laravel's English error bodies. */
const LARAVEL: [number, Json][] = [
  [400, { message: 'Bad Request' }],
  [401, { message: 'Unauthenticated.' }],
  [403, { message: 'This action is unauthorized.' }],
  [404, { message: 'No query results for model [App\\Models\\Shop] 7' }],
  [405, { message: 'The GET method is not supported for route api/shops. Supported methods: POST.' }],
  [419, { message: 'CSRF token mismatch.' }],
  [422, { message: 'The given data was invalid.', errors: { id: ['The selected id is invalid.'] } }],
  [429, { message: 'Too Many Attempts.' }],
  [500, { message: 'Server Error' }],
  [500, { message: 'SQLSTATE[HY000] [2002] Connection refused', exception: 'Illuminate\\Database\\QueryException', file: '/var/www/vendor/x.php', line: 760, trace: [] }],
  [502, { message: 'Bad Gateway' }],
  [503, { message: 'Service Unavailable' }],
];

/** Rewrites one field of every record (deep) with `odd`, or deletes it; a `{ data }` envelope stays, its records change (other kinds break envelopes). */
function warp(value: Json, pick: number, odd: Json | undefined): Json {
  if (Array.isArray(value)) return value.map((v) => warp(v, pick, odd));
  if (value && typeof value === 'object' && Object.keys(value).join() === 'data') return { data: warp(value.data!, pick, odd) };
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const key = keys[pick % Math.max(keys.length, 1)];
    const copy: { [key: string]: Json } = {};
    for (const k of keys) copy[k] = warp(value[k]!, pick, odd);
    if (key !== undefined) {
      if (odd === undefined) delete copy[key];
      else copy[key] = fit(value[key], odd);
    }
    return copy;
  }
  return value;
}

/** Every field of every record set to `odd` at once. */
function flood(value: Json, odd: Json): Json {
  if (Array.isArray(value)) return value.map((v) => flood(v, odd));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v && typeof v === 'object' ? flood(v, odd) : fit(v, odd)]));
  }
  return value;
}

const json = (value: Json, status = 200): Answer => ({ status, contentType: 'application/json', body: JSON.stringify(value) });
/** JSON.stringify writes -0 as 0 and drops non-finite numbers; these go in raw. */
const raw = (text: string): Answer => ({ status: 200, contentType: 'application/json', body: text });

/** The kinds of malformed answer, by name; variant `n` of the real `body`. */
const KINDS: [string, (n: number, body: Json) => Answer][] = [
  ['missing field', (n, body) => json(warp(body, n, undefined))],
  ['null field', (n, body) => json(warp(body, n, null))],
  ['wrong type', (n, body) => json(warp(body, n, ODD[n % ODD.length]!))],
  ['wrong type (other field)', (n, body) => json(warp(body, n + 3, ODD[(n * 7) % ODD.length]!))],
  ['every field odd', (n, body) => json(flood(body, ODD[(n * 5) % ODD.length]!))],
  ['nested data', (_n, body) => json({ data: { data: body } })],
  ['data is null', () => json({ data: null })],
  ['body replaced', (n) => json(ODD[n % ODD.length]!)],
  ['array around body', (_n, body) => json([body])],
  ['raw odd numbers', (n, body) => raw(JSON.stringify(warp(body, n, 424242)).replaceAll('424242', ['-0', '1e308', '-1e308', '1e999', '-5'][n % 5]!))],
  ['HTML with 200', () => ({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Whoops</title><h1>Server Error</h1><script>__xss++</script>' })],
  ['HTML as JSON with 200', () => raw('<!doctype html><html><body>Whoops, looks like something went wrong.</body></html>')],
  ['truncated JSON', (n, body) => raw(JSON.stringify(body).slice(0, 1 + ((n * 13) % 60)))],
  ['Laravel 4xx/5xx', (n) => { const [status, body] = LARAVEL[n % LARAVEL.length]!; return json(body, status); }],
  ['gateway HTML 5xx', (n) => ({ status: [500, 502, 503, 504][n % 4]!, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' })],
  ['204', () => ({ status: 204, contentType: 'application/json', body: '' })],
  ['empty 200', () => raw('')],
];

/** A malformed variant of every real answer, the kinds in turn. */
function malformed(): (real: Json | undefined) => Answer {
  let n = 0;
  return (real) => {
    const i = n++;
    const [kind, make] = KINDS[i % KINDS.length]!;
    return { ...make(Math.floor(i / KINDS.length) + i, real ?? null), kind };
  };
}

/** Keyed resources fetch once per id: each shop and category visited in place is a fresh GET. */
export const catalogue = (load: number): Step[] => [
  '/shops?tab=categories',
  ...Array.from({ length: 8 }, (_, k) => [`/shops/${1 + ((load * 8 + k) % 40)}`, `/shops/category/${1 + ((load + k) % 8)}`]).flat(),
  '/about',
];

interface Visitor {
  /** Signed in as this demo account; a guest when absent. */
  as?: string;
  /** The viewport width of each page load in turn. */
  widths: number[];
  /** The steps of page load `n` after `/`. */
  steps: (load: number) => Step[];
  /** Page loads go on until at least this many malformed answers were fed. */
  answers: number;
}

/**
 * Page loads until `answers` malformed answers were fed, every other one a
 * first visit (nothing stored from an earlier answer); then the counts are
 * printed and nothing may have gone wrong.
 */
export async function expectNoSymptom(env: BrowserSuite, { as, widths, steps, answers }: Visitor): Promise<void> {
  const tally = newTally();
  const problemsSeen = new Set<string>();
  const rewrite = malformed();
  let checks = 0;
  let loads = 0;
  // Two pages at once, each in its own context, fed from one stream of malformed answers: a page
  // spends most of a load waiting for its answers and its frames.
  const pages = await Promise.all([0, 1].map(() => hostilePage(env, { width: widths[0]!, as }, rewrite, tally)));
  await Promise.all(pages.map(async (hostile) => {
    while (tally.responses < answers) {
      const load = loads++;
      const width = widths[load % widths.length]!;
      await hostile.page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      // A page still blank has nothing stored: its first load is a first visit anyway.
      if (load % 2 && hostile.page.url() !== 'about:blank') await hostile.page.evaluate(() => localStorage.clear());
      const seen = await tour(hostile, steps(load));
      checks += seen.checks;
      for (const problem of seen.found) problemsSeen.add(`${width} px ${problem}`);
    }
    await hostile.context.close();
  }));
  const pageErrors = pages.flatMap((hostile) => hostile.pageErrors);
  console.log(`Malformed (${as ?? 'guest'}): ${tally.responses} responses to ${tally.routes.size} API routes (${[...tally.routes].sort().join(', ')}) over ${loads} page loads; ${checks} checks; kinds: ${[...tally.kinds].map(([k, c]) => `${k} ${c}`).join(', ')}; ${problemsSeen.size} problems, ${pageErrors.length} uncaught errors`);
  assert.ok(tally.responses >= answers, String(tally.responses));
  assert.is(tally.kinds.size, KINDS.length, 'every kind was fed');
  assert.equal([...problemsSeen], []);
  assert.equal(pageErrors, []);
}
