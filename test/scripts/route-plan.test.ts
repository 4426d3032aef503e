// What the build derives from the route table (scripts/route-plan.ts): the
// patterns the runtime matches as the router does, the load plan's route
// entries, the routes it measures, and the app island's prerender targets.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { parse } from 'regexparam';
import { matchRoute as wouterMatch } from 'wouter';
import { appTargets, guestRoutes, HOME, profileTabs, routePattern, routePreloads } from '../../scripts/route-plan';
import { matchRoute } from '../../src/runtime/preload';
import { guardRedirect } from '../../src/lib/route-guard';
import { routes } from '../../src/lib/route-table';
import { PROFILE_PATH, profileScreens } from '../../src/lib/profile-routes';

const test = suite('route plan: derived from the route table');

const PATHS = [
  '/', '', '/shops', '/shops/', '/SHOPS', '/shops/12', '/shops/12/', '/shops/0', '/shops/abc', '/shops/category',
  '/shops/category/3', '/shops/category/x', '/about', '/about/x', '/policy', '/cookie', '/user-license',
  '/user-profile', '/user-profile/', '/user-profile/settings', '/user-profile/withdrawal-money/bank-card',
  '/user-profiles', '/login', '/Login/', '/forgot-password', '/reset-password', '/registration',
  '/registration/a%40b.ua', '/registration/a/b', '/admin', '/shops/12/reviews',
];

/** The route wouter's Switch renders for `path` (the first whose pattern matches), with its params. */
const routerPick = (path: string) => {
  for (const route of routes) {
    const [matched, params] = wouterMatch(parse, route.path, path);
    if (matched) return { name: route.name, params };
  }
  return null;
};

test("the runtime's match of each compiled pattern is the router's: the same route first, the same named parameters", () => {
  for (const path of PATHS) {
    const router = routerPick(path);
    const runtime = routes.map((route) => ({ name: route.name, params: matchRoute(routePattern(route.path), path) })).find((r) => r.params);
    assert.is(runtime?.name, router?.name, path);
    if (router && runtime) {
      // wouter also gives positional captures ("0"); a pattern's names are what the plan's GETs read.
      for (const [name, value] of Object.entries(runtime.params ?? {})) assert.is(value, (router.params as Record<string, string>)[name], `${path} ${name}`);
    }
  }
  assert.is(routerPick('/shops/12')?.name, 'shop');
  assert.is(routerPick('/shops/category/3')?.name, 'category-shops');
  assert.is(routerPick('/shops/abc'), null, 'an id is digits only: an unknown path');
});

test('a RegExp route must be case-insensitive, as the parser writes every other', () => {
  assert.throws(() => routePattern(/^\/x$/), /case-insensitive/);
  assert.is(HOME, routePattern('/'));
});

test("the load plan: each route's page and what it starts with, only for the auth states its page renders for", () => {
  const preloads = routePreloads();
  const at = (path: string) => preloads.find((e) => matchRoute(e.path, path))?.path ?? null;
  for (const entry of preloads) {
    for (const module of [...entry.modules, ...(entry.later ?? [])]) assert.ok(existsSync(module), `${module} exists`);
  }
  for (const route of routes) {
    const own = preloads.filter((e) => e.path === routePattern(route.path));
    assert.ok(own.some((e) => e.modules.includes(`widgets/app/pages/${route.name}-page.tsx`)), `${route.name}: its page`);
    for (const auth of ['guest', 'user'] as const) {
      const allowed = !guardRedirect(route.name, auth === 'user');
      const applies = own.filter((e) => !e.auth || e.auth === auth);
      assert.is(applies.length > 0, allowed, `${route.name} for a ${auth}`);
    }
  }
  // Each profile screen is planned with its own chunk, before the profile route (the first match wins).
  const profile = preloads.findIndex((e) => e.path === routePattern(`${PROFILE_PATH}/*?`));
  for (const { child, module } of profileScreens) {
    const index = preloads.findIndex((e) => matchRoute(e.path, `${PROFILE_PATH}/${child}`));
    assert.ok(index >= 0 && index < profile, child);
    assert.ok(preloads[index]!.modules.includes(`widgets/profile/${module}.tsx`), child);
    assert.is(preloads[index]!.auth, 'user', child);
  }
  assert.is(at('/user-profile/settings'), routePattern('/user-profile/settings'));
  // The home page's first screen: the shop tabs, a guest's teaser, a user's posters and their first image.
  const home = preloads.filter((e) => e.path === HOME);
  assert.equal(home[0]!.modules, ['widgets/app/pages/home-page.tsx', 'widgets/shop-tabs/shop-tabs.tsx']);
  assert.equal(home[0]!.later, ['widgets/referral-banner/referral-banner.tsx', 'widgets/loyalty-statuses/loyalty-statuses.tsx']);
  assert.equal(home.find((e) => e.auth === 'guest' && !e.query)!.modules, ['widgets/signup-teaser/signup-teaser.tsx']);
  assert.equal(home.find((e) => e.auth === 'user' && !e.query)!.image, { '/api/posters/': 'image_url' });
  assert.equal(home.find((e) => e.query?.tab?.includes('categories'))!.api, ['/api/categories']);
  // A shop's GETs take the id from the route's named group.
  const shop = preloads.find((e) => e.path === routePattern(routes.find((r) => r.name === 'shop')!.path))!;
  assert.equal(shop.api, ['/api/shops/:id', '/api/categories']);
});

