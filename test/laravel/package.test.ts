// The Laravel package (laravel/, cashback/widgets-laravel) run by PHP inside
// demo/laravel's application (package-driver.php): what the Blade directives
// write on each built page of the snippet case table, read back as a browser
// parses it (run `node build.mjs` first). The package's PrerenderIndex alone runs
// every case of that table in test/scripts/snippet-cases.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
// @ts-expect-error plain JavaScript module without types
import { fillSnippet, findSnippet } from '../../scripts/prerender-index.mjs';
import { expectedPreloads, table, type Index, type SnippetCase } from '../setup/snippet-cases';
import { withoutProfileScreen } from './without-screen';

const test = suite('the Laravel package: snippet selection and Blade directives');
const dist = path.resolve(process.env.CASHBACK_DIST || 'dist');
const built = JSON.parse(readFileSync(path.join(dist, 'prerender/index.json'), 'utf8')) as Index & { loader: string };
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Record<string, { file: string; integrity: string }>;
/** The SRI of each file the page names, as the build computed it. */
const integrity = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.integrity]));
integrity.set('cashback.js', manifest['src/runtime/main.ts']!.integrity);
integrity.set('cashback.css', manifest['src/styles/cashback.css']!.integrity);

const scratch = mkdtempSync(path.join(tmpdir(), 'cashback-package-'));
mkdirSync(path.join(scratch, 'storage/framework/views'), { recursive: true });

type Step =
  | { kind: 'page'; url: string; auth: 'guest' | 'user'; islands: [string, object, object][]; config?: object; nonce?: string; vite?: boolean }
  | { kind: 'reread'; dir: string };
/** Runs the steps in one PHP process; each step's result, in order (R: their types). */
function php<R extends unknown[]>(steps: Step[], from = dist): R {
  const run = spawnSync(process.env.PHP_BINARY || 'php', [path.resolve('test/laravel/package-driver.php')], {
    input: JSON.stringify(steps),
    env: { ...process.env, APP_STORAGE: path.join(scratch, 'storage'), CASHBACK_DIST: from },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`package-driver.php failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout) as R;
}
const parse = (html: string) => {
  const document = new Window().document;
  document.write(`<!doctype html><html>${html}</html>`);
  return document;
};
const page = (url: string, auth: 'guest' | 'user', islands: [string, object, object][], extra: Partial<Step> = {}) =>
  ({ kind: 'page', url, auth, islands, ...extra }) as Step;
const filled = (c: SnippetCase) => {
  const entry = findSnippet(built, { island: c.island, authenticated: c.auth === 'user', url: new URL(c.url, 'https://x.ua') });
  return entry ? fillSnippet(readFileSync(path.join(dist, 'prerender', entry.file), 'utf8'), entry, new URL(c.url, 'https://x.ua')) : '';
};

test('@cashbackHead, @cashbackIsland, @cashbackScripts on each page of the table: the flag, the stylesheet, the preloads with SRI, the snippet, the loader', () => {
  const results = php<string[]>(table.built.map((c) => page(c.url, c.auth, [[c.island, [], []]])));
  table.built.forEach((c, i) => {
    const name = `${c.island} ${c.url} ${c.auth}`;
    const doc = parse(results[i] ?? '');
    const scripts = [...doc.querySelectorAll('script')];
    assert.is(scripts[0]?.textContent, `window.isAuthenticated = ${c.auth === 'user'};`, name);
    const sheet = doc.querySelector('link[rel="stylesheet"]');
    assert.is(sheet?.getAttribute('href'), 'http://localhost/widgets/cashback.css');
    assert.is(sheet?.getAttribute('integrity'), integrity.get('cashback.css'));
    // SRI on a stylesheet from a CDN holds only with a CORS fetch.
    assert.is(sheet?.getAttribute('crossorigin'), 'anonymous');
    const preloads = [...doc.querySelectorAll('link[rel="modulepreload"]')];
    const files = expectedPreloads(built, c)!;
    assert.equal(preloads.map((l) => l.getAttribute('href')), files.map((f) => `http://localhost/widgets/${f}`), `${name}: preloads`);
    assert.equal(preloads.map((l) => [l.getAttribute('fetchpriority'), l.getAttribute('integrity')]), files.map((f) => ['low', integrity.get(f)]));
    const island = doc.querySelector(`[data-cashback="${c.island}"]`);
    assert.is(island?.tagName, 'DIV');
    assert.is(island?.innerHTML, parse(`<div>${filled(c)}</div>`).body.firstElementChild?.innerHTML, `${name}: the snippet`);
    assert.equal([island?.hasAttribute('data-props'), island?.hasAttribute('data-load')], [false, false]);
    const loader = scripts.at(-1);
    assert.is(loader?.getAttribute('data-src'), 'http://localhost/widgets/cashback.js');
    assert.is(loader?.textContent, built.loader);
    assert.not.ok(doc.querySelector('[nonce]'), 'no nonce unless the host asks for one');
  });
});

