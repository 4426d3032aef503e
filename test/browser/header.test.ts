// The header island against the demo, at 375 and 1280 px: guest, user and
// admin states, search over 10,000 shops, client navigation, hide on scroll,
// the mobile menu and logout.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, settled, axe, screenshot, WIDTHS } from '../setup/browser';
// @ts-expect-error plain JavaScript module without types
import { createShops } from '../../demo/seed/shops.mjs';

const { test, env } = browserSuite('header island');

const SIZES = [WIDTHS.mobile, WIDTHS.desktop] as const;
const NB = '\u00a0';

const header = (page: Page) => page.locator('[data-cashback="header"]');
const burger = (page: Page) => header(page).getByRole('button', { name: 'Меню', exact: true });
const panel = (page: Page) => header(page).locator('.cb-header__panel');

async function visit(page: Page, path: string) {
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  await settled(page);
  await header(page).locator('.cb-header').waitFor();
}

/** Opens the burger panel on a phone; on a desktop the bar shows everything already. */
async function openMenu(page: Page, width: number) {
  if (width >= 992) return header(page);
  await burger(page).click();
  await panel(page).waitFor();
  return panel(page);
}

/** A signed-in user's links: the user menu on a desktop, the burger panel on a phone. */
async function openUserMenu(page: Page, width: number) {
  if (width < 992) return openMenu(page, width);
  await header(page).getByRole('button', { name: /Меню користувача/ }).click();
  const area = header(page).locator('.cb-user-menu__panel');
  await area.waitFor();
  return area;
}

async function assertAxe(page: Page, where: string) {
  const violations = await axe(page);
  assert.equal(violations, [], `${where}: ${violations.join('\n')}`);
}

/** The viewport only: where an open menu is. */
const shot = (page: Page, name: string) => screenshot(page, name, { viewport: true });

async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

test('guest: login and registration, no layout shift, axe clean', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    await page.goto('/');
    const reserved = await header(page).evaluate((el) => el.getBoundingClientRect().height);
    await settled(page);
    const after = await header(page).evaluate((el) => el.getBoundingClientRect().height);
    assert.is(reserved, 64, 'the placeholder reserves the bar');
    assert.is(after, reserved, 'mounting does not move the page');
    await assertAxe(page, `guest ${width}`);
    await screenshot(page, `header-guest-${width}`);
    const area = await openMenu(page, width);
    await area.getByRole('link', { name: 'Увійти' }).first().waitFor();
    assert.is(await area.getByRole('link', { name: 'Увійти' }).first().getAttribute('href'), '/login');
    assert.is(await area.getByRole('link', { name: 'Реєстрація' }).getAttribute('href'), '/registration');
    assert.is(await area.getByRole('link', { name: 'Магазини' }).getAttribute('href'), '/shops');
    assert.is(await area.getByRole('link', { name: 'Як це працює' }).getAttribute('href'), '/about');
    assert.is(await header(page).getByText('Баланс').count(), 0);
    await assertAxe(page, `guest menu ${width}`);
    if (width < 992) await shot(page, `header-guest-${width}-menu`);
    assert.equal(errors, []);
    await context.close();
  }
});

test('user: balances and the user menu', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await visit(page, '/');
    await header(page).getByText(`1${NB}250,50${NB}грн`).filter({ visible: true }).first().waitFor();
    await screenshot(page, `header-user-${width}`);
    const fits = () => page.locator('.cb-header__bar').evaluate((bar) => bar.scrollWidth <= bar.clientWidth);
    assert.ok(await fits(), 'the bar fits its width');
    if (width < 992) {
      for (const narrow of [360, 320]) {
        await page.setViewportSize({ width: narrow, height: 700 });
        assert.ok(await fits(), `and on a ${narrow} px phone`);
      }
      await page.setViewportSize({ width, height: 800 });
    }
    await assertAxe(page, `user ${width}`);
    const area = await openUserMenu(page, width);
    const money = header(page).locator(width >= 992 ? '.cb-header__end' : '.cb-header__panel');
    assert.ok(await money.getByText(`1${NB}250,50${NB}грн`).isVisible(), 'current balance');
    assert.ok(await money.getByText(`320,00${NB}грн`).isVisible(), 'pending balance');
    assert.ok(await money.getByText('Баланс', { exact: true }).isVisible());
    assert.ok(await money.getByText('В очікуванні').isVisible());
    for (const [label, href] of [
      ['Особисті дані', '/user-profile/personal'],
      ['Мій кешбек', '/user-profile/my-cashback'],
      ['Виведення коштів', '/user-profile/withdrawal-money'],
      ['Мої друзі', '/user-profile/my-friends'],
      ['Налаштування', '/user-profile/settings'],
    ]) assert.is(await area.getByRole('link', { name: label }).getAttribute('href'), href);
    assert.ok(await area.getByRole('button', { name: 'Вийти' }).isVisible());
    assert.is(await header(page).getByText('Адмін панель').count(), 0);
    assert.is(await header(page).getByRole('link', { name: 'Увійти' }).count(), 0);
    await assertAxe(page, `user menu ${width}`);
    await shot(page, `header-user-${width}-menu`);
    assert.equal(errors, []);
    await context.close();
  }
});

