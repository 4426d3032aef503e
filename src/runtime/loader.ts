// The loader a host may put where `<script type="module" src=".../cashback.js">`
// goes, on pages whose placeholders hold prerendered HTML (the README's
// "Prerendered HTML"): a classic inline script, from the prerender index's
// `loader`, with the URL of cashback.js in `data-src`:
//
//   <script data-src="/widgets/cashback.js">…index.loader…</script>
//
// It asks for cashback.js only once the page has painted (but where the head
// preloads the runtime's chunk: see `early` below). A
// module script the page names is fetched while the stylesheet is, and
// Lighthouse's simulation (Lantern) then counts it into the paint: it sees no
// trace event that would show a module ran after the paint, so it takes
// every script that had arrived by then as one the paint waited for. The
// prerendered `/login` and `/about` painted 1.3x later than the same HTML
// without scripts (and up to 2x when the paint came late); with the loader,
// 0.8 to 1.0x. The cost: cashback.js, and so the wave, starts one round trip
// after the paint instead of being there already.
import { installCapture } from './capture';
import { afterFirstPaint, bundleUnavailable } from './boot';
import { readSnippet } from './snippet';

// Before anything paints: what the shopper does with the prerendered HTML is kept until its island wakes.
installCapture();

/** The runtime's chunk and what it imports, relative to cashback.js (written by build.mjs): a head that preloads it asks for no wait. */
declare const __CASHBACK_RUNTIME__: string[];

const src = document.currentScript?.getAttribute('data-src');
if (src) {
  const url = new URL(src, document.baseURI).href;
  const runtime = __CASHBACK_RUNTIME__.map((file) => new URL(file, url).href);
  // cashback.js alone starts the runtime's chunk, with the route's GETs: a runtime chunk the loader
  // asked for beside it comes in before cashback.js has started anything, and the whole hydration
  // then runs in one long task. With cashback.js, the chunks the page's snippets name (their
  // marker's `wave`): the islands' come in the same round trip as cashback.js, not one after it,
  // so on a slow network the islands wake a round trip sooner after the paint.
  const load = () => {
    void import(url).catch((error: unknown) => bundleUnavailable(url, error));
    const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    const links = document.createDocumentFragment();
    for (const element of document.querySelectorAll('[data-cashback]')) {
      for (const file of readSnippet(element)?.info.wave ?? []) {
        const href = new URL(file, url).href;
        if (!have.has(href)) links.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
        have.add(href);
      }
    }
    document.head.appendChild(links);
  };
  // A page whose head preloads the runtime's chunk (the index's `preload`: a signed-in page, a
  // shop's) has a first screen that waits for data and code anyway: there the paint waits for
  // nothing of ours, and cashback.js starts the route's GETs as early as it can. That head
  // preloads cashback.js too: this script runs only once the stylesheet is in (a classic
  // script waits for the sheets above it), and fetching cashback.js from here cost a round trip.
  const early = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) => runtime.includes(link.href));
  if (early) load();
  else afterFirstPaint(load);
} else {
  console.error('[cashback] the loader needs data-src, the URL of cashback.js, on its own classic script element (not a module)');
}