test('@cashbackIsland: the tag, data-props as JSON however odd the values, data-load and other attributes; no snippet with props', () => {
  const props = { id: 12, q: '</script><b>"&\'', list: [1, 'два'] };
  const [html] = php<[string]>([page('/', 'guest', [
    ['shop', props, { tag: 'section', load: 'visible', class: 'a"b', hidden: true, title: false }],
    ['app', { screen: 'x' }, { tag: 'main', class: 'host-app' }],
    ['footer', [], { load: 'media', media: '(min-width: 992px)' }],
  ])]);
  const doc = parse(html);
  const shop = doc.querySelector('[data-cashback="shop"]')!;
  assert.is(shop.tagName, 'SECTION');
  assert.equal(JSON.parse(shop.getAttribute('data-props')!), props);
  assert.equal([shop.getAttribute('data-load'), shop.getAttribute('class'), shop.getAttribute('hidden'), shop.hasAttribute('title')], ['visible', 'a"b', '', false]);
  assert.is(shop.innerHTML, '');
  const app = doc.querySelector('[data-cashback="app"]')!;
  assert.equal([app.tagName, app.getAttribute('class'), app.innerHTML], ['MAIN', 'host-app', ''], 'the bundle renders an island with props afresh');
  const footer = doc.querySelector('[data-cashback="footer"]')!;
  assert.equal([footer.getAttribute('data-load'), footer.getAttribute('data-media')], ['media', '(min-width: 992px)']);
  assert.match(footer.innerHTML, /^<!--cashback \{"v":"[^"]+","island":"footer","auth":"guest"/);
});

test('a CSP nonce on every tag the package writes and on the host\'s own (@cashbackNonce), the shop\'s JSON block too; its screen without a style attribute; window.cashbackConfig from config, between the flag and the stylesheet', () => {
  const shop = { id: 1, name: 'Rozetka', cashback_percent: 11, is_sale: true, avg_stars: 4.5, pending_payment: 41 };
  const [html] = php<[string]>([page('/shops/1', 'guest', [['app', [], { data: { shop } }]], { nonce: 'n0nce+/=', config: { config: { apiBaseUrl: 'https://api.example.ua' } } })]);
  const doc = parse(html);
  assert.equal(JSON.parse(doc.querySelector('script[data-cashback-get="/api/shops/1"]')?.textContent ?? 'null'), shop, 'the shop in the page, under the nonce');
  assert.is(doc.querySelector('[data-cashback="app"] h1')?.textContent, 'Rozetka', 'painted with the shop');
  // A nonce-based style-src refuses a style attribute in HTML: the rating's fill is an svg's width attribute.
  assert.equal([...doc.querySelectorAll('[data-cashback="app"] [style]')].map((el) => el.outerHTML), []);
  assert.ok(doc.querySelector('[data-cashback="app"] svg.cb-rating__fill[width="90%"]'), 'the rating filled to 4,5 of 5');
  const tags = [...doc.querySelectorAll('script, link, style')];
  assert.ok(tags.length > 5);
  assert.equal(tags.map((t) => `${t.tagName} ${t.getAttribute('nonce')}`), tags.map((t) => `${t.tagName} n0nce+/=`));
  const head = [...doc.head.children].map((t) => t.textContent || t.getAttribute('rel'));
  assert.equal(head.slice(0, 3), ['window.isAuthenticated = false;', 'window.cashbackConfig = {"apiBaseUrl":"https:\\/\\/api.example.ua"};', 'stylesheet']);
});

test('config: another URL for the files, SRI off; a build without an index or a manifest gets the module script and empty placeholders', () => {
  const empty = path.join(scratch, 'empty');
  mkdirSync(empty);
  const [cdn, bare] = php<[string, string]>([
    page('/', 'user', [['app', [], []]], { config: { url: 'https://cdn.example.ua/w/', integrity: false } }),
    page('/', 'user', [['app', [], []]], { config: { path: empty } }),
  ]);
  const doc = parse(cdn);
  assert.is(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href'), 'https://cdn.example.ua/w/cashback.css');
  assert.is(doc.querySelector('link[rel="modulepreload"]')?.getAttribute('href'), 'https://cdn.example.ua/w/cashback.js');
  assert.is(doc.querySelector('script[data-src]')?.getAttribute('data-src'), 'https://cdn.example.ua/w/cashback.js');
  assert.not.ok(doc.querySelector('[integrity]'));
  const none = parse(bare);
  assert.is(none.querySelector('[data-cashback="app"]')?.innerHTML, '');
  assert.not.ok(none.querySelector('link[rel="modulepreload"], script[data-src]'));
  const module = none.querySelector('script[type="module"]');
  assert.equal([module?.getAttribute('src'), module?.hasAttribute('integrity')], ['http://localhost/widgets/cashback.js', false]);
});

test("config vite (Laravel 9+): @cashbackHead writes Vite's tags for the entry and the preloads but cashback.js, with Vite's nonce; @cashbackScripts nothing", () => {
  // Laravel 8 has no Illuminate\Foundation\Vite: fake-vite.php stands in for it, naming what it was asked for.
  const [html] = php<[string]>([page('/shops/1', 'user', [['app', [], []]], { vite: true, config: { vite: 'widgets' } })]);
  const doc = parse(html);
  const scripts = [...doc.querySelectorAll('script')];
  assert.equal(scripts.map((s) => s.getAttribute('src')), [null, '/widgets/src/runtime/main.ts'], 'the flag, then the tags of @vite, and no loader');
  assert.not.ok(doc.querySelector('link[rel="stylesheet"]'), "the stylesheet is @vite's (the entry's css)");
  const preloads = [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  const files = expectedPreloads(built, { island: 'app', url: '/shops/1', auth: 'user', snippet: null, preload: 'snippet' })!;
  assert.equal(preloads, files.filter((f) => f !== 'cashback.js').map((f) => `http://localhost/widgets/${f}`));
  assert.equal([...doc.querySelectorAll('script, link')].map((t) => t.getAttribute('nonce')), [...doc.querySelectorAll('script, link')].map(() => 'vite-nonce'));
  assert.match(doc.querySelector('[data-cashback="app"]')?.innerHTML ?? '', /^<!--cashback \{"v":"[^"]+","island":"app","auth":"user"/);
});

test('the index is read once per request, and afresh on the next request after a rebuild', () => {
  const copy = path.join(scratch, 'copy');
  cpSync(path.join(dist, 'prerender'), path.join(copy, 'prerender'), { recursive: true });
  const [{ first, sameRequest, nextRequest }] = php<[{ first: string; sameRequest: string; nextRequest: string }]>([{ kind: 'reread', dir: copy }]);
  assert.match(first, /^<div data-cashback="app"><!--cashback \{"v":"[^"]+","island":"app"/);
  assert.is(sameRequest, first, 'the page keeps the index it started with');
  assert.match(nextRequest, /^<div data-cashback="app"><!--cashback \{"v":"[^"]+","island":"footer"/, 'the rebuilt index');
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
test('the user handed to one island paints every island of the page that shows it, whichever comes first; one JSON block, one primer after it, before the loader', () => {
  const user = { id: 1, email: 'user@example.com', full_name: 'Олена Коваленко', total_balance: 3100, current_balance: 1250.5, pending_balance: 320, email_verified_at: '2025-01-01', notification_settings: { cashback_status: 1, service_updates: 1, sales: 1 } };
  const handed = { data: { user } };
  const results = php<string[]>([
    page('/user-profile/personal', 'user', [['header', [], handed], ['app', [], { tag: 'main', data: [] }]]),
    page('/user-profile/personal', 'user', [['app', [], { tag: 'main', ...handed }], ['header', [], {}]]),
    // A total only the profile shows, as Intl would write it: the header alone could paint it.
    page('/user-profile/personal', 'user', [['header', [], { data: { user: { ...user, total_balance: 1e21 } } }], ['app', [], { tag: 'main' }]]),
    page('/', 'user', [['header', [], { data: { user: { ...user, total_balance: 1e21 } } }], ['app', [], { tag: 'main' }]]),
  ]);
  for (const html of results.slice(0, 2)) {
    const doc = parse(html);
    assert.is(doc.querySelectorAll('script[data-cashback-store="activeUser"]').length, 1, 'one block with the user');
    assert.match(doc.querySelector('[data-cashback="header"]')!.textContent!, '1\u00a0250,50\u00a0грн', 'the header with the balances');
    assert.is(doc.querySelector('[data-cashback="app"] .cb-personal__name')?.textContent, 'Олена Коваленко', 'the personal screen with the name');
    const scripts = [...doc.querySelectorAll('script')];
    const primer = scripts.findIndex((script) => !script.hasAttribute('data-cashback-get') && script.textContent!.includes('script[data-cashback-get]'));
    assert.is(scripts.filter((script) => script.textContent!.includes('script[data-cashback-get]')).length, 1, 'one primer');
    assert.ok(primer > scripts.findIndex((script) => script.hasAttribute('data-cashback-get')) && primer === scripts.length - 2, 'after the block, before the loader');
  }
  // One island the user's values cannot paint: none is painted with them.
  assert.not.match(results[2]!, 'data-cashback-get');
  assert.match(results[3]!, 'data-cashback-store="activeUser"');
  // A screen the build has no template with the user for (its snippet shows the user): neither island gets it.
  const settings = page('/user-profile/settings', 'user', [['header', [], handed], ['app', [], { tag: 'main', ...handed }]]);
  assert.not.match(php<string[]>([settings], withoutProfileScreen(dist, path.join(scratch, 'no-settings-screen'), '/user-profile/settings'))[0]!, 'data-cashback-get');
  assert.is(parse(php<string[]>([settings])[0]!).querySelectorAll('script[data-cashback-store="activeUser"]').length, 1, 'with the template: one block');
});

test.run();
