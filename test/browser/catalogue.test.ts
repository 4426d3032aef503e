// The catalogue against the demo at 375 and 1280 px, as a guest and as a
// user: shop tabs (URL, history, orders, limit), shop cards and favourites,
// category pages, failures with a working retry, and 10,000 shops.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, startDemo, open, settled, axe, screenshot, WIDTHS, type Demo } from '../setup/browser';

const { test, env } = browserSuite('catalogue');

const SIZES = [WIDTHS.mobile, WIDTHS.desktop] as const;
const USER = 'user@example.com';
const USER_ID = 1;

interface DbShop { id: number; name: string; avg_stars: number; cashback_percent: number; categoryId: number }
const dbShops = (demo: Demo = env.demo): DbShop[] => demo.server.db.shops;
const favoritesOf = (userId = USER_ID): Set<number> => env.demo.server.db.favorites.get(userId) ?? new Set();

/** Ids in a stable descending order of `key`, as the tabs must show them. */
const expectedOrder = (shops: DbShop[], key: 'avg_stars' | 'cashback_percent') =>
  shops.map((shop, i) => ({ shop, i })).sort((a, b) => b.shop[key] - a.shop[key] || a.i - b.i).map(({ shop }) => shop.id);

const app = (page: Page) => page.locator('[data-cashback="app"]');
/** The cards a shopper sees: a shop tab's panel stays in the page, hidden, once another tab is chosen. */
const cards = (page: Page) => app(page).locator('.cb-shop-card').filter({ visible: true });
const tab = (page: Page, name: string) => app(page).getByRole('tab', { name, exact: true });
const selectedTab = (page: Page) => app(page).locator('[role="tab"][aria-selected="true"]').textContent();
/** Cards on screen and every grid done filling in (the first cards come at once, the rest of a batch a frame at a time). */
async function filled(page: Page) {
  await cards(page).first().waitFor();
  await app(page).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}
/** The panel of tab `name` shown: it follows the chosen tab a frame late, and until then the one chosen before is. */
const panelShown = (page: Page, name: string) =>
  app(page).locator(`.cb-shop-tabs__panel[id$="-panel-${name}"]:not([hidden])`).waitFor({ state: 'attached' });
const shownIds = async (page: Page) => {
  await filled(page);
  return cards(page).locator('.cb-shop-card__link').evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
};

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function assertAxe(page: Page, where: string) {
  const violations = await axe(page);
  assert.equal(violations, [], `${where}: ${violations.join('\n')}`);
}

const who = (as?: string) => (as ? 'user' : 'guest');

test('/shops: tabs switch, update the URL, and back and forward restore them; orders by stars and by cashback', async () => {
  for (const as of [undefined, USER]) {
    for (const width of SIZES) {
      const { page, context, errors } = await open(env.browser, env.demo, { width, as });
      const where = `${who(as)} ${width}`;
      await visit(page, '/shops');
      await filled(page);
      assert.is(await page.getByRole('heading', { level: 1 }).textContent(), 'Магазини');
      assert.is(await selectedTab(page), 'Популярні');
      assert.equal(await shownIds(page), expectedOrder(dbShops(), 'avg_stars'), `${where}: popular by avg_stars, all shops`);
      assert.is(await app(page).getByRole('link', { name: 'Всі магазини' }).count(), 0, 'no "Всі магазини" on /shops');
      await assertAxe(page, `${where} popular`);
      await screenshot(page, `catalogue-shops-${who(as)}-${width}`);

      await tab(page, 'Найбільший кешбек').click();
      await page.waitForURL((url) => url.search === '?tab=greatest');
      assert.is(await selectedTab(page), 'Найбільший кешбек');
      await panelShown(page, 'greatest');
      assert.equal(await shownIds(page), expectedOrder(dbShops(), 'cashback_percent'), `${where}: greatest by cashback_percent`);

      await tab(page, 'Категорії').click();
      await page.waitForURL((url) => url.search === '?tab=categories');
      await app(page).locator('.cb-category-card').first().waitFor();
      const counts = await app(page).locator('.cb-category-card__count').allTextContents();
      assert.is(counts.length, env.demo.server.db.categories.length);
      assert.ok(counts.every((text) => text === '100+ магазинів'), counts.join());
      if (!as) await assertAxe(page, `${where} categories`);

      // The keyboard: arrow keys move along the tablist.
      await tab(page, 'Категорії').focus();
      await page.keyboard.press('ArrowLeft');
      await page.waitForURL((url) => url.search === '?tab=favorite');
      assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Збережені');
      if (as) await filled(page);
      else await app(page).getByRole('link', { name: 'Увійти' }).waitFor();
      if (width === WIDTHS.mobile) await assertAxe(page, `${where} favourites`);
      await screenshot(page, `catalogue-favourites-${who(as)}-${width}`);

      await page.goBack();
      await page.waitForURL((url) => url.search === '?tab=categories');
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Категорії');
      await page.goBack();
      await page.waitForURL((url) => url.search === '?tab=greatest');
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Найбільший кешбек');
      await page.goForward();
      await page.waitForURL((url) => url.search === '?tab=categories');
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Категорії');
      assert.equal(errors, [], `${where}: console errors`);
      await context.close();
    }
  }
});

