// Runs in cashback.js itself, before the runtime chunk: it must import
// nothing, or cashback.js would wait for a shared chunk before it could start
// the one wave of requests (esbuild puts code used by the entry and by a chunk
// into a chunk of its own).

/**
 * What the build knows about the chunks (see `loadPlan` in build.mjs):
 * every chunk file, the runtime's own chunks, and per island or route the
 * chunks it needs at once and the API data it reads first.
 */
export interface LoadPlan {
  /** The chunks it may preload (not those only a user's action imports), by name: `chunks/<name>.js` beside cashback.js. */
  files: string[];
  /** Per file, the indices of the files it imports statically. */
  deps: number[][];
  /** The runtime's chunk (mounting). */
  runtime: number;
  entries: PlanEntry[];
}

export interface PlanEntry {
  /** An island name: applies when an eager placeholder of that island is on the page. */
  island?: string;
  /** A route pattern of the `app` island (`/shops/:id`, `/registration/:email?`, `/user-profile/*`). */
  path?: string;
  /** A `data-load` strategy: applies when a placeholder of the page has it (`interaction`, `media`: their chunk). */
  load?: string;
  /** Only for a guest or only for a signed-in user. */
  auth?: 'guest' | 'user';
  /** Only when each named query parameter has one of these values (null: absent), e.g. the shop tabs' `tab`. */
  query?: Record<string, (string | null)[]>;
  /** Indices into `files`: the lazily imported chunks it starts with. */
  files: number[];
  /** GET URLs to start at once (`:id` is taken from the path, numbers only). */
  api?: string[];
}

/** The path's parameters when `pattern` matches it (wouter's syntax, the subset the routes use), else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    if (part === '*' || part === '*?') return params;
    const value = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return have.length <= want.length ? params : null;
}

/**
 * The plan's entries that apply to `root`'s placeholders: each eager (or
 * media-matching) island's, each strategy's in use, and the current route's
 * when the `app` island is there.
 */
export function plannedEntries(plan: LoadPlan, root: ParentNode, pathname: string, authenticated: boolean, search = '') {
  const auth = authenticated ? 'user' : 'guest';
  const searchParams = new URLSearchParams(search);
  const applies = (entry: PlanEntry) =>
    (!entry.auth || entry.auth === auth) &&
    Object.entries(entry.query ?? {}).every(([name, values]) => values.includes(searchParams.get(name)));
  const names = new Set<string>();
  const loads = new Set<string | null>();
  root.querySelectorAll('[data-cashback]').forEach((element) => {
    const load = element.getAttribute('data-load');
    loads.add(load);
    const media = element.getAttribute('data-media');
    // Mirrors parseStrategy: anything but the deferring strategies is eager.
    const eager =
      load === 'media' ? !!media && typeof matchMedia === 'function' && matchMedia(media).matches : !['idle', 'visible', 'interaction'].includes(load ?? '');
    if (eager) names.add(element.getAttribute('data-cashback') ?? '');
  });
  const chosen: { entry: PlanEntry; params: Record<string, string> }[] = [];
  for (const entry of plan.entries) {
    if ((entry.island && names.has(entry.island) && applies(entry)) || (entry.load && loads.has(entry.load))) chosen.push({ entry, params: {} });
  }
  if (names.has('app')) {
    // The first pattern that matches wins, as in the app's router.
    for (const entry of plan.entries) {
      const params = entry.path === undefined ? null : matchPath(entry.path, pathname);
      if (!params) continue;
      plan.entries.filter((e) => e.path === entry.path && applies(e)).forEach((e) => chosen.push({ entry: e, params }));
      break;
    }
  }
  return chosen;
}

/**
 * Starts, in one wave, every chunk the page's eager islands and the current
 * route need (modulepreload links, which fetch without running) and the
 * route's first API data (kept for the API client, see src/api/primed.ts).
 */
export function preloadPage(plan: LoadPlan, base: string, apiBase: string, authenticated: boolean): void {
  const chosen = plannedEntries(plan, document, location.pathname, authenticated, location.search);
  if (!chosen.length) return;
  const files = new Set<number>();
  const add = (index: number) => {
    if (files.has(index)) return;
    files.add(index);
    plan.deps[index]?.forEach(add);
  };
  add(plan.runtime);
  const urls = new Set<string>();
  for (const { entry, params } of chosen) {
    entry.files.forEach(add);
    for (const api of entry.api ?? []) {
      let ok = true;
      const url = api.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name] ?? '';
        ok &&= /^\d+$/.test(value);
        return value;
      });
      if (ok) urls.add(apiBase + url);
    }
  }
  // Support: modulepreload is missing in Safari before 17 and Firefox before 115;
  // there the chunks load as the islands import them.
  const head = document.head ?? document.documentElement;
  for (const index of files) {
    const file = plan.files[index];
    if (file === undefined) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(`chunks/${file}.js`, base).href;
    head.appendChild(link);
  }
  for (const url of urls) primeGet(url);
}

// The same key as src/api/primed.ts (not imported: see the top of this file).
const PRIMED = Symbol.for('cashback.primed');

/** Starts a GET the API client will take instead of sending its own (same headers and credentials as src/api/http.ts). */
function primeGet(url: string): void {
  const store = ((window as unknown as Record<symbol, Map<string, Promise<Response>>>)[PRIMED] ??= new Map());
  if (store.has(url)) return;
  const response = fetch(url, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'include',
  });
  response.catch(() => {}); // taken (and its failure handled) by the client, or never needed
  store.set(url, response);
}
