// The inline script a host writes after the JSON blocks that hold the answers
// to a first screen's GETs (src/api/page-data.ts), from the prerender index's
// `primer`: each block becomes the answer cashback.js finds already in for
// its URL (src/runtime/preload.ts starts no GET for it) and the API client
// takes (src/api/primed.ts). Only pages with such blocks carry it: cashback.js
// stays as it is on every other page. A block with `data-cashback-store` also
// puts its value where its store reads it (`activeUser`, `activePosters`), and
// says so (hydration-gate.ts): the page's HTML was rendered with it.
import { Global } from './shared';

const store = ((window as unknown as Record<symbol, Map<string, Promise<Response>>>)[Symbol.for(Global.Primed)] ??= new Map());
const stored = ((window as unknown as Record<symbol, string[]>)[Symbol.for(Global.Stored)] ??= []);
const base = (window.cashbackConfig?.apiBaseUrl ?? '').replace(/\/+$/, '');
for (const block of document.querySelectorAll('script[data-cashback-get]')) {
  const key = block.getAttribute('data-cashback-store');
  try {
    if (key) {
      const body = JSON.parse(block.textContent ?? '');
      localStorage.setItem(key, JSON.stringify(body.data ?? body));
      stored.push(key);
    }
  } catch {
    // No storage (or no JSON): the store waits for hydration as without, and the island renders afresh.
  }
  const url = base + block.getAttribute('data-cashback-get');
  // Support: the Response constructor (Chrome 40, Firefox 39, Safari 10.1), older than the module scripts we need.
  if (!store.has(url)) store.set(url, Promise.resolve(new Response(block.textContent, { headers: { 'content-type': 'application/json' } })));
}
