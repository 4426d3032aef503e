import { resetDom, tick, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pointerCrossing, render, typeInto } from '../../setup/render';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import type { Category, Shop, User } from '../../../src/api/types';
import { setReloadTo } from '../../../src/lib/navigate-hard';
import { $appMounted } from '../../../src/stores/router';
import { $user, $userLoad, clearUser } from '../../../src/stores/user';
import { $shops } from '../../../src/stores/shops';
import { $categories } from '../../../src/stores/categories';
import Header from '../../../widgets/header/header';
import { HOVER_CLOSE_MS } from '../../../widgets/header/use-hover-menu';
import { fakeFetch, quiet, type Sent } from '../../api/helpers';
import { aUser } from '../../setup/user';

const test = suite('header');

const user = aUser({ email_verified_at: '2024-01-01T00:00:00Z', referral_link: '' });
const shops: Shop[] = [
  ...Array.from({ length: 9 }, (_, i) => `Mega Store ${i + 1}`),
  'Rozetka', 'Comfy', 'Home Mega',
].map((name, i) => ({
  id: i + 1, name, image: name === 'Comfy' ? 'javascript:alert(1)' : `/logos/${i + 1}.svg`, link: 'https://example.com', cashback_percent: name === 'Rozetka' ? 3.3333 : 7.5, is_sale: false,
  avg_stars: 4, pending_payment: 14, categoryId: 1,
}));
const categories: Category[] = ['Електроніка', "Краса і здоров'я", 'Мегамаркети'].map((name, i) => ({ id: i + 1, name, image: `/c/${i + 1}.svg` }));

const NBSP = '\u00a0';
const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const text = () => document.body.textContent ?? '';
const link = (label: string) => $$<HTMLAnchorElement>('a').find((a) => a.textContent?.trim() === label);
const button = (label: string) =>
  $$<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label')?.startsWith(label) || b.textContent?.trim() === label);

let sent: Sent[] = [];
let navigations: string[] = [];
function serve(me: User | null = null) {
  const api = fakeFetch((req) => {
    if (req.path === '/api/user') return me ? { json: me } : { status: 401, json: { message: 'Unauthenticated.' } };
    if (req.path === '/api/shops') return { json: { data: shops } };
    if (req.path === '/api/categories') return { json: { data: categories } };
    if (req.path === '/api/logout') return { status: 204 };
    return { status: 404, json: { message: 'Not found' } };
  });
  configureHttp({ fetch: api.fetch, getRetries: 0, retryDelayMs: 0 });
  sent = api.sent;
}
const calls = (path: string) => sent.filter((r) => r.path === path).length;

function mount(as?: User) {
  if (as) {
    window.isAuthenticated = true;
    $user.set(as);
  }
  serve(as ?? null);
  render(<Header />, document.body);
}

test.before.each(() => {
  resetDom();
  navigations = [];
  setReloadTo((path) => navigations.push(path));
});
test.after.each(async () => {
  render(null, document.body);
  await allTasks();
  cleanStores($user, $shops, $categories);
  for (const $list of [$shops, $categories] as unknown as { set(v: unknown): void }[]) $list.set({ status: 'idle', data: [], error: null });
  clearUser();
  $userLoad.set('idle');
  $appMounted.set(false);
  configureHttp({});
});

test('guest: logo, links, search, login and registration; no list is fetched', async () => {
  mount();
  await tick(20);
  assert.is($('.cb-brand')?.getAttribute('href'), '/');
  assert.is($('.cb-brand')?.getAttribute('aria-label'), 'Повертай — на головну');
  assert.is(link('Магазини')?.getAttribute('href'), '/shops');
  assert.is(link('Як це працює')?.getAttribute('href'), '/about');
  assert.ok($$('a').some((a) => a.textContent === 'Увійти' && a.getAttribute('href') === '/login'));
  assert.is(link('Реєстрація')?.getAttribute('href'), '/registration');
  assert.ok($('input[role="combobox"]'), 'the search box');
  assert.not.ok(text().includes('Баланс'));
  assert.is(calls('/api/shops') + calls('/api/categories') + calls('/api/user'), 0, 'the header alone loads nothing');
});

