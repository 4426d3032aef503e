// The signed-in header with its balances before any script, on a Laravel host:
// demo/laravel hands the package the user on every signed-in page (layouts/host),
// the package paints the header in PHP and writes the user as a JSON block; the
// primer stores it where the user store reads it, the header hydrates that HTML,
// and nobody asks the server for the user.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { settled, signIn } from '../setup/browser';
import { laravelSuite, query } from '../setup/laravel';

const { test, env, open, served } = laravelSuite('the signed-in header with its user before any script, on a Laravel host');
const header = (page: Page) => page.locator('[data-cashback="header"]');
const BALANCE = '1\u00a0250,50\u00a0грн';

for (const [width, url] of [[1280, '/'], [375, '/shops/1'], [1280, '/about']] as const) {
  test(`${url} at ${width} px: the header comes with the balances in its HTML, hydrates it without a warning and sends no GET /api/user`, async () => {
    const { page, context, errors } = await open({ width, as: 'user@example.com' });
    const warnings: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
    const before = served('/api/user');
    const html = await (await page.goto(url))!.text();
    assert.match(html, /<script type="application\/json" data-cashback-get="\/api\/user" data-cashback-store="activeUser">\{"id":1,/);
    assert.match(html, new RegExp(`class="cb-balances__value">${BALANCE}</span>`), 'the balance in the HTML the server sent');
    const primers = [...html.matchAll(/<script(?: nonce="[^"]*")?>[^<]*script\[data-cashback-get\][^<]*<\/script>/g)];
    assert.is(primers.length, 1, 'the primer, once per page');
    assert.ok(html.lastIndexOf('data-cashback-get="') < primers[0]!.index, 'after every JSON block');
    const shown = width < 600 ? header(page).locator('.cb-header__chip') : header(page).locator('.cb-balances');
    const element = await shown.elementHandle();
    await settled(page);
    await page.waitForLoadState('networkidle');
    assert.ok(await element!.evaluate((node) => node.isConnected), 'the balances the server wrote are the island\'s: adopted, not rendered afresh');
    assert.match(await shown.textContent() ?? '', BALANCE);
    // Hydrated: the header's controls work.
    if (width < 600) {
      await header(page).getByRole('button', { name: 'Меню' }).click();
      await header(page).locator('.cb-header__panel').waitFor();
    } else {
      await header(page).getByRole('button', { name: /Меню користувача: Олена Коваленко/ }).click();
      await header(page).getByRole('link', { name: 'Мій кешбек' }).waitFor();
    }
    assert.is(served(url) > 0 && served('/api/user') - before, 0, 'the server received the page, and no GET /api/user');
    assert.equal(warnings.filter((text) => text.includes('cashback')), [], 'the PHP HTML hydrates as it is');
    assert.equal(errors, []);
    await context.close();
  });
}

test('a profile page whose user PHP cannot be sure to write as the island does (a total only Intl writes): the header as without data too, and it hydrates as before', async () => {
  // The profile's tab bar reads the total (its tier); the header alone could paint this user.
  query(env.laravel, "UPDATE users SET total_balance = 1e21 WHERE email = 'new@example.com'");
  const { page, context, errors } = await open({ width: 1280, as: 'new@example.com' });
  const warnings: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'warning') warnings.push(msg.text()); });
  const html = await (await page.goto('/user-profile/settings'))!.text();
  assert.not.match(html, 'data-cashback-store');
  await settled(page);
  await header(page).locator('.cb-balances').getByText('0,00\u00a0грн').first().waitFor();
  assert.equal(warnings.filter((text) => text.includes('cashback')), []);
  assert.equal(errors, []);
  await context.close();
});

test('a guest\'s page carries no user', async () => {
  const { page, context } = await open({ width: 1280 });
  const html = await (await page.goto('/'))!.text();
  assert.not.match(html, 'data-cashback-get');
  await context.close();
});

for (const width of [375, 1280]) {
  test(`with JavaScript off at ${width} px, a signed-in header shows the balances`, async () => {
    const context = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false, viewport: { width, height: 800 } });
    await signIn(context, 'user@example.com');
    const page = await context.newPage();
    await page.goto('/');
    if (width < 600) assert.match(await header(page).locator('.cb-header__chip').innerText(), BALANCE);
    else {
      const balances = header(page).locator('.cb-balances');
      assert.ok(await balances.isVisible());
      assert.match(await balances.innerText(), BALANCE);
      assert.match(await balances.innerText(), /В очікуванні/);
    }
    await context.close();
  });
}

test.run();
