import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { orders, plain, resetStores, serve, until, user, withdrawals, type World } from './withdrawal-fixtures';

const { default: WithdrawalMoneyScreen } = await import('../../../widgets/profile/withdrawal/withdrawal-money-screen');
const { default: SuccessScreen } = await import('../../../widgets/profile/withdrawal/success-screen');

const test = suite('withdrawal money and success');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const world = (over: Partial<World> = {}): World => ({ user: user(), orders: [...orders], withdrawals: [...withdrawals], ...over });

test.before.each(() => resetDom('http://localhost:8080/user-profile/withdrawal-money'));
test.after.each(async () => {
  render(null, document.body);
  await resetStores();
});

test('the history: date, amount, method and the status labels of the spec as chips', async () => {
  serve(world());
  render(<WithdrawalMoneyScreen />, document.body);
  await until(() => $$('.cb-money-chip').length === 4, 'the history');
  assert.equal($$('.cb-money-chip').map((c) => c.textContent), ['Прийнятий', 'В обробці', 'Відхилен', 'Завершено']);
  assert.equal($$('.cb-money-chip').map((c) => c.className), ['cb-money-chip cb-money-chip--requested', 'cb-money-chip cb-money-chip--pending', 'cb-money-chip cb-money-chip--cancelled', 'cb-money-chip cb-money-chip--paid']);
  assert.equal($$('.cb-money-tx__amount').map((a) => plain(a.textContent)), ['150,00 грн', '200,00 грн', '300,00 грн', '500,00 грн']);
  assert.equal($$('.cb-money-tx__title').map((a) => a.textContent), ['На телефон', 'На картку', 'На телефон', 'На картку']);
  assert.match(plain($('.cb-money-tx')!.textContent), '14.05.2025');
  assert.is($$('a.cb-money-method').length, 2, 'and the methods block');
});

test('no withdrawals yet: a message', async () => {
  serve(world({ withdrawals: [] }));
  render(<WithdrawalMoneyScreen />, document.body);
  await until(() => plain(document.body.textContent).includes('Ви ще не виводили кошти'));
});

test('success: the exact words of the spec, focus on the title, then the history', async () => {
  serve(world());
  render(<SuccessScreen />, document.body);
  await until(() => $$('.cb-money-chip').length === 4);
  assert.is($('.cb-money-success__text')!.textContent, 'Вітаемо. Все пройшло успішно. Кошти будуть нараховані протягом 24 годин');
  await tick();
  assert.is(document.activeElement, $('.cb-money-success__title'));
  assert.is($('.cb-money-success a')!.getAttribute('href'), '/user-profile/my-cashback');
});

test.run();