test('user: balances and a user menu with the profile links and logout', async () => {
  mount(user);
  await until(() => $('.cb-user-menu__button'), 'the user area');
  assert.ok(text().includes(`Баланс1${NBSP}250,50${NBSP}грн`), text());
  assert.ok(text().includes(`В очікуванні320,00${NBSP}грн`));
  // The phone's balance chip (in the user's chunk, like the menu).
  await until(() => $('.cb-header__chip'), 'the balance chip');
  assert.is($('.cb-header__chip')!.getAttribute('href'), '/user-profile/my-cashback');
  assert.is($('.cb-header__chip')!.textContent, `Баланс1${NBSP}250,50${NBSP}грн`);
  assert.not.ok(link('Реєстрація'));
  const toggle = $<HTMLButtonElement>('.cb-user-menu__button')!;
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  assert.is(toggle.textContent?.replace('ОК', ''), 'Меню користувача: Олена Коваленко');
  assert.is($('.cb-avatar')?.textContent, 'ОК');
  toggle.click();
  await tick();
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  assert.not.ok(panel.hidden);
  const links = [...panel.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  assert.equal(links, [
    ['Особисті дані', '/user-profile/personal'],
    ['Мій кешбек', '/user-profile/my-cashback'],
    ['Виведення коштів', '/user-profile/withdrawal-money'],
    ['Мої друзі', '/user-profile/my-friends'],
    ['Налаштування', '/user-profile/settings'],
  ]);
  assert.not.ok(text().includes('Адмін панель'));
  assert.is(calls('/api/shops'), 0);
});

test('signed in, but the session is gone (401): login and registration again', async () => {
  window.isAuthenticated = true;
  serve(null);
  render(<Header />, document.body);
  await until(() => link('Реєстрація'), 'the guest buttons');
  assert.is(calls('/api/user'), 1);
  assert.not.ok(text().includes('Баланс'));
});

test('only the header on the page: a user whose stored status differs from total_balance gets exactly one PUT', async () => {
  mount({ ...user, status: 'silver' });
  await until(() => $('.cb-user-menu__button'), 'the user area');
  await quiet(() => allTasks());
  assert.equal(sent.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body]), [['/api/user/1', { status: 'gold' }]]);
});

test('signed in, but the user failed to load: a retry that works', async () => {
  window.isAuthenticated = true;
  let fail = true;
  const api = fakeFetch((req) => {
    if (req.path === '/api/user') return fail ? { status: 503, json: { message: 'down' } } : { json: user };
    return { status: 404, json: { message: 'Not found' } };
  });
  configureHttp({ fetch: api.fetch, getRetries: 0, retryDelayMs: 0 });
  render(<Header />, document.body);
  await until(() => button('Спробувати ще раз завантажити профіль'), 'the retry button');
  assert.not.ok(link('Реєстрація'), 'still a signed-in page');
  fail = false;
  button('Спробувати ще раз завантажити профіль')!.click();
  await until(() => $('.cb-user-menu__button'), 'the user area');
  assert.ok(text().includes(`1${NBSP}250,50${NBSP}грн`));
});

test('admin: an «Адмін панель» link to /admin', async () => {
  mount({ ...user, role: 1, email: 'admin@example.com' });
  await until(() => $('.cb-user-menu__button'), 'the user area');
  const admin = link('Адмін панель');
  assert.ok(admin);
  assert.is(admin!.getAttribute('href'), '/admin');
});

test('«Вийти» posts logout and reloads home', async () => {
  mount(user);
  await until(() => $('.cb-user-menu__button'), 'the user area');
  $<HTMLButtonElement>('.cb-user-menu__button')!.click();
  await tick();
  button('Вийти')!.click();
  await until(() => navigations.length, 'the reload');
  assert.is(calls('/api/logout'), 1);
  assert.equal(navigations, ['/']);
  assert.is($user.get(), null);
});

