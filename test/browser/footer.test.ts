// The footer island against the demo, at 375 and 1280 px.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, settled, axe, screenshot, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('footer island');

const footer = (page: Page) => page.locator('[data-cashback="footer"] footer');

test('social and support links, documents, the year; axe clean', async () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    page.setDefaultTimeout(10_000);
    await page.goto('/about');
    await settled(page);
    await footer(page).scrollIntoViewIfNeeded();
    for (const network of ['Telegram', 'Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      const link = footer(page).getByRole('link', { name: new RegExp(`^${network} `) });
      assert.match(await link.getAttribute('href') ?? '', /^https:\/\/[^/]+\/.+/, network);
      assert.is(await link.getAttribute('target'), '_blank');
      assert.is(await link.getAttribute('rel'), 'noopener noreferrer');
      assert.ok(await link.isVisible(), `${network} visible`);
    }
    assert.is(await footer(page).getByRole('link', { name: 'support@povertai.ua' }).getAttribute('href'), 'mailto:support@povertai.ua');
    assert.match(await footer(page).getByRole('link', { name: /Telegram-бот/ }).getAttribute('href') ?? '', /^https:\/\/t\.me\//);
    for (const [label, href] of [
      ['Питання та відповіді', '/about'],
      ['Політика конфіденційності', '/policy'],
      ['Угода користувача', '/user-license'],
      ['Файли cookie', '/cookie'],
    ]) assert.is(await footer(page).getByRole('link', { name: label, exact: true }).getAttribute('href'), href, label);
    assert.ok(await footer(page).getByText(`© ${new Date().getFullYear()} Повертай`).isVisible());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.not.ok(overflow, 'nothing sticks out sideways');
    const violations = await axe(page);
    assert.equal(violations, [], violations.join('\n'));
    await screenshot(footer(page), `footer-${width}`);
    assert.equal(errors, []);
    await context.close();
  }
});

// (A guest opening /policy is sent to /login by the spec's guard: sign in.)
test('footer links navigate the app island without a page load', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.desktop, as: 'user@example.com' });
  page.setDefaultTimeout(10_000);
  await page.goto('/about');
  await settled(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await footer(page).getByRole('link', { name: 'Політика конфіденційності' }).click();
  await page.waitForURL((url) => url.pathname === '/policy');
  assert.is(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 7);
  await context.close();
});

test.run();
