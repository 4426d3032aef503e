// The auth screens against the demo: login (errors, success, social), registration
// from a teaser link, the forgot/reset round trip and the guard for signed-in users.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axe, browserSuite, open, PASSWORD, screenshot, settled, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('auth screens');

const app = (page: Page) => page.locator('[data-cashback="app"]');
const input = (page: Page, label: string) => app(page).getByLabel(label, { exact: true });
const submit = (page: Page) => app(page).locator('button[type="submit"]');

/** The text that describes an input (its error or hint), as a screen reader reads it. */
const described = (page: Page, label: string) =>
  input(page, label).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' '));

async function assertAxe(page: Page, where: string) {
  const violations = await axe(page);
  assert.equal(violations, [], `axe on ${where}: ${violations.join('\n')}`);
}

/** Waits for a full page load at `path` with the host's flag saying "signed in". */
async function landedSignedIn(page: Page, path = '/') {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => (window as { isAuthenticated?: boolean }).isAuthenticated === true);
  await settled(page);
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`${name}: a wrong password shows the server's message under the field and keeps the input`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    await page.goto('/login');
    await settled(page);
    await input(page, 'Email').fill('user@example.com');
    await input(page, 'Пароль').fill('wrong-password');
    await submit(page).click();
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]'));
    assert.is(await described(page, 'Email'), 'Невірний email або пароль.');
    assert.is(await input(page, 'Email').inputValue(), 'user@example.com');
    assert.is(await input(page, 'Пароль').inputValue(), 'wrong-password');
    assert.is(new URL(page.url()).pathname, '/login');
    await assertAxe(page, `/login with an error at ${width}`);
    await screenshot(page, `auth-login-error-${width}`);
    await input(page, 'Email').press('End');
    await input(page, 'Email').press('Backspace');
    assert.is(await described(page, 'Email'), '', 'typing clears the error');
    assert.equal(errors.filter((e) => !e.includes('422')), []);
    await context.close();
  });

  test(`${name}: a bad e-mail is refused in the browser with the spec's text`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto('/login');
    await settled(page);
    const before = env.demo.logs.filter((l) => l.startsWith('POST /api/login')).length;
    await input(page, 'Email').fill('user@example');
    await input(page, 'Пароль').fill('1234567');
    assert.not.ok(await input(page, 'Пароль').evaluate((el) => el.classList.contains('cb-input--valid')));
    await input(page, 'Пароль').press('8');
    assert.ok(await input(page, 'Пароль').evaluate((el) => el.classList.contains('cb-input--valid')), '8 characters: success highlight');
    await input(page, 'Пароль').press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.is(await described(page, 'Email'), 'Введить коректний Email');
    assert.is(env.demo.logs.filter((l) => l.startsWith('POST /api/login')).length, before, 'nothing sent');
    await context.close();
  });

  test(`${name}: login as user@example.com reloads home signed in`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto('/login');
    await settled(page);
    await assertAxe(page, `/login at ${width}`);
    await screenshot(page, `auth-login-${width}`);
    await input(page, 'Email').fill('user@example.com');
    await input(page, 'Пароль').fill(PASSWORD);
    await submit(page).click();
    await landedSignedIn(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('activeUser') ?? 'null') as { email: string } | null);
    assert.is(stored?.email, 'user@example.com');
    // The header knows the user: it shows the balance (in the menu on a phone).
    await page.locator('[data-cashback="header"]').getByText('1 250,50', { exact: false }).first().waitFor({ state: 'attached' });
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await page.goto('/registration/someone%40example.com');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await context.close();
  });

  test(`${name}: registration with the e-mail of the URL creates the account and reloads home signed in`, async () => {
    const email = `olena.${width}@example.com`;
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto(`/registration/${encodeURIComponent(email)}`);
    await settled(page);
    assert.is(await input(page, 'Email').inputValue(), email);
    await input(page, 'Пароль').fill('short');
    await input(page, 'Повторіть пароль').fill('shorter');
    await submit(page).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length === 2);
    assert.is(await described(page, 'Повторіть пароль'), 'Паролі не збігаються');
    await assertAxe(page, `/registration with errors at ${width}`);
    await screenshot(page, `auth-register-errors-${width}`);
    await input(page, 'Пароль').fill('password123');
    await input(page, 'Повторіть пароль').fill('password123');
    await submit(page).click();
    await landedSignedIn(page);
    const created = env.demo.server.db.users.find((u: { email: string }) => u.email === email);
    assert.ok(created, 'the demo has the account');
    assert.is(created.full_name, 'Користувач');
    assert.is(created.email_verified_at ?? null, null);
    await context.close();
  });

  test(`${name}: forgot password → the logged link → a new password → /login → sign in with it`, async () => {
    const email = width < 600 ? 'new@example.com' : 'admin@example.com';
    const newPassword = `fresh-pass-${width}`;
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto('/forgot-password');
    await settled(page);
    await assertAxe(page, `/forgot-password at ${width}`);
    await input(page, 'Email').fill(email);
    await submit(page).click();
    await app(page).getByRole('status').getByText('Ми надіслали посилання', { exact: false }).waitFor();
    await screenshot(page, `auth-forgot-sent-${width}`);
    // The success message stays, then the page reloads (a fresh, empty form).
    await page.waitForFunction(() => !document.querySelector('.cb-form-msg--success'), undefined, { timeout: 6000 });
    await settled(page);
    assert.is(new URL(page.url()).pathname, '/forgot-password');

    const line = env.demo.logs.find((l) => l.startsWith(`Password reset link for ${email}`));
    assert.ok(line, 'the demo logged the link');
    const link = new URL(line!.slice(line!.indexOf('http')));
    await page.goto(link.pathname + link.search);
    await settled(page);
    assert.is(await input(page, 'Email').inputValue(), email);
    await input(page, 'Новий пароль').fill(newPassword);
    await input(page, 'Повторіть пароль').fill(newPassword);
    await assertAxe(page, `/reset-password at ${width}`);
    await screenshot(page, `auth-reset-${width}`);
    await submit(page).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Пароль змінено. Увійдіть з новим паролем.').waitFor();

    await input(page, 'Email').fill(email);
    await input(page, 'Пароль').fill(newPassword);
    await submit(page).click();
    await landedSignedIn(page);
    await context.close();
  });

  test(`${name}: reset without a token explains and links to a new request`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto('/reset-password');
    await settled(page);
    await app(page).getByText('неповне або застаріле', { exact: false }).waitFor();
    await app(page).getByRole('link', { name: 'Отримати нове посилання' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The URL changes before the page's chunk has rendered: check the page, not its loading skeleton.
    await app(page).getByRole('heading', { level: 1 }).waitFor();
    await assertAxe(page, `/reset-password without a token at ${width}`);
    await context.close();
  });

  test(`${name}: the Google icon signs in through /auth/redirect; Facebook and Apple do nothing`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    await page.goto('/registration');
    await settled(page);
    await screenshot(page, `auth-register-${width}`);
    await app(page).getByRole('button', { name: 'Увійти через Facebook' }).click();
    await app(page).getByRole('button', { name: 'Увійти через Apple' }).click();
    assert.is(new URL(page.url()).pathname, '/registration');
    await app(page).getByRole('link', { name: 'Увійти через Google' }).click();
    await landedSignedIn(page);
    const me = await page.evaluate(() => fetch('/api/user', { headers: { Accept: 'application/json' } }).then((r) => r.json()));
    assert.is(me.email, 'user@example.com');
    await context.close();
  });
}

test.run();
