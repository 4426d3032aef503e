// Nothing shifts: the signed-in home page's layout-shift sum, first visit
// (nothing in localStorage) and returning visit (posters and user stored), at
// both widths (every other route: layout-shift-guest/user.test.ts). The posters response is held back, so the slider's space is
// tested in the state a slow network makes likely; a layout shift is a
// measure of geometry, not of speed, so this holds on a busy machine too.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, screenshot, settled, WIDTHS } from '../setup/browser';
import { checkShifts as check, observeShifts, painted, shiftsOf } from './layout-shift';

const { test, env } = browserSuite('layout shift');

const USER = 'user@example.com';
const POSTERS_DELAY_MS = 1500;

/** Holds every posters response back, so the page is seen while they load. */
const slowPosters = (page: Page) =>
  page.route('**/api/posters**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, POSTERS_DELAY_MS));
    await route.continue();
  });

/**
 * Opens `/` (posters held back), waits until the posters have arrived and
 * everything has painted, and returns the shifts. `shot` names a screenshot
 * of the page while the posters are still on their way.
 */
async function visitHome(page: Page, shot?: string) {
  await slowPosters(page);
  const posters = page.waitForResponse((response) => response.url().includes('/api/posters'));
  await page.goto('/');
  await page.locator('[data-cashback="app"] .cb-shop-card').first().waitFor();
  if (shot) await screenshot(page, shot);
  await settled(page);
  await posters;
  await page.locator('[data-cashback="app"] .cb-slider img').first().waitFor();
  await painted(page);
  return shiftsOf(page);
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width}px user, first visit: the slider keeps its space while the posters load`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as: USER });
    await context.addInitScript(observeShifts);
    check(await visitHome(page, `layout-shift-posters-loading-${width}`));
    assert.equal(errors, []);
    await context.close();
  });

  test(`${width}px user, returning visit: posters and user from storage, nothing moves`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as: USER });
    await context.addInitScript(observeShifts);
    await page.goto('/');
    await page.locator('[data-cashback="app"] .cb-slider img').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(await page.evaluate(() => localStorage.getItem('activePosters') && localStorage.getItem('activeUser')), 'posters and user stored');
    check(await visitHome(page));
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
