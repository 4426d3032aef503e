// The main flows, written once for every engine (issue 25): a guest's home,
// the shop tabs, a shop's page with a review, search typing, a login with a
// wrong then the right password, favourites, a withdrawal exactly once under a
// double click, a settings edit, logout, the pages without JavaScript, and the
// host contract. flows-<engine>.test.ts runs them in one engine; Chromium runs
// their fuller versions in test/browser. Not a test file itself.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  intercept, launchEngine, resolve, screenshot, settled, signIn, startDemo, waitFor,
  type Demo, type Engine, type EngineName, type Tab, type Target,
} from '../setup/engines';
import { APIS, LACKS, probeApis } from '../setup/baseline';

/** Each engine at the width its shoppers mostly have: WebKit is every iPhone, Firefox mostly desktops. */
export const FLOW_WIDTH: Record<EngineName, number> = { chromium: 1280, firefox: 1280, webkit: 375 };

/** The APIs a host page can hide from the bundle, and the script that hides them (before cashback.js). */
const HIDDEN = ['scheduler.postTask', 'requestIdleCallback', 'Element.setHTML', 'Trusted Types', 'crypto.randomUUID'];
const HIDE_APIS = `for (const name of ['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'trustedTypes']) delete window[name];
for (const proto of [Element.prototype, HTMLElement.prototype, window.ShadowRoot && ShadowRoot.prototype]) if (proto) delete proto.setHTML;
if (window.Crypto) delete Crypto.prototype.randomUUID;`;

interface DbUser { id: number; email: string; full_name: string; current_balance: number }
interface Db {
  users: DbUser[];
  shops: { id: number; name: string; cashback_percent: number }[];
  feedbacks: { shop_id: number; user_id: number; stars: number; text: string }[];
  withdrawals: { user_id: number; amount: number }[];
  favorites: Map<number, Set<number>>;
}

const app = '[data-cashback="app"]';
const header = '[data-cashback="header"]';
const button = (text: string | RegExp, within = app): Target => ({ css: `${within} button, ${within} [role="tab"], ${within} [role="switch"]`, text });
const field = (name: string, within = app) => `${within} input[name="${name}"], ${within} textarea[name="${name}"]`;

/** Replaces what a field holds by typing: its text selected, deleted with a real Backspace, then typed. */
async function fill(tab: Tab, target: Target, text: string) {
  const selector = await resolve(tab, target);
  await tab.click(selector);
  await tab.eval((s: string) => (document.querySelector(s) as HTMLInputElement).select(), selector);
  await tab.press('Backspace');
  await tab.type(selector, text);
}

const pathIs = (tab: Tab, path: string) => waitFor(tab, `the address ${path}`, (p: string) => location.pathname + location.search === p, path);
const textShows = (tab: Tab, text: string, within = 'body') =>
  waitFor(tab, `«${text}»`, (t: string, w: string) => document.querySelector(w)?.textContent?.includes(t), text, within);

/** No island failed and the page reported no error (WebKit: since the page loaded; see engines-webkit.ts). */
async function clean(tab: Tab, allowed: RegExp[] = []) {
  const failed = await tab.eval(() => [...document.querySelectorAll('[data-cashback-state="failed"]')].map((el) => el.getAttribute('data-cashback')));
  assert.equal(failed, [], `${tab.engine}: failed islands`);
  assert.equal(tab.errors.filter((e) => !allowed.some((a) => a.test(e))), [], `${tab.engine}: errors in the page`);
}

