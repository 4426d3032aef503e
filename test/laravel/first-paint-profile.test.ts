// The profile screens with their user before any script, on a Laravel host: demo/laravel hands the
// package the user for the app island and the header (app.blade.php, layouts/host), the package paints
// /user-profile/personal and /user-profile/my-cashback (and the header) in PHP and writes the user once
// as a JSON block; the bundle adopts that HTML and nobody asks the server for the user.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdBundle, painted, settled, signIn } from '../setup/browser';
import { laravelSuite } from '../setup/laravel';

const { test, env, open, served, underStrictCsp } = laravelSuite('the profile screens with their user before any script, on a Laravel host');
const app = (page: Page) => page.locator('[data-cashback="app"]');
const NAME = 'Олена Коваленко';
const BALANCE = '1\u00a0250,50\u00a0грн';
const PENDING = '320,00\u00a0грн';
const LEFT = 'До рівня Platinum залишилось 1\u00a0900,00\u00a0грн';
/** What each screen shows of the user, and the element checked for adoption. */
// (The tab bar's user card, with the name, shows from 992 px.)
const screens = [
  { url: '/user-profile/personal', shows: [NAME, 'user@example.com', LEFT], seen: () => [NAME, 'user@example.com', LEFT], node: '.cb-personal__name' },
  { url: '/user-profile/my-cashback', shows: [NAME, BALANCE, PENDING], seen: (width: number) => [...width >= 992 ? [NAME] : [], BALANCE, PENDING], node: '.cb-money-balance__amount' },
];

for (const { url, shows, seen, node } of screens) {
  for (const width of [375, 1280]) {
    test(`${url} at ${width} px: the screen comes with the user in its HTML, is adopted without a warning, and no GET /api/user`, async () => {
      const { page, context, errors } = await open({ width, as: 'user@example.com' });
      const warnings: string[] = [];
      page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
      const release = await holdBundle(page);
      const before = served('/api/user');
      const response = await page.goto(url, { waitUntil: 'commit' });
      const html = await response!.text();
      assert.is((html.match(/data-cashback-store="activeUser"/g) ?? []).length, 1, 'one JSON block with the user');
      for (const text of [...shows, 'cb-balances__value">' + BALANCE]) assert.ok(html.includes(text), `the server's HTML has ${text}`);
      const primers = [...html.matchAll(/<script(?: nonce="[^"]*")?>[^<]*script\[data-cashback-get\][^<]*<\/script>/g)];
      assert.is(primers.length, 1, 'the primer, once per page');
      assert.ok(html.lastIndexOf('data-cashback-get="') < primers[0]!.index, 'after every JSON block');
      await painted(page);
      const element = await app(page).locator(node).first().elementHandle();
      release();
      await settled(page);
      await page.waitForLoadState('networkidle');
      assert.ok(await element!.evaluate((el) => el.isConnected), 'the element the server wrote is the island\'s: adopted, not rendered afresh');
      for (const text of seen(width)) assert.match(await app(page).innerText(), text);
      assert.is(served('/api/user') - before, 0, 'no GET /api/user');
      assert.equal(warnings.filter((text) => text.includes('cashback')), [], 'the PHP HTML hydrates as it is');
      assert.equal(errors, []);
      await context.close();
    });

    test(`with JavaScript off at ${width} px, ${url} shows the user`, async () => {
      const context = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false, viewport: { width, height: 900 } });
      await signIn(context, 'user@example.com');
      const page = await context.newPage();
      await page.goto(url);
      const text = await app(page).innerText();
      for (const shown of seen(width)) assert.match(text, shown);
      await context.close();
    });
  }
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
