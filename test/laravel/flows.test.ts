// The README's main flows against a real Laravel 8 host (demo/laravel, Debian's
// php-laravel-framework) instead of our Node demo: the guest home, each demo
// account's login, favourites, one withdrawal, a stale XSRF token, an expired
// session, a taken e-mail in settings, logout. What the server stored is read
// from its SQLite database.
import * as assert from 'uvu/assert';
import type { Page, Response } from 'playwright-core';
import { holdBundle, open as openDemo, painted, settled, screenshot, signIn, PASSWORD, WIDTHS, type Demo, type OpenOptions } from '../setup/browser';
import { expireSessions, laravelSuite, query } from '../setup/laravel';

const { test, env } = laravelSuite('the widgets on a Laravel host');

const open = (options: OpenOptions = {}) => openDemo(env.browser, env.laravel as unknown as Demo, options);
const app = (page: Page) => page.locator('[data-cashback="app"]');
const header = (page: Page) => page.locator('[data-cashback="header"]');
const isAuthenticated = (page: Page) => page.evaluate(() => (window as { isAuthenticated?: boolean }).isAuthenticated);
const api = (path: string) => (r: Response) => new URL(r.url()).pathname.replace(/\/$/, '') === path;

interface Row { [key: string]: string | number | null }
const userRow = (email: string) => query<Row>(env.laravel, `SELECT * FROM users WHERE email = '${email}'`)[0]!;

test('a guest sees the home page: shops from Laravel, the sign-up teaser, login and register', async () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    const { page, context, errors } = await open({ width });
    const warnings: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'warning' && msg.text().includes('cashback')) warnings.push(msg.text()); });
    await page.goto('/');
    await settled(page);
    assert.is(await isAuthenticated(page), false, '@json(auth()->check()) in the Blade layout');
    const html = await (await context.request.get('/')).text();
    for (const island of ['header', 'app', 'footer']) {
      assert.match(html, new RegExp(`data-cashback="${island}"[^>]*><!--cashback \\{"v":"[^"]+","island":"${island}","auth":"guest"`), `${island}: the prerendered snippet from dist/prerender`);
    }
    // @cashbackHead: a guest's home preloads nothing from the head (the loader asks for its wave after the paint);
    // a shop's page (a skeleton until the shop loads) its whole wave.
    const head = (text: string) => text.slice(0, text.indexOf('</head>'));
    assert.not.match(head(html), /rel="modulepreload"/);
    // @cashbackScripts: the index's inline loader where the module script would be.
    assert.match(html, /<script data-src="[^"]*\/widgets\/cashback\.js">"use strict";/);
    assert.not.match(html, '<script type="module"');
    // With SRI from the build's manifest.json.
    // A shop the host has no data for (none with that id): a skeleton until the island hears.
    const shopHead = head(await (await context.request.get('/shops/99999')).text());
    assert.match(shopHead, /<link rel="modulepreload" fetchpriority="low" href="[^"]*\/widgets\/cashback\.js" integrity="sha384-[\w+/=]+">/);
    assert.match(shopHead, /<link rel="modulepreload" fetchpriority="low" href="[^"]*\/widgets\/chunks\/chunk-\w+\.js" integrity="sha384-[\w+/=]+">/);
    assert.match(shopHead, /<link rel="modulepreload" fetchpriority="low" href="[^"]*\/widgets\/chunks\/shop-page-\w+\.js" integrity="sha384-[\w+/=]+">/);
    await app(page).locator('.cb-shop-card').first().waitFor();
    assert.is(await app(page).locator('.cb-shop-card').count(), 12, 'the first 12 shops');
    await app(page).getByText('Rozetka').first().waitFor();
    await header(page).getByRole('link', { name: 'Увійти' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `laravel-home-${width}`);
    assert.equal(errors, []);
    assert.equal(warnings, [], 'the snippets hydrate without a fresh render');
    await context.close();
  }
});

