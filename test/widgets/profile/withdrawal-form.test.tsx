import { resetDom, tick, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { leave, orders, plain, resetStores, serve, typeInto, until, user, withdrawals, type World } from './withdrawal-fixtures';
import { quiet, type Reply, type Sent } from '../../api/helpers';

// After the fixtures registered the wouter hook: components load through it.
const { default: CardFormScreen } = await import('../../../widgets/profile/withdrawal/card-form-screen');
const { default: PhoneFormScreen } = await import('../../../widgets/profile/withdrawal/phone-form-screen');
const { $user } = await import('../../../src/stores/user');
const { $withdrawals } = await import('../../../src/stores/withdrawals');

const test = suite('withdrawal forms');
/** For cases whose failures the store logs on purpose. */
const quietly = (run: () => Promise<void>) => () => quiet(run);

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const input = (name: string) => $<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => $<HTMLButtonElement>('button[type="submit"]')!;
const errorOf = (el: HTMLInputElement) => plain(el.getAttribute('aria-describedby') ? document.getElementById(el.getAttribute('aria-describedby')!)?.textContent : '');
const world = (over: Partial<World> = {}): World => ({ user: user(), orders: [...orders], withdrawals: [...withdrawals], ...over });
const posts = (sent: Sent[]) => sent.filter((r) => r.method.toUpperCase() === 'POST' && r.path === '/api/withdrawal/');

/** Fills the card form up to a valid amount. */
async function fillCard(amount = '100') {
  typeInto(input('card_number'), '4111111111111111');
  await tick();
  typeInto(input('full_name'), 'Олена Коваленко');
  await tick();
  typeInto(input('amount'), amount);
  await tick();
}

/** Waits for the form, and for its store subscriptions (Preact subscribes after paint, up to 35 ms). */
async function formShown(name = 'card_number') {
  await until(() => $(`input[name="${name}"]`), 'the form');
  await tick(40);
}

/** A reply the test releases by hand. */
function gate() {
  let open!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => (open = resolve));
  return { reply, open };
}

test.before.each(() => resetDom('http://localhost:8080/user-profile/withdrawal-money/bank-card'));
test.after.each(async () => {
  render(null, document.body);
  await resetStores();
});

test('the three steps unlock in order, with hints from the one minimum', async () => {
  serve(world());
  render(<CardFormScreen />, document.body);
  await formShown();
  assert.ok(input('full_name').disabled, 'name locked at first');
  assert.ok(input('amount').disabled, 'amount locked at first');
  assert.ok(submitButton().disabled, 'submit locked at first');
  assert.is(input('card_number').getAttribute('inputmode'), 'numeric');
  assert.is(input('card_number').getAttribute('autocomplete'), 'cc-number');
  assert.is(input('full_name').getAttribute('autocomplete'), 'cc-name');

  typeInto(input('card_number'), '4111-1111 1111 111');
  await tick();
  assert.is(input('card_number').value, '4111 1111 1111 111');
  assert.ok(input('full_name').disabled, '15 digits keep the name locked');
  typeInto(input('card_number'), '4111-1111 1111 1111');
  await tick();
  assert.is(input('card_number').value, '4111 1111 1111 1111');
  assert.not.ok(input('full_name').disabled, 'a complete card unlocks the name');
  assert.ok(input('amount').disabled);

  typeInto(input('full_name'), 'Олена Ков');
  leave(input('full_name'));
  await tick();
  assert.ok(input('amount').disabled, '9 characters keep the amount locked');
  assert.is(errorOf(input('full_name')), "Ім'я та прізвище мають бути довшими за 10 символів");
  typeInto(input('full_name'), 'Олена Коваленко');
  await tick();
  assert.not.ok(input('amount').disabled, 'a name longer than 10 unlocks the amount');
  assert.ok(submitButton().disabled);
  assert.is(errorOf(input('amount')), 'Мінімальна сума виведення — 50 грн. Максимальна сума — 1 250 грн');

  typeInto(input('amount'), '49');
  leave(input('amount'));
  await tick();
  assert.is(errorOf(input('amount')), 'Мінімальна сума виведення — 50 грн');
  assert.ok(submitButton().disabled, '49 is below the minimum');
  typeInto(input('amount'), '50');
  await tick();
  assert.not.ok(submitButton().disabled, '50 is enough');
  typeInto(input('amount'), '1251');
  await tick();
  assert.is(errorOf(input('amount')), 'Максимальна сума — 1 250 грн');
  assert.ok(submitButton().disabled, 'above the whole hryvnias of 1250.50');
  typeInto(input('amount'), '1250');
  await tick();
  assert.not.ok(submitButton().disabled, 'the whole balance');
  typeInto(input('amount'), '12500');
  await tick();
  assert.is(input('amount').value, '1250', 'the fifth digit is refused');

  // Breaking the card number locks everything after it again.
  typeInto(input('card_number'), '4111 1111 1111 111');
  await tick();
  assert.ok(input('full_name').disabled && input('amount').disabled && submitButton().disabled);
  assert.is(input('full_name').value, 'Олена Коваленко', 'locked fields keep their values');
});

