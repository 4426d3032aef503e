// The app island's routing: unknown paths, scroll to top, one chunk per route.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite, open, settled } from '../setup/browser';

const { test, env } = browserSuite('app island routing');

/** Opens /login and signs in as user@example.com with the form (the page then reloads at /). */
async function signInWithForm(page: Page) {
  await page.goto('/login');
  // A submit before the form has hydrated is a plain POST that reloads the page: wait for the island.
  await settled(page);
  await page.fill('input[type="email"]', 'user@example.com');
  await page.fill('input[type="password"]', 'password123');
  await page.locator('form button[type="submit"]').click();
}

test('an unknown path redirects to / (guest and user)', async () => {
  for (const as of [undefined, 'user@example.com']) {
    const { page, context } = await open(env.browser, env.demo, { as });
    await page.goto('/no/such/page');
    await settled(page);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  }
});

test('a shop or category path without a numeric id is unknown: it goes to /, asking the API for nothing', async () => {
  const { page, context } = await open(env.browser, env.demo);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(shops|category)\//.test(pathname)) asked.push(pathname);
  });
  for (const path of ['/shops/abc', '/shops/category', '/shops/category/abc', '/shops/12abc']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    await settled(page);
  }
  assert.equal(asked, []);
  await page.goto('/shops/category/2');
  await page.locator('[data-cashback="app"] h1').first().waitFor();
  assert.ok(asked.includes('/api/category/2'), asked.join(' '));
  await context.close();
});

test('an unknown profile child redirects to /', async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await page.goto('/user-profile/no-such-tab');
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('each route loads its own chunk, only when opened', async () => {
  const { page, context } = await open(env.browser, env.demo);
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto('/about');
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.some((s) => /\/about-page-/.test(s)), scripts.join(' '));
  assert.not.ok(scripts.some((s) => /\/(login-page|home-page|shop-page|profile)-/.test(s)), scripts.join(' '));
  await page.evaluate(() => history.pushState(null, '', '/login'));
  await page.locator('[data-cashback="app"] input[type="email"]').waitFor();
  assert.ok(scripts.some((s) => /\/login-page-/.test(s)), scripts.join(' '));
  await context.close();
});

test('after each navigation the page scrolls to the top', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: 375 });
  await page.goto('/shops');
  await settled(page);
  await page.locator('[data-cashback="app"] a[href^="/shops/"]').first().waitFor();
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-cashback="app"] a[href^="/shops/"]')]
      .find((a) => a.getBoundingClientRect().top > 0);
    link!.click();
  });
  await page.waitForURL(/\/shops\/\d+$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await context.close();
});

test('logging out in another tab takes this tab to login; logging in takes a guest tab home', async () => {
  const { context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  const [profile, other] = [await context.newPage(), await context.newPage()];
  await profile.goto('/user-profile/personal');
  await profile.locator('[data-cashback="app"]', { hasText: 'Олена Коваленко' }).first().waitFor();
  await other.goto('/');
  await settled(other);
  await other.locator('.cb-user-menu__button').click();
  await other.getByRole('button', { name: 'Вийти' }).click();
  await other.waitForFunction(() => window.isAuthenticated === false);
  await profile.waitForURL((url) => url.pathname === '/login');
  await profile.waitForFunction(() => window.isAuthenticated === false);
  // And back: signing in on one tab brings the other (a guest page at /login) home, signed in.
  await signInWithForm(other);
  await profile.waitForURL((url) => url.pathname === '/');
  await profile.waitForFunction(() => window.isAuthenticated === true);
  await context.close();
});

test('a tab whose page was rendered for a guest before the sign-in in another tab (since closed) comes home signed in', async () => {
  const { context } = await open(env.browser, env.demo);
  const [other, late] = [await context.newPage(), await context.newPage()];
  await signInWithForm(other);
  await other.waitForURL((url) => url.pathname === '/');
  await other.waitForFunction(() => window.isAuthenticated === true);
  await other.close();
  // The late tab's page left the server before the sign-in (rendered for a guest; fetched apart
  // from the browser, with no cookie), and its islands mount after the user was stored, so no
  // storage event reaches them: the stored user is all they have to go on.
  const guestPage = await (await fetch(new URL('/login', env.demo.url))).text();
  await late.route('**/login', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: guestPage }), { times: 1 });
  await late.goto('/login');
  await late.waitForURL((url) => url.pathname === '/');
  await late.waitForFunction(() => window.isAuthenticated === true);
  assert.ok(await late.evaluate(() => localStorage.getItem('activeUser')), 'the user stays stored');
  await context.close();
});

test.run();