test('the home page shows at most 12 shops and "Всі магазини" leads to /shops', async () => {
  for (const [as, width] of [[undefined, WIDTHS.mobile], [USER, WIDTHS.desktop]] as const) {
    const { page, context } = await open(env.browser, env.demo, { width, as });
    await visit(page, '/');
    await filled(page);
    assert.is(await cards(page).count(), 12);
    assert.equal(await shownIds(page), expectedOrder(dbShops(), 'avg_stars').slice(0, 12));
    await tab(page, 'Найбільший кешбек').click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?tab=greatest');
    await panelShown(page, 'greatest');
    assert.equal(await shownIds(page), expectedOrder(dbShops(), 'cashback_percent').slice(0, 12));
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await app(page).getByRole('link', { name: 'Всі магазини' }).click();
    await page.waitForURL((url) => url.pathname === '/shops');
    await page.getByRole('heading', { level: 1, name: 'Магазини' }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-cashback="app"] .cb-shop-card').length === n, dbShops().length);
    assert.ok(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), 'navigated without a page load');
    await context.close();
  }
});

test('a user toggles a favourite at once; the server keeps it across a reload', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as: USER });
    await visit(page, '/shops?tab=greatest');
    await filled(page);
    // The seed saves shops 1, 3, 5, 8 and 13; take the first card that is not saved.
    const target = dbShops().find((shop) => !favoritesOf().has(shop.id))!;
    const star = app(page).getByRole('button', { name: `Зберегти магазин ${target.name}`, exact: true });
    assert.is(await star.getAttribute('aria-pressed'), 'false');
    await star.click();
    await page.waitForFunction((name) => document.querySelector(`[aria-label="Зберегти магазин ${name}"]`)?.getAttribute('aria-pressed') === 'true', target.name);
    for (let i = 0; i < 50 && !favoritesOf().has(target.id); i++) await page.waitForTimeout(20);
    assert.ok(favoritesOf().has(target.id), 'the server saved it');

    await page.reload();
    await settled(page);
    await page.waitForFunction((name) => document.querySelector(`[aria-label="Зберегти магазин ${name}"][aria-pressed="true"]`), target.name);
    await tab(page, 'Збережені').click();
    await page.waitForURL((url) => url.search === '?tab=favorite');
    await app(page).getByRole('link', { name: new RegExp(target.name) }).waitFor();

    // Unsaving it in the saved tab takes the card away (focus goes to the card in its place),
    // and the server forgets it.
    await star.click();
    await app(page).getByRole('link', { name: new RegExp(target.name) }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('cb-shop-card__star'));
    for (let i = 0; i < 50 && favoritesOf().has(target.id); i++) await page.waitForTimeout(20);
    assert.not.ok(favoritesOf().has(target.id), 'the server removed it');
    assert.equal(errors, []);
    await context.close();
  }
});

