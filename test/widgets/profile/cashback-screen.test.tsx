import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, typeInto } from '../../setup/render';
import { orders, plain, resetStores, serve, until, user, withdrawals, type World } from './withdrawal-fixtures';
import { quiet } from '../../api/helpers';

const { default: MyCashbackScreen } = await import('../../../widgets/profile/cashback/my-cashback-screen');

const test = suite('my cashback');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const world = (over: Partial<World> = {}): World => ({ user: user(), orders: [...orders], withdrawals: [...withdrawals], ...over });
const shopNames = () => $$('.cb-money-tx__title').map((el) => el.textContent);
const search = () => $<HTMLInputElement>('input[type="search"]')!;
const period = () => $<HTMLSelectElement>('select')!;

async function shown() {
  await until(() => $('.cb-money-tx') || $('.cb-status'), 'the orders');
  await tick(40); // Preact subscribes to stores after paint
}

test.before.each(() => resetDom('http://localhost:8080/user-profile/my-cashback'));
test.after.each(async () => {
  render(null, document.body);
  await resetStores();
});

test('balances as money, the orders with date, shop, amount and cashback', async () => {
  serve(world());
  render(<MyCashbackScreen />, document.body);
  await shown();
  const balances = $$('.cb-money-balance').map((el) => plain(el.textContent));
  assert.match(balances[0]!, 'Поточний баланс1 250,50 грн');
  assert.match(balances[1]!, 'В очікуванні320,00 грн');
  assert.equal(shopNames(), ['Rozetka', 'Епіцентр', 'MAKEUP']);
  const first = plain($('.cb-money-tx')!.textContent);
  assert.match(first, new Date(orders[0]!.created_at).toLocaleDateString('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric' }));
  assert.match(first, 'із замовлення на 1 200,00 грн');
  assert.match(first, 'з 1 200,00 грн');
  assert.match(first, '+60,00 грн');
  assert.is($('time')!.getAttribute('datetime'), orders[0]!.created_at);
});

test('search by shop name, case-insensitive; the period dropdown filters', async () => {
  serve(world());
  render(<MyCashbackScreen />, document.body);
  await shown();
  assert.equal($$('option').map((o) => o.textContent), ['за весь час', 'за місяць', 'за пів року', 'поточний рік', 'вся історія']);
  typeInto(search(), 'ROZ');
  await tick();
  assert.equal(shopNames(), ['Rozetka']);
  assert.is(plain($('[role="status"]')!.textContent), 'Знайдено замовлень: 1');
  typeInto(search(), 'нема');
  await tick();
  assert.equal(shopNames(), []);
  assert.match(plain($('.cb-status')!.textContent), 'Замовлень не знайдено');
  typeInto(search(), '');
  typeInto(period(), 'month');
  period().dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  assert.equal(shopNames(), ['Rozetka']);
  typeInto(period(), 'half-year');
  period().dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  assert.equal(shopNames(), ['Rozetka', 'Епіцентр']);
  typeInto(period(), 'history');
  period().dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  assert.equal(shopNames(), ['Rozetka', 'Епіцентр', 'MAKEUP']);
});

test('no orders: the message', async () => {
  serve(world({ orders: [] }));
  render(<MyCashbackScreen />, document.body);
  await shown();
  assert.match(plain($('.cb-status')!.textContent), 'У вас ще немає замовлень');
});

test('a failed load offers a retry that works', () => quiet(async () => {
  let fail = true;
  serve(world(), (req) => (req.path === '/api/fetch-order/' && fail ? { status: 500, json: { message: 'Server Error' } } : undefined));
  render(<MyCashbackScreen />, document.body);
  await until(() => plain(document.body.textContent).includes('Не вдалося завантажити історію замовлень'), 'the failure');
  fail = false;
  $$<HTMLButtonElement>('button').find((b) => plain(b.textContent) === 'Спробувати ще раз')!.click();
  await until(() => shopNames().length === 3, 'the orders after the retry');
}));

test('the methods: charity without a link, card and phone links', async () => {
  serve(world());
  render(<MyCashbackScreen />, document.body);
  await shown();
  const methods = $$('.cb-money-method');
  assert.equal(methods.map((m) => plain(m.querySelector('.cb-money-method__title')!.textContent)), ['Благодійність', 'Банківська картка', 'Мобільний телефон']);
  assert.is(methods[0]!.tagName, 'LI', 'charity has no link');
  assert.not.ok(methods[0]!.querySelector('a'));
  assert.is(methods[1]!.getAttribute('href'), '/user-profile/withdrawal-money/bank-card');
  assert.is(methods[2]!.getAttribute('href'), '/user-profile/withdrawal-money/mobile-phone');
});

test('the methods wait below the history until its length is known, so a long history never pushes them down', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  serve(world(), async (req) => {
    if (req.path === '/api/fetch-order/') await held;
    return undefined;
  });
  render(<MyCashbackScreen />, document.body);
  await until(() => $('.cb-money-balance'), 'the balances');
  await tick(40);
  assert.ok($('.cb-skeleton'), 'the history loading');
  assert.is($$('.cb-money-method').length, 0, 'no methods under a history still loading');
  release();
  await shown();
  assert.is(shopNames().length, 3);
  assert.is($$('.cb-money-method').length, 3);
  // The methods come after the history, in that order on the page.
  assert.ok($('.cb-money-tx-list')!.compareDocumentPosition($('.cb-money-method')!) & Node.DOCUMENT_POSITION_FOLLOWING);
});

test('the methods show under a history that failed to load', () => quiet(async () => {
  serve(world(), (req) => (req.path === '/api/fetch-order/' ? { status: 500, json: { message: 'Server Error' } } : undefined));
  render(<MyCashbackScreen />, document.body);
  await until(() => plain(document.body.textContent).includes('Не вдалося завантажити історію замовлень'), 'the failure');
  await tick(40);
  assert.is($$('.cb-money-method').length, 3);
}));

test('an unconfirmed e-mail: the prompt instead of the methods; sending shows a confirmation', async () => {
  const api = serve(world({ user: user({ email: 'new@example.com', email_verified_at: null }) }));
  render(<MyCashbackScreen />, document.body);
  await shown();
  assert.is($$('.cb-money-method').length, 0, 'no methods');
  const button = $$<HTMLButtonElement>('button').find((b) => plain(b.textContent) === 'Надіслати лист підтвердження')!;
  assert.ok(button);
  button.click();
  await until(() => plain(document.body.textContent).includes('Лист надіслано на new@example.com'), 'the confirmation');
  assert.is(api.calls().filter((r) => r.path === '/api/email/verification-notification/').length, 1);
  assert.ok($$<HTMLButtonElement>('button').some((b) => plain(b.textContent) === 'Надіслати ще раз'));
});

test.run();