test('the user menu opens on hover and closes 200 ms after the pointer leaves', async () => {
  assert.is(HOVER_CLOSE_MS, 200);
  mount(user);
  await until(() => $('.cb-user-menu__button'), 'the user area');
  const root = $('.cb-user-menu')!;
  const toggle = $('.cb-user-menu__button')!;
  pointerCrossing(root, 'enter');
  await tick();
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  pointerCrossing(root, 'leave');
  await tick(HOVER_CLOSE_MS / 2);
  assert.is(toggle.getAttribute('aria-expanded'), 'true', 'still open shortly after leaving');
  pointerCrossing(root, 'enter');
  await tick(HOVER_CLOSE_MS + 50);
  assert.is(toggle.getAttribute('aria-expanded'), 'true', 'coming back cancels the close');
  pointerCrossing(root, 'leave');
  await tick(HOVER_CLOSE_MS + 50);
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
});

test('Escape closes the user menu and returns focus to its button', async () => {
  mount(user);
  await until(() => $('.cb-user-menu__button'), 'the user area');
  const toggle = $<HTMLButtonElement>('.cb-user-menu__button')!;
  toggle.focus();
  toggle.click();
  await tick();
  const first = $<HTMLAnchorElement>('.cb-user-menu__panel a')!;
  first.focus();
  first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await tick();
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, toggle);
});

const search = () => $<HTMLInputElement>('input[role="combobox"]')!;
async function type(value: string) {
  typeInto(search(), value);
  await tick();
}
const options = () => $$('[role="option"]');
const keydown = (key: string) => search().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

test('search: loads the lists on focus, at most 6 per group, prefix matches first', async () => {
  mount();
  search().focus();
  await until(() => calls('/api/shops') && calls('/api/categories'), 'the lists to load on focus');
  await type('mega');
  await until(() => options().length, 'results');
  const groups = $$('[role="group"]').map((g) => [document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent, g.querySelectorAll('[role="option"]').length]);
  assert.equal(groups, [['Магазини', 6], ['Категорії', 1]], 'mega finds Мегамаркети too');
  assert.equal(options().map((o) => o.querySelector('.cb-search__name')?.textContent),
    ['Mega Store 1', 'Mega Store 2', 'Mega Store 3', 'Mega Store 4', 'Mega Store 5', 'Mega Store 6', 'Мегамаркети']);
  assert.equal(options().map((o) => o.querySelector('mark')?.textContent), ['Mega', 'Mega', 'Mega', 'Mega', 'Mega', 'Mega', 'Мега'], 'the matched part is marked');
  assert.is(options()[0]!.getAttribute('href'), '/shops/1');
  assert.is(options()[0]!.querySelector('.cb-search__percent')?.textContent, 'до 7,5%');
  assert.is(search().getAttribute('aria-expanded'), 'true');

  await type('мега');
  await until(() => $$('[role="group"]').length === 2, 'both groups');
  const category = options().find((o) => o.textContent?.includes('Мегамаркети'))!;
  assert.is(category.getAttribute('href'), '/shops/category/3');

  await type("здоров'я");
  await until(() => options().length === 1, 'the category');
  assert.ok(options()[0]!.textContent?.includes("Краса і здоров'я"));
  assert.is(calls('/api/shops'), 1, 'fetched once');
});

test('search: a key typed before the names are read shows it with «Завантаження…», the results after the background slices, idle time or not', async () => {
  // The slices' tasks run when this test says; idle callbacks never come (a busy page has none).
  const tasks: (() => void)[] = [];
  const globals = globalThis as { scheduler?: unknown; requestIdleCallback?: unknown };
  const saved = { scheduler: globals.scheduler, requestIdleCallback: globals.requestIdleCallback };
  globals.scheduler = { postTask: (task: () => void) => void tasks.push(task) };
  globals.requestIdleCallback = () => 0;
  try {
    mount();
    search().focus();
    await until(() => $shops.get().data.length && $categories.get().data.length, 'the lists');
    await type('mega');
    assert.is($('.cb-search__note')?.textContent, 'Завантаження…', 'at once, below the typed text');
    assert.is(options().length, 0);
    assert.is(search().value, 'mega');
    for (let i = 0; i < 50 && !options().length; i++) {
      tasks.splice(0).forEach((task) => task());
      await tick();
    }
    assert.equal(options().slice(0, 2).map((o) => o.querySelector('.cb-search__name')?.textContent), ['Mega Store 1', 'Mega Store 2'], 'the results, once read');
    assert.not.ok($('.cb-search__note'), 'no note left');
  } finally {
    Object.assign(globals, saved);
  }
});

