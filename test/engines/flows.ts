// The main flows, written once for every engine (issue 25): a guest's home,
// the shop tabs, a shop's page with a review, search typing, a login with a
// wrong then the right password, favourites, a withdrawal exactly once under a
// double click, a settings edit, logout, the pages without JavaScript; then the
// host's side (host-flows.ts). flows-<engine>.test.ts runs them in one engine;
// Chromium runs their fuller versions in test/browser. Not a test file itself.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  intercept, launchEngine, screenshot, settled, signIn, startDemo, waitFor,
  type Demo, type Engine, type EngineName, type Tab, type Target,
} from '../setup/engines';
import { app, button, clean, field, fill, header, pathIs, textShows } from './steps';
import { hostFlows } from './host-flows';

/** Each engine at the width its shoppers mostly have: WebKit is every iPhone, Firefox mostly desktops. */
export const FLOW_WIDTH: Record<EngineName, number> = { chromium: 1280, firefox: 1280, webkit: 375 };

interface DbUser { id: number; email: string; full_name: string; current_balance: number }
interface Db {
  users: DbUser[];
  shops: { id: number; name: string; cashback_percent: number }[];
  feedbacks: { shop_id: number; user_id: number; stars: number; text: string }[];
  withdrawals: { user_id: number; amount: number }[];
  favorites: Map<number, Set<number>>;
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
      const list = [...document.querySelectorAll('[data-cashback="app"] .cb-shop-tabs__panel[id$="-panel-greatest"]:not([hidden]) .cb-shop-card')];
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
    // The options follow the typing a frame behind, so a partial word's options may show first.
    await waitFor(tab, 'Rozetka first', () => document.querySelector('[data-cashback="header"] [role="listbox"] [role="option"] .cb-search__name')?.textContent === 'Rozetka');
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
    await waitFor(tab, 'the saved card', (n: string) => [...document.querySelectorAll('[data-cashback="app"] .cb-shop-tabs__panel[id$="-panel-favorite"]:not([hidden]) .cb-shop-card')].some((c) => c.textContent?.includes(n)), shop.name);
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

  /**
   * What the shopper does before the islands wake (src/runtime/capture.ts): the bundle's scripts are
   * held at the server until `release()`, and the page is opened without waiting for its load event
   * (the held scripts would hold it).
   */
  const asleep = async (tab: Tab, path: string) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const undo = intercept(demo, (req, _res, next) => {
      if (!/^\/widgets\/(cashback\.js|chunks\/[^/]+\.js)$/.test(req.url ?? '')) return false;
      void gate.then(next);
      return true;
    });
    await tab.goto('/__engines/blank');
    await tab.eval((url: string) => void (location.href = url), path);
    // Painted, its stylesheet in: the inline loader has run, as it has for anyone who can see the page.
    await waitFor(tab, 'the prerendered page', () => !!document.querySelector('[data-cashback="app"] > *') && Symbol.for('cashback.capture') in window);
    return () => {
      undo();
      release();
    };
  };

  test('before the islands wake: a login typed and sent signs in once; a shop tab tapped is shown after', async () => {
    const logins: string[] = [];
    const watch = intercept(demo, (req) => {
      if (req.url?.startsWith('/api/login') || (req.method === 'POST' && req.url?.startsWith('/login'))) logins.push(`${req.method} ${req.url}`);
      return false;
    });
    try {
      const tab = await open();
      let release = await asleep(tab, '/shops');
      await tab.click({ css: `${app} [role="tab"]`, text: 'Найбільший кешбек' });
      assert.ok(await tab.eval(() => !!document.querySelector('[data-cashback="app"][aria-busy="true"] [data-cashback-held]')), 'shown as taken');
      release();
      await waitFor(tab, 'the tab chosen', () => document.querySelector('[role="tab"][href="?tab=greatest"]')?.getAttribute('aria-selected') === 'true');
      await pathIs(tab, '/shops?tab=greatest');

      release = await asleep(tab, '/login');
      await tab.type(field('email'), 'user@example.com');
      await tab.type(field('password'), 'password123');
      await tab.press('Enter');
      assert.equal(logins, [], 'the prerendered form is not sent natively');
      release();
      await pathIs(tab, '/');
      await waitFor(tab, 'signed in', () => window.isAuthenticated === true);
      assert.equal(logins, ['POST /api/login'], 'one login');
      await settled(tab);
      await clean(tab);
      await tab.close();
    } finally {
      watch();
    }
  });

  hostFlows(test, name, () => ({ engine, demo, width, open }));
  return test;
}
