import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { matchRoute, plannedEntries, preloadChunks, type LoadPlan } from '../../src/runtime/preload';
import { routePattern } from '../../scripts/route-plan';

const test = suite('preload: the load plan');
test.before.each(() => resetDom());

const HOME = routePattern('/');
const CATEGORY = routePattern(/^\/shops\/category\/(?<id>\d+)\/?$/i);
const SHOP = routePattern(/^\/shops\/(?<id>\d+)\/?$/i);
const SHOPS = routePattern('/shops');

test('route patterns as the build compiles them: a trailing slash and letter case ignored, as by the router', () => {
  assert.equal(matchRoute(HOME, '/'), {});
  assert.is(matchRoute(HOME, '/shops'), null);
  assert.equal(matchRoute(SHOP, '/shops/12'), { id: '12' });
  assert.equal(matchRoute(SHOP, '/Shops/12/'), { id: '12' });
  assert.is(matchRoute(SHOP, '/shops'), null);
  assert.is(matchRoute(SHOP, '/shops/abc'), null);
  assert.equal(matchRoute(routePattern('/registration/:email?'), '/registration'), {});
  assert.is(matchRoute(routePattern('/registration/:email?'), '/registration/a/b'), null);
  assert.equal(matchRoute(routePattern('/user-profile/*?'), '/user-profile/withdrawal-money/bank-card'), {});
  assert.equal(matchRoute(routePattern('/user-profile/*?'), '/user-profile'), {});
});

const plan: LoadPlan = {
  files: ['mount', 'header', 'app', 'home', 'shop', 'teaser', 'faq'],
  deps: [[], [], [], [], [], [], []],
  runtime: 0,
  entries: [
    { island: 'header', files: [1] },
    { island: 'app', files: [2] },
    { island: 'faq', files: [6] },
    { path: HOME, files: [3], api: ['/api/shops'] },
    { path: HOME, auth: 'guest', files: [5] },
    { path: CATEGORY, files: [] },
    { path: SHOP, files: [4], api: ['/api/shops/:id'] },
  ],
};
const chosen = (path: string, user = false) =>
  plannedEntries(plan, document, path, user).flatMap(({ entry }) => entry.files.map((f) => plan.files[f]));

test('eager islands and the route of the app island; deferred islands wait', () => {
  document.body.innerHTML = '<div data-cashback="header"></div><main data-cashback="app"></main><div data-cashback="faq" data-load="visible"></div>';
  assert.equal(chosen('/'), ['header', 'app', 'home', 'teaser']);
  assert.equal(chosen('/', true), ['header', 'app', 'home']);
  assert.equal(chosen('/shops/3'), ['header', 'app', 'shop']);
  // The first matching pattern wins, as in the router.
  assert.equal(chosen('/shops/category/3'), ['header', 'app']);
});

test('once the page is laid out, a visible island already in view is planned with the eager ones; one below the fold waits', () => {
  document.body.innerHTML = '<div data-cashback="header"></div><div data-cashback="faq" data-load="visible"></div>';
  const faq = document.querySelector('[data-cashback="faq"]')!;
  const at = (top: number, height = 300) =>
    (faq.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 400, width: 400, height, x: 0, y: top }) as DOMRect);
  const laidOut = () => plannedEntries(plan, document, '/', false, '', true).flatMap(({ entry }) => entry.files.map((f) => plan.files[f]));
  at(100);
  assert.equal(laidOut(), ['header', 'faq']);
  assert.equal(chosen('/'), ['header'], 'not before the page is laid out');
  at(innerHeight + 150);
  assert.equal(laidOut(), ['header', 'faq'], 'within the 200 px the visible strategy looks ahead');
  at(innerHeight + 210);
  assert.equal(laidOut(), ['header']);
  at(-600);
  assert.equal(laidOut(), ['header'], 'scrolled past');
  faq.getBoundingClientRect = () => ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 }) as DOMRect;
  assert.equal(laidOut(), ['header'], 'no box: hidden, or not laid out');
});

test("a route's query picks what it starts with: the shop tabs' ?tab=", () => {
  const tabs: LoadPlan = {
    ...plan,
    files: [...plan.files, 'categories-panel'],
    entries: [
      { island: 'app', files: [2] },
      { path: SHOPS, files: [3] },
      { path: SHOPS, query: { tab: [null, 'popular', 'greatest'] }, files: [], api: ['/api/shops'] },
      { path: SHOPS, query: { tab: ['categories'] }, files: [7], api: ['/api/categories'] },
      { path: SHOPS, query: { tab: ['favorite'] }, auth: 'user', files: [], api: ['/api/favorite-shops/'] },
    ],
  };
  document.body.innerHTML = '<main data-cashback="app"></main>';
  const pick = (search: string, user = false) =>
    plannedEntries(tabs, document, '/shops', user, search).flatMap(({ entry }) => [...entry.files.map((f) => tabs.files[f]), ...(entry.api ?? [])]);
  assert.equal(pick(''), ['app', 'home', '/api/shops']);
  assert.equal(pick('?tab=greatest'), ['app', 'home', '/api/shops']);
  assert.equal(pick('?tab=categories'), ['app', 'home', 'categories-panel', '/api/categories']);
  // A guest's saved-shops tab shows the login invitation: nothing to fetch.
  assert.equal(pick('?tab=favorite'), ['app', 'home']);
  assert.equal(pick('?tab=favorite', true), ['app', 'home', '/api/favorite-shops/']);
});

test('without the app island no route is loaded', () => {
  document.body.innerHTML = '<div data-cashback="header"></div><div data-cashback="faq" data-load="idle"></div>';
  assert.equal(chosen('/shops/3'), ['header']);
});

test('a placeholder loaded on interaction or media brings the strategies\' chunk, not its island\'s', () => {
  const withStrategies: LoadPlan = {
    ...plan,
    files: [...plan.files, 'host-strategies'],
    deps: [...plan.deps, []],
    entries: [...plan.entries, { load: 'interaction', files: [7] }, { load: 'media', files: [7] }],
  };
  const files = () => plannedEntries(withStrategies, document, '/', false).flatMap(({ entry }) => entry.files.map((f) => withStrategies.files[f]));
  document.body.innerHTML = '<div data-cashback="header"></div><div data-cashback="faq" data-load="interaction"></div>';
  assert.equal(files(), ['header', 'host-strategies']);
  document.body.innerHTML = '<div data-cashback="header"></div><div data-cashback="faq" data-load="media" data-media="(min-width: 2000px)"></div>';
  assert.equal(files(), ['header', 'host-strategies']);
  document.body.innerHTML = '<div data-cashback="header"></div>';
  assert.equal(files(), ['header']);
});

test('the wave asks for the runtime, then the app and its route, then the other islands: over six connections the last asked arrive last', () => {
  resetDom('http://localhost:8080/shops/3');
  document.body.innerHTML = '<div data-cashback="header"></div><main data-cashback="app"></main><div data-cashback="teaser"></div>';
  const ordered: LoadPlan = { ...plan, entries: [...plan.entries, { island: 'teaser', files: [5] }] };
  preloadChunks(ordered, 'http://localhost:8080/widgets/cashback.js', false);
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
  assert.equal(links, ['mount', 'app', 'shop', 'header', 'teaser'].map((name) => `/widgets/chunks/${name}.js`));
});

test.run();
