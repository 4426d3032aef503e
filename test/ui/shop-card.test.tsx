import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../src/api/http';
import type { Shop } from '../../src/api/types';
import { formatPercent } from '../../src/lib/percent';
import { $alert, hideAlert } from '../../src/stores/alert';
import { $favoriteIds, $favoriteShops } from '../../src/stores/favorite-shops';
import { ShopCard } from '../../src/ui/shop-card';
import { ShopGrid } from '../../src/ui/shop-grid';
import { fakeFetch, quiet } from '../api/helpers';

const test = suite('ShopCard');

const shop = (over: Partial<Shop> = {}): Shop => ({
  id: 7, name: 'Rozetka', image: '/logos/7.svg', link: 'https://rozetka.com.ua', cashback_percent: 5,
  is_sale: false, avg_stars: 4.5, pending_payment: 14, categoryId: 1, ...over,
});

const card = (s: Shop, saved = false) => {
  render(<ul><ShopCard shop={s} saved={saved} /></ul>, document.body);
  return document.body.querySelector('li')!;
};
const star = () => document.body.querySelector<HTMLButtonElement>('.cb-shop-card__star')!;
/** Waits (up to a second) for `check` to hold. */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await tick(10);
}
// A user's page has the star's chunk from the start (the load plan's entry for a signed-in header).
const asUser = async () => {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  await import('../../src/stores/favorite-toggle');
};

test.before.each(() => {
  resetDom();
  hideAlert();
  ($favoriteShops as unknown as { set(v: unknown): void }).set({ status: 'idle', data: [], error: null });
});
test.after.each(async () => {
  render(null, document.body);
  await allTasks();
  cleanStores($favoriteIds, $favoriteShops);
  configureHttp({});
});

test('formatPercent: a decimal comma, at most two decimals, numeric strings', () => {
  assert.is(formatPercent(5), '5');
  assert.is(formatPercent(2.5), '2,5');
  assert.is(formatPercent(2.499999), '2,5');
  assert.is(formatPercent(12.25), '12,25');
  assert.is(formatPercent('7.50'), '7,5');
  assert.is(formatPercent('x'), '0');
});

test('logo, name and "до N%", linking to the shop', () => {
  const li = card(shop({ cashback_percent: 2.5 }));
  const link = li.querySelector('a')!;
  assert.is(link.getAttribute('href'), '/shops/7');
  assert.match(link.textContent!, /Rozetka/);
  assert.is(li.querySelector('.cb-shop-card__rate')!.textContent, 'до 2,5%');
  const img = li.querySelector('img')!;
  assert.is(img.getAttribute('src'), '/logos/7.svg');
  assert.is(img.getAttribute('loading'), 'lazy');
  assert.is(img.getAttribute('width'), '72');
  assert.is(img.getAttribute('height'), '72');
  assert.is(img.getAttribute('alt'), '', 'the name follows as text');
});

test('an image URL that is not http(s) or root-relative gives the letter placeholder, no <img>', () => {
  for (const image of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png', '']) {
    const li = card(shop({ image }));
    assert.is(li.querySelector('img'), null, image);
    assert.is(li.querySelector('.cb-shop-card__logo')!.textContent, 'R', image);
  }
});

test('"до N%" for whole numbers and decimals', () => {
  for (const [percent, text] of [[10, 'до 10%'], [0.5, 'до 0,5%'], [12.75, 'до 12,75%']] as const) {
    assert.is(card(shop({ cashback_percent: percent })).querySelector('.cb-shop-card__rate')!.textContent, text);
  }
});

test('the badge "Кешбек збільшено" only when is_sale', () => {
  assert.not.match(card(shop({ is_sale: false })).textContent!, /Кешбек збільшено/);
  render(null, document.body);
  assert.match(card(shop({ is_sale: true })).querySelector('a')!.textContent!, /Кешбек збільшено/);
});

test('without a logo the first letter stands in', () => {
  const li = card(shop({ image: '' }));
  assert.is(li.querySelector('img'), null);
  assert.is(li.querySelector('.cb-shop-card__logo')!.textContent, 'R');
});

test('the star: a toggle named after the shop, pressed when saved', () => {
  card(shop(), true);
  assert.is(star().getAttribute('aria-label'), 'Зберегти магазин Rozetka');
  assert.is(star().getAttribute('aria-pressed'), 'true');
  render(null, document.body);
  card(shop(), false);
  assert.is(star().getAttribute('aria-pressed'), 'false');
});

test('a guest pressing the star is invited to sign in or sign up, and nothing is sent', async () => {
  const api = fakeFetch();
  configureHttp({ fetch: api.fetch });
  card(shop());
  star().click();
  // Its links follow the frame that shows the dialog (src/ui/modal.tsx).
  await until(() => Boolean(document.querySelector('[role="dialog"] a')));
  const dialog = document.querySelector('[role="dialog"]')!;
  assert.ok(dialog, 'the invitation opens');
  const hrefs = [...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.equal(hrefs, ['/login', '/registration']);
  assert.equal(api.sent, []);
  (dialog.querySelector('button[aria-label="Закрити"]') as HTMLButtonElement).click();
  await tick();
  assert.is(document.querySelector('[role="dialog"]'), null);
});

test('a user pressing the star toggles the favourite at once through GET /api/favorite-shops/{id}', async () => {
  await asUser();
  const api = fakeFetch((req) =>
    req.path === '/api/favorite-shops/' ? { json: { data: [] } } : { json: { data: { shop_id: 7, is_favorite: true } } });
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  render(<ShopGrid shops={[shop()]} label="Магазини" />, document.body);
  await allTasks();
  await tick();
  assert.is(star().getAttribute('aria-pressed'), 'false');
  star().click();
  // Before the server has answered (the toggle's module may take a task to come from the loader).
  await until(() => star().getAttribute('aria-pressed') === 'true');
  assert.is(star().getAttribute('aria-pressed'), 'true', 'optimistic');
  await until(() => api.calls().length === 2);
  await tick(20);
  assert.equal(api.calls().map((r) => `${r.method} ${r.path}`), ['GET /api/favorite-shops/', 'GET /api/favorite-shops/7']);
  assert.is(document.querySelector('[role="dialog"]'), null);
  assert.is(star().getAttribute('aria-pressed'), 'true');
});

// A 5xx leaves open whether the server saved it: the card's own text. A 4xx is a refusal that says why.
for (const [status, text] of [
  [500, 'Не вдалося оновити збережені магазини. Спробуйте ще раз.'],
  [429, 'Забагато запитів. Зачекайте трохи і спробуйте ще раз.'],
] as const) {
  test(`a toggle answered ${status} is rolled back with an error alert: '${text}'`, async () => {
    await asUser();
    const api = fakeFetch(async (req) => {
      if (req.path === '/api/favorite-shops/') return { json: { data: [] } };
      await tick(30);
      return { status, json: {} };
    });
    configureHttp({ fetch: api.fetch, getRetries: 0 });
    render(<ShopGrid shops={[shop()]} label="Магазини" />, document.body);
    await allTasks();
    await tick();
    await quiet(async () => {
      star().click();
      await until(() => star().getAttribute('aria-pressed') === 'true');
      assert.is(star().getAttribute('aria-pressed'), 'true');
      await until(() => star().getAttribute('aria-pressed') === 'false');
      await until(() => $alert.get().show);
    });
    assert.is(star().getAttribute('aria-pressed'), 'false');
    assert.equal($alert.get(), { show: true, type: 'error', text });
  });
}

test.run();
