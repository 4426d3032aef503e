// What the build derives from the route table (src/lib/route-table.ts): the
// load plan's route entries, the routes whose guest JS it prints, the app
// island's prerender targets and the contract's profile screens. Node reads it
// through scripts/route-plan.mjs; scripts/prerender-entry.tsx bundles it.
import { inject, parse } from 'regexparam';
import { guardRedirect } from '../src/lib/route-guard';
import { firstScreens, PROFILE_PATH, routes, SHOP_TABS, shopTabsLoads, type FirstLoad, type Route } from '../src/lib/route-table';
import { profileData, profileScreens } from '../src/lib/profile-routes';

type Auth = 'guest' | 'user';

/** A load plan entry of a route, before the build turns its modules into chunks (PlanEntry in src/runtime/preload.ts). */
export interface RoutePreload {
  /** The route's pattern as the router matches it: a case-insensitive RegExp's source. */
  path: string;
  query?: Record<string, (string | null)[]>;
  auth?: Auth;
  modules: string[];
  /** Not preloaded (they wait until scrolled into view), but merged as if loaded with the route. */
  later?: string[];
  api?: string[];
  image?: Record<string, string>;
}

export const page = (name: string) => `widgets/app/pages/${name}-page.tsx`;
export const island = (name: string) => `widgets/${name}/${name}.tsx`;

/**
 * The RegExp wouter's Switch runs for `path` (a pattern goes through
 * wouter's own parser, regexparam's `parse`), as its source: the load plan
 * carries it, and the runtime matches it as the router does.
 */
export function routePattern(path: string | RegExp): string {
  const pattern = typeof path === 'string' ? parse(path).pattern : path;
  if (pattern.flags !== 'i') throw new Error(`route ${path}: a RegExp route is case-insensitive, as wouter's parser writes patterns (flags "i", not "${pattern.flags}")`);
  return pattern.source;
}

/** The auth state a route's page renders for (null: both), by the guard. */
function onlyFor(route: Route): Auth | null {
  const guest = !guardRedirect(route.name, false);
  const user = !guardRedirect(route.name, true);
  return guest && user ? null : guest ? 'guest' : 'user';
}

/** The pattern the home page matches: the merge keeps a guest's home free of other pages' bytes. */
export const HOME = routePattern(routes.find((route) => route.name === 'home')!.path);

