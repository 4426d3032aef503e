import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { quiet } from '../../api/helpers';

// After the hook above: wouter must load through it.
const { default: ShopTabs } = await import('../../../widgets/shop-tabs/shop-tabs');
const { resetStores, serve, shop, shops, until } = await import('./fixtures');

const test = suite('shop-tabs');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const selected = () => $('[role="tab"][aria-selected="true"]')?.textContent;
const cardNames = () => $$('.cb-shop-card__name').map((el) => el.textContent);
const cardIds = () => $$('.cb-shop-card__link').map((a) => Number(a.getAttribute('href')!.split('/').pop()));
const shownPanel = () => $$('[role="tabpanel"]').find((panel) => !panel.hidden);
/** `name` chosen and its panel the one shown. */
const showing = (name: string) => selected() === name && shownPanel()?.getAttribute('aria-labelledby') === tab(name).id;
const tab = (name: string) => $$<HTMLButtonElement>('[role="tab"]').find((t) => t.textContent === name)!;
/** Cards on screen and the grid done filling in (the first 12 come at once, the rest of the batch a frame at a time). */
const cardsShown = () => until(() => $$('.cb-shop-card').length && !$('[aria-busy="true"]'), 'shop cards');

test.before.each(() => resetDom());
test.after.each(async () => {
  render(null, document.body);
  await resetStores();
});

test('four tabs in a tablist, popular by default, sorted by avg_stars', async () => {
  const catalogue = shops(30);
  serve({ shops: catalogue });
  render(<ShopTabs />, document.body);
  assert.ok($('[role="status"]'), 'a skeleton while loading');
  await cardsShown();
  assert.equal($$('[role="tab"]').map((t) => t.textContent), ['Популярні', 'Збережені', 'Категорії', 'Найбільший кешбек']);
  assert.is(selected(), 'Популярні');
  const stars = cardIds().map((id) => catalogue.find((s) => s.id === id)!.avg_stars);
  assert.equal(stars, [...stars].sort((a, b) => b - a));
  assert.is(cardIds().length, 30);
  const panel = $('[role="tabpanel"]')!;
  assert.is(panel.getAttribute('aria-labelledby'), $('[role="tab"][aria-selected="true"]')!.id);
});

test('the tab comes from ?tab=, then from the prop; unknown values fall back', async () => {
  const catalogue = shops(20);
  serve({ shops: catalogue });
  resetDom('http://localhost:8080/?tab=greatest');
  render(<ShopTabs tab="favorite" />, document.body);
  await cardsShown();
  assert.is(selected(), 'Найбільший кешбек');
  const rates = cardIds().map((id) => catalogue.find((s) => s.id === id)!.cashback_percent);
  assert.equal(rates, [...rates].sort((a, b) => b - a));

  render(null, document.body);
  resetDom('http://localhost:8080/');
  render(<ShopTabs tab="categories" />, document.body);
  assert.is(selected(), 'Категорії');

  render(null, document.body);
  resetDom('http://localhost:8080/?tab=nonsense');
  render(<ShopTabs />, document.body);
  assert.is(selected(), 'Популярні');
});

test('limit: the home page shows the first 12 of the order', async () => {
  const catalogue = shops(30);
  serve({ shops: catalogue });
  render(<ShopTabs limit={12} />, document.body);
  await cardsShown();
  assert.is(cardIds().length, 12);
  const best = [...catalogue].sort((a, b) => b.avg_stars - a.avg_stars || a.id - b.id).slice(0, 12).map((s) => s.id);
  assert.equal(cardIds(), best);
  assert.is($('.cb-shop-grid__more'), null, 'no "Показати ще" under a limit');
});

