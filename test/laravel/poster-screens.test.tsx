// The signed-in home the Laravel package renders with a host's posters (laravel/src/Screens/PosterScreen.php):
// the app's `/` with the poster slider's first screen, rendered through PHP (package-driver.php) and through
// the app island (as the build's prerender renders it, each lazy part marked as not yet loaded, as hydration
// meets it), for the seed's posters and hostile ones: byte for byte the same after normalising white space.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import App from '../../widgets/app/app';
import { asPosters } from '../../src/api/posters';
import { IslandRoot } from '../../src/runtime/island-root';
import { $posters, $postersKnown } from '../../src/stores/posters';
import { resetDom } from '../setup/dom';
import { renderer } from '../setup/render';
import { assertSameHtml, equalitySuite, parts, renderCold, type Raw } from './screen-equality';
// @ts-expect-error plain JavaScript module without types
import { POSTERS } from '../../demo/seed/content.mjs';

const { test, dist, php } = equalitySuite('the signed-in home PHP renders with the posters is the island\'s');

interface Case { label: string; posters: unknown }

/** The seed's posters as the API sends them: root-relative (the Node demo), absolute (the Laravel demo's url()). */
const seed = (POSTERS as Raw[]).map(({ id, image_url: image, title }) => ({ id, image_url: image, title }));
const absolute = seed.map((poster) => ({ ...poster, image_url: `http://127.0.0.1:8000${String(poster.image_url)}` }));
const long = 'Дуже довга назва акції з <b>розміткою</b> & «лапками» '.repeat(100);
const poster = (fields: Raw): Raw => ({ ...seed[0]!, ...fields });
const cases: Case[] = [
  { label: 'the seed\'s posters, root-relative', posters: seed },
  { label: 'the seed\'s posters, absolute, wrapped in data as a resource collection', posters: { data: absolute } },
  { label: 'one poster: no arrows nor dots', posters: [seed[1]] },
  { label: 'many posters', posters: Array.from({ length: 14 }, (_, i) => poster({ id: i + 1, image_url: `/posters/${i + 1}.png`, title: `Акція ${i + 1}` })) },
  { label: 'HTML and script in titles', posters: [poster({ title: '<script>alert("x")</script> & \'Ще\' "лапки" </section><!--' }), poster({ id: 2, title: '"><img src=x onerror=alert(1)>' })] },
  { label: 'very long strings', posters: [poster({ title: long }), poster({ id: 2, image_url: `https://cdn.example.ua/${'a'.repeat(3000)}.png?x=1&y=2`, title: long })] },
  { label: 'missing, null and non-string titles: no alternative text', posters: [poster({ title: undefined }), poster({ id: 2, title: null }), poster({ id: 3, title: 42 }), poster({ id: 4, title: '' })] },
  { label: 'unsafe image URLs are left out, as the island leaves them', posters: [poster({ image_url: 'javascript:alert(1)' }), poster({ id: 2 }), poster({ id: 3, image_url: 'data:image/png;base64,AAAA' }), poster({ id: 4, image_url: '//evil.example/x.png' }), poster({ id: 5, image_url: 'ftp://example.com/x.png' }), poster({ id: 6, image_url: 'vbscript:x' })] },
  { label: 'relative and absolute image URLs', posters: [poster({ image_url: ' /posters/a.png ' }), poster({ id: 2, image_url: 'posters/b.png' }), poster({ id: 3, image_url: 'https://EXAMPLE.com/p.png' }), poster({ id: 4, image_url: 'http://example.com:80/p?a=1&b=2#c' }), poster({ id: 5, image_url: '/\\evil.png' })] },
  { label: 'only unsafe images: the placeholder, as the island shows it', posters: [poster({ image_url: 'javascript:alert(1)' }), poster({ id: 2, image_url: 'about:blank' })] },
  { label: 'non-string and missing ids', posters: [poster({ id: 'abc' }), poster({ id: undefined }), poster({ id: { x: 1 } }), poster({ id: '7' }), poster({ id: null })] },
  { label: 'items that are no posters are dropped, as the island drops them', posters: [poster({ image_url: 7 }), 'poster', null, [seed[0]], poster({ image_url: undefined }), seed[2]] },
  { label: 'an empty list: the placeholder, as the island shows it', posters: [] },
  { label: 'an empty list, wrapped in data', posters: { data: [] } },
];