function entry(path: string, only: Auth | null, load: FirstLoad, modules: string[] = []): RoutePreload | null {
  const auth = load.auth ?? only ?? undefined;
  if (only && auth !== only) return null;
  const groups = path.match(/\(\?<\w+>/g)?.map((group) => group.slice(3, -1)) ?? [];
  for (const api of load.api ?? []) {
    for (const [, name] of api.matchAll(/:(\w+)/g)) {
      if (!groups.includes(name!)) throw new Error(`${api}: the route ${path} has no group named ${name}`);
    }
  }
  return {
    path,
    ...(load.query ? { query: load.query } : {}),
    ...(auth ? { auth } : {}),
    modules: [...modules, ...(load.islands ?? []).map(island), ...(load.modules ?? [])],
    ...(load.api ? { api: load.api } : {}),
    ...(load.image ? { image: load.image } : {}),
  };
}

/**
 * Per route, in the router's order, for the auth states the guard lets its
 * page render for: its page's chunk with what it starts with whatever the
 * query and auth state, then the shop tabs' per `?tab=`, then what it starts
 * for one auth state. The profile's screens come before the profile route
 * itself (the first matching pattern wins): each screen's chunk joins the wave.
 */
export function routePreloads(): RoutePreload[] {
  const list: RoutePreload[] = [];
  for (const route of routes) {
    const screen = firstScreens[route.name] ?? {};
    const only = onlyFor(route);
    const loads = screen.loads ?? [];
    const always = loads.filter((load) => !load.auth && !load.query);
    const merged: FirstLoad = { islands: always.flatMap((l) => l.islands ?? []), modules: always.flatMap((l) => l.modules ?? []) };
    const api = always.flatMap((l) => l.api ?? []);
    const image = Object.assign({}, ...always.map((l) => l.image ?? {}));
    if (api.length) merged.api = api;
    if (Object.keys(image).length) merged.image = image;
    const path = routePattern(route.path);
    if (route.name === 'user-profile') {
      for (const { child, module } of profileScreens) {
        const api = profileData[child];
        const load = { ...merged, modules: [...(merged.modules ?? []), `widgets/profile/${module}.tsx`], ...(api ? { api } : {}) };
        const own = entry(routePattern(`${PROFILE_PATH}/${child}`), only, load, [page(route.name)]);
        if (own) list.push(own);
      }
    }
    const own = entry(path, only, merged, [page(route.name)]);
    if (own) list.push({ ...own, ...(screen.later ? { later: screen.later.map(island) } : {}) });
    for (const load of [...(screen.shopTabs ? shopTabsLoads : []), ...loads.filter((l) => l.auth || l.query)]) {
      const conditional = entry(path, only, load);
      if (conditional) list.push(conditional);
    }
  }
  return list;
}

/** The modules every page with the app island loads: the header, the footer, the app. */
const FRAME = [island('header'), island('footer'), island('app')];

/**
 * What a guest's browser downloads on each measured route when the page
 * loads: the modules the runtime and the app island import lazily for it
 * (their static imports follow). `later` lists what loads only when scrolled
 * into view (the home page's lower blocks). The footer counts as on load: it
 * is marked `data-load="visible"`, but it is in view until the app has rendered.
 */
export function guestRoutes(preloads: RoutePreload[] = routePreloads()): Record<string, { initial: string[]; later: string[] }> {
  const measured: Record<string, { initial: string[]; later: string[] }> = {};
  for (const route of routes) {
    const name = firstScreens[route.name]?.measure;
    if (!name) continue;
    const own = preloads.filter((e) => e.path === routePattern(route.path) && !e.query && e.auth !== 'user');
    measured[name] = { initial: [...FRAME, ...own.flatMap((e) => e.modules)], later: own.flatMap((e) => e.later ?? []) };
  }
  return measured;
}

/** An app island snippet to prerender (scripts/prerender-entry.tsx). */
export interface AppTarget {
  auth: Auth;
  /** Where it is rendered. */
  path: string;
  query?: Record<string, string>;
  /** The query parameters its first screen reads: a snippet fits only the values it was rendered with. */
  reads?: string[];
  /** Query parameters the host writes into the HTML: any value fits. */
  fills?: string[];
  /** Instead of `path`: the paths it fits (a regular expression). */
  pattern?: string;
  /** Its file's name, for a pattern. */
  name?: string;
}

/**
 * The app island's snippets: per route, per auth state its page renders for,
 * one at its path (each profile screen at its own; a pattern route's one for
 * every path it fits); a route whose first screen reads `?tab=` once per tab too.
 */
export function appTargets(): AppTarget[] {
  const list: AppTarget[] = [];
  for (const auth of ['guest', 'user'] as const) {
    for (const route of routes) {
      const screen = firstScreens[route.name] ?? {};
      if (screen.prerender === false || guardRedirect(route.name, auth === 'user')) continue;
      const { reads = screen.shopTabs ? ['tab'] : undefined, fills, at, pattern, name } = screen.prerender ?? {};
      if (pattern) {
        list.push({ auth, path: at ?? '/', pattern, ...(name ? { name } : {}) });
        continue;
      }
      if (typeof route.path !== 'string') throw new Error(`route ${route.name}: a RegExp route is prerendered with a pattern, or not at all`);
      const paths = route.name === 'user-profile' ? profileScreens.map(({ child }) => `${PROFILE_PATH}/${child}`) : [at ?? inject(route.path, {})];
      // The shop tabs are links to `?tab=`: each tab's page has its HTML too.
      const queries = screen.shopTabs ? [{}, ...SHOP_TABS.map((tab) => ({ tab }))] : [{}];
      for (const path of paths) {
        for (const query of queries) list.push({ auth, path, query, ...(reads ? { reads } : {}), ...(fills ? { fills } : {}) });
      }
    }
  }
  return list;
}

/** The profile screens a host may name in the profile island's props (the host contract's `screen`). */
export const profileTabs = profileScreens.filter(({ child, tab }) => child === tab).map(({ child }) => child);