test('the routes the build measures for a guest: the page and its islands on load, the lower blocks after scrolling', () => {
  const measured = guestRoutes();
  assert.equal(Object.keys(measured), ['/', '/shops', '/shops/{id}', '/about', '/login']);
  const frame = ['widgets/header/header.tsx', 'widgets/footer/footer.tsx', 'widgets/app/app.tsx'];
  assert.equal(measured['/']!.initial, [...frame, 'widgets/app/pages/home-page.tsx', 'widgets/shop-tabs/shop-tabs.tsx', 'widgets/signup-teaser/signup-teaser.tsx']);
  assert.equal(measured['/']!.later, ['widgets/referral-banner/referral-banner.tsx', 'widgets/loyalty-statuses/loyalty-statuses.tsx']);
  assert.equal(measured['/shops/{id}']!.initial, [...frame, 'widgets/app/pages/shop-page.tsx', 'widgets/shop/shop.tsx']);
  assert.equal(measured['/login']!.initial, [...frame, 'widgets/app/pages/login-page.tsx']);
});

test("the app island's snippets: each at a path its route opens for that auth state, every tab of the shop tabs, a shop's by pattern", () => {
  const targets = appTargets();
  for (const target of targets) {
    const route = routerPick(target.path);
    assert.ok(route, target.path);
    assert.is(guardRedirect(route!.name, target.auth === 'user'), null, `${target.path} for a ${target.auth}`);
    if (target.pattern) assert.ok(new RegExp(target.pattern).test(target.path), target.pattern);
  }
  const key = (t: (typeof targets)[number]) => `${t.auth} ${t.path}${t.query?.tab ? `?tab=${t.query.tab}` : ''}`;
  const keys = targets.map(key);
  assert.is(new Set(keys).size, keys.length, 'no snippet twice');
  for (const auth of ['guest', 'user']) {
    for (const tab of ['', '?tab=popular', '?tab=favorite', '?tab=categories', '?tab=greatest']) {
      assert.ok(keys.includes(`${auth} /${tab}`) && keys.includes(`${auth} /shops${tab}`), `${auth} ${tab}`);
    }
    assert.ok(keys.includes(`${auth} /shops/1`), 'the shop pages, by pattern');
    assert.not.ok(keys.some((k) => k.startsWith(`${auth} /shops/category`)), "no category page's");
  }
  for (const { child } of profileScreens) assert.ok(keys.includes(`user ${PROFILE_PATH}/${child}`), child);
  assert.not.ok(keys.some((k) => k.startsWith('guest /user-profile') || k.startsWith('guest /policy')), 'none a guest is sent away from');
  assert.not.ok(keys.includes('user /login') || keys.includes('user /registration'), 'none a user is sent away from');
  assert.equal(targets.find((t) => t.path === '/registration')!.fills, ['email']);
  assert.equal(targets.find((t) => t.path === '/reset-password')!.reads, ['token', 'email']);
});

test("the host contract's profile screens: the children that are their own tab", () => {
  assert.equal(profileTabs, ['personal', 'my-cashback', 'withdrawal-money', 'my-friends', 'settings']);
});

test.run();