test('search: a logo URL that is not http(s) or root-relative gives a blank tile, no <img>', async () => {
  mount();
  search().focus();
  await type('comfy');
  await until(() => options().length === 1, 'the result');
  assert.is(options()[0]!.querySelector('img'), null);
  assert.ok(options()[0]!.querySelector('span.cb-search__logo'));
});

test("search: 'до N%' rounds as the shop cards do", async () => {
  mount();
  search().focus();
  await type('rozetka');
  await until(() => options().length === 1, 'the result');
  assert.is(options()[0]!.querySelector('.cb-search__percent')?.textContent, 'до 3,33%');
});

test('search: nonsense shows «Нажаль нічого не знайдено»', async () => {
  mount();
  search().focus();
  await type('zzqxw');
  await until(() => $('.cb-search__note')?.textContent === 'Нажаль нічого не знайдено', 'the no-match note');
  assert.is(options().length, 0);
  assert.is(search().getAttribute('aria-expanded'), 'false');
});

test('search: arrow keys move the active option, Enter follows it, Escape closes', async () => {
  $appMounted.set(true);
  mount();
  search().focus();
  await type('mega');
  await until(() => options().length === 7, 'results');
  keydown('ArrowDown');
  await tick();
  assert.is(search().getAttribute('aria-activedescendant'), options()[0]!.id);
  assert.is(options()[0]!.getAttribute('aria-selected'), 'true');
  keydown('ArrowDown');
  keydown('ArrowDown');
  await tick();
  assert.is(search().getAttribute('aria-activedescendant'), options()[2]!.id);
  keydown('ArrowUp');
  await tick();
  assert.is(search().getAttribute('aria-activedescendant'), options()[1]!.id);
  keydown('Escape');
  await tick();
  assert.is(options().length, 0, 'Escape closes the list');
  assert.is(search().getAttribute('aria-expanded'), 'false');
  assert.is(search().value, 'mega', 'and keeps the query');
  keydown('ArrowDown');
  await until(() => options().length === 7, 'reopened');
  keydown('ArrowDown');
  keydown('ArrowDown');
  await tick();
  keydown('Enter');
  await tick();
  assert.is(location.pathname, '/shops/2', 'the app navigated without a page load');
  assert.is(search().value, '', 'the search is cleared after choosing');
});

test('search: a click on an option, on its marked part too, navigates in the app; a ctrl-click is the browser\'s', async () => {
  $appMounted.set(true);
  mount();
  search().focus();
  await type('rozetka');
  await until(() => options().length === 1, 'the result');
  const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  options()[0]!.querySelector('mark')!.dispatchEvent(ctrl);
  assert.ok(!ctrl.defaultPrevented, 'a new tab is the browser\'s to open');
  await tick();
  search().focus();
  await type('rozetka');
  await until(() => options().length === 1, 'the result again');
  const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  options()[0]!.querySelector('mark')!.dispatchEvent(plain);
  await tick();
  assert.ok(plain.defaultPrevented);
  assert.is(location.pathname, '/shops/10', 'the app navigated without a page load');
  assert.is(search().value, '', 'the search is cleared after choosing');
});

