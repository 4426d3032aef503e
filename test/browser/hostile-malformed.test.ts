// Hostile input, the other half: over 500 malformed answers to the GETs the
// islands make (missing fields, nulls, wrong types, nested `data`, huge
// strings, odd numbers, HTML with 200, truncated JSON, 4xx/5xx bodies, 204),
// fed through page.route, for a guest and for a signed-in user. Many answers
// per page load: the app island navigates in place (pushState + popstate)
// and each route fetches its own data. Nothing may run, no unsafe URL may be
// rendered, nothing may throw, no island may fail or go blank, and no
// 'undefined', 'NaN', 'null', 'Infinity' or '[object Object]' may reach the screen.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open } from '../setup/browser';

const { test, env } = browserSuite('hostile input: malformed responses');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Answer { status: number; contentType: string; body: string }

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

/** Rewrites one field of every record (deep) with `odd`, or deletes it. */
function warp(value: Json, pick: number, odd: Json | undefined): Json {
  if (Array.isArray(value)) return value.map((v) => warp(v, pick, odd));
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

interface Tally { responses: number; routes: Set<string>; kinds: Map<string, number>; checks: number; loads: number }

/** Serves a malformed variant of the real answer to every GET /api/...; counts what it fed. */
async function feed(page: Page, tally: Tally) {
  let inflight = 0;
  let n = 0;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() !== 'GET') return route.continue();
    inflight += 1;
    try {
      const real = await route.fetch();
      let body: Json = null;
      try {
        body = (await real.json()) as Json;
      } catch {
        // no JSON (a 204 or an error page): the kinds that need a body get null
      }
      const i = n++;
      const [kind, make] = KINDS[i % KINDS.length]!;
      const answer = make(Math.floor(i / KINDS.length) + i, body);
      await route.fulfill(answer);
      tally.responses += 1;
      tally.routes.add(url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'));
      tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
    } catch {
      // the page navigated away meanwhile
    } finally {
      inflight -= 1;
    }
  });
  return { idle: () => inflight === 0 };
}

