// Runs in cashback.js itself, before the runtime chunk: it must import
// nothing at run time, or cashback.js would wait for a shared chunk before it
// could start the one wave of requests (esbuild puts code used by the entry
// and by a chunk into a chunk of its own); shared.ts's constants are written in.
import { Global, VISIBLE_MARGIN } from './shared';

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
  /**
   * A route of the `app` island: the source of the case-insensitive RegExp
   * the router matches it with (the build compiles the route table's wouter
   * patterns with wouter's own parser); its named groups fill the `api` URLs.
   */
  path?: string;
  /** A `data-load` strategy: applies when a placeholder of the page has it (`interaction`, `media`: their chunk). */
  load?: string;
  /** Only for a guest or only for a signed-in user. */
  auth?: 'guest' | 'user';
  /** Only when each named query parameter has one of these values (null: absent), e.g. the shop tabs' `tab`. */
  query?: Record<string, (string | null)[]>;
  /** Indices into `files`: the lazily imported chunks it starts with. */
  files: number[];
  /** GET URLs to start at once (`:id` is the path's group `id`, numbers only). */
  api?: string[];
  /**
   * Per GET of `api`, the field of its answer (of the first item that has one,
   * for a list) naming an image the first screen shows: fetched as soon as the
   * answer arrives, not once the island that shows it has loaded and rendered.
   */
  image?: Record<string, string>;
}

/**
 * The named groups of `pathname` when a plan's route pattern matches it, else
 * null: the RegExp wouter's Switch runs for the route, run the same way.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const match = new RegExp(pattern, 'i').exec(pathname);
  return match ? { ...match.groups } : null;
}

/**
 * Whether a `data-load="visible"` placeholder is in view already, within the
 * margin strategies.ts observes it with (none with Save-Data): it mounts as
 * soon as the runtime runs, so its chunk may as well come in the wave (the
 * footer under a prerendered page shorter than the screen). A box of no size
 * at all has not been laid out, or is hidden.
 */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const margin = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData ? 0 : VISIBLE_MARGIN;
  return (box.width > 0 || box.height > 0) && box.top < innerHeight + margin && box.bottom > -margin;
}

/**
 * The plan's entries that apply to `root`'s placeholders: each eager (or
 * media-matching) island's, each strategy's in use, and the current route's
 * when the `app` island is there. With `laidOut`, also each `visible` island already in view.
 */
export function plannedEntries(plan: LoadPlan, root: ParentNode, pathname: string, authenticated: boolean, search = '', laidOut = false) {
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
    // As parseStrategy reads it (test/runtime/shared.test.ts): anything but the deferring strategies is eager.
    const eager =
      load === 'media' ? !!media && typeof matchMedia === 'function' && matchMedia(media).matches
      : load === 'visible' ? laidOut && inView(element)
      : !['idle', 'interaction'].includes(load ?? '');
    if (eager) names.add(element.getAttribute('data-cashback') ?? '');
  });
  const chosen: { entry: PlanEntry; params: Record<string, string> }[] = [];
  for (const entry of plan.entries) {
    if ((entry.island && names.has(entry.island) && applies(entry)) || (entry.load && loads.has(entry.load))) chosen.push({ entry, params: {} });
  }
  if (names.has('app')) {
    // The first pattern that matches wins, as in the app's router.
    for (const entry of plan.entries) {
      const params = entry.path === undefined ? null : matchRoute(entry.path, pathname);
      if (!params) continue;
      plan.entries.filter((e) => e.path === entry.path && applies(e)).forEach((e) => chosen.push({ entry: e, params }));
      break;
    }
  }
  return chosen;
}

/**
 * Starts the current route's first API data at once (kept for the API client,
 * see src/api/primed.ts), and each image named by the plan as soon as the
 * answer that names it arrives. Called with the wave, just before
 * `preloadChunks`: the server's time to answer passes while the chunks load.
 */
export function primeData(plan: LoadPlan, apiBase: string, authenticated: boolean): void {
  for (const { entry, params } of plannedEntries(plan, document, location.pathname, authenticated, location.search)) {
    for (const api of entry.api ?? []) {
      let ok = true;
      const url = api.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name] ?? '';
        ok &&= /^\d+$/.test(value);
        return value;
      });
      if (!ok) continue;
      const response = primeGet(apiBase + url);
      const field = entry.image?.[api];
      if (response && field) warmImage(response, field);
    }
  }
}

