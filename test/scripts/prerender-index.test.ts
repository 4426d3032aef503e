// The snippet lookup the demo host does, on the index the build writes (run
// `node build.mjs` first, as `npm test` does).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { fillSnippet, fillToken, findSnippet, headPreloads } from '../../scripts/prerender-index.mjs';

const test = suite('prerendered snippet index');

const index = {
  version: '1.0.0',
  snippets: [
    { island: 'header', auth: 'guest', file: 'header.guest.html' },
    { island: 'header', auth: 'user', file: 'header.user.html' },
    { island: 'app', auth: 'guest', path: '/', query: {}, reads: ['tab'], file: 'app.home.guest.html' },
    { island: 'app', auth: 'guest', path: '/shops', query: {}, reads: ['tab'], file: 'app.shops.guest.html' },
    { island: 'app', auth: 'guest', path: '/shops', query: { tab: 'favorite' }, reads: ['tab'], file: 'app.shops.tab-favorite.guest.html' },
    { island: 'app', auth: 'guest', path: '/login', query: {}, reads: [], file: 'app.login.guest.html' },
    { island: 'app', auth: 'guest', pattern: '^/shops/0*[1-9][0-9]*$', file: 'app.shops.id.guest.html' },
  ],
};
// Which snippet fits which page: test/scripts/snippet-cases.test.ts, for this lookup and its PHP twin alike.

const built = path.resolve(process.env.CASHBACK_DIST || 'dist', 'prerender');

test('the built index covers every island and route the issue names, each file marked with the version', () => {
  if (!existsSync(path.join(built, 'index.json'))) throw new Error(`${built}/index.json is missing: run \`node build.mjs\``);
  const real = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8'));
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  assert.is(real.version, version);
  const has = (island: string, url: string, authenticated: boolean) => {
    const entry = findSnippet(real, { island, authenticated, url: new URL(url, 'https://x.ua') });
    assert.ok(entry, `${island} ${url} ${authenticated ? 'user' : 'guest'}`);
    const html = readFileSync(path.join(built, entry.file), 'utf8');
    const escaped = (text: string) => text.replace(/-/g, '\\u002d');
    assert.ok(html.startsWith(`<!--cashback {"v":"${escaped(version)}","island":"${escaped(island)}"`), entry.file);
  };
  for (const auth of [false, true]) {
    for (const island of ['header', 'footer', 'signup-teaser', 'referral-banner']) has(island, '/', auth);
    for (const url of ['/', '/?tab=greatest', '/?tab=categories', '/shops', '/shops?tab=popular', '/shops?tab=favorite', '/shops?tab=categories', '/shops?tab=greatest',
      '/about', '/forgot-password', '/reset-password', '/shops/12']) has('app', url, auth);
  }
  has('loyalty-statuses', '/', false);
  for (const url of ['/login', '/registration']) has('app', url, false);
  for (const url of ['/policy', '/cookie', '/user-license', '/user-profile/personal', '/user-profile/my-cashback',
    '/user-profile/withdrawal-money', '/user-profile/my-friends', '/user-profile/settings']) has('app', url, true);
});

test('a snippet that fills a parameter: the value as the page has it, escaped, whatever it is', () => {
  const entry = { island: 'app', auth: 'guest', path: '/registration', query: {}, reads: [], fills: ['email'], file: 'x.html', bytes: 0 };
  const html = `<input name="email" value="${fillToken('email')}"><p>${fillToken('email')}</p>`;
  const fill = (url: string) => fillSnippet(html, entry, new URL(url, 'https://shop.example.ua'));
  assert.is(fill('/registration?email=a%40b.ua'), '<input name="email" value="a@b.ua"><p>a@b.ua</p>');
  assert.is(fill('/registration'), '<input name="email" value=""><p></p>', 'absent: empty');
  assert.is(fill('/registration?email=%22%3E%3Cscript%3Ex%3C/script%3E'), '<input name="email" value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"><p>&#34;&#62;&#60;script&#62;x&#60;/script&#62;</p>');
  assert.is(fillSnippet(html, { ...entry, fills: undefined }, new URL('https://x.ua/?email=a')), html, 'nothing to fill');
  const real = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8'));
  const registration = findSnippet(real, { island: 'app', authenticated: false, url: new URL('https://x.ua/registration?email=a%40b.ua') });
  assert.equal(registration.fills, ['email'], "the registration form shows the teaser's e-mail");
  assert.match(fillSnippet(readFileSync(path.join(built, registration.file), 'utf8'), registration, new URL('https://x.ua/registration?email=a%40b.ua')), /name="email"[^>]*value="a@b.ua"/);
});

test("the head's preloads: the page's app snippet's, else the auth state's", () => {
  const withPreload = {
    ...index,
    snippets: index.snippets.map((e) => (e.island === 'app' && e.path === '/shops' && !e.query.tab ? { ...e, preload: ['cashback.js', 'chunks/shops.js'] } : e)),
    preload: { guest: [], user: ['cashback.js', 'chunks/r.js'] },
  };
  const head = (url: string, authenticated = false) => headPreloads(withPreload, { authenticated, url: new URL(url, 'https://shop.example.ua') });
  assert.equal(head('/shops'), ['cashback.js', 'chunks/shops.js']);
  assert.equal(head('/shops/'), ['cashback.js', 'chunks/shops.js'], 'a trailing slash');
  assert.equal(head('/shops?tab=favorite'), [], 'another snippet, which lists none');
  assert.equal(head('/shops/category/3'), [], 'no snippet: a guest\'s default');
  assert.equal(head('/shops/category/3', true), ['cashback.js', 'chunks/r.js'], 'no snippet: a user\'s default');
  assert.equal(headPreloads({ snippets: [] }, { authenticated: true, url: new URL('https://shop.example.ua/') }), [], 'an index without preload');
  const real = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8'));
  // Where the first screen waits for data anyway (signed in, a shop's page): the page's whole wave, from the head.
  for (const [url, auth] of [['/shops/7', false], ['/', true], ['/user-profile/personal', true]] as const) {
    const files = headPreloads(real, { authenticated: auth, url: new URL(url, 'https://x.ua') });
    assert.is(files[0], 'cashback.js', url);
    assert.ok(files.length > 2 && files.slice(1).every((f: string) => existsSync(path.join(built, '..', f))), `${url}: ${files.join(' ')}`);
  }
  // A guest's page prerendered whole: nothing before the paint (its snippet's marker names the wave for the loader).
  for (const url of ['/', '/shops', '/login', '/about']) assert.equal(headPreloads(real, { authenticated: false, url: new URL(url, 'https://x.ua') }), [], url);
});

test.run();