test('two rapid clicks and two Enters send one request, with the payload of the spec', async () => {
  const w = world();
  const held = gate();
  const api = serve(w, (req) => (req.method.toUpperCase() === 'POST' ? held.reply.then(() => undefined as unknown as Reply) : undefined));
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('100');
  const form = $<HTMLFormElement>('form')!;
  submitButton().click();
  submitButton().click();
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await until(() => posts(api.sent).length === 1, 'the request');
  await tick(20);
  submitButton().click();
  await writesLeft();
  assert.is(posts(api.sent).length, 1, 'one request in flight');
  assert.is(submitButton().getAttribute('aria-disabled'), 'true', 'the button says it is disabled while sending');
  assert.is(plain(submitButton().textContent), 'Надсилаємо запит…');
  assert.ok(input('amount').readOnly, 'fields are read-only while sending');

  held.open({ json: {} });
  await until(() => location.pathname === '/user-profile/success-withdrawal', 'the success route');
  const [post] = posts(api.sent);
  assert.equal(post!.body, { user_id: 1, full_name: 'Олена Коваленко', amount: 100, withdrawal_method: 'card', card_number: '4111 1111 1111 1111' });
  assert.match(post!.headers['idempotency-key'] ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.is(posts(api.sent).length, 1);
  assert.is($user.get()!.current_balance, 1150.5, 'balance reloaded');
  assert.is($withdrawals.get().data[0]!.amount, 100, 'history reloaded, the new withdrawal first');
  assert.ok(api.sent.some((r) => r.path === '/api/user'), 'GET /api/user after the withdrawal');
});

test('a 204 (or a 201 without a record) is a success: the success route, sent once', async () => {
  const api = serve(world(), (req) => (req.method.toUpperCase() === 'POST' ? { status: 204 } : undefined));
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('100');
  submitButton().click();
  await until(() => location.pathname === '/user-profile/success-withdrawal', 'the success route');
  assert.is(posts(api.sent).length, 1);
});

test('an HTML page with 200 (a redirect turned the POST into a GET) is not a success: the values stay', quietly(async () => {
  serve(world(), (req) => (req.method.toUpperCase() === 'POST' ? { status: 200, text: '<!DOCTYPE html><html><body>Головна</body></html>' } : undefined));
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('100');
  submitButton().click();
  await until(() => $('.cb-wform__failure'), 'the failure');
  assert.match(plain($('.cb-wform__failure')!.textContent), 'двічі кошти не спишуться');
  assert.is(location.pathname, '/user-profile/withdrawal-money/bank-card');
  assert.is(input('amount').value, '100');
}));

test('a network failure keeps the values; the retry reuses the Idempotency-Key', quietly(async () => {
  const api = serve(world(), (req) => (req.method.toUpperCase() === 'POST' && posts(api.sent).length === 1 ? { network: true } : undefined));
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('120');
  submitButton().click();
  await until(() => $('[role="alert"]'), 'the failure');
  assert.match(plain($('.cb-wform__failure')!.textContent), "Немає з'єднання з мережею");
  assert.is(input('card_number').value, '4111 1111 1111 1111');
  assert.is(input('full_name').value, 'Олена Коваленко');
  assert.is(input('amount').value, '120');
  const retry = [...document.querySelectorAll<HTMLButtonElement>('.cb-wform__failure button')].find((b) => plain(b.textContent) === 'Повторити запит')!;
  retry.click();
  await until(() => location.pathname === '/user-profile/success-withdrawal', 'success after the retry');
  const [first, second] = posts(api.sent);
  assert.ok(first!.headers['idempotency-key']);
  assert.is(second!.headers['idempotency-key'], first!.headers['idempotency-key'], 'same key on the retry');
}));

test('after a timeout a changed form still reuses the key (the server refuses a second charge)', quietly(async () => {
  const api = serve(world(), (req) => {
    if (req.method.toUpperCase() !== 'POST') return undefined;
    if (posts(api.sent).length === 1) return { status: 504, json: { message: 'Gateway Timeout' } };
    return { status: 422, json: { message: 'Цей Idempotency-Key уже використано для іншого запиту.' } };
  });
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('100');
  submitButton().click();
  await until(() => $('.cb-wform__failure'), 'the failure');
  typeInto(input('amount'), '200');
  await tick();
  submitButton().click();
  await until(() => posts(api.sent).length === 2 && !$<HTMLButtonElement>('button[type="submit"]')!.textContent!.includes('Надсилаємо'));
  await until(() => plain($('.cb-wform__failure')?.textContent).includes('Попередній запит уже прийнято'), 'the conflict message');
  const [first, second] = posts(api.sent);
  assert.is(second!.headers['idempotency-key'], first!.headers['idempotency-key']);
  // The user has now seen the outcome: the next send is a new intent.
  submitButton().click();
  await until(() => posts(api.sent).length === 3);
  assert.is.not(posts(api.sent)[2]!.headers['idempotency-key'], first!.headers['idempotency-key']);
}));

test('a 422 shows the messages under the fields and keeps the values; changed values get a new key', quietly(async () => {
  const api = serve(world(), (req) =>
    req.method.toUpperCase() === 'POST' && posts(api.sent).length === 1
      ? { status: 422, json: { message: 'Сума перевищує доступний баланс.', errors: { amount: ['Сума перевищує доступний баланс.'] } } }
      : undefined,
  );
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('1000');
  submitButton().click();
  await until(() => errorOf(input('amount')) === 'Сума перевищує доступний баланс.', 'the field error');
  assert.is(input('amount').value, '1000');
  assert.is(input('card_number').value, '4111 1111 1111 1111');
  assert.is(input('amount').getAttribute('aria-invalid'), 'true');
  typeInto(input('amount'), '900');
  await tick();
  assert.is(errorOf(input('amount')), 'Мінімальна сума виведення — 50 грн. Максимальна сума — 1 250 грн', 'editing clears the server message');
  submitButton().click();
  await until(() => location.pathname === '/user-profile/success-withdrawal');
  const [first, second] = posts(api.sent);
  assert.is.not(second!.headers['idempotency-key'], first!.headers['idempotency-key'], 'a new intent after a definite refusal');
  assert.is((second!.body as { amount: number }).amount, 900);
}));

test('a 403 says the e-mail is unconfirmed and the prompt replaces the form', quietly(async () => {
  const w = world();
  serve(w, (req) => {
    if (req.method.toUpperCase() !== 'POST') return undefined;
    w.user = { ...w.user, email_verified_at: null };
    return { status: 403, json: { message: 'Ваша адреса електронної пошти не підтверджена.' } };
  });
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('100');
  submitButton().click();
  await until(() => plain(document.body.textContent).includes('Підтвердіть електронну пошту'), 'the prompt');
  assert.not.ok($('form'), 'no form for an unconfirmed e-mail');
  assert.ok($('button.cb-btn--primary'));
}));

test('the phone form: paste in any usual way, the phone payload', async () => {
  const api = serve(world());
  resetDom('http://localhost:8080/user-profile/withdrawal-money/mobile-phone');
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  $user.set(user());
  render(<PhoneFormScreen />, document.body);
  await formShown('phone');
  assert.is(input('phone').getAttribute('inputmode'), 'tel');
  assert.is(input('phone').getAttribute('autocomplete'), 'tel');
  typeInto(input('phone'), '+38 (050) 123-45-6');
  await tick();
  assert.is(input('phone').value, '+38050123456');
  assert.ok(input('full_name').disabled, '12 characters are not a phone');
  typeInto(input('phone'), '+38 (050) 123-45-67');
  await tick();
  assert.is(input('phone').value, '+380501234567');
  typeInto(input('full_name'), '  Олена  Коваленко');
  await tick();
  assert.is(input('full_name').value, 'Олена Коваленко');
  typeInto(input('amount'), '75');
  await tick();
  submitButton().click();
  await until(() => location.pathname === '/user-profile/success-withdrawal');
  assert.equal(posts(api.sent)[0]!.body, { user_id: 1, full_name: 'Олена Коваленко', amount: 75, withdrawal_method: 'phone', phone: '+380501234567' });
});

test('a balance below the minimum says so and never unlocks the submit', async () => {
  serve(world({ user: user({ current_balance: 49.99 }) }));
  render(<CardFormScreen />, document.body);
  await formShown();
  await fillCard('49');
  assert.is(errorOf(input('amount')), 'Недостатньо коштів: мінімальна сума виведення — 50 грн');
  assert.ok(submitButton().disabled);
});

test('an unconfirmed e-mail sees the prompt on a deep link', async () => {
  serve(world({ user: user({ email_verified_at: null }) }));
  render(<CardFormScreen />, document.body);
  await until(() => plain(document.body.textContent).includes('Підтвердіть електронну пошту'));
  assert.not.ok($('form'));
});

test.run();