test('desktop user menu: opens on hover, closes 200 ms after the pointer leaves, keyboard works', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.desktop, as: 'user@example.com' });
  await visit(page, '/');
  const button = header(page).getByRole('button', { name: /Меню користувача/ });
  await button.hover();
  await page.waitForFunction(() => document.querySelector('.cb-user-menu__button')?.getAttribute('aria-expanded') === 'true');
  await page.mouse.move(640, 600);
  assert.is(await button.getAttribute('aria-expanded'), 'true', 'not closed at once');
  await page.waitForFunction(() => document.querySelector('.cb-user-menu__button')?.getAttribute('aria-expanded') === 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Особисті дані');
  await page.keyboard.press('Escape');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus back on the button');
  await context.close();
});

test('admin: «Адмін панель» leads to /admin, where header links are plain links', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'admin@example.com' });
    await visit(page, '/');
    const area = await openUserMenu(page, width);
    const admin = area.getByRole('link', { name: 'Адмін панель' });
    assert.is(await admin.getAttribute('href'), '/admin');
    await assertAxe(page, `admin menu ${width}`);
    await mark(page);
    await admin.click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await settled(page);
    assert.is(await marker(page), undefined, '/admin is a full page load');
    await page.getByRole('heading', { name: 'Адмін панель' }).waitFor();
    await assertAxe(page, `admin page ${width}`);

    // No app island here: the same header link loads the page.
    await mark(page);
    await (await openMenu(page, width)).getByRole('link', { name: 'Магазини' }).click();
    await page.waitForURL((url) => url.pathname === '/shops');
    await settled(page);
    assert.is(await marker(page), undefined, 'a full page load from /admin');
    await context.close();
  }
});