export function engineFlows(name: EngineName) {
  const test = suite(`flows in ${name}`);
  const width = FLOW_WIDTH[name];
  const phone = width < 992;
  let engine: Engine;
  let demo: Demo;
  const db = () => demo.server.db as Db;
  const userOf = (email: string) => db().users.find((u) => u.email === email)!;
  const open = async (options: { as?: string; js?: boolean } = {}) => {
    const tab = await engine.open(demo, { width, js: options.js ?? true });
    if (options.as) await signIn(tab, options.as);
    return tab;
  };
  /** Opens `path` and waits for its islands. */
  const visit = async (tab: Tab, path: string) => {
    await tab.goto(path);
    await settled(tab);
  };

  test.before(async () => {
    demo = await startDemo();
    engine = await launchEngine(name);
  });
  test.after(async () => {
    await engine?.close();
    await demo?.close();
  });

  test('a guest\'s home: header, teaser, 12 shops, footer', async () => {
    const tab = await open();
    await visit(tab, '/');
    await textShows(tab, 'українських магазинах', `${app} .cb-teaser h1`);
    await waitFor(tab, '12 shop cards', () => document.querySelectorAll('[data-cashback="app"] .cb-shop-card').length === 12);
    assert.is(await tab.eval(() => document.querySelector('[data-cashback="header"] a[href="/login"]') !== null), true, 'the login link');
    await tab.eval(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitFor(tab, 'the footer', () => document.querySelector('[data-cashback="footer"]')?.getAttribute('data-cashback-state') === 'mounted');
    await tab.eval(() => window.scrollTo(0, 0));
    await screenshot(tab, `flows-home-${name}-${width}`);
    await clean(tab);
    await tab.close();
  });

  test('shop tabs: each tab shows its list and puts itself in the address', async () => {
    const tab = await open();
    await visit(tab, '/');
    await waitFor(tab, 'the shop cards', () => document.querySelector('[data-cashback="app"] .cb-shop-card') !== null);
    await tab.click(button('Найбільший кешбек'));
    await pathIs(tab, '/?tab=greatest');
    const shown = await waitFor(tab, 'the greatest list', () => {
      const list = [...document.querySelectorAll('[data-cashback="app"] .cb-shop-tabs__panel:not([hidden]) .cb-shop-card')];
      return list.length === 12 && list.map((card) => card.querySelector('h3, .cb-shop-card__name')?.textContent);
    });
    const greatest = [...db().shops].sort((a, b) => b.cashback_percent - a.cashback_percent)[0]!;
    assert.is(shown[0], greatest.name, 'the greatest cashback first');
    await tab.click(button('Категорії'));
    await pathIs(tab, '/?tab=categories');
    await waitFor(tab, 'the category cards', () => document.querySelector('[data-cashback="app"] .cb-category-card') !== null);
    assert.is(await tab.eval(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent), 'Категорії');
    await clean(tab);
    await tab.close();
  });

  test('a shop\'s page: the description sanitised, a review posted, listed first and stored', async () => {
    const tab = await open({ as: 'user@example.com' });
    await visit(tab, '/shops/3');
    await waitFor(tab, 'the description', () => document.querySelector('.cb-shop__description')?.textContent?.trim());
    const before = db().feedbacks.length;
    await tab.click({ css: '.cb-star-picker__star', text: '4 зірки' });
    const text = `Відгук з ${name}: кешбек прийшов за тиждень.`;
    await tab.type(`${app} textarea`, text);
    await tab.click(button('Надіслати відгук'));
    await textShows(tab, 'Дякуємо! Ваш відгук опубліковано.');
    assert.is(await tab.eval(() => document.querySelector('.cb-review .cb-review__text')?.textContent), text);
    assert.is(db().feedbacks.length, before + 1);
    assert.equal([db().feedbacks.at(-1)!.shop_id, db().feedbacks.at(-1)!.stars, db().feedbacks.at(-1)!.text], [3, 4, text]);
    await screenshot(tab, `flows-shop-review-${name}-${width}`);
    await clean(tab);
    await tab.close();
  });

  test('search typing: a misspelt and a mistyped name find the shop; Enter opens it', async () => {
    const tab = await open();
    await visit(tab, '/');
    if (phone) {
      await tab.click({ css: `${header} button`, text: 'Меню' });
      await waitFor(tab, 'the menu panel', () => document.querySelector('.cb-header__panel') !== null);
    }
    const box: Target = { css: `${header} [role="combobox"]`, text: /.*/ };
    await tab.type(box, 'hjptnrf'); // «розетка» typed on a Latin layout
    const first = () => document.querySelector('[data-cashback="header"] [role="listbox"] [role="option"] .cb-search__name')?.textContent;
    assert.is(await waitFor(tab, 'the first option', first), 'Rozetka');
    await fill(tab, box, 'rozteka');
    await waitFor(tab, 'Rozetka again', () => document.querySelector('[data-cashback="header"] [role="listbox"] [role="option"] .cb-search__name')?.textContent === 'Rozetka');
    await tab.press('Enter');
    await waitFor(tab, 'the shop\'s page', () => /^\/shops\/\d+$/.test(location.pathname) && document.querySelector('[data-cashback="app"] h1')?.textContent === 'Rozetka');
    await clean(tab);
    await tab.close();
  });

  test('login: a wrong password shows the server\'s message and keeps the input; the right one reloads home signed in', async () => {
    const tab = await open();
    await visit(tab, '/login');
    await tab.type(field('email'), 'user@example.com');
    await tab.type(field('password'), 'wrong-password');
    await tab.click(`${app} button[type="submit"]`);
    await waitFor(tab, 'the error', () => document.querySelector('[aria-invalid="true"]') !== null);
    await textShows(tab, 'Невірний email або пароль.', app);
    assert.equal(await tab.eval(() => ['email', 'password'].map((n) => (document.querySelector(`[data-cashback="app"] input[name="${n}"]`) as HTMLInputElement).value)),
      ['user@example.com', 'wrong-password']);
    await fill(tab, field('password'), 'password123');
    await tab.click(`${app} button[type="submit"]`);
    await waitFor(tab, 'home, signed in', () => location.pathname === '/' && (window as { isAuthenticated?: boolean }).isAuthenticated === true);
    await settled(tab);
    assert.is(await tab.eval(() => (JSON.parse(localStorage.getItem('activeUser') ?? 'null') as { email: string } | null)?.email), 'user@example.com');
    await waitFor(tab, 'the balance in the header', () => /1\s250,50/.test(document.querySelector('[data-cashback="header"]')?.textContent ?? ''));
    await clean(tab, [/422/]);
    await tab.close();
  });

  test('favourites: a star saves a shop on the server; the saved tab lists it; the star again forgets it', async () => {
    const tab = await open({ as: 'user@example.com' });
    await visit(tab, '/shops?tab=greatest');
    await waitFor(tab, 'the shop cards', () => document.querySelectorAll('[data-cashback="app"] .cb-shop-card').length > 12);
    const saved = () => db().favorites.get(userOf('user@example.com').id) ?? new Set<number>();
    const shop = db().shops.find((s) => !saved().has(s.id))!;
    const star = { css: `${app} button`, text: `Зберегти магазин ${shop.name}` };
    await tab.click(star);
    await waitFor(tab, 'the star pressed', (n: string) => document.querySelector(`[aria-label="Зберегти магазин ${n}"]`)?.getAttribute('aria-pressed') === 'true', shop.name);
    for (let i = 0; i < 50 && !saved().has(shop.id); i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(saved().has(shop.id), 'the server saved it');
    await tab.click(button('Збережені'));
    await pathIs(tab, '/shops?tab=favorite');
    await waitFor(tab, 'the saved card', (n: string) => [...document.querySelectorAll('[data-cashback="app"] .cb-shop-tabs__panel:not([hidden]) .cb-shop-card')].some((c) => c.textContent?.includes(n)), shop.name);
    await tab.click(star);
    await waitFor(tab, 'the card gone', (n: string) => ![...document.querySelectorAll('[data-cashback="app"] .cb-shop-tabs__panel:not([hidden]) .cb-shop-card')].some((c) => c.textContent?.includes(n)), shop.name);
    for (let i = 0; i < 50 && saved().has(shop.id); i++) await new Promise((r) => setTimeout(r, 50));
    assert.not.ok(saved().has(shop.id), 'the server forgot it');
    await clean(tab);
    await tab.close();
  });

  test('a withdrawal under a double click on a slow server: one request, one withdrawal', async () => {
    let posts = 0;
    // The server answers 700 ms late, so the second click comes while the first is on its way.
    const undo = intercept(demo, (req, _res, next) => {
      if (req.method !== 'POST' || !req.url?.startsWith('/api/withdrawal')) return false;
      posts += 1;
      setTimeout(next, 700);
      return true;
    });
    try {
      const tab = await open({ as: 'user@example.com' });
      const user = userOf('user@example.com');
      const [count, balance] = [db().withdrawals.filter((w) => w.user_id === user.id).length, user.current_balance];
      await visit(tab, '/user-profile/withdrawal-money/bank-card');
      await tab.type(field('card_number'), '4111111111111111');
      assert.is(await tab.eval(() => (document.querySelector('[name="card_number"]') as HTMLInputElement).value), '4111 1111 1111 1111');
      await tab.type(field('full_name'), 'Олена Коваленко');
      await tab.type(field('amount'), '55');
      await tab.dblclick(`${app} button[type="submit"]`);
      await pathIs(tab, '/user-profile/success-withdrawal');
      assert.is(posts, 1, 'one request');
      assert.is(db().withdrawals.filter((w) => w.user_id === user.id).length, count + 1, 'one withdrawal');
      assert.is(Math.round((balance - userOf('user@example.com').current_balance) * 100), 5500);
      await clean(tab);
      await tab.close();
    } finally {
      undo();
    }
  });

  test('settings: the full name edited inline sticks after a reload', async () => {
    const tab = await open({ as: 'admin@example.com' });
    await visit(tab, '/user-profile/settings');
    const fullName = `Олександр Тестовий ${name}`;
    await tab.click(button("Змінити: Ім'я та прізвище"));
    await fill(tab, `${app} .cb-setting--editing input`, fullName);
    await tab.press('Enter');
    await waitFor(tab, 'the new name shown', (n: string) => [...document.querySelectorAll('.cb-setting__value')].some((v) => v.textContent === n), fullName);
    assert.is(userOf('admin@example.com').full_name, fullName);
    // The toast says it is saved (a reload before its chunk is in: Firefox logs the import it cut off).
    await waitFor(tab, 'the toast', () => document.querySelector('.cb-toast') !== null);
    await tab.reload();
    await settled(tab);
    await waitFor(tab, 'the name after a reload', (n: string) => [...document.querySelectorAll('.cb-setting__value')].some((v) => v.textContent === n), fullName);
    await clean(tab);
    await tab.close();
  });

  test('logout reloads home as a guest and forgets the stored user', async () => {
    const tab = await open({ as: 'new@example.com' });
    await visit(tab, '/user-profile/settings');
    await tab.click(button('Вийти'));
    await waitFor(tab, 'home as a guest', () => location.pathname === '/' && (window as { isAuthenticated?: boolean }).isAuthenticated === false);
    await settled(tab);
    assert.is(await tab.eval(() => localStorage.getItem('activeUser')), null);
    await tab.goto('/user-profile/settings');
    await pathIs(tab, '/login');
    await clean(tab);
    await tab.close();
  });

  test('without JavaScript: the prerendered header, teaser, footer and login form read, with real links and a form that posts', async () => {
    const tab = await open({ js: false });
    await tab.goto('/');
    const home = await tab.eval(() => ({
      login: document.querySelector('[data-cashback="header"] a[href="/login"]')?.textContent?.trim(),
      heading: document.querySelector('.cb-teaser h1')?.textContent,
      email: !!document.querySelector('.cb-teaser input[type="email"]')?.getClientRects().length,
      action: document.querySelector('.cb-teaser form')?.getAttribute('action'),
      footerLinks: document.querySelectorAll('[data-cashback="footer"] a').length,
      mounted: document.querySelectorAll('[data-cashback-state]').length,
    }));
    assert.is(home.login, 'Увійти');
    assert.match(home.heading ?? '', /українських магазинах/);
    assert.ok(home.email, 'the teaser shows its e-mail field');
    assert.is(home.action, '/registration');
    assert.ok(home.footerLinks >= 5, 'the footer links');
    assert.is(home.mounted, 0, 'no script ran');
    await screenshot(tab, `flows-nojs-home-${name}-${width}`);
    await tab.goto('/login');
    const form = await tab.eval(() => {
      const f = document.querySelector('[data-cashback="app"] form');
      return [f?.getAttribute('method'), !!f?.querySelector('input[type="email"][name="email"]')?.getClientRects().length,
        !!f?.querySelector('input[type="password"][name="password"]')?.getClientRects().length];
    });
    assert.equal(form, ['post', true, true]);
    await tab.close();
  });

  test('baseline: the APIs past it that this engine lacks are the ones the README says (their fallbacks ran above)', async () => {
    const tab = await open();
    await tab.goto('/login');
    // Sorted: WebKitWebDriver hands an object's keys back in an order of its own.
    const probed = await tab.eval(probeApis);
    assert.equal(Object.keys(probed).sort(), [...APIS].sort(), 'the probe covers the README\'s list');
    const missing = Object.entries(probed).filter(([, has]) => !has).map(([api]) => api).sort();
    assert.equal(missing, [...LACKS[name]].sort(), `${name} lacks`);
    await tab.close();
  });

  test('fallbacks: with every API past the baseline that a page can hide hidden, the islands still work', async () => {
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
      assert.is(await tab.eval(() => document.querySelector('.cb-shop__description')!.querySelector('script, [onerror], [onclick], iframe')), null);
      await tab.click(button('Найбільший кешбек', '[data-cashback="shop-tabs"]'));
      await waitFor(tab, 'the greatest list (another panel, prepared on a timer)', () =>
        document.querySelectorAll('[data-cashback="shop-tabs"] .cb-shop-tabs__panel:not([hidden]) .cb-shop-card').length > 0);
      await clean(tab);
      await tab.close();
    } finally {
      undo();
    }
  });

  hostContract(test, name, () => ({ engine, demo, width }));
  return test;
}

const hostPage = (body: string) => `<!doctype html><html lang="uk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host</title><link rel="stylesheet" href="/widgets/cashback.css"></head>
<body><h1>Host page</h1>${body}<script type="module" src="/widgets/cashback.js"></script></body></html>`;

/** The host contract: placeholders added later, unmount and mount, the events, page swaps. */
function hostContract(test: ReturnType<typeof suite>, name: EngineName, env: () => { engine: Engine; demo: Demo; width: number }) {
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
    void name;
  });
}
