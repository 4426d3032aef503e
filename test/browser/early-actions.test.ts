// What a shopper does with the prerendered page before its islands wake
// (src/runtime/capture.ts). The bundle's scripts are held back (page.route)
// until the action is done, then let go: nothing here depends on the
// machine's speed. Asserted by what the shopper sees and what the server got.
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { browserSuite, holdBundle, open, painted, settled, WIDTHS, PASSWORD } from '../setup/browser';

/** Requests the page sent that match `test`, as the server got them. */
function sent(page: Page, test: (request: Request) => boolean) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (test(request)) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

/** A page that has painted its prerendered HTML while the bundle is held; a marker shows later that it never reloaded. */
async function asleep(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('[data-cashback="app"] > *');
  await painted(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const states = await page.$$eval('[data-cashback]', (els) => els.map((el) => el.getAttribute('data-cashback-state')));
  assert.ok(!states.includes('mounted'), `no island is awake yet: ${states.join()}`);
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
/** Whether the control is shown as taken, and its island busy. */
const held = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.hasAttribute('data-cashback-held') && el.closest('[data-cashback]')!.getAttribute('aria-busy') === 'true');

function earlySuite(name: string, distDir: string) {
  const { test, env } = browserSuite(`early actions (${name})`, { distDir });

  test('/login: e-mail and password typed and Enter pressed before the island woke sign in once, never sent natively', async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
    const logins = sent(page, (r) => new URL(r.url()).pathname === '/api/login' || (r.method() === 'POST' && r.isNavigationRequest()));
    const release = await holdBundle(page);
    await asleep(page, '/login');
    await page.locator('input[name="email"]').pressSequentially('user@example.com');
    await page.locator('input[name="password"]').pressSequentially(PASSWORD);
    await page.keyboard.press('Enter');
    assert.ok(await held(page, 'button[type="submit"]'), 'the button shows the submit was taken');
    assert.equal(logins, [], 'nothing is sent before the island wakes (no native POST)');
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => window.isAuthenticated === true);
    assert.equal(logins, ['POST /api/login'], 'one login');
    assert.equal(errors, []);
    await context.close();
  });

  test('/login: the fields keep what was typed, focus and caret, and the island has it (its own check runs on it)', async () => {
    const { page, context } = await open(env.browser, env.demo);
    const release = await holdBundle(page);
    await asleep(page, '/login');
    const email = page.locator('input[name="email"]');
    const password = page.locator('input[name="password"]');
    await email.pressSequentially('user@example.ua');
    await password.pressSequentially('secret');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    release();
    await settled(page);
    assert.is(await email.inputValue(), 'user@example.ua', 'typed once, never cleared');
    assert.is(await password.inputValue(), 'secret');
    // Support: an e-mail field has no selection API; the password field's caret is where it was.
    assert.equal(await password.evaluate((el: HTMLInputElement) => [document.activeElement === el, el.selectionStart]), [true, 4]);
    // The island's state holds both values: its submit sends them.
    await page.keyboard.type('x');
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login'),
      page.locator('button[type="submit"]').click(),
    ]);
    assert.equal(request.postDataJSON(), { email: 'user@example.ua', password: 'secrxet' });
    await context.close();
  });

  test('/shops: a tab tapped before the island woke is shown after it, without a page load', async () => {
    const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
    const release = await holdBundle(page);
    await asleep(page, '/shops');
    const tab = page.getByRole('tab', { name: 'Найбільший кешбек' });
    await tab.click();
    assert.ok(await held(page, '[role="tab"][href="?tab=greatest"]'));
    assert.is(new URL(page.url()).search, '', 'the link tab did not navigate');
    release();
    await page.waitForFunction(() => document.querySelector('[role="tab"][href="?tab=greatest"]')?.getAttribute('aria-selected') === 'true');
    assert.is(new URL(page.url()).search, '?tab=greatest');
    assert.ok(await sameDocument(page));
    assert.not.ok(await page.$('[data-cashback-held]'), 'the mark is gone');
    await context.close();
  });

  test('/shops: an arrow key in the tab list before the island woke moves to the next tab after it', async () => {
    const { page, context } = await open(env.browser, env.demo);
    const release = await holdBundle(page);
    await asleep(page, '/shops');
    await page.getByRole('tab', { name: 'Популярні' }).focus();
    await page.keyboard.press('ArrowRight');
    release();
    await page.waitForFunction(() => document.activeElement?.getAttribute('href') === '?tab=favorite' && document.activeElement.getAttribute('aria-selected') === 'true');
    assert.is(new URL(page.url()).search, '?tab=favorite');
    await context.close();
  });

  test('/: the teaser\'s e-mail and its button before the island woke open registration with the e-mail, in the page', async () => {
    const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
    const release = await holdBundle(page);
    await asleep(page, '/');
    await page.locator('.cb-teaser input[name="email"]').pressSequentially('new.shopper@example.ua');
    await page.getByRole('button', { name: 'Почати заробляти' }).click();
    assert.is(new URL(page.url()).pathname, '/', 'the prerendered form was not sent natively');
    release();
    await page.waitForURL((url) => url.pathname.startsWith('/registration'));
    const field = page.locator('[data-cashback="app"] input[name="email"]');
    await field.waitFor();
    assert.is(await field.inputValue(), 'new.shopper@example.ua');
    assert.ok(await sameDocument(page), 'the app island went there itself');
    await context.close();
  });

  test('/: search typed before the header woke searches once it does; the text is there once, caret kept', async () => {
    const { page, context } = await open(env.browser, env.demo);
    const release = await holdBundle(page);
    await asleep(page, '/');
    const search = page.locator('.cb-search--bar input');
    await search.pressSequentially('rozetka');
    await page.keyboard.press('ArrowLeft');
    release();
    await page.locator('.cb-search__popup').getByText('Rozetka').first().waitFor();
    assert.is(await search.inputValue(), 'rozetka');
    assert.equal(await search.evaluate((el: HTMLInputElement) => [document.activeElement === el, el.selectionStart]), [true, 6]);
    await context.close();
  });

  test('/about at 375 px: the menu tapped before the header woke opens after it', async () => {
    const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile });
    const release = await holdBundle(page);
    await asleep(page, '/about');
    await page.locator('.cb-header__burger').click();
    assert.ok(await held(page, '.cb-header__burger'));
    release();
    await page.locator('.cb-header__panel').getByRole('link', { name: 'Як це працює' }).waitFor();
    assert.is(await page.getAttribute('.cb-header__burger', 'aria-expanded'), 'true');
    await context.close();
  });

  test('a standalone island on a host page (no app island): the teaser sent before it woke leads to registration with the e-mail', async () => {
    const { page, context } = await open(env.browser, env.demo);
    const release = await holdBundle(page);
    await page.goto('/demo/islands', { waitUntil: 'commit' });
    await painted(page);
    const teaser = page.locator('[data-cashback="signup-teaser"]');
    await teaser.locator('input[name="email"]').pressSequentially('host.page@example.ua');
    await teaser.getByRole('button', { name: 'Почати заробляти' }).click();
    assert.is(await teaser.getAttribute('aria-busy'), 'true');
    assert.is(new URL(page.url()).pathname, '/demo/islands');
    release();
    await page.waitForURL((url) => url.pathname.startsWith('/registration'));
    const field = page.locator('[data-cashback="app"] input[name="email"]');
    await field.waitFor();
    assert.is(await field.inputValue(), 'host.page@example.ua');
    await context.close();
  });

  test('a plain link is never held: it navigates while the bundle is still on its way', async () => {
    const { page, context } = await open(env.browser, env.demo);
    await holdBundle(page);
    await asleep(page, '/');
    await page.locator('.cb-header__nav').getByRole('link', { name: 'Як це працює' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await context.close();
  });

  test('signed in, /: a tab tapped and search typed before the islands woke both take effect', async () => {
    const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
    const release = await holdBundle(page);
    await asleep(page, '/');
    await page.getByRole('tab', { name: 'Категорії' }).click();
    await page.locator('.cb-search--bar input').pressSequentially('rozetka');
    release();
    await page.waitForFunction(() => document.querySelector('[role="tab"][href="?tab=categories"]')?.getAttribute('aria-selected') === 'true');
    await page.locator('.cb-search__popup').getByText('Rozetka').first().waitFor();
    assert.is(await page.locator('.cb-search--bar input').inputValue(), 'rozetka');
    await context.close();
  });

  test('the bundle never comes: a held form is sent as plain HTML would send it', async () => {
    const { page, context } = await open(env.browser, env.demo);
    await page.route(/\/widgets\/cashback\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.cb-teaser input[name="email"]').fill('x@example.ua');
    await page.getByRole('button', { name: 'Почати заробляти' }).click();
    await page.waitForURL((url) => url.pathname === '/registration');
    assert.is(await page.locator('[data-cashback="app"] input[name="email"]').inputValue(), 'x@example.ua', 'the host filled the e-mail into the prerendered form');
    await context.close();
  });

  return test;
}

earlySuite('Preact build', path.resolve(process.env.CASHBACK_DIST || 'dist')).run();
earlySuite('React build', path.resolve('dist-react')).run();
