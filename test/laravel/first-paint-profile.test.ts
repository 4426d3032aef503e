// The profile screens with their user before any script, on a Laravel host: demo/laravel hands the
// package the user for the app island and the header (app.blade.php, layouts/host), the package paints
// every signed-in child of /user-profile (and the header) in PHP and writes the user once as a JSON block; the bundle adopts that HTML and nobody asks the server for the user.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdBundle, painted, screenshot, settled, signIn } from '../setup/browser';
import { laravelSuite } from '../setup/laravel';

const { test, env, open, served, underStrictCsp } = laravelSuite('the profile screens with their user before any script, on a Laravel host');
const app = (page: Page) => page.locator('[data-cashback="app"]');
const header = (page: Page) => page.locator('[data-cashback="header"]');
const NAME = 'Олена Коваленко';
const BALANCE = '1\u00a0250,50\u00a0грн';
const PENDING = '320,00\u00a0грн';
const LEFT = 'До рівня Platinum залишилось 1\u00a0900,00\u00a0грн';
/** The seed user's referral link (demo/laravel's UserResource: the registration page with the code). */
const REFERRAL = /\/registration\?ref=CB1037$/;
/** What each screen shows of the user, and the element checked for adoption; `field`, an input showing the user's value. */
// (The tab bar's user card, with the name, shows from 992 px.)
const screens: { url: string; shows: string[]; seen: (width: number) => string[]; node: string; field?: string }[] = [
  { url: '/user-profile/personal', shows: [NAME, 'user@example.com', LEFT], seen: () => [NAME, 'user@example.com', LEFT], node: '.cb-personal__name' },
  { url: '/user-profile/my-cashback', shows: [NAME, BALANCE, PENDING], seen: (width) => [...width >= 992 ? [NAME] : [], BALANCE, PENDING], node: '.cb-money-balance__amount' },
  { url: '/user-profile/settings', shows: [NAME, 'user@example.com', '17.04.1991'], seen: () => [NAME, 'user@example.com', '17.04.1991'], node: '.cb-setting__value' },
  { url: '/user-profile/my-friends', shows: [NAME, '?ref=CB1037"'], seen: (width) => width >= 992 ? [NAME] : [], node: '.cb-reflink input', field: '.cb-reflink input' },
  // The seed user's e-mail is confirmed: the ways to withdraw, and the forms, in place of the prompt.
  { url: '/user-profile/withdrawal-money', shows: [NAME, 'href="/user-profile/withdrawal-money/bank-card"'], seen: (width) => [...width >= 992 ? [NAME] : [], 'Банківська картка'], node: '.cb-money-methods' },
  ...['bank-card', 'mobile-phone'].map((form) => ({
    url: `/user-profile/withdrawal-money/${form}`, shows: [NAME, `cb-wform__balance">${BALANCE}`], seen: (width: number) => [...width >= 992 ? [NAME] : [], BALANCE], node: '.cb-wform__balance',
  })),
  { url: '/user-profile/success-withdrawal', shows: [NAME], seen: (width) => width >= 992 ? [NAME] : [], node: '.cb-profile__name' },
];