/** What the user could see or suffer on the page now; empty when all is well. Also counts the checks made. */
async function problems(page: Page): Promise<{ found: string[]; checks: number }> {
  return page.evaluate(() => {
    const found: string[] = [];
    let checks = 1;
    const xss = (window as unknown as { __xss: number }).__xss;
    if (xss) found.push(`${xss} script executions`);
    for (const island of document.querySelectorAll<HTMLElement>('[data-cashback]')) {
      const name = island.getAttribute('data-cashback') ?? '?';
      const state = island.getAttribute('data-cashback-state');
      checks += 3;
      if (state === 'failed') found.push(`${name} failed`);
      if (state === 'mounted' && !island.innerText.trim()) found.push(`${name} blank`);
      const bad = island.innerText.match(/\b(undefined|NaN|null|Infinity)\b|\[object Object\]/);
      if (bad) found.push(`${name} shows "${bad[0]}"`);
      for (const element of island.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${name}: <${element.localName} ${attribute.name}>`);
          if (!/^(href|src|action|formaction|srcset|xlink:href|poster|data)$/i.test(attribute.name)) continue;
          checks += 1;
          const value = attribute.value.trim();
          let protocol = 'invalid:';
          try {
            protocol = new URL(value, location.href).protocol;
          } catch {
            // not a URL at all: unsafe below
          }
          const relative = /^\/(?![/\\])/.test(value) || value.startsWith('#') || value.startsWith('?');
          // mailto:/tel: only in the footer and in the about page's own contacts (not API data: the demo's address).
          const contact = name === 'footer' || (location.pathname === '/about' && /^mailto:support@povertai\.ua$/.test(value));
          const allowed = ['http:', 'https:', ...(contact ? ['mailto:', 'tel:'] : [])];
          if (!relative && !allowed.includes(protocol)) found.push(`${name}: unsafe ${attribute.name}="${value.slice(0, 60)}"`);
        }
      }
    }
    return { found, checks };
  });
}

/** Islands settled, no request in flight, and no skeleton left in the app island (loading is not blank). */
async function quiet(page: Page, idle: () => boolean) {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-cashback]')].every((el) =>
    ['mounted', 'failed'].includes(el.getAttribute('data-cashback-state') ?? '') || el.getAttribute('data-load') === 'visible'), undefined, { timeout: 10_000 });
  for (let calm = 0; calm < 3;) {
    await page.waitForTimeout(50);
    calm = idle() ? calm + 1 : 0;
  }
  await page.waitForFunction(() => !document.querySelector('[data-cashback] .cb-skeleton, [data-cashback] [aria-busy="true"]'), undefined, { timeout: 1_500 })
    .catch(async () => { if (process.env.FUZZ_DEBUG) console.log('skeleton stays', page.url(), await page.evaluate(() => document.querySelector('[data-cashback] .cb-skeleton, [data-cashback] [aria-busy="true"]')?.outerHTML.slice(0, 300))); });
}

/** Keyed resources fetch once per id: each shop and category visited in place is a fresh GET. */
const GUEST_ROUTES = (load: number) => [
  '/shops',
  ...Array.from({ length: 8 }, (_, k) => [`/shops/${1 + ((load * 8 + k) % 40)}`, `/shops/category/${1 + ((load + k) % 8)}`]).flat(),
  '/about', '/',
];
const USER_ROUTES = (load: number) => [
  ...GUEST_ROUTES(load).slice(0, -1),
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/withdrawal-money', '/user-profile/my-friends', '/user-profile/settings', '/',
];

async function run(tally: Tally, as: string | undefined, width: number, routes: (load: number) => string[], until: number) {
  const problemsSeen: string[] = [];
  const pageErrors: string[] = [];
  const { page, context } = await open(env.browser, env.demo, { width, as });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
    window.alert = () => { (window as unknown as { __xss: number }).__xss += 1; };
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const { idle } = await feed(page, tally);
  for (let load = 0; tally.responses < until; load++, tally.loads++) {
    await page.goto('/');
    await quiet(page, idle);
    for (const path of routes(load)) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await quiet(page, idle);
      const { found, checks } = await problems(page);
      tally.checks += checks;
      problemsSeen.push(...found.map((p) => `${as ?? 'guest'} ${path}: ${p}`));
    }
  }
  await context.close();
  return { problemsSeen, pageErrors };
}

test('over 500 malformed responses, guest and signed in: no script, no unsafe URL, no uncaught error, no failed or blank island, no undefined/NaN/null on screen', async () => {
  const tally: Tally = { responses: 0, routes: new Set(), kinds: new Map(), checks: 0, loads: 0 };
  const LIMIT = Number(process.env.FUZZ_LIMIT ?? 520);
  // Guest and signed-in user side by side, each in its own context, until LIMIT answers were fed in all.
  const [guest, user] = await Promise.all([
    run(tally, undefined, 375, GUEST_ROUTES, LIMIT),
    run(tally, 'user@example.com', 1280, USER_ROUTES, LIMIT),
  ]);
  const problemsSeen = [...new Set([...guest.problemsSeen, ...user.problemsSeen])];
  const pageErrors = [...guest.pageErrors, ...user.pageErrors];
  console.log(`Malformed: ${tally.responses} responses to ${tally.routes.size} API routes (${[...tally.routes].sort().join(', ')}) over ${tally.loads} page loads; ${tally.checks} checks; kinds: ${[...tally.kinds].map(([k, c]) => `${k} ${c}`).join(', ')}; ${problemsSeen.length} problems, ${pageErrors.length} uncaught errors`);
  if (process.env.FUZZ_DEBUG) console.log(problemsSeen, pageErrors);
  assert.ok(tally.responses >= 500, String(tally.responses));
  assert.is(tally.kinds.size, KINDS.length, 'every kind was fed');
  assert.equal(problemsSeen, []);
  assert.equal(pageErrors, []);
});

test.run();
