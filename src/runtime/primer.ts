// The inline script a host writes after the JSON blocks that hold the answers
// to a first screen's GETs (src/api/page-data.ts), from the prerender index's
// `primer`: each block becomes the answer cashback.js finds already in for
// its URL (src/runtime/preload.ts starts no GET for it) and the API client
// takes (src/api/primed.ts). Only pages with such blocks carry it: cashback.js
// stays as it is on every other page.
import { Global } from './shared';

const store = ((window as unknown as Record<symbol, Map<string, Promise<Response>>>)[Symbol.for(Global.Primed)] ??= new Map());
const base = (window.cashbackConfig?.apiBaseUrl ?? '').replace(/\/+$/, '');
for (const block of document.querySelectorAll('script[data-cashback-get]')) {
  const url = base + block.getAttribute('data-cashback-get');
  // Support: the Response constructor (Chrome 40, Firefox 39, Safari 10.1), older than the module scripts we need.
  if (!store.has(url)) store.set(url, Promise.resolve(new Response(block.textContent, { headers: { 'content-type': 'application/json' } })));
}