for (const [email, check] of [
  ['user@example.com', async (page: Page) => {
    await header(page).getByText('1 250,50').first().waitFor({ state: 'attached' });
    // @cashbackHead: a signed-in page painted without data preloads the runtime's chunk (the index's `preload`);
    // the home, painted with its posters, nothing (its first poster goes first).
    const html = await (await page.context().request.get('/shops')).text();
    assert.match(html.slice(0, html.indexOf('</head>')), /<link rel="modulepreload" fetchpriority="low" href="[^"]*\/widgets\/chunks\/chunk-\w+\.js" integrity="sha384-[\w+/=]+">/);
    const home = await (await page.context().request.get('/')).text();
    assert.not.match(home.slice(0, home.indexOf('</head>')), /rel="modulepreload"/);
  }],
  ['new@example.com', async (page: Page) => header(page).getByRole('button', { name: /Меню користувача/ }).waitFor()],
  ['admin@example.com', async (page: Page) => {
    await header(page).getByRole('button', { name: /Меню користувача/ }).click();
    await header(page).locator('.cb-user-menu__panel').getByRole('link', { name: 'Адмін панель' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Адмін панель' }).waitFor();
  }],
] as const) {
  test(`${email}: a wrong password shows Laravel's field message, the right one reloads home signed in`, async () => {
    const { page, context } = await open();
    await page.goto('/login');
    await settled(page);
    await app(page).getByLabel('Email', { exact: true }).fill(email);
    await app(page).getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await app(page).locator('button[type="submit"]').click();
    await app(page).getByText('Невірний email або пароль.').waitFor();
    assert.is(await isAuthenticated(page), false);

    await app(page).getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await app(page).locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => (window as { isAuthenticated?: boolean }).isAuthenticated === true);
    await settled(page);
    await check(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('activeUser') ?? 'null') as { email: string } | null);
    assert.is(stored?.email, email);
    await context.close();
  });
}

test("a shop's page: the Blade partial picks the shop pages' snippet by its pattern; it hydrates without a warning, then the shop shows", async () => {
  const { page, context, errors } = await open({ width: WIDTHS.mobile });
  const warnings: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'warning' && msg.text().includes('cashback')) warnings.push(msg.text()); });
  const shop = query<Row>(env.laravel, 'SELECT id, name FROM shops ORDER BY id DESC LIMIT 1')[0]!;
  const html = await (await context.request.get(`/shops/${shop.id}`)).text();
  assert.match(html, /data-cashback="app"[^>]*><!--cashback \{[^}]*"pattern":"\^\/shops\//, 'the snippet from dist/prerender');
  await page.goto(`/shops/${shop.id}`);
  await settled(page);
  await app(page).getByRole('heading', { level: 1, name: String(shop.name) }).waitFor();
  assert.equal(errors, []);
  assert.equal(warnings, [], 'the snippet hydrates without a fresh render');
  await context.close();
});

test('favourites: a star saved in Laravel\'s database, shown after a reload, removed again', async () => {
  const { page, context, errors } = await open({ as: 'user@example.com' });
  const favourites = () => query<{ shop_id: number }>(env.laravel, 'SELECT shop_id FROM favorites WHERE user_id = 1').map((r) => Number(r.shop_id));
  const before = favourites();
  await page.goto('/shops');
  await settled(page);
  const target = (await query<{ id: number; name: string }>(env.laravel, 'SELECT id, name FROM shops ORDER BY id')).find((s) => !before.includes(Number(s.id)))!;
  const star = app(page).getByRole('button', { name: `Зберегти магазин ${target.name}`, exact: true });
  const saved = page.waitForResponse(api(`/api/favorite-shops/${target.id}`));
  await star.click();
  assert.is((await saved).status(), 200);
  assert.ok(favourites().includes(Number(target.id)), 'Laravel stored it');
  await page.reload();
  await settled(page);
  await page.waitForFunction((name) => document.querySelector(`[aria-label="Зберегти магазин ${name}"][aria-pressed="true"]`), target.name);
  const removed = page.waitForResponse(api(`/api/favorite-shops/${target.id}`));
  await star.click();
  await removed;
  assert.equal(favourites(), before);
  assert.equal(errors, []);
  await context.close();
});

