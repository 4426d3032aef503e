import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { renderAdminPage, renderAppPage, renderIslandsPage } from '../../demo/pages/host-pages.mjs';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo host pages');

test('the app page is laid out like the Blade layout', () => {
  const page = renderAppPage({ isAuthenticated: false });
  assert.ok(page.startsWith('<!doctype html><html lang="uk"><head><meta charset="utf-8">'));
  assert.match(page, '<title>Кешбек — повертайте гроші з покупок</title>');
  assert.match(page, '<link rel="stylesheet" href="/widgets/cashback.css">');
  assert.match(page, '<script>window.isAuthenticated = false;</script>');
  assert.match(page, '<body class="host">\n<div data-cashback="header"></div>\n<main class="host-app" data-cashback="app"></main>\n<div data-cashback="footer" data-load="visible"></div>\n<script type="module" src="/widgets/cashback.js"></script>\n</body></html>');
  assert.match(page, /<style>body\{margin:0;background:#f6f7fb\}/);
  assert.match(renderAppPage({ isAuthenticated: true }), '<script>window.isAuthenticated = true;</script>');
});

test('/admin page: heading, header and footer, no app island', () => {
  const page = renderAdminPage({ isAuthenticated: true });
  assert.match(page, '<h1>Адмін панель</h1>');
  assert.match(page, 'data-cashback="header"');
  assert.match(page, 'data-cashback="footer"');
  assert.not.match(page, 'data-cashback="app"');
});

test('/demo/islands page: the standalone islands with their props and load strategies', () => {
  const page = renderIslandsPage({ isAuthenticated: false });
  assert.not.match(page, 'data-cashback="app"');
  for (const island of [
    '<div data-cashback="slider"></div>',
    '<div data-cashback="signup-teaser"></div>',
    `<div data-cashback="shop-tabs" data-props='{"tab":"greatest","limit":8}'></div>`,
    '<div data-cashback="referral-banner" data-load="visible"></div>',
    '<div data-cashback="loyalty-statuses" data-load="visible"></div>',
    `<div data-cashback="shop" data-props='{"id":1}' data-load="visible"></div>`,
    `<div data-cashback="category" data-props='{"id":1}' data-load="idle"></div>`,
    '<div data-cashback="faq" data-load="idle"></div>',
  ]) {
    assert.match(page, island);
  }
  assert.is(page.match(/<section class="host-section"><h2>/g).length, 8);
});

test('every non-API GET path serves the app page; the flag follows the session', async () => {
  const s = demo.session();
  for (const path of ['/', '/shops', '/shops/3', '/user-profile/settings', '/login', '/anything/at/all']) {
    const res = await s.get(path);
    assert.is(res.status, 200, path);
    assert.match(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(res.text, '<script>window.isAuthenticated = false;</script>', path);
    assert.match(res.text, /<main class="host-app" data-cashback="app">(<!--cashback [^>]*-->.*)?<\/main>/);
  }
  assert.ok(s.cookies.has('cashback_session') && s.cookies.has('XSRF-TOKEN'), 'pages start a session like Laravel');
  await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
  assert.match((await s.get('/shops')).text, '<script>window.isAuthenticated = true;</script>');
  await s.post('/api/logout');
  assert.match((await s.get('/')).text, '<script>window.isAuthenticated = false;</script>');
});

test('each placeholder holds the prerendered snippet for the path and auth state, as a Blade layout would', async () => {
  const s = demo.session();
  const app = (html) => html.match(/<main class="host-app" data-cashback="app">(.*?)<\/main>/s)?.[1] ?? '';
  const marker = (html) => JSON.parse(html.match(/^<!--cashback (.*?)-->/)?.[1] ?? 'null');
  const home = (await s.get('/')).text;
  assert.match(home, /<div data-cashback="header"><!--cashback \{[^>]*"island":"header","auth":"guest"/);
  assert.match(home, /<div data-cashback="footer" data-load="visible"><!--cashback /);
  assert.equal([marker(app(home)).path, marker(app(home)).auth], ['/', 'guest']);
  assert.match(app(home), 'class="cb-teaser"');
  assert.equal(marker(app((await s.get('/shops/?tab=favorite')).text)).query, { tab: 'favorite' });
  // A shop's page is the same frame for every id: one snippet fits them all; a category's depends on its id.
  assert.is(marker(app((await s.get('/shops/3')).text)).pattern, '^/shops/0*[1-9][0-9]*$');
  assert.match(app((await s.get('/shops/3/')).text), 'class="cb-shop-page-skeleton"');
  assert.is(app((await s.get('/shops/category/3')).text), '', 'nothing for a page that depends on an id');
  await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
  const profile = (await s.get('/user-profile/settings')).text;
  assert.match(profile, /<div data-cashback="header"><!--cashback \{[^>]*"auth":"user"/);
  assert.equal([marker(app(profile)).path, marker(app(profile)).auth], ['/user-profile/settings', 'user']);
  assert.is(app((await s.get('/login')).text), '', 'no login page for a user (the guard sends them home)');
});

test("the head preloads, at low priority, the page's wave where its first screen waits for data (signed in, a shop's page): cashback.js, the runtime's chunk, then the route's; a guest's other pages nothing", async () => {
  const s = demo.session();
  const preloads = (html) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
  const dist = path.resolve('dist');
  const plan = JSON.parse(readFileSync(path.join(dist, 'cashback.js'), 'utf8').match(/^var __CASHBACK_PLAN__=(.*);$/m)[1]);
  const chunk = (name) => `/widgets/chunks/${plan.files.find((f) => new RegExp(`^${name}-[A-Z0-9]+$`).test(f))}.js`;
  const runtime = `/widgets/chunks/${plan.files[plan.runtime]}.js`;
  const has = (list, ...names) => names.every((name) => list.includes(chunk(name)));
  for (const route of ['/', '/shops', '/shops?tab=categories', '/about', '/login', '/shops/category/1']) {
    assert.equal(preloads((await s.get(route)).text), [], `a guest's ${route} paints its prerendered HTML first`);
  }
  for (const route of ['/shops/1', '/shops/12/']) {
    const list = preloads((await s.get(route)).text);
    assert.equal(list.slice(0, 2), ['/widgets/cashback.js', runtime], `${route}: cashback.js and the runtime first`);
    // The app island itself is in the runtime's file (merge-chunks' `inline`).
    assert.ok(has(list, 'shop-page', 'shop'), `${route}: ${list.join(' ')}`);
    assert.is(new Set(list).size, list.length, 'each once');
  }
  await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
  assert.equal(preloads((await s.get('/shops/category/1')).text), ['/widgets/cashback.js', runtime], "a user's page without an app snippet");
  const user = preloads((await s.get('/')).text);
  assert.equal(user.slice(0, 2), ['/widgets/cashback.js', runtime]);
  assert.ok(has(user, 'home-page', 'shop-tabs', 'slider', 'user-area'), user.join(' '));
  assert.not.ok(has(user, 'signup-teaser'), 'the teaser is a guest\'s');
  assert.ok(has(preloads((await s.get('/user-profile/personal')).text), 'profile', 'personal-screen'));
  const served = await s.get(runtime);
  assert.is(served.status, 200);
  assert.match(served.text, /export\s*\{/, 'the chunk is served');
});

test('/admin and /demo/islands over HTTP', async () => {
  const s = demo.session();
  const admin = await s.get('/admin');
  assert.match(admin.text, '<h1>Адмін панель</h1>');
  assert.not.match(admin.text, 'data-cashback="app"');
  const islands = await s.get('/demo/islands/');
  assert.match(islands.text, `data-cashback="shop-tabs" data-props='{"tab":"greatest","limit":8}'`);
  assert.not.match(islands.text, 'data-cashback="app"');
});

test('pages are compressed when asked', async () => {
  const res = await fetch(`${demo.url}/`, { headers: { 'accept-encoding': 'gzip' } });
  assert.is(res.headers.get('vary'), 'Accept-Encoding');
  assert.match(await res.text(), 'data-cashback="app"');
});

test.run();