test('choosing a tab pushes ?tab= and back restores the previous tab', async () => {
  serve();
  render(<ShopTabs />, document.body);
  await cardsShown();
  const entries = history.length;
  tab('Найбільший кешбек').click();
  assert.is(location.search, '?tab=greatest');
  await until(() => selected() === 'Найбільший кешбек', 'the chosen tab');
  tab('Категорії').click();
  assert.is(location.search, '?tab=categories');
  await until(() => selected() === 'Категорії', 'the chosen tab');
  assert.is(history.length, entries + 2, 'an entry per tab chosen');
  history.back();
  await until(() => location.search === '?tab=greatest', 'back');
  await until(() => selected() === 'Найбільший кешбек', 'the tab to follow the URL');
});

test('once shown, a tab\'s grid is kept: switching back and forth changes which panel is hidden and nothing inside any grid', async () => {
  serve({ shops: shops(30) });
  render(<ShopTabs limit={12} />, document.body);
  await cardsShown();
  tab('Найбільший кешбек').click();
  await until(() => showing('Найбільший кешбек') && shownPanel()?.querySelector('.cb-shop-card') && !$('[aria-busy="true"]'), 'the greatest cards');
  const grids = () => $$('[role="tabpanel"]').map((panel) => [panel.id, [...panel.querySelectorAll('.cb-shop-card')]] as const);
  const before = grids();

  const changes: MutationRecord[] = [];
  const watch = new MutationObserver((records) => changes.push(...records));
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const name of ['Популярні', 'Найбільший кешбек', 'Популярні']) {
    tab(name).click();
    await until(() => showing(name), name);
    await tick(20);
  }
  changes.push(...watch.takeRecords());
  watch.disconnect();

  // What changed: the chosen tab, the panel shown, the "Всі магазини" link's order; no element added, removed or retyped.
  const what = changes.map((r) => r.type === 'attributes'
    ? `${(r.target as Element).getAttribute('role') ?? (r.target as Element).tagName.toLowerCase()} ${r.attributeName}`
    : `${r.type} in ${(r.target as Element).closest?.('[class]')?.className ?? r.target.nodeName}`);
  const allowed = new Set(['tab aria-selected', 'tab tabindex', 'tabpanel hidden', 'a href']);
  assert.equal(what.filter((change) => !allowed.has(change)), [], 'nothing else changed');
  const after = grids();
  assert.equal(after.map(([id]) => id), before.map(([id]) => id));
  after.forEach(([id, cards], i) => {
    assert.is(cards.length, 12, id);
    assert.ok(cards.every((card, at) => card === before[i]![1][at]), `${id}: the same card elements, not new ones`);
  });
  assert.is(after.length, 2, 'a panel per tab shown so far');
  assert.equal($$('[role="tabpanel"]').filter((panel) => !panel.hidden), [shownPanel()], 'one panel shown');
  assert.is(shownPanel()?.getAttribute('aria-labelledby'), $('[role="tab"][aria-selected="true"]')!.id);
  assert.is($('[role="tab"][aria-selected="true"]')!.getAttribute('aria-controls'), shownPanel()?.id);
});

test('a click answers with the chosen tab alone; its panel follows in a task of its own, once that frame is drawn', async () => {
  serve({ shops: shops(30) });
  render(<ShopTabs limit={12} />, document.body);
  await cardsShown();
  const batches: string[][] = [];
  const watch = new MutationObserver((records) => batches.push(records.map((r) =>
    `${(r.target as Element).getAttribute?.('role') ?? r.target.nodeName} ${r.type === 'attributes' ? r.attributeName : r.type}`)));
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  for (const name of ['Найбільший кешбек', 'Популярні']) {
    batches.length = 0;
    tab(name).click();
    await until(() => showing(name) && !$('[aria-busy="true"]'), name);
    // The tap's own render: the two tabs, and the 'Всі магазини' link that leads to the tab's page.
    assert.equal([...batches[0]!].sort(), ['A href', 'tab aria-selected', 'tab aria-selected'], `${name}: the tap's own render`);
    assert.ok(batches.slice(1).flat().some((change) => change.startsWith('tabpanel ')), `${name}: the panels change after it`);
  }
  watch.disconnect();
});