test('when the invitation chunk cannot load, a guest pressing a star goes to login; the shop tabs stay', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  let blocked = 0;
  await page.route(/\/chunks\/login-invite-[^/]*\.js(\?|$)/, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  await visit(page, '/shops');
  await cards(page).first().waitFor();
  await cards(page).first().getByRole('button').click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.is(blocked, 2, 'the chunk was asked for, and once again');
  assert.is(await page.locator('[data-cashback-state="failed"]').count(), 0, 'no island failed');
  assert.ok(errors.some((e) => e.includes('could not load the login invitation')), errors.join('\n'));
  await context.close();
});

test('a guest pressing a star is invited to sign in or sign up', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width });
    const requests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/favorite-shops')) requests.push(r.url()); });
    await visit(page, '/shops');
    await filled(page);
    const star = cards(page).first().getByRole('button');
    assert.is(await star.getAttribute('aria-pressed'), 'false');
    await star.click();
    const dialog = page.getByRole('dialog');
    // Its links follow the frame that shows it (src/ui/modal.tsx).
    await dialog.getByRole('link').first().waitFor();
    assert.equal(
      await dialog.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
      [['Увійти', '/login'], ['Зареєструватися', '/registration']],
    );
    await assertAxe(page, `guest invitation ${width}`);
    await screenshot(page, `catalogue-invite-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Up to 2 s: checked at once, it failed in 1 of 3 CI runs one day (and in none of 4 runs under load).
    await page.waitForFunction((el) => el === document.activeElement, await star.elementHandle(), { timeout: 2000 }).catch(() => undefined);
    assert.ok(await star.evaluate((el) => el === document.activeElement), 'focus returns to the star');
    assert.is(await star.getAttribute('aria-pressed'), 'false');

    await star.click();
    await dialog.getByRole('link', { name: 'Увійти' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.is(await page.getByRole('dialog').count(), 0);
    assert.equal(requests, [], 'a guest sends no favourite calls');
    await context.close();
  }
});

test('a failed favourite is rolled back with an alert', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: USER });
    await visit(page, '/shops');
    await filled(page);
    const target = dbShops().find((shop) => !favoritesOf().has(shop.id))!;
    await page.route(new RegExp(`/api/favorite-shops/${target.id}$`), (route) => route.abort());
    const star = app(page).getByRole('button', { name: `Зберегти магазин ${target.name}`, exact: true });
    await star.click();
    await page.getByText('Не вдалося оновити збережені магазини').waitFor();
    await page.waitForFunction((name) => document.querySelector(`[aria-label="Зберегти магазин ${name}"]`)?.getAttribute('aria-pressed') === 'false', target.name);
    assert.not.ok(favoritesOf().has(target.id));
    await screenshot(page, `catalogue-favourite-failed-${width}`);
    await context.close();
  }
});

test('the category page shows its shops; reached from the categories tab', async () => {
  for (const [as, width] of [[undefined, WIDTHS.desktop], [USER, WIDTHS.mobile]] as const) {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as });
    await visit(page, '/shops?tab=categories');
    const category = env.demo.server.db.categories[1] as { id: number; name: string };
    await app(page).getByRole('link', { name: new RegExp(category.name) }).click();
    await page.waitForURL((url) => url.pathname === `/shops/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await filled(page);
    const mine = dbShops().filter((shop) => shop.categoryId === category.id);
    assert.equal(await shownIds(page), expectedOrder(mine, 'avg_stars'));
    await assertAxe(page, `category ${who(as)} ${width}`);
    await screenshot(page, `catalogue-category-${who(as)}-${width}`);
    assert.equal(errors, []);
    await context.close();
  }
});

test('the category page shows a loader while loading', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/category\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shops/category/3');
  await app(page).getByRole('status', { name: 'Завантажуємо категорію…' }).waitFor();
  await screenshot(page, 'catalogue-category-loading-375');
  release();
  await filled(page);
  assert.is(await app(page).getByRole('status', { name: 'Завантажуємо категорію…' }).count(), 0);
  await context.close();
});

