import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { matchPath, plannedEntries, type LoadPlan } from '../../src/runtime/preload';

const test = suite('preload: the load plan');
test.before.each(() => resetDom());

test('route patterns as the app writes them', () => {
  assert.equal(matchPath('/', '/'), {});
  assert.is(matchPath('/', '/shops'), null);
  assert.equal(matchPath('/shops/:id', '/shops/12'), { id: '12' });
  assert.is(matchPath('/shops/:id', '/shops'), null);
  assert.equal(matchPath('/registration/:email?', '/registration'), {});
  assert.equal(matchPath('/registration/:email?', '/registration/a%40b.ua'), { email: 'a@b.ua' });
  assert.equal(matchPath('/user-profile/*?', '/user-profile/settings'), {});
  assert.equal(matchPath('/user-profile/*?', '/user-profile'), {});
});

const plan: LoadPlan = {
  files: ['mount', 'header', 'app', 'home', 'shop', 'teaser', 'faq'],
  deps: [[], [], [], [], [], [], []],
  runtime: 0,
  entries: [
    { island: 'header', files: [1] },
    { island: 'app', files: [2] },
    { island: 'faq', files: [6] },
    { path: '/', files: [3], api: ['/api/shops'] },
    { path: '/', auth: 'guest', files: [5] },
    { path: '/shops/category/:id', files: [] },
    { path: '/shops/:id', files: [4], api: ['/api/shops/:id'] },
  ],
};
const chosen = (path: string, user = false) =>
  plannedEntries(plan, document, path, user).flatMap(({ entry }) => entry.files.map((f) => plan.files[f]));

test('eager islands and the route of the app island; deferred islands wait', () => {
  document.body.innerHTML = '<div data-cashback="header"></div><main data-cashback="app"></main><div data-cashback="faq" data-load="visible"></div>';
  assert.equal(chosen('/'), ['header', 'app', 'home', 'teaser']);
  assert.equal(chosen('/', true), ['header', 'app', 'home']);
  assert.equal(chosen('/shops/3'), ['header', 'app', 'shop']);
  // The first matching pattern wins, as in the router.
  assert.equal(chosen('/shops/category/3'), ['header', 'app']);
});

test('without the app island no route is loaded', () => {
  document.body.innerHTML = '<div data-cashback="header"></div><div data-cashback="faq" data-load="idle"></div>';
  assert.equal(chosen('/shops/3'), ['header']);
});

test.run();