test('a withdrawal of 100 by card, the button pressed twice: one POST, one row, 100 less', async () => {
  const { page, context, errors } = await open({ as: 'user@example.com' });
  const balance = () => Number(userRow('user@example.com').current_balance);
  const rows = () => query(env.laravel, 'SELECT id FROM withdrawals WHERE user_id = 1').length;
  const [before, count] = [balance(), rows()];
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/withdrawal')) posts.push(r.url()); });
  await page.goto('/user-profile/withdrawal-money/bank-card');
  await settled(page);
  const field = (name: string) => app(page).locator(`input[name="${name}"]`);
  await field('card_number').click();
  await field('card_number').pressSequentially('4111111111111111');
  await field('full_name').click();
  await field('full_name').pressSequentially('Олена Коваленко');
  await field('amount').click();
  await field('amount').pressSequentially('100');
  const answered = page.waitForResponse(api('/api/withdrawal'));
  await app(page).locator('button[type="submit"]').dblclick();
  assert.is((await answered).status(), 201, 'Laravel answers a created resource with 201');
  await page.waitForURL('**/user-profile/success-withdrawal');
  await app(page).getByText('Вітаемо. Все пройшло успішно. Кошти будуть нараховані протягом 24 годин', { exact: true }).waitFor();
  assert.is(posts.length, 1);
  assert.is(rows(), count + 1);
  assert.is(Math.round((before - balance()) * 100), 10000);
  assert.equal(errors, []);
  await context.close();
});

test('a stale XSRF token: 419, a fresh cookie, one retry that Laravel accepts', async () => {
  const { page, context } = await open();
  // The token of a guest session: login rotates it, so afterwards it is stale.
  await context.request.get('/sanctum/csrf-cookie');
  const stale = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!;
  await signIn(context, 'user@example.com');
  await page.goto('/user-profile/settings');
  await settled(page);
  const sales = app(page).getByRole('switch', { name: 'Акції та розпродажі' });
  await sales.waitFor();
  // A first write, so the page holds its CSRF cookie and will not fetch one before the next.
  const first = page.waitForResponse((r) => r.url().includes('/api/user/updateNotificationSettings/'));
  // The client reads the user again after a write, and every Laravel reply re-sets XSRF-TOKEN:
  // the stale cookie goes in only once that reply is in, or it would be overwritten at once.
  const reread = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user' && r.request().method() === 'GET');
  await app(page).getByRole('switch', { name: 'Оновлення сервісу' }).click();
  assert.is((await first).status(), 200);
  await reread;
  const before = await sales.getAttribute('aria-checked');
  await context.addCookies([stale]);
  const statuses: number[] = [];
  page.on('response', (r) => { if (r.url().includes('/api/user/updateNotificationSettings/')) statuses.push(r.status()); });
  const accepted = page.waitForResponse((r) => r.url().includes('/api/user/updateNotificationSettings/') && r.status() === 200);
  await sales.click();
  await accepted;
  assert.equal(statuses, [419, 200]);
  const settings = JSON.parse(String(userRow('user@example.com').notification_settings)) as { sales: boolean };
  assert.is(String(settings.sales), before === 'true' ? 'false' : 'true', 'Laravel stored the switch');
  await context.close();
});

test('an expired session: the next page is a guest\'s and the profile sends to login', async () => {
  const { page, context } = await open({ as: 'new@example.com' });
  await page.goto('/user-profile/personal');
  await settled(page);
  assert.is(await isAuthenticated(page), true);
  // No request of the signed-in page may still be running: Laravel saves its session at the end of
  // each request, and a late one (on a loaded machine) writes the deleted session back.
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  expireSessions(env.laravel);
  await page.goto('/user-profile/personal');
  await page.waitForURL('**/login');
  assert.is(await isAuthenticated(page), false);
  await settled(page);
  await header(page).getByRole('link', { name: 'Увійти' }).first().waitFor();
  await context.close();
});

