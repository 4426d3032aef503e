// The bundle under a strict CSP with Trusted Types, included as Laravel's
// @vite does it (hashed files, SRI, the nonce): every route, as a guest and
// signed in, with the interactions that load more code or insert HTML,
// counts `securitypolicyviolation` events and expects none.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, holdBundle, open, settled } from '../setup/browser';

const { test, env } = browserSuite('strict CSP', { csp: true });

const GUEST = [
  '/', '/shops', '/shops?tab=greatest', '/shops/1', '/shops/category/1', '/about', '/policy', '/cookie', '/user-license',
  '/login', '/registration', '/registration/new%40example.com', '/forgot-password', '/reset-password?token=abc&email=user%40example.com',
  '/demo/islands', '/admin', '/no-such-page',
];
const SIGNED_IN = [
  '/', '/shops', '/shops?tab=favorite', '/shops/1', '/shops/category/1', '/about',
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/withdrawal-money',
  '/user-profile/withdrawal-money/bank-card', '/user-profile/withdrawal-money/mobile-phone',
  '/user-profile/success-withdrawal', '/user-profile/my-friends', '/user-profile/settings', '/demo/islands', '/admin',
];

interface Violation { directive: string; blocked: string; sample: string; url: string }

/** Records every CSP violation of the page, from before its first script runs. */
async function watch(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = ((window as unknown as { __violations: unknown[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, url: location.pathname }));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations ?? []);
}

/** Opens `path` and waits until every island mounted; fails on an island that did not. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  assert.match(response?.headers()['content-security-policy'] ?? '', "require-trusted-types-for 'script'", path);
  await settled(page);
  const failed = await page.locator('[data-cashback-state="failed"]').count();
  assert.is(failed, 0, `${path}: an island failed`);
}

test('the page is served with the policy and includes the bundle as @vite does: nonce and integrity on each tag', async () => {
  const { page, context } = await open(env.browser, env.demo);
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy']!;
  const nonce = policy.match(/'nonce-([^']+)'/)![1]!;
  assert.is(policy, `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'`);
  const html = await response!.text();
  assert.match(html, /<script type="module" src="\/widgets\/cashback-[\w-]{8}\.js" nonce="[^"]+" integrity="sha384-[^"]+"><\/script>/);
  assert.match(html, /<link rel="stylesheet" href="\/widgets\/cashback-[\w-]{8}\.css" nonce="[^"]+" integrity="sha384-[^"]+">/);
  assert.match(html, /<link rel="modulepreload" href="\/widgets\/cashback-[\w-]{8}\.js" nonce="[^"]+" integrity="sha384-[^"]+">/);
  assert.match(html, new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">window.isAuthenticated = false;</script>`));
  await context.close();
});

test('the watch works: a string HTML sink and an inline style attribute are caught', async () => {
  const { page, context } = await open(env.browser, env.demo);
  const violations = await watch(page);
  await visit(page, '/about');
  await page.evaluate(() => {
    try {
      document.body.innerHTML += '<b>x</b>';
    } catch { /* Trusted Types refuse the string */ }
    const styled = document.body.appendChild(document.createElement('i'));
    styled.setAttribute('style', 'color:red');
  });
  await page.waitForTimeout(200);
  const directives = (await violations()).map((v) => v.directive).sort();
  assert.equal(directives, ['require-trusted-types-for', 'style-src-attr']);
  await context.close();
});

test('without the native sanitiser, DOMPurify runs through our one named policy (`trusted-types cashback-sanitize`)', async () => {
  const { page, context } = await open(env.browser, env.demo);
  // A host listing its policies; and a browser without Element.setHTML.
  await page.route('**/shops/2', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] += '; trusted-types cashback-sanitize';
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
  const violations = await watch(page);
  const purify = page.waitForResponse((r) => /purify/.test(r.url()));
  await visit(page, '/shops/2');
  await purify;
  await page.waitForFunction(() => (document.querySelector('.cb-shop__description')?.childNodes.length ?? 0) > 0);
  await page.waitForTimeout(300);
  assert.equal(await violations(), []);
  await context.close();
});