test('a failed shop list shows a retry, and the retry works', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width });
    let fail = true;
    await page.route(/\/api\/shops$/, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }) : route.continue());
    await visit(page, '/shops');
    const retry = app(page).getByRole('button', { name: 'Спробувати ще раз' });
    await retry.waitFor();
    assert.match(await app(page).getByRole('alert').textContent() ?? '', /Помилка на сервері/);
    await assertAxe(page, `failed list ${width}`);
    await screenshot(page, `catalogue-failed-${width}`);
    fail = false;
    await retry.click();
    await filled(page);
    assert.is(await cards(page).count(), dbShops().length);
    assert.is(await retry.count(), 0);
    await context.close();
  }
});

test('the standalone islands work on a host page without the app island', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.desktop });
  await visit(page, '/demo/islands');
  const tabs = page.locator('[data-cashback="shop-tabs"]');
  await tabs.locator('.cb-shop-card').first().waitFor();
  assert.is(await tabs.locator('[role="tab"][aria-selected="true"]').textContent(), 'Найбільший кешбек');
  assert.is(await tabs.locator('.cb-shop-card').count(), 8);
  await tabs.getByRole('tab', { name: 'Популярні' }).click();
  await page.waitForURL((url) => url.pathname === '/demo/islands' && url.search === '?tab=popular');
  // The first cards come at once, the rest of the list a frame later.
  await tabs.locator('[role="tabpanel"][id$="-panel-popular"]:not([hidden]) .cb-shop-card').nth(7).waitFor();
  await tabs.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  assert.equal(
    await tabs.locator('[role="tabpanel"][id$="-panel-popular"]:not([hidden]) .cb-shop-card__link').evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop()))),
    expectedOrder(dbShops(), 'avg_stars').slice(0, 8),
  );
  const category = page.locator('[data-cashback="category"]');
  await category.scrollIntoViewIfNeeded();
  await category.locator('.cb-shop-card').first().waitFor();
  // Plain links there: a click loads the page.
  await tabs.getByRole('link', { name: 'Всі магазини' }).click();
  await page.waitForURL((url) => url.pathname === '/shops');
  await settled(page);
  await filled(page);
  await context.close();
});

test('10,000 shops: /shops renders the first 48, then more on scroll and on "Показати ще"', async () => {
  const big = await startDemo({ seedShops: 10_000 });
  try {
    for (const width of SIZES) {
      const { page, context, errors } = await open(env.browser, big, { width });
      await visit(page, '/shops');
      await filled(page);
      assert.is(await cards(page).count(), 48);
      assert.equal(await shownIds(page), expectedOrder(dbShops(big), 'avg_stars').slice(0, 48));
      assert.match(await app(page).locator('.cb-shop-grid__more').textContent() ?? '', /Показано 48 з 10\s000/);

      await app(page).locator('.cb-shop-grid__more').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('[data-cashback="app"] .cb-shop-card').length >= 96);
      const afterScroll = await cards(page).count();
      assert.ok(afterScroll < 10_000 && afterScroll % 48 === 0, `${afterScroll} cards after a scroll`);

      // The button from the keyboard: while it has focus nothing loads by itself, so Enter adds
      // exactly one batch, and focus lands on its first card.
      const more = app(page).getByRole('button', { name: 'Показати ще' });
      await page.waitForTimeout(300); // let a batch started by the scroll land first
      await more.focus();
      const before = await cards(page).count();
      await page.waitForTimeout(500);
      assert.is(await cards(page).count(), before, 'focusing the button loads nothing');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('[data-cashback="app"] .cb-shop-card').length > n, before);
      await page.waitForFunction((n) => document.activeElement === document.querySelectorAll('[data-cashback="app"] .cb-shop-card__link')[n], before);
      if (width === WIDTHS.mobile) await assertAxe(page, '10,000 shops');
      assert.equal(errors, []);
      await context.close();
    }
  } finally {
    await big.close();
  }
});

test.run();