test('header links navigate the app island without a page load', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width });
    await visit(page, '/');
    await mark(page);
    await (await openMenu(page, width)).getByRole('link', { name: 'Як це працює' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    assert.is(await marker(page), 42, 'the page stayed');
    if (width < 992) assert.is(await panel(page).count(), 0, 'the menu closed');
    await header(page).getByRole('link', { name: 'Повертай — на головну' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.is(await marker(page), 42);
    await context.close();
  }
});

test('search over 10,000 shops: lists load only when used; 6 per group; no match; keyboard', async () => {
  const shops = env.demo.server.db.shops as unknown[];
  const seeded = shops.length;
  shops.push(...createShops(10_000).slice(seeded));
  try {
    for (const width of SIZES) await searchAt(width);
  } finally {
    shops.length = seeded;
  }
});

async function searchAt(width: number) {
  {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    const lists: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/shops' || path === '/api/categories') lists.push(path);
    });
    await visit(page, '/login');
    await page.waitForLoadState('networkidle');
    assert.equal(lists, [], 'the header alone fetches no list');

    const area = await openMenu(page, width);
    const box = area.getByRole('combobox', { name: 'Пошук магазинів і категорій' });
    await box.click();
    await box.fill('і');
    const listbox = area.getByRole('listbox');
    await listbox.waitFor();
    assert.equal([...new Set(lists)].sort(), ['/api/categories', '/api/shops']);
    const groups = listbox.getByRole('group');
    await groups.nth(1).waitFor();
    assert.is(await groups.count(), 2);
    assert.is(await groups.nth(0).getByRole('option').count(), 6, 'six shops of 10,000');
    assert.is(await groups.nth(1).getByRole('option').count(), 6, 'six categories');
    assert.ok(await groups.nth(1).getByRole('option', { name: /Краса і здоров/ }).isVisible());
    assert.match(await groups.nth(0).getByRole('option').first().innerText(), /до \d+(,\d)?%/);
    await assertAxe(page, `search results ${width}`);
    await shot(page, `header-search-${width}`);

    await box.fill('rozetka');
    await listbox.getByRole('option', { name: /Rozetka/ }).waitFor();
    assert.is(await listbox.getByRole('option').count(), 1);
    await box.fill('розетка');
    await listbox.getByRole('option', { name: /Rozetka/ }).waitFor();

    await box.fill('щщщзззфф');
    const none = area.locator('.cb-search__note', { hasText: 'Нажаль нічого не знайдено' });
    await none.waitFor();
    assert.is(await none.innerText(), 'Нажаль нічого не знайдено');
    assert.is(await box.getAttribute('aria-expanded'), 'false');
    await assertAxe(page, `search no match ${width}`);

    // Keyboard: arrows move, Enter follows the option inside the app, Escape closes.
    await mark(page);
    await box.fill('market 12');
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    assert.is(await second.getAttribute('aria-selected'), 'true');
    assert.is(await box.getAttribute('aria-activedescendant'), await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    assert.is(await options.nth(0).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    assert.is(await box.inputValue(), 'market 12');
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    assert.match(href!, /^\/shops\/\d+$/);
    assert.is(await marker(page), 42, 'chosen without a page load');
    assert.equal(errors, []);
    await context.close();
  }
}

test('hides on scroll down past 50 px and shows again on scroll up', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width });
    await visit(page, '/shops');
    await page.locator('[data-cashback="app"] a[href^="/shops/"]').nth(20).waitFor();
    const bottom = () => page.locator('.cb-header').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
    await page.mouse.move(width / 2, 400);
    await page.mouse.wheel(0, 30);
    await page.waitForFunction(() => window.scrollY >= 20);
    assert.is(await bottom(), 64, 'shown within the first 50 px');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('.cb-header--hidden'));
    assert.ok((await bottom()) <= 0, 'moved out of view');
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('.cb-header--hidden'));
    assert.is(await bottom(), 64, 'back in view while still far down');
    assert.ok(await page.evaluate(() => window.scrollY > 200));

    // A mouse click leaves focus in the header, yet it still hides; the keyboard brings it back.
    await header(page).getByRole('link', { name: 'Повертай — на головну' }).hover();
    await page.mouse.down();
    await page.mouse.move(width / 2, 400);
    await page.mouse.up();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('.cb-header--hidden'));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.querySelector('.cb-header--hidden'));
    assert.is(await bottom(), 64, 'keyboard focus shows it');
    await context.close();
  }
});

test('mobile menu: opens and closes, focus goes in and comes back, no stray focus', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile, as: 'user@example.com' });
  await visit(page, '/');
  const toggle = burger(page);
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  await panel(page).waitFor();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.is(await toggle.getAttribute('aria-controls'), await panel(page).getAttribute('id'));
  assert.ok(await panel(page).evaluate((el) => el === document.activeElement), 'focus moves into the panel');
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');

  // Tab walks the panel and wraps back to the burger, never into the page behind.
  const inside: string[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      if (el.closest('.cb-header__panel')) return 'panel';
      return el.matches('.cb-header__burger') ? 'burger' : el.outerHTML.slice(0, 80);
    });
    inside.push(where);
    if (where === 'burger') break;
  }
  assert.is(inside.at(-1), 'burger', inside.join(', '));
  assert.ok(inside.slice(0, -1).every((w) => w === 'panel'), inside.join(', '));

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'focus back on the burger');
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');

  await toggle.click();
  await panel(page).waitFor();
  await toggle.click();
  await panel(page).waitFor({ state: 'detached' });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  assert.not.ok(await toggle.isVisible(), 'no burger on a desktop');
  await context.close();
});

test('logout from the menu reloads home as a guest', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await visit(page, '/about');
    const area = await openUserMenu(page, width);
    await mark(page);
    const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout' && r.method() === 'POST');
    await area.getByRole('button', { name: 'Вийти' }).click();
    await logout;
    await page.waitForURL((url) => url.pathname === '/');
    await settled(page);
    assert.is(await marker(page), undefined, 'a full reload');
    assert.is(await page.evaluate(() => (window as { isAuthenticated?: boolean }).isAuthenticated), false);
    await header(page).getByRole('link', { name: 'Увійти' }).first().waitFor();
    assert.is(await page.evaluate(() => localStorage.getItem('activeUser')), null);
    const me = await context.request.get('/api/user', { headers: { Accept: 'application/json', Referer: page.url() } });
    assert.is(me.status(), 401, 'the server session is gone');
    await context.close();
  }
});

test.run();