test('a guest: every route, with zero violations', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  const violations = await watch(page);
  const found: Violation[] = [];
  for (const path of GUEST) {
    await visit(page, path);
    await page.mouse.wheel(0, 4000); // the footer and other `visible` islands
    await page.waitForTimeout(300);
    found.push(...(await violations()));
  }
  // The header search loads its results chunk; a shop page sanitises its description.
  await visit(page, '/shops/1');
  await page.getByRole('combobox').first().fill('ро');
  await page.getByRole('listbox').first().waitFor();
  found.push(...(await violations()));
  assert.equal(found, []);
  assert.equal(errors.filter((e) => /Content Security Policy|Trusted ?Type|integrity/i.test(e)), []);
  await context.close();
});

test('signed in: every route and the writes of the profile, with zero violations', async () => {
  const { page, context, errors } = await open(env.browser, env.demo, { as: 'user@example.com' });
  const violations = await watch(page);
  const found: Violation[] = [];
  for (const path of SIGNED_IN) {
    await visit(page, path);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    found.push(...(await violations()));
  }
  // A switch (a write, a toast) and the user menu (a chunk of its own).
  await visit(page, '/user-profile/settings');
  const saved = page.waitForResponse((r) => r.url().includes('/api/user/updateNotificationSettings/'));
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'GET');
  await page.getByRole('switch', { name: 'Акції та розпродажі' }).click();
  assert.is((await saved).status(), 200);
  await reread;
  await page.waitForTimeout(300);
  found.push(...(await violations()));
  assert.equal(found, []);
  assert.equal(errors.filter((e) => /Content Security Policy|Trusted ?Type|integrity/i.test(e)), []);
  await context.close();
});

test("the prerender index's inline loader with the nonce: the prerendered islands hydrate with zero violations", async () => {
  const dir = path.resolve(process.env.CASHBACK_DIST || 'dist', 'prerender');
  const { loader } = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { loader: string };
  const header = readFileSync(path.join(dir, 'header.guest.html'), 'utf8');
  const nonce = 'bG9hZGVyLXRlc3Q';
  const { page, context, errors } = await open(env.browser, env.demo);
  const violations = await watch(page);
  await page.route('**/host-test', (route) => route.fulfill({
    contentType: 'text/html',
    headers: { 'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'` },
    body: `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Host</title><link rel="stylesheet" href="/widgets/cashback.css"></head>
<body><div data-cashback="header">${header}</div><div data-cashback="faq"></div><script nonce="${nonce}" data-src="/widgets/cashback.js">${loader}</script></body></html>`,
  }));
  await page.goto('/host-test');
  await settled(page);
  const states = await page.$$eval('[data-cashback]', (els) => els.map((el) => el.getAttribute('data-cashback-state')));
  assert.equal(states, ['mounted', 'mounted']);
  await page.locator('[data-cashback="faq"]').getByRole('button').first().waitFor();
  assert.equal(await violations(), []);
  assert.equal(errors, []);
  await context.close();
});

test('a login typed and sent before the islands woke signs in once, under the policy (the capture chunk cashback.js loads where there is no inline loader)', async () => {
  const { page, context, errors } = await open(env.browser, env.demo);
  const violations = await watch(page);
  const logins: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/login' || (r.method() === 'POST' && r.isNavigationRequest())) logins.push(r.method()); });
  // The islands' chunks wait; cashback.js and its capture chunk come as they would.
  const release = await holdBundle(page, /\/widgets\/chunks\/(?!capture-)[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => Symbol.for('cashback.capture') in window);
  await page.locator('input[name="email"]').fill('user@example.com');
  await page.locator('input[name="password"]').fill('password123');
  await page.keyboard.press('Enter');
  assert.ok(await page.$('button[type="submit"][data-cashback-held]'), 'the submit is shown as taken');
  assert.equal(logins, [], 'not sent natively');
  release();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => window.isAuthenticated === true);
  await settled(page);
  assert.equal(logins, ['POST'], 'one login');
  assert.equal(await violations(), []);
  assert.equal(errors, []);
  await context.close();
});

test.run();