test('mobile menu: the burger opens the panel, Escape closes it and refocuses the burger', async () => {
  mount(user);
  const burger = $$<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === 'Меню')!;
  assert.is(burger.getAttribute('aria-expanded'), 'false');
  burger.focus();
  burger.click();
  await until(() => document.getElementById(burger.getAttribute('aria-controls')!), 'the panel');
  assert.is(burger.getAttribute('aria-expanded'), 'true');
  const panel = document.getElementById(burger.getAttribute('aria-controls')!)!;
  await until(() => document.activeElement === panel, 'focus to move into the panel');
  assert.is(document.body.style.overflow, 'hidden', 'the page behind does not scroll');
  const labels = [...panel.querySelectorAll('a, button')].map((el) => el.textContent?.trim()).filter(Boolean);
  for (const label of ['Магазини', 'Як це працює', 'Особисті дані', 'Налаштування', 'Вийти']) assert.ok(labels.includes(label), label);
  assert.ok(panel.textContent?.includes(`1${NBSP}250,50${NBSP}грн`));
  panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await tick();
  assert.is(burger.getAttribute('aria-expanded'), 'false');
  assert.not.ok(document.getElementById(burger.getAttribute('aria-controls')!));
  assert.is(document.activeElement, burger);
  await until(() => document.body.style.overflow === '', 'the page to scroll again');
});

test('mobile menu for a guest offers login and registration; a link closes it', async () => {
  mount();
  const burger = $$<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === 'Меню')!;
  burger.click();
  await until(() => $('.cb-header__panel'), 'the panel');
  const panel = $('.cb-header__panel')!;
  const hrefs = [...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.equal(hrefs, ['/shops', '/about', '/login', '/registration']);
  $appMounted.set(true);
  panel.querySelector<HTMLAnchorElement>('a[href="/login"]')!.click();
  await tick();
  assert.is(location.pathname, '/login');
  assert.not.ok($('.cb-header__panel'));
});

/** Signed in on this page, and the server answers `/api/user` with `reply` until `fixed` is set. */
function serveUserFailing(reply: { status: number; json: unknown }) {
  window.isAuthenticated = true;
  const state = { fixed: false };
  const api = fakeFetch((req) => (req.path === '/api/user' ? (state.fixed ? { json: user } : reply) : { status: 404, json: { message: 'Not found' } }));
  configureHttp({ fetch: api.fetch, getRetries: 0, retryDelayMs: 0 });
  return state;
}

async function openMenu() {
  $$<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === 'Меню')!.click();
  await until(() => $('.cb-header__panel'), 'the panel');
  return $('.cb-header__panel')!;
}

test('mobile menu, the user failed to load: a retry that works, not a skeleton for good', async () => {
  const server = serveUserFailing({ status: 503, json: { message: 'down' } });
  await quiet(async () => {
    render(<Header />, document.body);
    await until(() => $$('button').some((b) => b.getAttribute('aria-label') === 'Спробувати ще раз завантажити профіль'), 'the bar\'s retry');
  });
  const panel = await openMenu();
  assert.is(panel.querySelector('.cb-skeleton'), null);
  const retry = [...panel.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Спробувати ще раз завантажити профіль');
  assert.ok(retry, 'a retry in the menu');
  server.fixed = true;
  retry!.click();
  await until(() => panel.textContent?.includes(`1${NBSP}250,50${NBSP}грн`), 'the account in the menu');
});

test('mobile menu, a session the server no longer knows (401): login and registration, not a skeleton', async () => {
  serveUserFailing({ status: 401, json: { message: 'Unauthenticated.' } });
  await quiet(async () => {
    render(<Header />, document.body);
    await until(() => link('Реєстрація'), 'the guest buttons in the bar');
  });
  const panel = await openMenu();
  assert.is(panel.querySelector('.cb-skeleton'), null);
  assert.equal([...panel.querySelectorAll('a')].map((a) => a.getAttribute('href')).slice(-2), ['/login', '/registration']);
});

test('hides on scroll down past 50 px and shows on scroll up', async () => {
  mount();
  const header = $('.cb-header')!;
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await tick(40);
  };
  await scrollTo(30);
  assert.not.ok(header.classList.contains('cb-header--hidden'), 'within 50 px');
  await scrollTo(400);
  assert.ok(header.classList.contains('cb-header--hidden'), 'scrolled down');
  await scrollTo(300);
  assert.not.ok(header.classList.contains('cb-header--hidden'), 'scrolled up');
  await scrollTo(0);
  delete (window as { scrollY?: number }).scrollY;
});

test.run();