// Each width walks every screen in one signed-in context (a context and a sign-in per screen was most of
// this file's time): a new page per screen, localStorage cleared after each, so every screen is a first visit.
for (const width of [375, 1280]) {
  test(`at ${width} px, each profile screen comes with the user in its HTML, is adopted without a warning, and no GET /api/user`, async () => {
    const { page: first, context, errors } = await open({ width, as: 'user@example.com' });
    await first.close();
    for (const { url, shows, seen, node, field } of screens) {
      const page = await context.newPage();
      const warnings: string[] = [];
      // As open() watches its page: console errors and uncaught ones.
      page.on('console', (msg) => (msg.type() === 'warning' ? warnings : msg.type() === 'error' ? errors : []).push(msg.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      const release = await holdBundle(page);
      const before = served('/api/user');
      const response = await page.goto(url, { waitUntil: 'commit' });
      const html = await response!.text();
      assert.is((html.match(/data-cashback-store="activeUser"/g) ?? []).length, 1, `${url}: one JSON block with the user`);
      for (const text of [...shows, 'cb-balances__value">' + BALANCE]) assert.ok(html.includes(text), `${url}: the server's HTML has ${text}`);
      const primers = [...html.matchAll(/<script(?: nonce="[^"]*")?>[^<]*script\[data-cashback-get\][^<]*<\/script>/g)];
      assert.is(primers.length, 1, `${url}: the primer, once per page`);
      assert.ok(html.lastIndexOf('data-cashback-get="') < primers[0]!.index, `${url}: the primer after every JSON block`);
      await painted(page);
      const element = await app(page).locator(node).first().elementHandle();
      release();
      await settled(page);
      await page.waitForLoadState('networkidle');
      assert.ok(await element!.evaluate((el) => el.isConnected), `${url}: the element the server wrote is the island's: adopted, not rendered afresh`);
      for (const text of seen(width)) assert.match(await app(page).innerText(), text, `${url}: shows ${text}`);
      if (field) assert.match(await app(page).locator(field).inputValue(), REFERRAL);
      assert.is(served('/api/user') - before, 0, `${url}: no GET /api/user`);
      assert.equal(warnings.filter((text) => text.includes('cashback')), [], `${url}: the PHP HTML hydrates as it is`);
      assert.equal(errors, [], url);
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
    await context.close();
  });

  test(`with JavaScript off at ${width} px, each profile screen shows the user, and the header the balance`, async () => {
    const context = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false, viewport: { width, height: 900 } });
    await signIn(context, 'user@example.com');
    const page = await context.newPage();
    for (const { url, seen, field } of screens) {
      await page.goto(url);
      const text = await app(page).innerText();
      for (const shown of seen(width)) assert.match(text, shown, `${url}: shows ${shown}`);
      if (field) assert.match(await app(page).locator(field).inputValue(), REFERRAL);
      // The header's balance: from 992 px beside the user menu, below it the chip (its label for screen readers).
      const balance = header(page).locator(width >= 992 ? '.cb-header__end .cb-balances__item' : '.cb-header__chip').first();
      assert.ok(await balance.isVisible(), `${url}: the header's balance shows`);
      assert.match(await balance.innerText(), BALANCE);
      assert.match((await balance.textContent())!, 'Баланс');
      if (url === '/user-profile/settings' && width === 1280) await screenshot(page, 'laravel-settings-no-js-1280');
    }
    await context.close();
  });
}

test('under a strict CSP (`?csp=1`) /user-profile/personal is painted with the user too: its JSON block with the nonce, the loyalty bar filled as far as the total, no violation, no GET /api/user', async () => {
  const { page, context, errors } = await open({ width: 1280, as: 'user@example.com' });
  const before = served('/api/user');
  const { html, nonce, release, noViolation } = await underStrictCsp(page, '/user-profile/personal?csp=1');
  assert.match(html, `data-cashback-store="activeUser" nonce="${nonce}">`, 'the user as a JSON block, with the nonce');
  assert.ok(html.includes(LEFT), 'the screen in the HTML the server sent');
  await painted(page);
  // 3 100 of Gold's 2 500 to Platinum's 5 000: 24%, drawn from the server's HTML alone.
  const share = () => page.evaluate(() => {
    const [bar, fill] = ['.cb-level__bar', '.cb-level__fill'].map((s) => document.querySelector(s)!.getBoundingClientRect().width);
    return fill! / bar!;
  });
  assert.ok(Math.abs(await share() - 0.24) < 0.01, `before any script: ${await share()}`);
  release();
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.ok(Math.abs(await share() - 0.24) < 0.01, 'the same once hydrated');
  assert.is(served('/api/user') - before, 0, 'no GET /api/user');
  await noViolation();
  assert.equal(errors, []);
  await context.close();
});

test.run();
