// The standalone islands on a host page without the `app` island
// (/demo/islands, as a Blade page would place them): each mounts, its links
// are plain links (a full page load), nothing logs an error, axe is clean.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axe, browserSuite, open, screenshot, settled, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('standalone islands');

const ISLANDS = ['slider', 'signup-teaser', 'shop-tabs', 'referral-banner', 'loyalty-statuses', 'shop', 'category', 'faq'];
const island = (page: Page, name: string) => page.locator(`main [data-cashback="${name}"]`);

/** Scrolls each placeholder into view (so `data-load="visible"` ones start) and waits until all are mounted. */
async function mountAll(page: Page) {
  await settled(page);
  for (const name of ISLANDS) {
    await island(page, name).scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => document.querySelector(`main [data-cashback="${name}"]`)?.getAttribute('data-cashback-state') === 'mounted', name);
  }
  // what each island shows once its data is there
  await island(page, 'shop-tabs').locator('.cb-shop-card').first().waitFor();
  await island(page, 'shop').getByRole('heading', { level: 1 }).waitFor();
  await island(page, 'shop').locator('.cb-shop__description p').first().waitFor();
  await island(page, 'category').locator('.cb-shop-card').first().waitFor();
  await island(page, 'faq').locator('button, summary').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Whether clicking each island's first link would leave the page (a plain
 * link) rather than be handled by a router: the click is cancelled at the
 * window, after the island's own handlers had their say.
 */
function plainLinks(page: Page) {
  return page.evaluate((names) => {
    const result: Record<string, string | boolean> = {};
    let prevented = false;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const name of names) {
      const link = document.querySelector<HTMLAnchorElement>(`main [data-cashback="${name}"] a[href^="/"]`);
      if (!link) continue;
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      result[name] = prevented ? `client-side: ${link.getAttribute('href')}` : true;
    }
    window.removeEventListener('click', record);
    return result;
  }, ISLANDS);
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  for (const as of [undefined, 'user@example.com']) {
    const who = as ? 'user' : 'guest';
    test(`${width}px ${who}: every island mounts alone, its links are plain, no console error, axe clean`, async () => {
      const { page, context, errors } = await open(env.browser, env.demo, { width, as });
      await page.goto('/demo/islands');
      assert.is(await page.locator('[data-cashback="app"]').count(), 0, 'no app island on this page');
      await mountAll(page);
      // the slider shows for a user (the posters load for users only); a guest's stays empty
      if (as) await island(page, 'slider').getByRole('region', { name: 'Акції та пропозиції' }).waitFor();
      else assert.is(await island(page, 'slider').innerHTML(), '');
      assert.is(await island(page, 'signup-teaser').getByLabel('Ваш Email').count(), 1);
      assert.is(await island(page, 'loyalty-statuses').locator('.cb-loyalty__tier').count(), 4);
      assert.is(await island(page, 'loyalty-statuses').locator('[aria-current="true"]').count(), as ? 1 : 0);

      const links = await plainLinks(page);
      for (const name of ['shop-tabs', 'referral-banner', 'shop', 'category', ...(as ? ['slider'] : [])]) {
        assert.is(links[name], true, `${name}: ${links[name]}`);
      }
      assert.equal(await axe(page), []);
      await screenshot(page, `standalone-${who}-${width}`);
      assert.equal(errors, []);

      // and for real: a shop card in the tabs loads the shop's page from the server
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const card = island(page, 'shop-tabs').locator('a[href^="/shops/"]').first();
      const href = (await card.getAttribute('href'))!;
      await card.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator('[data-cashback="app"] h1').waitFor();
      assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined, 'a full page load');
      assert.equal(errors, []);
      await context.close();
    });
  }
}

test('the teaser alone sends a valid e-mail to registration with a page load', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
  await page.goto('/demo/islands');
  await settled(page);
  const teaser = island(page, 'signup-teaser');
  await teaser.getByLabel('Ваш Email').fill('bad');
  await teaser.getByRole('button', { name: 'Почати заробляти' }).click();
  await teaser.getByText('Введить коректний Email', { exact: true }).waitFor();
  await teaser.getByLabel('Ваш Email').fill('new.friend@example.com');
  await teaser.getByRole('button', { name: 'Почати заробляти' }).click();
  await page.waitForURL((url) => url.pathname === '/registration/new.friend%40example.com');
  const email = page.locator('[data-cashback="app"] input[type="email"]');
  await email.waitFor();
  assert.is(await email.inputValue(), 'new.friend@example.com');
  assert.equal(errors, []);
  await context.close();
});

test('beside the app island, the same islands navigate it without a page load', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.desktop });
  await page.goto('/');
  await settled(page);
  const app = page.locator('[data-cashback="app"]');
  await app.locator('.cb-shop-card').first().waitFor();
  await page.locator('.cb-island-slot').first().scrollIntoViewIfNeeded(); // the banner loads when near
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await app.getByRole('link', { name: /Запросити друзів/ }).click(); // the referral banner inside the app
  await page.waitForURL((url) => url.pathname === '/login'); // a guest is sent to login by the guard
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no page load');
  assert.equal(errors, []);
  await context.close();
});

test.run();