test('settings: a taken e-mail shows the Ukrainian message of errors.email, not Laravel 8\'s English summary', async () => {
  const { page, context } = await open({ as: 'admin@example.com' });
  await page.goto('/user-profile/settings');
  await settled(page);
  await app(page).getByRole('button', { name: 'Змінити: Email' }).click();
  const email = app(page).getByLabel('Email');
  await email.fill('user@example.com');
  const refused = page.waitForResponse(api('/api/user/3'));
  await email.press('Enter');
  const response = await refused;
  assert.is(response.status(), 422);
  assert.is((await response.json()).message, 'The given data was invalid.', "Laravel 8's top-level message");
  const message = app(page).locator('.cb-setting--editing .cb-error');
  await message.filter({ hasText: 'Такий email вже зареєстровано.' }).waitFor({ timeout: 5000 });
  assert.not.match((await message.textContent()) ?? '', 'The given data was invalid.');
  assert.is(userRow('admin@example.com').email, 'admin@example.com');
  await context.close();
});

test('a login typed and sent before the islands woke (the bundle held back): one POST to Laravel, home signed in; the registration link of the teaser fills the e-mail', async () => {
  const { page, context, errors } = await open({ width: WIDTHS.mobile });
  const logins: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/login' || (r.method() === 'POST' && r.isNavigationRequest())) logins.push(r.method()); });
  const release = await holdBundle(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await painted(page);
  await app(page).locator('input[name="email"]').pressSequentially('user@example.com');
  await app(page).locator('input[name="password"]').pressSequentially(PASSWORD);
  await page.keyboard.press('Enter');
  assert.is(await app(page).getAttribute('aria-busy'), 'true', 'the island is shown busy');
  assert.equal(logins, [], 'the prerendered form is not sent natively');
  release();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => window.isAuthenticated === true);
  assert.equal(logins, ['POST'], 'one login');
  assert.equal(errors, []);
  await context.close();
  // Without JavaScript the teaser's form leads to /registration?email=, and @cashbackIsland writes it, escaped, into the form.
  const plain = await env.browser.newContext({ baseURL: env.laravel.url, javaScriptEnabled: false });
  const registration = await plain.newPage();
  await registration.goto('/registration?email=%22a%3Cb%40x.ua');
  assert.is(await app(registration).locator('input[name="email"]').inputValue(), '"a<b@x.ua');
  await plain.close();
});

test('a strict CSP (`?csp=1`): the nonce of Cashback::useCspNonce() on every tag the directives write; the loader and the islands wake without a violation', async () => {
  for (const as of [undefined, 'user@example.com']) {
    const { page, context, errors } = await open(as ? { as } : {});
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    for (const path of ['/?csp=1', '/shops/1?csp=1']) {
      const response = await page.goto(path);
      const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
      assert.ok(nonce, `${path}: the policy`);
      const html = await response!.text();
      const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
      assert.ok(tags.length >= 3 && tags.every((tag) => tag.includes(` nonce="${nonce}"`)), `${path}: ${tags.filter((tag) => !tag.includes(nonce)).join(' ')}`);
      await settled(page);
      assert.is(await page.locator('[data-cashback-state="failed"]').count(), 0, `${path}: an island failed`);
      assert.equal(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), [], path);
    }
    await (as ? header(page).getByRole('button', { name: /Меню користувача/ }) : header(page).getByRole('link', { name: 'Увійти' }).first()).waitFor();
    assert.equal(errors, []);
    await context.close();
  }
});

test('logout: home as a guest, and Laravel forgot the session', async () => {
  const { page, context } = await open({ as: 'user@example.com' });
  await page.goto('/user-profile/settings');
  await settled(page);
  const done = page.waitForResponse(api('/api/logout'));
  await app(page).getByRole('button', { name: 'Вийти' }).click();
  assert.is((await done).status(), 204);
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => (window as { isAuthenticated?: boolean }).isAuthenticated === false);
  assert.is(await page.evaluate(() => localStorage.getItem('activeUser')), null);
  const me = await context.request.get('/api/user', { headers: { Accept: 'application/json', Referer: page.url() } });
  assert.is(me.status(), 401);
  await context.close();
});

test.run();
