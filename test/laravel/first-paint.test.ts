// Data in the first paint on a Laravel host: demo/laravel hands the package
// the shop on /shops/{id} (PageController::shop), the package renders the
// shop's screen in PHP and writes the shop as a JSON block; the bundle hydrates
// that HTML and does not ask the server for the shop.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdBundle, painted, settled, starsFilled } from '../setup/browser';
import { laravelSuite } from '../setup/laravel';

const { test, env, open, served, underStrictCsp } = laravelSuite('the shop page with its data before any script, on a Laravel host');
const app = (page: Page) => page.locator('[data-cashback="app"]');

for (const as of [undefined, 'user@example.com']) {
  test(`${as ?? 'a guest'}: /shops/1 comes with Rozetka in its HTML, hydrates it without a warning and sends no GET for the shop`, async () => {
    const { page, context, errors } = await open({ width: 375, ...(as ? { as } : {}) });
    const warnings: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
    const before = served('/api/shops/1');
    const response = await page.goto('/shops/1');
    const html = await response!.text();
    assert.match(html, /<script type="application\/json" data-cashback-get="\/api\/shops\/1">\{"id":1,"name":"Rozetka"/);
    assert.match(html, /<h1 class="cb-shop__name">Rozetka<\/h1>/, 'the shop in the HTML the server sent');
    // The screen waits for nothing: the loader asks for the chunks once it has painted, not the head.
    assert.not.match(html.slice(0, html.indexOf('</head>')), '<link rel="modulepreload"', 'the head preloads nothing');
    const heading = await app(page).locator('h1').elementHandle();
    await settled(page);
    await page.waitForLoadState('networkidle');
    assert.ok(await heading!.evaluate((node) => node.isConnected), 'the heading the server wrote is the island\'s: adopted, not rendered afresh');
    assert.is(await app(page).locator('h1').textContent(), 'Rozetka');
    // Hydrated: the shop page's controls work.
    await app(page).getByRole('button', { name: 'Задати питання' }).click();
    await page.getByRole('dialog').getByText('Telegram').waitFor();
    assert.is(served('/shops/1') > 0 && served('/api/shops/1') - before, 0, 'the server received the page, and no GET /api/shops/1');
    assert.equal(warnings.filter((text) => text.includes('cashback')), [], 'the PHP HTML hydrates as it is');
    assert.equal(errors, []);
    await context.close();
  });
}

test('a page of the host\'s own with the standalone shop island, handed its shop: the shop in the HTML, no GET for it, the island wakes without a warning', async () => {
  const { page, context, errors } = await open({ width: 375 });
  const warnings: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
  const html = await (await page.goto('/demo/shop/2'))!.text();
  assert.match(html, /<section data-cashback="shop" data-props="\{&quot;id&quot;:2\}">(<link rel="preload" as="image"[^>]*>)?<div class="cb-shop">/, 'the screen (React\'s image preload first), without a marker (an island with props renders afresh)');
  assert.match(html, /<h1 class="cb-shop__name">Kasta<\/h1>/);
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.is(await page.locator('[data-cashback="shop"] h1').textContent(), 'Kasta');
  await page.locator('[data-cashback="shop"]').getByRole('button', { name: 'Задати питання' }).click();
  await page.getByRole('dialog').getByText('Telegram').waitFor();
  assert.is(served('/demo/shop/2') > 0 && served('/api/shops/2'), 0, 'the server received the page, and no GET /api/shops/2');
  assert.equal(warnings.filter((text) => text.includes('cashback')), []);
  assert.equal(errors, []);
  await context.close();
});

test('a tap on «Задати питання» before the islands woke (the bundle held back) is kept: the support dialog opens once they have', async () => {
  const { page, context, errors } = await open({ width: 375 });
  const release = await holdBundle(page);
  await page.goto('/shops/2', { waitUntil: 'commit' });
  await painted(page);
  assert.is(await app(page).locator('h1').textContent(), 'Kasta', 'the shop before any of our scripts');
  await app(page).getByRole('button', { name: 'Задати питання' }).click();
  assert.is(await page.getByRole('dialog').count(), 0, 'nothing yet');
  release();
  await page.getByRole('dialog').getByText('Telegram').waitFor();
  assert.is(served('/api/shops/2'), 0, 'no GET for the shop');
  assert.equal(errors, []);
  await context.close();
});

test('with JavaScript off, /shops/1 shows the shop: name, logo, percent, rating and «Купити з кешбеком»', async () => {
  const context = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/shops/1');
  const shop = app(page);
  assert.is(await shop.locator('h1').textContent(), 'Rozetka');
  assert.ok(await shop.getByRole('img', { name: 'Rozetka' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo');
  assert.match(await shop.locator('.cb-shop__rate').textContent() ?? '', /^до \d+(,\d+)?%$/);
  assert.match(await shop.getByRole('img', { name: /^Рейтинг \d(,\d+)? з 5$/ }).getAttribute('aria-label') ?? '', /Рейтинг/);
  assert.ok(await shop.getByRole('link', { name: /Купити з кешбеком/ }).isVisible());
  await context.close();
});

test('under a strict CSP (`?csp=1`) the shop is in the first paint too: the screen and its JSON block with the nonce, the rating filled as far as its stars, no violation, no GET for the shop', async () => {
  const { page, context, errors } = await open({ width: 375 });
  const before = served('/api/shops/1');
  const { html, nonce, release, noViolation } = await underStrictCsp(page, '/shops/1?csp=1');
  const block = new RegExp(`<script type="application/json" data-cashback-get="/api/shops/1" nonce="${nonce.replace(/[+/=]/g, '\\$&')}">([^<]*)</script>`).exec(html);
  assert.ok(block, 'the shop as a JSON block, with the nonce');
  assert.match(html, /<h1 class="cb-shop__name">Rozetka<\/h1>/, 'the shop in the HTML the server sent');
  const stars = (JSON.parse(block![1]!) as { avg_stars: number }).avg_stars;
  assert.ok(stars > 0 && stars < 5, `a rating a full or empty row would get wrong: ${stars}`);
  await painted(page);
  const rating = app(page).getByRole('img', { name: /^Рейтинг / });
  // Drawn from the server's HTML alone: a style attribute there is what the policy would refuse.
  const painting = await starsFilled(rating);
  assert.ok(Math.abs(painting - stars / 5) < 0.02, `before any script: ${painting} filled for ${stars} of 5`);
  release();
  const heading = await app(page).locator('h1').elementHandle();
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.ok(await heading!.evaluate((node) => node.isConnected), 'the heading the server wrote is the island\'s: adopted, not rendered afresh');
  assert.ok(Math.abs(await starsFilled(rating) - stars / 5) < 0.02, 'the same once hydrated');
  assert.is(served('/api/shops/1') - before, 0, 'no GET /api/shops/1');
  await noViolation();
  assert.equal(errors, []);
  await context.close();
});

test('a host that hands no shop (none with that id) gets the page as before: the skeleton, then «Магазин не знайдено»', async () => {
  const { page, context, errors } = await open({ width: 375 });
  const response = await page.goto('/shops/99999');
  const html = await response!.text();
  assert.not.match(html, 'data-cashback-get');
  assert.match(html, /cb-shop-page-skeleton/);
  await app(page).getByText('Магазин не знайдено').waitFor();
  assert.ok(served('/api/shops/99999') > 0, 'the island asked the API, as it does without data');
  assert.equal(errors.filter((text) => !/404|could not load the shop/.test(text)), [], 'only the missing shop');
  await context.close();
});

test.run();