/**
 * The chunks (indices into `plan.files`) the chosen entries need, with all
 * they import: the runtime's own chunk first (every island waits for it, and
 * it is the largest), then the app island's and its route's (the screen that
 * waits for data and code; over HTTP/1.1's six connections to a host, what is
 * asked for last arrives last), then the other islands'. The build lists the
 * same for a prerendered page's head (scripts/prerender-entry.tsx).
 */
export function chunksFor(plan: LoadPlan, chosen: ReturnType<typeof plannedEntries>): number[] {
  const files = new Set<number>();
  const add = (index: number) => {
    if (files.has(index)) return;
    files.add(index);
    plan.deps[index]?.forEach(add);
  };
  add(plan.runtime);
  const routed = ({ entry }: (typeof chosen)[number]) => entry.path !== undefined || entry.island === 'app';
  for (const { entry } of [...chosen.filter(routed), ...chosen.filter((c) => !routed(c))]) entry.files.forEach(add);
  return [...files];
}

/**
 * Starts, in one wave, every chunk the page's eager islands (and `visible`
 * ones already in view) and the current route need: modulepreload links,
 * which fetch without running; the runtime's own chunk first (every island
 * waits for it, and it is the largest), then the routed page's.
 */
export function preloadChunks(plan: LoadPlan, base: string, authenticated: boolean): void {
  const files = chunksFor(plan, plannedEntries(plan, document, location.pathname, authenticated, location.search, true));
  // Support: modulepreload is missing in Safari before 17 and Firefox before 115;
  // there the chunks load as the islands import them.
  const hrefs = files.flatMap((index) => (plan.files[index] === undefined ? [] : [new URL(`chunks/${plan.files[index]}.js`, base).href]));
  // Six links per task, in one fragment: over HTTP/1.1 a host serves six requests at once, so the
  // next six wait for a connection anyway, and the main thread is not held long. Every link costs
  // the main thread milliseconds on a slow phone, a page may have a dozen, and one long task just
  // after the paint is what Lighthouse's blocking time counts (its simulation several times over);
  // one fragment costs less than the same links added one by one.
  const batch = () => {
    const links = document.createDocumentFragment();
    for (const href of hrefs.splice(0, 6)) links.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    (document.head ?? document.documentElement).appendChild(links);
    if (hrefs.length) setTimeout(batch);
  };
  batch();
}

const PRIMED = Symbol.for(Global.Primed);

/** Starts a GET the API client will take instead of sending its own (same headers and credentials as src/api/http.ts); undefined when one was already started. */
function primeGet(url: string): Promise<Response> | undefined {
  const store = ((window as unknown as Record<symbol, Map<string, Promise<Response>>>)[PRIMED] ??= new Map());
  if (store.has(url)) return undefined;
  const response = fetch(url, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'include',
  });
  response.catch(() => {}); // taken (and its failure handled) by the client, or never needed
  store.set(url, response);
  return response;
}

/**
 * Once `response` arrives, preloads the image its `field` names (the first
 * item's that has one, in a list), as an `<img>` showing it would: the island
 * renders it later from the browser's cache. Only the URLs src/lib/safe-url.ts
 * `imageUrl` lets through (the rule is repeated: cashback.js imports no function;
 * test/runtime/shared.test.ts checks the two agree).
 */
function warmImage(response: Promise<Response>, field: string): void {
  response
    // Cloned in the first reaction to the response, before the API client reads it.
    .then((reply) => (reply.ok ? reply.clone().json() : null))
    .then((body: { data?: unknown } | null) => {
      const src = ([] as (Record<string, unknown> | null)[]).concat((body?.data ?? body) as never)
        .map((item) => item?.[field])
        .find((value): value is string => typeof value === 'string' && SAFE_IMAGE.test(value));
      if (!src) return;
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src });
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(() => {}); // the island shows the image (or its failure) as usual
}

/** An absolute http(s) URL or a root-relative path: what src/lib/safe-url.ts `imageUrl` lets into an `<img>`. */
export const SAFE_IMAGE = /^(https?:\/\/[^/\\\s]|\/(?![/\\]))[^\s\\]*$/i;