test('arrow keys, Home and End move between tabs and choose them', async () => {
  serve();
  render(<ShopTabs />, document.body);
  const list = $('[role="tablist"]')!;
  const press = (key: string, expected: string) => {
    list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    return until(() => selected() === expected, `${key} to choose ${expected}`);
  };
  await press('ArrowRight', 'Збережені');
  assert.is(document.activeElement?.textContent, 'Збережені');
  await press('ArrowLeft', 'Популярні');
  await press('ArrowLeft', 'Найбільший кешбек'); // wraps around
  await press('Home', 'Популярні');
  await press('End', 'Найбільший кешбек');
  assert.is(location.search, '?tab=greatest');
  // Only the chosen tab is in the Tab key's order; it follows the choice once the switch has painted.
  const order = () => $$('[role="tab"]').map((t) => t.getAttribute('tabindex')).join();
  await until(() => order() === '-1,-1,-1,0', `the roving tabindex on the chosen tab (${order()})`);
});

test('categories: an unsafe or missing image URL gives the letter placeholder, no <img>', async () => {
  const unsafe = ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png', ''];
  serve({}, (path) => (path === '/api/categories'
    ? { json: { data: unsafe.map((image, i) => ({ id: i + 1, name: `Категорія ${i + 1}`, image })) } }
    : undefined));
  resetDom('http://localhost:8080/?tab=categories');
  render(<ShopTabs />, document.body);
  await until(() => $$('.cb-category-card').length === unsafe.length, 'category cards');
  assert.is(document.body.querySelectorAll('.cb-category-card img').length, 0);
  assert.equal($$('.cb-category-card__letter').map((l) => l.textContent), unsafe.map(() => 'К'));
});

test('categories: a card per category reading "100+ магазинів", linking to its page', async () => {
  serve();
  resetDom('http://localhost:8080/?tab=categories');
  render(<ShopTabs />, document.body);
  await until(() => $$('.cb-category-card').length, 'category cards');
  const cards = $$('.cb-category-card');
  assert.equal(cards.map((a) => a.getAttribute('href')), ['/shops/category/1', '/shops/category/2', '/shops/category/3']);
  for (const card of cards) assert.is(card.querySelector('.cb-category-card__count')!.textContent, '100+ магазинів');
  assert.match(cards[0]!.textContent!, /Електроніка/);
});

test('"Всі магазини" links to /shops everywhere but /shops', async () => {
  serve();
  render(<ShopTabs limit={12} />, document.body);
  const all = () => $$('a').find((a) => a.textContent === 'Всі магазини');
  assert.is(all()?.getAttribute('href'), '/shops');
  tab('Найбільший кешбек').click();
  await until(() => all()?.getAttribute('href') === '/shops?tab=greatest', 'the link to keep the chosen order');
  render(null, document.body);
  resetDom('http://localhost:8080/shops?tab=greatest');
  render(<ShopTabs />, document.body);
  assert.is(all(), undefined);
});

test('favourites: a guest is asked to sign in or sign up', async () => {
  const api = serve();
  resetDom('http://localhost:8080/?tab=favorite');
  render(<ShopTabs />, document.body);
  // The panel comes in a chunk of its own: a placeholder block until it is there.
  await until(() => $('.cb-shop-tabs__guest'), 'the invitation');
  const links = $$('[role="tabpanel"] a').map((a) => [a.textContent, a.getAttribute('href')]);
  assert.equal(links, [['Увійти', '/login'], ['Зареєструватися', '/registration']]);
  assert.match($('[role="tabpanel"]')!.textContent!, /Увійдіть або зареєструйтеся/);
  assert.not.ok(api.calls().some((r) => r.path.startsWith('/api/favorite-shops')), 'a guest fetches no favourites');
});

