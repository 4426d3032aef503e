import { resetDom, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { cleanStores } from 'nanostores';
import { $questions } from '../../../src/stores/questions';
import AboutPage from '../../../widgets/app/pages/about-page';
import PolicyPage from '../../../widgets/app/pages/policy-page';
import CookiePage from '../../../widgets/app/pages/cookie-page';
import UserLicensePage from '../../../widgets/app/pages/user-license-page';
import { $, $$, cleanup, serve } from './fixtures';

const test = suite('public pages');

test.before.each(() => resetDom());
test.after.each(async () => {
  await cleanup();
  cleanStores($questions);
  ($questions as unknown as { set(v: unknown): void }).set({ status: 'idle', data: [], error: null });
});

const text = () => document.body.textContent ?? '';

test('cookie renders nothing', () => {
  render(<CookiePage />, document.body);
  assert.is(document.body.innerHTML, '');
});

test('user-license is an empty page: one empty container', () => {
  render(<UserLicensePage />, document.body);
  assert.is(document.body.children.length, 1);
  assert.is(document.body.firstElementChild!.childNodes.length, 0);
  assert.is(text(), '');
});

test('policy: the sections a privacy policy needs, with a table of contents that points at them', () => {
  render(<PolicyPage />, document.body);
  assert.is($('h1')?.textContent, 'Політика конфіденційності');
  const sections = $$('article h2');
  assert.ok(sections.length >= 10);
  const toc = $$<HTMLAnchorElement>('nav[aria-label="Зміст"] a');
  assert.is(toc.length, sections.length);
  for (const link of toc) assert.ok(document.getElementById(link.getAttribute('href')!.slice(1)), link.href);
  for (const fact of ['електронної пошти', 'дата народження', 'стать', 'аватар', 'партнерських мереж', 'cookie',
    '«Про захист персональних даних»', 'Строк зберігання', 'Ваші права', 'Редакція від']) {
    assert.ok(text().includes(fact), fact);
  }
  assert.ok($('a[href="mailto:support@povertai.ua"]'));
});

test('about: four steps with the spec\'s facts, the loyalty statuses, the referral bonus, and the FAQ from the API', async () => {
  const api = serve((req) => (req.path === '/api/questions/' ? { json: { data: [{ id: 1, name: 'Що таке кешбек?', description: 'Частина вартості.' }] } } : { status: 404 }));
  render(<AboutPage />, document.body);
  assert.is($('h1')?.textContent, 'Купуйте як завжди — отримуйте гроші назад');
  assert.equal($$('.cb-steps h3').map((h) => h.textContent), ['Оберіть магазин', 'Купуйте за нашим посиланням', 'Кешбек в очікуванні', 'Виведіть гроші']);
  assert.ok(text().includes('Протягом 3 днів'));
  assert.ok(text().includes('від 50 грн'));
  assert.equal($$('.cb-tiers__name').map((n) => n.textContent), ['Starter', 'Silver', 'Gold', 'Platinum']);
  assert.ok(text().includes('від 2\u00a0500,00\u00a0грн') && text().includes('+20% до кешбеку'));
  assert.ok(text().includes('по 50 грн'));
  assert.is($('.cb-about__hero a')?.getAttribute('href'), '/registration', 'a guest is invited to register');
  await until(() => $('button[aria-expanded]'), 'the FAQ island');
  assert.is($('button[aria-expanded]')!.textContent, 'Що таке кешбек?');
  assert.equal(api.calls().map((c) => c.path), ['/api/questions/']);
});

test('about for a signed-in user leads to the shops and the referral link', () => {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  serve(() => ({ json: { data: [] } }));
  render(<AboutPage />, document.body);
  assert.is($('.cb-about__hero a')?.getAttribute('href'), '/shops');
  assert.ok($('a[href="/user-profile/my-friends"]'));
});

test.run();
