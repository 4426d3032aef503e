// The signed-in home's poster slider before any script, on a Laravel host: demo/laravel hands the package
// the posters on `/` (PageController::home), the package paints the slider inside the app island in PHP
// and writes the posters as a JSON block; the primer stores them where the slider's store reads them, the
// app island adopts that HTML, and nobody asks the server for the posters.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { painted, settled, signIn } from '../setup/browser';
import { laravelSuite } from '../setup/laravel';

const { test, env, open, served, underStrictCsp } = laravelSuite('the signed-in home\'s posters before any script, on a Laravel host');
const slider = (page: Page) => page.locator('[data-cashback="app"] .cb-slider');
const FIRST = /<img src="http:\/\/127\.0\.0\.1:\d+\/demo-assets\/posters\/1\.svg" alt="Кешбек до 15% на електроніку" [^>]*loading="eager" fetch[pP]riority="high"/;
const postersServed = () => served('/api/posters') + served('/api/posters/');

for (const width of [375, 1280]) {
  test(`/ at ${width} px: the first poster is in the server's HTML, adopted on hydration without a warning, and no GET /api/posters`, async () => {
    const { page, context, errors } = await open({ width, as: 'user@example.com' });
    const warnings: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
    const before = postersServed();
    const html = await (await page.goto('/'))!.text();
    assert.match(html, /<script type="application\/json" data-cashback-get="\/api\/posters\/" data-cashback-store="activePosters">\[\{"id":1,/);
    assert.match(html, FIRST, 'the first poster, fetched first, in the HTML the server sent');
    assert.is(html.match(/class="cb-slider__slide"/g)?.length, 4, 'every poster\'s slide');
    assert.not.match(html, /class="cb-slider__placeholder/, 'no placeholder in its place');
    const image = await slider(page).locator('img').first().elementHandle();
    await settled(page);
    await page.waitForLoadState('networkidle');
    assert.ok(await image!.evaluate((node) => node.isConnected), 'the poster the server wrote is the island\'s: adopted, not rendered afresh');
    assert.ok(await image!.evaluate((node) => (node as HTMLImageElement).naturalWidth > 0), 'the poster has loaded');
    // Hydrated: the slider's controls work.
    await slider(page).getByRole('button', { name: 'Наступний слайд' }).click();
    await slider(page).getByRole('button', { name: 'Слайд 2 з 4' }).and(page.locator('[aria-current="true"]')).waitFor();
    assert.is(await slider(page).locator('.cb-slider__slide').nth(1).getAttribute('aria-hidden'), null, 'the second poster shows');
    assert.is(served('/') > 0 && postersServed() - before, 0, 'the server received the page, and no GET /api/posters');
    assert.equal(warnings.filter((text) => text.includes('cashback')), [], 'the PHP HTML hydrates as it is');
    assert.equal(errors, []);
    await context.close();
  });

  test(`with JavaScript off at ${width} px, the signed-in home shows the first poster`, async () => {
    const context = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false, viewport: { width, height: 800 } });
    await signIn(context, 'user@example.com');
    const page = await context.newPage();
    await page.goto('/');
    const image = slider(page).locator('img').first();
    assert.ok(await image.isVisible());
    assert.ok(await image.evaluate((node) => (node as HTMLImageElement).naturalWidth > 0), 'the poster has loaded');
    const box = (await image.boundingBox())!;
    assert.ok(box.width > width * 0.8 && Math.abs(box.width / box.height - 3) < 0.05, `the poster fills the slider, 3:1: ${box.width}x${box.height}`);
    assert.is(await slider(page).locator('img').nth(1).isVisible(), true, 'the next poster beside it, out of the viewport\'s clip');
    assert.ok((await slider(page).locator('img').nth(1).boundingBox())!.x >= box.x + box.width - 1, 'the second poster after the first');
    await context.close();
  });
}

test('under a strict CSP (`?csp=1`) the posters are in the first paint too: the JSON block with the nonce, no style attribute, no violation, no GET /api/posters', async () => {
  const { page, context, errors } = await open({ width: 1280, as: 'user@example.com' });
  const before = postersServed();
  const { html, nonce, release, noViolation } = await underStrictCsp(page, '/?csp=1');
  assert.match(html, `data-cashback-store="activePosters" nonce="${nonce}">`, 'the posters as a JSON block, with the nonce');
  assert.match(html, FIRST);
  await painted(page);
  const image = await slider(page).locator('img').first().elementHandle();
  assert.ok(await image!.isVisible(), 'before any script');
  release();
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.ok(await image!.evaluate((node) => node.isConnected), 'adopted');
  assert.is(postersServed() - before, 0, 'no GET /api/posters');
  await noViolation();
  assert.equal(errors, []);
  await context.close();
});

test('with motion reduced, the painted slider is adopted and then stops: no autoplay, its slide changes announced', async () => {
  const { page, context, errors } = await open({ width: 375, as: 'user@example.com', reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const track = slider(page).locator('.cb-slider__track');
  // The server cannot know the preference: its HTML is the playing slider's; awake, the island stops it.
  await track.and(page.locator('[aria-live="polite"]')).waitFor();
  await page.clock.fastForward(40_000);
  assert.is(await slider(page).locator('.cb-slider__slide:not([aria-hidden])').count(), 1);
  assert.is(await slider(page).locator('.cb-slider__slide').first().getAttribute('aria-hidden'), null, 'still the first poster');
  assert.equal(errors, []);
  await context.close();
});

test('a guest\'s home carries no posters', async () => {
  const { page, context } = await open({ width: 1280 });
  const html = await (await page.goto('/'))!.text();
  assert.not.match(html, 'data-cashback-get');
  assert.not.match(html, 'cb-slider');
  await context.close();
});

test.run();