test('favourites: a user sees the saved shops, or a friendly empty state', async () => {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  serve({ favorites: [shop(3), shop(9)] });
  resetDom('http://localhost:8080/?tab=favorite');
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  render(<ShopTabs />, document.body);
  await cardsShown();
  assert.equal(cardNames(), ['Shop 3', 'Shop 9']);
  assert.equal($$('.cb-shop-card__star').map((b) => b.getAttribute('aria-pressed')), ['true', 'true']);

  render(null, document.body);
  await resetStores();
  serve({ favorites: [] });
  render(<ShopTabs />, document.body);
  await until(() => $('.cb-status--empty'), 'the empty state');
  assert.match($('.cb-status--empty')!.textContent!, /Ви ще не зберегли жодного магазину/);
});

test('unsaving a focused card in "Збережені" hands focus to the card in its place', async () => {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  serve({ favorites: [shop(3), shop(9), shop(12)] }, (path) =>
    path === '/api/favorite-shops/9' ? { json: { data: { shop_id: 9, is_favorite: false } } } : undefined);
  resetDom('http://localhost:8080/?tab=favorite');
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  render(<ShopTabs />, document.body);
  await cardsShown();
  const star = $<HTMLButtonElement>('[aria-label="Зберегти магазин Shop 9"]')!;
  star.focus();
  star.click();
  await until(() => cardNames().length === 2, 'the card to leave');
  assert.equal(cardNames(), ['Shop 3', 'Shop 12']);
  assert.is(document.activeElement?.getAttribute('aria-label'), 'Зберегти магазин Shop 12');
});

test('a failed list shows a retry that works', async () => {
  let fail = true;
  serve({}, (path) => (path === '/api/shops' && fail ? { status: 500, json: { message: 'Server Error' } } : undefined));
  await quiet(async () => {
    render(<ShopTabs />, document.body);
    await until(() => $('.cb-status--error'), 'the error');
  });
  assert.match($('.cb-status--error')!.textContent!, /Помилка на сервері/);
  fail = false;
  $<HTMLButtonElement>('.cb-status--error button')!.click();
  await cardsShown();
  assert.is($('.cb-status--error'), null);
});

test('an empty catalogue says so', async () => {
  serve({ shops: [] });
  render(<ShopTabs />, document.body);
  await until(() => $('.cb-status--empty'), 'the empty state');
  assert.match($('.cb-status--empty')!.textContent!, /Магазинів поки немає/);
});

test('a long list renders 8 cards at once (a phone\'s screen), 48 after the paints, then 48 more per "Показати ще", focusing the first new card', async () => {
  serve({ shops: shops(120) });
  // What the first commit with cards shows, seen in that commit's own mutation
  // callback: polling could look only after the next batch (a timer) had come in.
  let first: { cards: number; busy: string | null; more: boolean } | undefined;
  const watch = new MutationObserver(() => {
    const cards = $$('.cb-shop-card').length;
    if (!first && cards) first = { cards, busy: $('.cb-shop-grid')!.getAttribute('aria-busy'), more: !!$('.cb-shop-grid__more') };
  });
  watch.observe(document.body, { childList: true, subtree: true });
  render(<ShopTabs />, document.body);
  await until(() => first, 'the first cards');
  watch.disconnect();
  assert.is(first!.cards, 8, 'what a screen shows, first');
  assert.is(first!.busy, 'true');
  assert.is(first!.more, false, 'nothing below the cards while they fill in');
  await cardsShown();
  assert.is($$('.cb-shop-card').length, 48);
  assert.match($('.cb-shop-grid__more')!.textContent!, /Показано 48 з 120/);
  const more = () => $$<HTMLButtonElement>('button').find((b) => b.textContent === 'Показати ще');
  more()!.click();
  await until(() => $$('.cb-shop-card').length === 96, '96 cards');
  await until(() => document.activeElement === $$('.cb-shop-card__link')[48], 'focus on the first new card');
  more()!.click();
  await until(() => $$('.cb-shop-card').length === 120, 'all cards');
  assert.is(more(), undefined, 'no button once all are shown');
});

test.run();
