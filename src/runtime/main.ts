import type { CashbackWidgets } from './contract';
import { afterFirstPaint, bundleUnavailable } from './boot';
import { preloadChunks, primeData, type LoadPlan } from './preload';
import { Global, RETRY_MS } from './shared';

declare const __CASHBACK_VERSION__: string;
/** Written by build.mjs from esbuild's metafile; missing in watch mode and tests. */
declare const __CASHBACK_PLAN__: LoadPlan | undefined;

const KEY = Symbol.for(Global.Widgets);
const globals = window as unknown as { [KEY]?: CashbackWidgets };

// Loading the script twice must mount nothing twice.
if (!globals[KEY]) {
  // A page without the inline loader (which carries it): what the shopper does with prerendered
  // HTML is kept from here on (capture.ts; the same global name). A chunk of its own, so pages with
  // the loader, or without prerendered HTML, do not download it.
  if (!(Symbol.for(Global.Capture) in window) && document.querySelector('[data-cashback] > *')) {
    import('./capture').then((m) => m.installCapture(), () => {});
  }
  // cashback.js imports nothing: the runtime is a chunk, fetched in the same
  // wave as the islands' chunks and the route's data (see preload.ts).
  let runtime: typeof import('./mount') | undefined;
  const waiting: ParentNode[] = [];
  const api: CashbackWidgets = {
    mount: (root = document) => (runtime ? runtime.mountAll(root) : void waiting.push(root)),
    // Nothing is mounted before the runtime has loaded.
    unmount: (element) => runtime?.unmountElement(element) ?? false,
    version: typeof __CASHBACK_VERSION__ === 'string' ? __CASHBACK_VERSION__ : 'dev',
  };
  globals[KEY] = api;
  window.CashbackWidgets = api;

  const load = () => import('./mount');
  const run = (mount: typeof import('./mount')) => {
    runtime = mount;
    mount.start(waiting);
  };
  const plan = typeof __CASHBACK_PLAN__ !== 'undefined' ? __CASHBACK_PLAN__ : undefined;
  const user = window.isAuthenticated === true;
  const safely = (preload: () => void) => {
    try {
      preload();
    } catch (error) {
      console.error('[cashback] preloading failed:', error);
    }
  };
  const start = () => {
    // The route's data first, then, from a task of its own, the chunks (see preloadChunks) and the
    // runtime: in one task they would hold a slow phone's main thread long, just after the paint.
    // Either failing leaves the other, and the islands load as they import.
    if (plan) safely(() => primeData(plan, (window.cashbackConfig?.apiBaseUrl ?? '').replace(/\/+$/, ''), user));
    setTimeout(() => {
      if (plan) safely(() => preloadChunks(plan, import.meta.url, user));
      // A failed chunk load is retried once (as importWithRetry does for islands).
      load()
        .catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(load))
        .then(run, (error: unknown) => bundleUnavailable('the runtime', error));
    });
  };
  const begin = () => afterFirstPaint(start);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
}
