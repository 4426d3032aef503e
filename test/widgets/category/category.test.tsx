import { resetDom } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import Category from '../../../widgets/category/category';
import { quiet } from '../../api/helpers';
import { resetStores, serve, shops, until } from '../shop-tabs/fixtures';

const test = suite('category');

const $ = (selector: string) => document.body.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...document.body.querySelectorAll<HTMLElement>(selector)];

test.before.each(() => resetDom());
test.after.each(async () => {
  render(null, document.body);
  await resetStores();
});

test('a skeleton while loading, then the name and its shops, most popular first', async () => {
  const catalogue = shops(30);
  const api = serve({ shops: catalogue });
  render(<Category id={2} />, document.body);
  assert.ok($('[role="status"]'), 'the loader');
  await until(() => $('h1'), 'the heading');
  assert.is($('h1')!.textContent, 'Одяг і взуття');
  const mine = catalogue.filter((s) => s.categoryId === 2);
  assert.match($('.cb-category')!.textContent!, `${mine.length} магазинів з кешбеком`);
  // The first cards come at once, the rest of the list a frame later.
  await until(() => !$('[aria-busy="true"]'), 'all the cards');
  const ids = $$('.cb-shop-card__link').map((a) => Number(a.getAttribute('href')!.split('/').pop()));
  assert.equal(ids, [...mine].sort((a, b) => b.avg_stars - a.avg_stars || a.id - b.id).map((s) => s.id));
  assert.is($('[role="status"]'), null);
  assert.equal(api.calls().map((r) => r.path).filter((p) => p.startsWith('/api/category')), ['/api/category/2']);
  assert.is($('.cb-category__back')!.getAttribute('href'), '/shops?tab=categories');
});

test('the heading image only from a safe URL (http, https or same-origin): none for javascript: or data:', async () => {
  for (const image of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.svg']) {
    serve({}, (path) => (path === '/api/category/1' ? { json: { data: { id: 1, name: 'Електроніка', image, shops: [] } } } : undefined));
    render(<Category id={1} />, document.body);
    await until(() => $('h1'), 'the heading');
    assert.is($('.cb-category__head img'), null, image);
    render(null, document.body);
    await resetStores();
  }
});

test('a category without shops says so', async () => {
  serve({ shops: [] });
  render(<Category id={1} />, document.body);
  await until(() => $('.cb-status--empty'), 'the empty state');
  assert.match($('.cb-status--empty')!.textContent!, /поки немає магазинів/);
  assert.is($('h1')!.textContent, 'Електроніка');
});

test('an unknown category is named as such, without a pointless retry', async () => {
  serve();
  await quiet(async () => {
    render(<Category id={99} />, document.body);
    await until(() => $('.cb-status'), 'the message');
  });
  assert.match($('.cb-status')!.textContent!, /Такої категорії немає/);
  assert.is($('.cb-status button'), null);
});

test('a failure offers a retry that works', async () => {
  let fail = true;
  serve({}, (path) => (fail && path.startsWith('/api/category/') ? { network: true } : undefined));
  await quiet(async () => {
    render(<Category id="3" />, document.body);
    await until(() => $('.cb-status--error'), 'the error');
  });
  assert.match($('.cb-status--error')!.textContent!, /Немає з'єднання/);
  fail = false;
  ($('.cb-status--error button') as HTMLButtonElement).click();
  await until(() => $('h1'), 'the category');
  assert.is($('h1')!.textContent, 'Дім і сад');
  assert.ok($$('.cb-shop-card').length > 0);
});

test('counts are Ukrainian plurals', async () => {
  const { TEXTS } = await import('../../../widgets/category/texts');
  const expected: [number, string][] = [[1, '1 магазин'], [2, '2 магазини'], [4, '4 магазини'], [5, '5 магазинів'],
    [11, '11 магазинів'], [12, '12 магазинів'], [21, '21 магазин'], [22, '22 магазини'], [111, '111 магазинів'], [1000, '1\u00a0000 магазинів']];
  for (const [n, text] of expected) assert.is(TEXTS.count(n), `${text} з кешбеком`);
});

test.run();
