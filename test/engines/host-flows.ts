// The host's side, written once for every engine: which APIs past the
// baseline the engine lacks, a host page that hides the ones it can, and the
// host contract (placeholders added later, unmount and mount, the events, page
// swaps). Run by test/engines/flows.ts. Not a test file itself.
import type { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { intercept, signIn, settled, waitFor, type Demo, type Engine, type EngineName, type Tab } from '../setup/engines';
import { APIS, lacks, majorVersion, probeApis } from '../setup/baseline';
import { app, button, clean, textShows } from './steps';

/** The APIs a host page can hide from the bundle, and the script that hides them (before cashback.js). */
const HIDDEN = ['scheduler.postTask', 'requestIdleCallback', 'Element.setHTML', 'Trusted Types', 'crypto.randomUUID'];
const HIDE_APIS = `for (const name of ['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'trustedTypes']) delete window[name];
for (const proto of [Element.prototype, HTMLElement.prototype, window.ShadowRoot && ShadowRoot.prototype]) if (proto) delete proto.setHTML;
if (window.Crypto) delete Crypto.prototype.randomUUID;`;

const hostPage = (body: string) => `<!doctype html><html lang="uk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host</title><link rel="stylesheet" href="/widgets/cashback.css"></head>
<body><h1>Host page</h1>${body}<script type="module" src="/widgets/cashback.js"></script></body></html>`;

export interface HostEnv { engine: Engine; demo: Demo; width: number; open(options?: { as?: string }): Promise<Tab> }

export function hostFlows(test: ReturnType<typeof suite>, name: EngineName, env: () => HostEnv) {
  test('baseline: the APIs past it that this engine lacks are the ones the README says (their fallbacks ran above)', async () => {
    const { open } = env();
    const tab = await open();
    await tab.goto('/login');
    // Sorted: WebKitWebDriver hands an object's keys back in an order of its own.
    const probed = await tab.eval(probeApis);
    assert.equal(Object.keys(probed).sort(), [...APIS].sort(), 'the probe covers the README\'s list');
    const missing = Object.entries(probed).filter(([, has]) => !has).map(([api]) => api).sort();
    const version = majorVersion(name, await tab.eval(() => navigator.userAgent));
    assert.equal(missing, lacks(name, version).sort(), `${name} ${version} lacks`);
    await tab.close();
  });

  test('fallbacks: with every API past the baseline that a page can hide hidden, the islands still work', async () => {
    const { demo, open } = env();
    const undo = intercept(demo, (req, res) => {
      if (req.url !== '/fallbacks') return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(`<script>${HIDE_APIS}</script>
<div data-cashback="header"></div><div data-cashback="shop-tabs"></div>
<section data-cashback="shop" data-props='{"id": 3}'></section><div id="idle" data-cashback="footer" data-load="idle"></div>`));
      return true;
    });
    try {
      const tab = await open();
      await tab.goto('/fallbacks');
      assert.equal(Object.entries(await tab.eval(probeApis)).filter(([api, has]) => HIDDEN.includes(api) && has), [], 'hidden');
      await waitFor(tab, 'the idle footer (a timer instead of requestIdleCallback)', () => document.getElementById('idle')?.getAttribute('data-cashback-state') === 'mounted');
      await waitFor(tab, 'the description, by DOMPurify without Trusted Types', () =>
        (document.querySelector('.cb-shop__description')?.textContent?.trim().length ?? 0) > 0 &&
        performance.getEntriesByType('resource').some((e) => /purify/.test(e.name)));
      assert.not.ok(await tab.eval(() => document.querySelector('.cb-shop__description')!.querySelector('script, [onerror], [onclick], iframe') !== null), 'nothing unsafe');
      await tab.click(button('Найбільший кешбек', '[data-cashback="shop-tabs"]'));
      await waitFor(tab, 'the greatest list (another panel, prepared on a timer)', () =>
        document.querySelectorAll('[data-cashback="shop-tabs"] .cb-shop-tabs__panel[id$="-panel-greatest"]:not([hidden]) .cb-shop-card').length > 0);
      await clean(tab);
      await tab.close();
    } finally {
      undo();
    }
  });

  const state = (tab: Tab, id: string, value: string | null) =>
    waitFor(tab, `#${id} ${value ?? 'unmounted'}`, (i: string, v: string | null) => document.getElementById(i)?.getAttribute('data-cashback-state') === v, id, value);

  test('host: placeholders added later mount, removed ones unmount, the API and the events work', async () => {
    const { engine, demo, width } = env();
    const undo = intercept(demo, (req, res) => {
      if (req.url !== '/host-test') return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(
        '<div id="slot"></div><script>window.events=[];["cashback:mounted","cashback:error"].forEach(function(t){document.addEventListener(t,function(e){events.push(t+" "+e.target.id)})})</script>'));
      return true;
    });
    try {
      const tab = await engine.open(demo, { width });
      await tab.goto('/host-test');
      await waitFor(tab, 'window.CashbackWidgets', () => (window as { CashbackWidgets?: unknown }).CashbackWidgets);
      assert.match(await tab.eval(() => window.CashbackWidgets!.version), /^\d+\.\d+\.\d+/);
      await tab.eval(() => { document.getElementById('slot')!.innerHTML = '<div id="late" data-cashback="footer"></div><div id="bad" data-cashback="no-such-island"></div>'; });
      await state(tab, 'late', 'mounted');
      await state(tab, 'bad', 'failed');
      assert.equal(await tab.eval(() => (window as unknown as { events: string[] }).events.sort()), ['cashback:error bad', 'cashback:mounted late']);
      await tab.eval(() => document.getElementById('late')!.remove());
      await tab.eval(() => { document.getElementById('slot')!.innerHTML = '<div id="m" data-cashback="footer"></div>'; });
      await state(tab, 'm', 'mounted');
      assert.is(await tab.eval(() => window.CashbackWidgets!.unmount(document.getElementById('m')!)), true);
      assert.is(await tab.eval(() => document.getElementById('m')!.childElementCount), 0);
      assert.is(await tab.eval(() => window.CashbackWidgets!.unmount(document.getElementById('m')!)), false);
      await tab.eval(() => window.CashbackWidgets!.mount(document.getElementById('slot')!));
      await state(tab, 'm', 'mounted');
      await clean(tab, [/no-such-island/]);
      await tab.close();
    } finally {
      undo();
    }
  });

  test('host: a Turbo-like body swap mounts every placeholder of the new body; the app follows the URL; one toaster root', async () => {
    const { engine, demo, width } = env();
    const tab = await engine.open(demo, { width });
    await signIn(tab, 'user@example.com');
    await tab.goto('/user-profile/my-friends');
    await settled(tab);
    for (const [url, how, heading] of [['/about', 'turbo', 'Як це працює'], ['/shops', 'livewire', 'Магазини'], ['/user-profile/my-friends', 'innerHTML', 'Мої друзі']] as const) {
      await tab.eval(async (u: string, h: string) => {
        const html = await (await fetch(u)).text();
        const next = new DOMParser().parseFromString(html, 'text/html').body;
        history.pushState({}, '', u);
        if (h === 'turbo') document.documentElement.replaceChild(document.adoptNode(next), document.body);
        else if (h === 'livewire') document.body.replaceWith(document.adoptNode(next));
        else document.body.innerHTML = next.innerHTML;
        document.dispatchEvent(new Event(h === 'turbo' ? 'turbo:load' : h === 'livewire' ? 'livewire:navigated' : 'pjax:end'));
      }, url, how);
      await waitFor(tab, `every island after the ${how} swap to ${url}`, () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const all = [...document.querySelectorAll('[data-cashback]')];
        return all.length > 0 && all.every((el) => el.getAttribute('data-cashback-state') === 'mounted');
      });
      await textShows(tab, heading, app);
    }
    await tab.eval(() => window.scrollTo(0, 0));
    await tab.click({ css: 'button', text: 'Копіювати реферальне посилання' });
    await waitFor(tab, 'the toast', () => document.querySelector('.cb-toast') !== null);
    assert.equal(await tab.eval(() => [...document.querySelectorAll('.cb-toaster-root')].map((el) => el.parentElement === document.body)), [true]);
    await clean(tab);
    await tab.close();
  });
}
