// What cashback.js (preload.ts) and the runtime's chunk must agree on, where
// cashback.js keeps its own copy because it imports no function (shared.ts holds the rest).
import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { plannedEntries, primeData, SAFE_IMAGE, type LoadPlan } from '../../src/runtime/preload';
import { parseStrategy } from '../../src/runtime/strategies';
import { imageUrl } from '../../src/lib/safe-url';
import { takePrimed } from '../../src/api/primed';

const test = suite('cashback.js and the runtime agree');
test.before.each(() => resetDom());

test('a data-load value the runtime mounts at once is one whose chunk the wave starts', () => {
  const plan: LoadPlan = { files: ['faq'], deps: [[]], runtime: 0, entries: [{ island: 'faq', files: [0] }] };
  for (const load of [null, '', 'eager', 'lazy', 'IDLE', 'idle', 'visible', 'interaction', 'media']) {
    document.body.innerHTML = '<div data-cashback="faq"></div>';
    if (load !== null) document.body.firstElementChild!.setAttribute('data-load', load);
    const eager = parseStrategy(load) === 'eager';
    assert.is(plannedEntries(plan, document, '/', false).length > 0, eager, `data-load=${String(load)}`);
  }
});

test('cashback.js warms only the images an island shows', () => {
  const urls = [
    '/logos/7.svg', 'https://cdn.ua/p.png', 'http://cdn.ua/p.png', 'HTTPS://CDN.UA/P.PNG', '/a b.png', '//evil.ua/x.png',
    '/\\evil.ua', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'logos/7.svg', 'https:/x.png', 'ftp://cdn.ua/p.png', '',
  ];
  for (const url of urls) {
    if (!SAFE_IMAGE.test(url)) continue;
    // The same address the island's <img> asks for, so the warmed image comes from the cache.
    const shown = imageUrl(url);
    assert.ok(shown, url);
    assert.is(new URL(url, location.href).href, new URL(shown, location.href).href, url);
  }
  // What the API sends is warmed (a slip the URL parser mends, `https:/x.png`, is not: the island still shows it).
  for (const url of urls.slice(0, 4)) assert.ok(SAFE_IMAGE.test(url), url);
});

test('the GETs cashback.js starts are the ones the API client takes', () => {
  const calls: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = ((url: string) => (calls.push(url), new Promise<Response>(() => {}))) as typeof fetch;
  try {
    document.body.innerHTML = '<div data-cashback="slider"></div>';
    primeData({ files: [], deps: [], runtime: 0, entries: [{ island: 'slider', files: [], api: ['/api/posters'] }] }, '', false);
    assert.equal(calls, ['/api/posters']);
    assert.ok(takePrimed('/api/posters'), 'taken by the client');
    assert.is(takePrimed('/api/posters'), undefined, 'once');
  } finally {
    globalThis.fetch = original;
  }
});

test.run();
