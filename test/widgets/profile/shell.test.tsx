import { tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { $user } from '../../../src/stores/user';
import { quiet } from '../../api/helpers';

// After the hook above: wouter must load through it.
const { default: Profile, childOf } = await import('../../../widgets/profile/profile');
const { $, $$, cleanup, quietStores, signedIn, text, until, user } = await import('./shell-fixtures');
const { resetDom } = await import('../../setup/dom');

const test = suite('profile shell');
const current = () => $$('[aria-current]').map((a) => [a.textContent, a.getAttribute('aria-current')]);

test.after.each(cleanup);

test('childOf: the child path under /user-profile, null elsewhere', () => {
  assert.is(childOf('/user-profile'), '');
  assert.is(childOf('/user-profile/'), '');
  assert.is(childOf('/user-profile/settings'), 'settings');
  assert.is(childOf('/user-profile/withdrawal-money/bank-card/'), 'withdrawal-money/bank-card');
  assert.is(childOf('/user-profiles'), null);
  assert.is(childOf('/demo/islands'), null);
});

test('the tab bar: five links, the current one marked', async () => {
  signedIn('http://localhost:8080/user-profile/settings', user());
  render(<Profile />, document.body);
  await until(() => $('h2')?.textContent === 'Налаштування', 'the settings screen');
  assert.equal(
    $$<HTMLAnchorElement>('nav a').map((a) => [a.textContent, a.getAttribute('href')]),
    [
      ['Особисті дані', '/user-profile/personal'],
      ['Мій кешбек', '/user-profile/my-cashback'],
      ['Виведення коштів', '/user-profile/withdrawal-money'],
      ['Мої друзі', '/user-profile/my-friends'],
      ['Налаштування', '/user-profile/settings'],
    ],
  );
  assert.equal(current(), [['Налаштування', 'page']]);
  assert.ok($('nav[aria-label="Розділи кабінету"]'));
  assert.ok(text().includes('Олена Коваленко') && text().includes('Gold'), 'the sidebar shows the name and status');
});

test('a withdrawal form highlights its parent tab', async () => {
  signedIn('http://localhost:8080/user-profile/withdrawal-money/bank-card', user());
  render(<Profile />, document.body);
  await tick(20);
  assert.equal(current(), [['Виведення коштів', 'true']]);
});

test('/user-profile alone is replaced by /user-profile/personal', async () => {
  signedIn('http://localhost:8080/user-profile', user());
  const before = history.length;
  render(<Profile />, document.body);
  await until(() => location.pathname === '/user-profile/personal', 'the redirect');
  assert.is(history.length, before, 'replaced, not pushed');
  await until(() => $('h2')?.textContent === 'Особисті дані', 'the personal screen');
  assert.equal(current(), [['Особисті дані', 'page']]);
});

test('an unknown child goes home', async () => {
  signedIn('http://localhost:8080/user-profile/nonsense', user());
  const assigned: string[] = [];
  const replace = window.location.replace;
  window.location.replace = (url: string | URL) => void assigned.push(String(url));
  try {
    render(<Profile />, document.body);
    await tick(10);
    assert.equal(assigned, ['/'], 'without the app island: a real page load of the home page');
  } finally {
    window.location.replace = replace;
  }
});

test('a guest on a standalone page is invited to log in', async () => {
  resetDom('http://localhost:8080/user-profile/personal');
  render(<Profile />, document.body);
  assert.ok(text().includes('Увійдіть до особистого кабінету'));
  assert.equal($$<HTMLAnchorElement>('a').map((a) => a.getAttribute('href')), ['/login', '/registration']);
  assert.not.ok($('nav'), 'no tab bar for a guest');
});

test('no stored user: a skeleton, then the screen once GET /api/user answers', async () => {
  await quietStores();
  const api = signedIn('http://localhost:8080/user-profile/my-friends', null, undefined, user());
  render(<Profile />, document.body);
  assert.ok($('.cb-skeleton'), 'a skeleton while the user loads');
  await until(() => $('h2')?.textContent === 'Мої друзі', 'the friends screen');
  assert.is(api.calls().filter((r) => r.path === '/api/user').length, 1, 'the user is loaded once');
});

test('the user cannot be loaded: an error with a retry', async () => {
  await quietStores();
  const api = signedIn('http://localhost:8080/user-profile/settings', null, undefined, null);
  await quiet(async () => {
    render(<Profile />, document.body);
    const retry = await until(() => $$<HTMLButtonElement>('button').find((b) => b.textContent?.includes('Спробувати ще раз')), 'the retry');
    assert.ok(text().includes('Не вдалося завантажити ваш профіль.'));
    assert.is(api.calls().length, 1);
    const { configureHttp } = await import('../../../src/api/http');
    const { fakeFetch } = await import('../../api/helpers');
    configureHttp({ fetch: fakeFetch(() => ({ json: user() })).fetch, getRetries: 0 });
    retry.click();
    await until(() => $('h2')?.textContent === 'Налаштування', 'the settings screen');
  });
});

test('the session is gone (401): an invitation to log in, not a retry', async () => {
  await quietStores();
  signedIn('http://localhost:8080/user-profile/settings', null);
  const { configureHttp } = await import('../../../src/api/http');
  const { fakeFetch } = await import('../../api/helpers');
  configureHttp({ fetch: fakeFetch(() => ({ status: 401, json: { message: 'Unauthenticated.' } })).fetch, getRetries: 0 });
  await quiet(async () => {
    render(<Profile />, document.body);
    await until(() => text().includes('Увійдіть до особистого кабінету'), 'the login invitation');
  });
  assert.not.ok(text().includes('Спробувати ще раз'));
  assert.equal($$<HTMLAnchorElement>('a').map((a) => a.getAttribute('href')), ['/login', '/registration']);
});

test('the computed status is sent once when the stored one differs', async () => {
  const api = signedIn('http://localhost:8080/user-profile/personal', user({ status: 'silver' }), (req) =>
    req.method === 'PUT' ? { json: { data: user({ status: 'gold' }) } } : undefined);
  render(<Profile />, document.body);
  await until(() => api.writes().length, 'the status update');
  await tick(30);
  assert.equal(api.writes().map((r) => [r.method, r.path, r.body]), [['PUT', '/api/user/1', { status: 'gold' }]]);
  assert.is($user.get()!.status, 'gold');
});

test('standalone outside /user-profile: the screen named by the prop, the URL untouched', async () => {
  signedIn('http://localhost:8080/demo/islands', user());
  render(<Profile screen="my-friends" />, document.body);
  await until(() => $('h2')?.textContent === 'Мої друзі', 'the friends screen');
  assert.is(location.pathname, '/demo/islands');
});

test.run();
