// The home route: the guest's sign-up teaser, the user's poster slider, and
// the shop tabs, referral banner and loyalty statuses below, at both widths.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axe, browserSuite, open, screenshot, settled, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('home page');

const USER = 'user@example.com';
const app = (page: Page) => page.locator('[data-cashback="app"]');
const slider = (page: Page) => app(page).getByRole('region', { name: 'Акції та пропозиції' });
/** The poster shown, as the current dot says ('Слайд 2 з 4' → 2). */
const shown = async (page: Page) => {
  const label = await slider(page).locator('[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.match(/^Слайд (\d+) з \d+$/)?.[1]);
};
const waitShown = (page: Page, n: number) =>
  page.waitForFunction((n) => document.querySelector('.cb-slider [aria-current="true"]')?.getAttribute('aria-label')?.startsWith(`Слайд ${n} `), n);

/** Scrolls down the page as a reader would, a screen at a time, so lazy islands see the viewport pass. */
async function scrollThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

/** Opens the home page and waits for its islands; the two below the fold load when scrolled near. */
async function home(page: Page) {
  await page.goto('/');
  await settled(page);
  await app(page).locator('.cb-shop-card').first().waitFor();
  const width = page.viewportSize()!.width;
  if (width < 600) assert.is(await app(page).locator('.cb-loyalty').count(), 0, 'the loyalty statuses wait below the fold');
  await scrollThrough(page);
  await app(page).locator('.cb-referral').waitFor();
  await app(page).locator('.cb-loyalty').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width}px guest: the teaser, shop tabs, referral banner and loyalty statuses; axe clean`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    await home(page);
    const teaser = app(page).locator('.cb-teaser');
    assert.match(await teaser.getByRole('heading', { level: 1 }).innerText(), /українських магазинах/);
    assert.is(await slider(page).count(), 0, 'no slider for a guest');
    assert.is(await app(page).locator('.cb-shop-card').count(), 12, 'the first 12 shops');
    assert.match(await app(page).locator('.cb-referral').innerText(), /50\s+грн/);
    assert.is(await app(page).getByRole('link', { name: /Запросити друзів/ }).getAttribute('href'), '/user-profile/my-friends');
    const tiers = (await app(page).locator('.cb-loyalty__name').allInnerTexts()).map((t) => t.trim());
    assert.equal(tiers, ['Starter', 'Silver', 'Gold', 'Platinum']);
    assert.is(await app(page).locator('.cb-loyalty [aria-current]').count(), 0);
    assert.equal(await axe(page), []);
    await screenshot(page, `home-guest-${width}`);
    assert.equal(errors, []);
    await context.close();
  });

  test(`${width}px guest: an invalid e-mail says so; a valid one opens registration with it filled in`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    await home(page);
    const field = app(page).getByLabel('Ваш Email');
    await field.fill('olena@example');
    await app(page).getByRole('button', { name: 'Почати заробляти' }).click();
    await app(page).getByText('Введить коректний Email', { exact: true }).waitFor();
    assert.is(await field.getAttribute('aria-invalid'), 'true');
    assert.is(new URL(page.url()).pathname, '/');
    await field.fill('olena.koval@example.com');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/registration/olena.koval%40example.com');
    const email = app(page).locator('input[type="email"]');
    await email.waitFor();
    assert.is(await email.inputValue(), 'olena.koval@example.com');
    assert.equal(errors, []);
    await context.close();
  });

  test(`${width}px user: the slider instead of the teaser, the user's tier marked; axe clean`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as: USER });
    await home(page);
    await slider(page).waitFor();
    assert.is(await app(page).locator('.cb-teaser').count(), 0);
    const dots = slider(page).getByRole('button', { name: /^Слайд \d+ з \d+$/ });
    assert.is(await dots.count(), env.demo.server.db.posters.length);
    assert.is(await shown(page), 1);
    const img = slider(page).locator('.cb-slider__slide:not([aria-hidden]) img');
    assert.is(await img.getAttribute('alt'), env.demo.server.db.posters[0].title);
    assert.ok(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'the poster image loaded');
    assert.is(await app(page).locator('.cb-loyalty [aria-current="true"] .cb-loyalty__name').innerText(), 'Gold');
    assert.equal(await axe(page), []);
    await screenshot(page, `home-user-${width}`);
    assert.equal(errors, []);
    await context.close();
  });

  test(`${width}px user: dots jump, buttons and arrow keys wrap both ways`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER });
    await home(page);
    const count = env.demo.server.db.posters.length;
    await slider(page).getByRole('button', { name: `Слайд 3 з ${count}` }).click();
    await waitShown(page, 3);
    await slider(page).getByRole('button', { name: 'Попередній слайд' }).click();
    await waitShown(page, 2);
    await slider(page).getByRole('button', { name: `Слайд 1 з ${count}` }).click();
    await slider(page).getByRole('button', { name: 'Попередній слайд' }).click();
    await waitShown(page, count);
    await slider(page).getByRole('button', { name: 'Наступний слайд' }).click();
    await waitShown(page, 1);
    // from the keyboard: focus a control, then the arrow keys
    await slider(page).getByRole('button', { name: 'Наступний слайд' }).focus();
    await page.keyboard.press('ArrowLeft');
    await waitShown(page, count);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitShown(page, 2);
    await page.keyboard.press('Enter'); // the focused 'Наступний слайд'
    await waitShown(page, 3);
    await context.close();
  });

  test(`${width}px user: a swipe over 50 px changes the poster, a shorter one does not`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER });
    await home(page);
    const box = (await slider(page).locator('.cb-slider__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const swipe = async (dx: number) => {
      if (width < 600) {
        // a finger: touch events, as a phone sends them
        const cdp = await context.newCDPSession(page);
        const point = (px: number) => [{ x: px, y, id: 1 }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x) });
        for (const step of [0.25, 0.5, 0.75, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x + dx * step) });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      } else {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + dx, y, { steps: 4 });
        await page.mouse.up();
      }
    };
    await swipe(-120); // left: next
    await waitShown(page, 2);
    await swipe(120); // right: previous
    await waitShown(page, 1);
    await swipe(120);
    await waitShown(page, env.demo.server.db.posters.length);
    await swipe(-40); // too short
    await page.waitForTimeout(300);
    assert.is(await shown(page), env.demo.server.db.posters.length);
    await context.close();
  });

  test(`${width}px user: autoplay advances every 9 s and stops when the pointer leaves`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER, reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await slider(page).waitFor();
    // Freeze time, then start the 9 s afresh with a move (a move restarts the countdown);
    // runFor fires every timer in order, as time passing would.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000));
    await slider(page).getByRole('button', { name: 'Наступний слайд' }).click();
    const count = env.demo.server.db.posters.length;
    const after = (n: number) => (n % count) + 1;
    const start = await shown(page);
    await page.clock.runFor(8_500);
    assert.is(await shown(page), start, 'not before 9 s');
    await page.clock.runFor(1_000);
    await waitShown(page, after(start));
    await page.clock.runFor(9_500);
    await waitShown(page, after(after(start)));
    const last = after(after(start));
    // the pointer (inside since the click) leaves the slider: autoplay stops for good
    const box = (await slider(page).locator('.cb-slider__viewport').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y - 30);
    await page.clock.runFor(40_000);
    assert.is(await shown(page), last, 'stopped on leave');
    await page.mouse.move(box.x + 20, box.y + 20); // coming back does not restart it
    await page.clock.runFor(20_000);
    assert.is(await shown(page), last);
    await context.close();
  });

  test(`${width}px user: no autoplay under prefers-reduced-motion`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER, reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await slider(page).waitFor();
    await page.clock.fastForward(40_000);
    assert.is(await shown(page), 1);
    await context.close();
  });

  test(`${width}px user: 'За покупками' opens /shops in the app`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER });
    await home(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await slider(page).getByRole('link', { name: 'За покупками' }).click();
    await page.waitForURL((url) => url.pathname === '/shops');
    assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no page load');
    await context.close();
  });
}

test.run();
