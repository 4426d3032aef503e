// The public pages against the demo: /about with the FAQ island, /policy,
// /cookie and /user-license, and the spec's guard for guests.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axe, browserSuite, open, screenshot, settled, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('public pages');

const app = (page: Page) => page.locator('[data-cashback="app"]');

async function assertAxe(page: Page, where: string, { hostHeading = false } = {}) {
  // hostHeading: the island renders nothing there (spec: /cookie, /user-license is empty), so the page's h1 can only be the host's own.
  const violations = (await axe(page)).filter((v) => !(hostHeading && v.startsWith('page-has-heading-one ')));
  assert.equal(violations, [], `axe on ${where}: ${violations.join('\n')}`);
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`${name}: /about explains cashback and shows the FAQ from the API as a keyboard accordion`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    await page.goto('/about');
    await settled(page);
    const questions = app(page).locator('button[aria-expanded]');
    await questions.first().waitFor();
    const db = env.demo.server.db.questions as { name: string; description: string }[];
    assert.equal(await questions.allTextContents(), db.map((q) => q.name));
    assert.ok((await app(page).textContent())!.includes('Протягом 3 днів'));
    await assertAxe(page, `/about at ${width}`);
    await screenshot(page, `pages-about-${width}`);

    const first = questions.nth(0);
    const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await first.focus();
    await page.keyboard.press('Enter');
    assert.is(await first.getAttribute('aria-expanded'), 'true');
    assert.ok(await answer.isVisible());
    assert.is((await answer.textContent())!.trim(), db[0]!.description);
    await page.keyboard.press('ArrowDown');
    assert.ok(await questions.nth(1).evaluate((el) => el === document.activeElement));
    await page.keyboard.press(' ');
    assert.is(await questions.nth(1).getAttribute('aria-expanded'), 'true');
    assert.is(await first.getAttribute('aria-expanded'), 'true', 'several answers may be open');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    assert.is(await first.getAttribute('aria-expanded'), 'false');
    assert.not.ok(await answer.isVisible());
    await assertAxe(page, `/about with an open answer at ${width}`);
    assert.equal(errors, []);
    await context.close();
  });

  test(`${name}: a guest on /policy, /cookie, /user-license or /user-profile is sent to /login`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    for (const path of ['/policy', '/cookie', '/user-license', '/user-profile', '/user-profile/settings']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      await app(page).locator('input[type="email"]').waitFor();
    }
    await context.close();
  });

  test(`${name}: /policy for a user, with a table of contents (beside it on desktop, folded on a phone)`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await page.goto('/policy');
    await settled(page);
    await app(page).getByRole('heading', { level: 1, name: 'Політика конфіденційності' }).waitFor();
    const sections = app(page).locator('article h2');
    assert.ok((await sections.count()) >= 10);
    const nav = app(page).getByRole('navigation', { name: 'Зміст' });
    const details = app(page).locator('details');
    if (width >= 992) {
      assert.ok(await nav.isVisible());
      assert.not.ok(await details.isVisible());
      await nav.getByRole('link', { name: 'Ваші права' }).click();
    } else {
      assert.not.ok(await nav.isVisible());
      await details.locator('summary').click();
      await details.getByRole('link', { name: 'Ваші права' }).click();
    }
    const heading = app(page).getByRole('heading', { name: /Ваші права/ });
    await page.waitForFunction(() => location.hash === '#cb-policy-rights');
    assert.ok(await heading.isVisible());
    assert.ok(await heading.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2), 'scrolled to the section');
    assert.ok((await app(page).textContent())!.includes('Про захист персональних даних'));
    await assertAxe(page, `/policy at ${width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `pages-policy-${width}`);
    await context.close();
  });

  test(`${name}: /cookie renders nothing and /user-license is an empty page, for a user`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await page.goto('/cookie');
    await settled(page);
    await page.waitForLoadState('networkidle');
    assert.is(new URL(page.url()).pathname, '/cookie');
    // Nothing a user could see: no element, no text. A hydrated page keeps Preact's
    // Suspense comment markers (<!--$s--><!--/$s-->) from the prerendered snippet.
    const shown = await app(page).locator('.cb-app').evaluate((el) => ({ elements: el.children.length, text: el.textContent }));
    assert.equal(shown, { elements: 0, text: '' });
    await assertAxe(page, `/cookie at ${width}`, { hostHeading: true });
    await page.goto('/user-license');
    await settled(page);
    await app(page).locator('.cb-page--empty').waitFor({ state: 'attached' });
    assert.is(new URL(page.url()).pathname, '/user-license');
    assert.is((await app(page).textContent())!.trim(), '');
    await assertAxe(page, `/user-license at ${width}`, { hostHeading: true });
    await screenshot(page, `pages-user-license-${width}`);
    await context.close();
  });
}

test.run();