/** The app island handed the posters on a page. */
const screen = (url: string, posters: unknown) => ({ url, auth: 'user' as const, island: 'app', data: { posters } as Raw });

/** The app island as the browser renders it first: signed in, the posters the primer stored from `block`, read as the store reads them. */
async function island(url: string, block: string): Promise<string> {
  resetDom(`http://localhost:8080${url}`);
  window.isAuthenticated = true;
  const body = JSON.parse(block) as { data?: unknown };
  const read = asPosters(body.data ?? body);
  assert.ok(read, 'the store reads the block');
  $posters.set(read);
  $postersKnown.set(false);
  return renderCold(<IslandRoot name="app" prefix="cbp-app-" label='<div data-cashback="app">'><App /></IslandRoot>);
}

const snippet = (file: string) => readFileSync(path.join(dist, 'prerender', file), 'utf8');
const marker = (html: string) => /^<!--cashback .*?-->/.exec(html)![0];
const PAGES = [['/', 'app.home.user.html'], ['/?tab=popular', 'app.home.tab-popular.user.html'], ['/?tab=greatest', 'app.home.tab-greatest.user.html']] as const;

test('seed and hostile posters: the home PHP writes is the island\'s, its JSON block the data handed', async () => {
  const all = cases.flatMap((c) => PAGES.map(([url, file]) => ({ ...c, url, file })));
  const written = php(all.map((c) => screen(c.url, c.posters)));
  const warn = console.warn;
  console.warn = () => {}; // the island's word on the dropped items, which the cases mean
  try {
    for (const [i, c] of all.entries()) {
      const page = parts(written[i]!);
      const what = `${c.label} (${c.url})`;
      assert.is(page.url, '/api/posters/', `${what}: the block answers the posters' GET`);
      assert.is(page.store, 'activePosters', `${what}: the block goes where the posters' store reads`);
      assert.equal(JSON.parse(page.json!), JSON.parse(JSON.stringify(c.posters)), `${what}: the block holds the data handed`);
      assert.ok(!/<\/script|<!--/i.test(page.json!), `${what}: the block cannot end early`);
      assert.is(`<!--cashback ${page.marker}-->`, marker(snippet(c.file)), `${what}: the marker of the page's snippet`);
      assertSameHtml(page.content, await island(c.url, page.json!), what);
    }
  } finally {
    console.warn = warn;
  }
  const first = written[0]!;
  assert.match(first, /<img src="\/demo-assets\/posters\/1\.svg" alt="Кешбек до 15% на електроніку" width="1200" height="400" draggable="false" decoding="async" loading="eager" fetch[pP]riority="high"/);
  assert.is(first.match(/class="cb-slider__slide"/g)?.length, seed.length, 'every seed poster\'s slide');
  assert.not.ok(written.some((html) => / style="/.test(html)), 'no style attribute, which a nonce-based CSP refuses');
  console.log(`  ${all.length} homes compared (${cases.length} lists of posters on ${PAGES.length} pages, ${renderer})`);
});

test('an answer the island would refuse: the home as without data', () => {
  const refused: unknown[] = [{ data: null }, { data: { first: seed[0] } }, 'posters', 7, { posters: seed }];
  const written = php(refused.map((posters) => screen('/', posters)));
  for (const [i, html] of written.entries()) {
    assert.not.match(html, 'data-cashback-get', `case ${i}`);
    assert.ok(html.includes(snippet('app.home.user.html')), `case ${i}: the home's snippet, as without data`);
  }
});

test('an image URL PHP cannot be sure to write as the browser does: the home as without data', () => {
  const [html] = php([screen('/', [poster({ image_url: 'https://xn--e1afmkfd.example/p.png' })])]);
  assert.not.match(html!, 'data-cashback-get');
  assert.ok(html!.includes(snippet('app.home.user.html')));
});

test('a guest\'s home (no slider) and another page are as without data', () => {
  const [guest, shops] = php([{ ...screen('/', seed), auth: 'guest' }, screen('/shops', seed)]);
  for (const html of [guest!, shops!]) assert.not.match(html, 'data-cashback-get');
});

test.run();
