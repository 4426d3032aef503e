import { resetDom, tick, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import type { ComponentType } from 'react';

// After the hook above: wouter must load through it.
const { default: App } = await import('../../../widgets/app/app');
const { routes } = await import('../../../widgets/app/routes');
const { resetStores, serve, shops } = await import('../shop-tabs/fixtures');

const test = suite('app');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const selected = () => $('[role="tab"][aria-selected="true"]')?.textContent;

// The shops route's page, counted each time the app renders it.
const shopsRoute = routes.find((route) => route.name === 'shops')!;
const ShopsPage = shopsRoute.Page;
let pageRenders = 0;
const CountedShopsPage: ComponentType<Record<string, string | undefined>> = (props) => {
  pageRenders++;
  return <ShopsPage {...props} />;
};

test.before.each(() => {
  resetDom('http://localhost:8080/shops');
  shopsRoute.Page = CountedShopsPage;
  pageRenders = 0;
});
test.after.each(async () => {
  render(null, document.body);
  shopsRoute.Page = ShopsPage;
  await resetStores();
});

test('a ?tab= change on /shops renders the shop tabs alone: the routed page is not rendered again', async () => {
  serve({ shops: shops(30) });
  render(<App />, document.body);
  await until(() => $('.cb-shop-card') && !$('[aria-busy="true"]'), 'the shop cards');
  const title = $('h1')!;
  const rendered = pageRenders;
  assert.ok(rendered >= 1);

  // Outside the shop tabs, nothing may change while tabs are chosen, by click and by history.
  const changes: MutationRecord[] = [];
  const watch = new MutationObserver((records) => changes.push(...records));
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const tab = (name: string) => $$<HTMLButtonElement>('[role="tab"]').find((t) => t.textContent === name)!;
  tab('Найбільший кешбек').click();
  await until(() => selected() === 'Найбільший кешбек', 'the chosen tab');
  tab('Категорії').click();
  await until(() => $('.cb-category-card'), 'the categories');
  history.back();
  await until(() => selected() === 'Найбільший кешбек', 'back');
  await tick(20);
  changes.push(...watch.takeRecords());
  watch.disconnect();

  assert.is(location.search, '?tab=greatest');
  assert.is(pageRenders, rendered, 'the shops page was not rendered again');
  assert.is($('h1'), title, 'the same heading element');
  const outside = changes.filter((r) => !(r.target as Element).closest?.('.cb-shop-tabs') && !r.target.parentElement?.closest('.cb-shop-tabs'));
  assert.equal(outside.map((r) => `${r.type} ${r.attributeName ?? ''} ${r.target.nodeName}`), [], 'nothing outside the shop tabs changed');

  // The count does see a path change: away and back renders the page again.
  history.pushState(null, '', '/about');
  await until(() => $('h1') !== title, 'the about page');
  history.pushState(null, '', '/shops');
  await until(() => pageRenders > rendered, 'the shops page again');
});

test.run();
