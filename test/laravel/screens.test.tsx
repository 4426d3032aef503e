// Every screen the Laravel package renders with a host's data (laravel/src/Screens/),
// rendered through PHP (package-driver.php, the package inside demo/laravel's
// application) and through the island (the real components rendered in Node by
// the renderer under test, as the build's prerender renders: preact-render-to-string,
// or react-dom/static in the React pass against dist-react/), for the seed's shops
// and hostile ones: byte for byte the same after normalising white space. Where PHP
// cannot be sure (a URL only the browser's parser would write), it writes the page
// as without data, which the island renders as it always has.
import { resetDom } from '../setup/dom';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import App from '../../widgets/app/app';
import Shop from '../../widgets/shop/shop';
import { IslandRoot } from '../../src/runtime/island-root';
import { shopById } from '../../src/stores/shop';
import { asShop, unwrap } from '../../src/api/shapes';
import { renderer } from '../setup/render';
import { assertSameHtml, equalitySuite, parts, type Raw } from './screen-equality';
// @ts-expect-error plain JavaScript module without types
import { createShops } from '../../demo/seed/shops.mjs';

const { test, dist, php: driver } = equalitySuite('the screens PHP renders with data are the island\'s');

// React writes a boundary past its chunk size (the very long strings) apart, for an inline script to move
// into place: here in one piece, the document those scripts would make.
const renderToString = renderer === 'react'
  ? async (tree: ReactElement) => new Response((await (await import('react-dom/static')).prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude).text()
  : async (tree: ReactElement) => (await import('preact-render-to-string')).renderToStringAsync(tree as never);

interface Case { label: string; shop: Raw }

const long = 'Дуже довга назва магазину з <b>розміткою</b> & «лапками» '.repeat(200);
const shop = (id: number, fields: Raw = {}): Raw => ({
  id, name: 'Магазин', image: `/demo-assets/logos/${id}.svg`, link: 'https://shop.example.ua', description: '<p>Опис</p>',
  cashback_percent: 6.5, is_sale: false, avg_stars: 4.5, pending_payment: 30, users_actions: [{ name: 'Нові покупці', rev: 6.5 }], categoryId: 2, ...fields,
});
const hostile: Case[] = [
  { label: 'HTML and script in the name, description and actions', shop: shop(3, {
    name: '<script>alert("x")</script> & \'Ще\' "лапки" </span><!--', description: '<img src=x onerror=alert(1)><script>alert(1)</script>',
    users_actions: [{ name: '<b>bold</b> & <i>', rev: 5 }, { name: '"></li><li>', rev: 1.5 }],
  }) },
  { label: 'very long strings', shop: shop(4, { name: long, description: long.repeat(5), users_actions: [{ name: long, rev: 2 }], link: `https://shop.example.ua/${'a'.repeat(3000)}` }) },
  { label: 'zeros', shop: shop(5, { cashback_percent: 0, avg_stars: 0, pending_payment: 0, users_actions: [{ name: 'Нуль', rev: 0 }] }) },
  { label: 'negatives', shop: shop(6, { cashback_percent: -5, avg_stars: -1, pending_payment: -3, users_actions: [{ name: 'Мінус', rev: -2.5 }] }) },
  { label: 'large amounts', shop: shop(7, { cashback_percent: 1e21, avg_stars: 1e300, pending_payment: 1234567, users_actions: [{ name: 'Багато', rev: 99999999.99 }, { name: 'Ще', rev: 123456789012 }] }) },
  { label: 'fractions and their rounding', shop: shop(8, { cashback_percent: 1.005, avg_stars: 4.25, pending_payment: 1.5, users_actions: [{ name: 'a', rev: 2.675 }, { name: 'b', rev: 0.005 }, { name: 'c', rev: 0.333333 }, { name: 'd', rev: 1e-7 }] }) },
  { label: 'numbers as Laravel sends them (strings), booleans as 0/1, category_id', shop: { id: '9', name: 'Рядки', image: null, link: null, description: null, cashback_percent: ' 6.50 ', is_sale: 1, avg_stars: '4.70', pending_payment: '21', users_actions: [{ name: 'x', rev: '3.50' }], category_id: '2' } },
  { label: 'missing optional fields', shop: { id: 10, name: 'Мінімум', cashback_percent: 3, is_sale: 'true', avg_stars: 5, pending_payment: 2 } },
  { label: 'unsafe links and images: none shown', shop: shop(11, { link: 'javascript:alert(1)', image: 'javascript:alert(2)' }) },
  { label: 'an empty name and a blank description', shop: shop(12, { name: '', description: ' \n\t\u00a0' }) },
  { label: 'a name that starts with an emoji, no logo', shop: shop(13, { name: '🛒 Кошик', image: '' }) },
  { label: 'URLs the parser rewrites that PHP writes too', shop: shop(14, { link: 'HTTPS://Shop.Example.UA:443/Path?a=1&b=2#x', image: 'http://127.0.0.1:8000/logo.svg' }) },
  ...[1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1.0005, 2.0004, 0.0001, 1e21].map((days, i) => ({ label: `${days} days`, shop: shop(20 + i, { pending_payment: days, is_sale: true }) })),
];
/** What the island cannot show as a shop (it shows its failure), or values PHP leaves to the browser's parser. */
const leftToTheIsland: Case[] = [
  { label: 'no name', shop: shop(40, { name: undefined }) },
  { label: 'a rating that is not a number', shop: shop(41, { avg_stars: 'abc' }) },
  { label: 'is_sale that is no boolean', shop: shop(42, { is_sale: 'yes' }) },
  { label: 'a link with a space', shop: shop(43, { link: 'https://shop.example.ua/a b' }) },
  { label: 'a link with a non-ASCII host', shop: shop(44, { link: 'https://магазин.укр/' }) },
  { label: 'a link with a quote, which the parser escapes', shop: shop(48, { link: 'https://shop.example.ua/?q="x"' }) },
  { label: 'a link with dot segments', shop: shop(45, { link: 'https://shop.example.ua/a/../b' }) },
  { label: 'another id than the page\'s', shop: shop(46, { id: 47 }) },
];
const seed: Case[] = (createShops(48) as Raw[]).map((raw) => ({ label: `seed shop ${String(raw.id)}`, shop: raw }));

const idOf = (raw: Raw) => Number(raw.id);
const urlOf = (c: Case) => `/shops/${c.label.startsWith('another id') ? 46 : idOf(c.shop)}`;

/** @cashbackIsland('app', [], ['data' => ['shop' => …]]) (or the standalone `shop` with its id) for every case, in one PHP process. */
function php(cases: { url: string; auth: 'guest' | 'user'; shop: Raw; island?: string; props?: Raw }[]): string[] {
  return driver(cases.map((c) => ({ url: c.url, auth: c.auth, island: c.island ?? 'app', props: c.props, data: { shop: c.shop } })));
}

/**
 * The island as the browser renders it first: the shop read from the page's JSON block, and the app at
 * the shop's path, or (`id`) the standalone shop island with that id.
 */
async function island(url: string, auth: 'guest' | 'user', block: string, id?: number): Promise<string> {
  resetDom(`http://localhost:8080${url}`);
  window.isAuthenticated = auth === 'user';
  const read = asShop(unwrap(JSON.parse(block)));
  assert.ok(read, 'the API client reads the block');
  shopById(id ?? Number(url.split('/').pop())).setData(() => read);
  return renderToString(id === undefined
    ? <IslandRoot name="app" prefix="cbp-app-" label='<main data-cashback="app">'><App /></IslandRoot>
    : <IslandRoot name="shop" prefix="cbp-shop-" label='<div data-cashback="shop">'><Shop id={id} /></IslandRoot>);
}

const pattern = (auth: string) => readFileSync(path.join(dist, `prerender/app.shops.id.${auth}.html`), 'utf8');

test('seed and hostile shops: the HTML PHP writes is the island\'s, its JSON block the data handed', async () => {
  const cases = [...seed, ...hostile].flatMap((c) => (['guest', 'user'] as const).map((auth) => ({ ...c, auth, url: urlOf(c) })));
  const written = php(cases);
  // The screen as the build cuts it: with the chunks of its lazy parts in (none suspends, as in the browser once they are).
  await island('/shops/1', 'guest', JSON.stringify(seed[0]!.shop));
  let compared = 0;
  for (const [i, c] of cases.entries()) {
    const page = parts(written[i]!);
    const what = `${c.label} (${c.auth})`;
    assert.is(page.url, `/api/shops/${idOf(c.shop)}`, `${what}: the block answers the shop's GET`);
    assert.equal(JSON.parse(page.json!), JSON.parse(JSON.stringify(c.shop)), `${what}: the block holds the data handed`);
    assert.ok(!/<\/script|<!--/i.test(page.json!), `${what}: the block cannot end early`);
    assert.is(`<!--cashback ${page.marker}-->`, /^<!--cashback .*?-->/.exec(pattern(c.auth))![0], `${what}: the marker of the shop page's snippet`);
    const expected = await island(c.url, c.auth, page.json!);
    assertSameHtml(page.content, expected, what);
    compared++;
  }
  assert.is(compared, (seed.length + hostile.length) * 2);
  console.log(`  ${compared} screens compared (${seed.length} seed shops and ${hostile.length} hostile ones, as a guest and signed in, ${renderer})`);
});

test('the standalone shop island with its id: the HTML PHP writes (no marker: an island with props renders afresh) is the island\'s', async () => {
  const cases = [...seed.slice(0, 12), ...hostile].flatMap((c) => (['guest', 'user'] as const).map((auth) => ({ ...c, auth, url: '/our/own/page', island: 'shop', props: { id: idOf(c.shop) } })));
  const written = php(cases);
  for (const [i, c] of cases.entries()) {
    const page = parts(written[i]!);
    const what = `${c.label} (${c.auth}, standalone)`;
    assert.is(page.url, `/api/shops/${idOf(c.shop)}`, what);
    assert.is(page.marker, undefined, `${what}: no marker`);
    const expected = await island(c.url, c.auth, page.json!, idOf(c.shop));
    assertSameHtml(page.content, expected, what);
  }
  console.log(`  ${cases.length} standalone screens compared (${renderer})`);
});

test('data the island could not show as PHP would, or at another id: the page as without data, no JSON block', () => {
  const written = php(leftToTheIsland.map((c) => ({ url: urlOf(c), auth: 'guest', shop: c.shop })));
  for (const [i, c] of leftToTheIsland.entries()) {
    assert.not.match(written[i]!, 'data-cashback-get', c.label);
    assert.ok(written[i]!.includes(pattern('guest')), `${c.label}: the shop page's snippet, as without data`);
  }
});

test.run();
