import { tick, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import type { Reply } from '../../api/helpers';
import { setReloadTo } from '../../../src/lib/navigate-hard';
import { $alert } from '../../../src/stores/alert';
import { $user } from '../../../src/stores/user';
import SettingsScreen from '../../../widgets/profile/settings/settings-screen';
import { PhoneConfirmation, SHOW_PHONE_CONFIRMATION } from '../../../widgets/profile/settings/phone-confirmation';
import { allTasks } from 'nanostores';
import { $, $$, byText, cleanup, key, signedIn, text, typeInto, until, user } from './shell-fixtures';
import { resetDom as resetDomOnly } from '../../setup/dom';

/**
 * Renders the screen and lets the mount-time GET /api/user finish, as it has
 * long before a person clicks (preact runs effects, and so subscribes the
 * store, up to 35 ms after a render).
 */
async function show() {
  render(<SettingsScreen />, document.body);
  await tick(40);
  await allTasks();
}

const test = suite('profile settings');
const URL = 'http://localhost:8080/user-profile/settings';
const viewport = (width: number) => (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 800 });

/** Answers PUT /api/user/1 by applying the body, unless `refuse` returns a reply. */
const accepting = (refuse: (body: Record<string, unknown>) => object | undefined = () => undefined) => (req: { method: string; path: string; body: unknown }) => {
  const body = req.body as Record<string, unknown>;
  if (req.method !== 'PUT') return undefined;
  const refusal = refuse(body);
  if (refusal) return refusal;
  const current = $user.get()!;
  if (req.path === '/api/user/1') return { json: { data: { ...current, ...body } } };
  if (req.path === '/api/user/updateNotificationSettings/1') return { json: { data: { ...current, notification_settings: { ...current.notification_settings, ...body } } } };
  return undefined;
};

const editButton = (label: string) => $<HTMLButtonElement>(`button[aria-label="Змінити: ${label}"]`)!;
const input = () => $<HTMLInputElement>('.cb-setting--editing input')!;
const errorText = () => $('.cb-setting--editing .cb-error')?.textContent ?? null;

test.before.each(() => viewport(1280));
test.after.each(cleanup);

test('the stored values, each with an edit button; the date reads day.month.year', async () => {
  signedIn(URL, user());
  await show();
  assert.ok(text().includes('user@example.com') && text().includes('Олена Коваленко') && text().includes('17.04.1991'));
  for (const label of ['Email', "Ім'я та прізвище", 'Дата народження']) assert.ok(editButton(label), label);
  render(null, document.body);
  signedIn(URL, user({ birth_date: null }));
  await show();
  assert.ok(text().includes('Не вказано'));
});

test('edit full_name: Enter saves with PUT {full_name}, the value sticks, focus returns to the edit button', async () => {
  const api = signedIn(URL, user(), accepting());
  await show();
  editButton("Ім'я та прізвище").click();
  await until(() => document.activeElement === input(), 'the input to take focus');
  assert.is(input().value, 'Олена Коваленко');
  typeInto(input(), '  Олена Шевченко ');
  key(input(), 'Enter');
  await until(() => !$('.cb-setting--editing'), 'the edit to close');
  assert.equal(api.writes().map((r) => [r.path, r.body]), [['/api/user/1', { full_name: 'Олена Шевченко' }]]);
  assert.is($user.get()!.full_name, 'Олена Шевченко');
  assert.ok(text().includes('Олена Шевченко'));
  assert.is($alert.get().text, 'Зміни збережено');
  await until(() => document.activeElement === editButton("Ім'я та прізвище"), 'focus back on the edit button');
});

test('Escape cancels without sending; an unchanged value sends nothing', async () => {
  const api = signedIn(URL, user(), accepting());
  await show();
  editButton('Email').click();
  await tick();
  typeInto(input(), 'other@example.com');
  key(input(), 'Escape');
  await tick();
  assert.not.ok($('.cb-setting--editing'));
  assert.ok(text().includes('user@example.com'));
  editButton('Email').click();
  await tick();
  byText<HTMLButtonElement>('button', 'Зберегти')!.click();
  await writesLeft();
  assert.not.ok($('.cb-setting--editing'));
  assert.is(api.writes().length, 0);
});

test('mobile: 3 characters or fewer reads "Значення повинно бути більше 3 символів" and cannot be saved', async () => {
  viewport(375);
  const api = signedIn(URL, user(), accepting());
  await show();
  editButton("Ім'я та прізвище").click();
  await tick();
  typeInto(input(), 'Ол');
  await tick();
  assert.is(errorText(), 'Значення повинно бути більше 3 символів');
  assert.is(input().getAttribute('aria-invalid'), 'true');
  assert.ok(byText<HTMLButtonElement>('button', 'Зберегти')!.disabled);
  key(input(), 'Enter');
  await writesLeft();
  assert.is(api.writes().length, 0);
  assert.ok($('.cb-setting--editing'), 'still editing');
});

test('desktop: no 3-character rule; the full-name flag (over 8 characters) gates the save', async () => {
  signedIn(URL, user(), accepting());
  await show();
  editButton("Ім'я та прізвище").click();
  await tick();
  typeInto(input(), 'Ол');
  await tick();
  assert.is(errorText(), "Вкажіть ім'я та прізвище: від 9 до 50 символів");
  typeInto(input(), 'Іван Бут');
  await tick();
  assert.ok(byText<HTMLButtonElement>('button', 'Зберегти')!.disabled, '8 characters: flag false');
  typeInto(input(), 'Іван Бутт');
  await tick();
  assert.not.ok(byText<HTMLButtonElement>('button', 'Зберегти')!.disabled, '9 characters: flag true');
  assert.is(errorText(), null);
});

test('e-mail: checked with isEmail; the server refusal shows its message under the field and keeps the input', async () => {
  const api = signedIn(URL, user(), accepting((body) =>
    body.email === 'new@example.com'
      ? { status: 422, json: { message: 'Такий email вже зареєстровано.', errors: { email: ['Такий email вже зареєстровано.'] } } }
      : undefined));
  await show();
  editButton('Email').click();
  await tick();
  typeInto(input(), 'new@example');
  await tick();
  assert.is(errorText(), 'Введить коректний Email');
  typeInto(input(), 'new@example.com');
  key(input(), 'Enter');
  await until(() => errorText() === 'Такий email вже зареєстровано.', 'the server message');
  assert.is(input().value, 'new@example.com', 'what was typed stays');
  assert.is($user.get()!.email, 'user@example.com');
  assert.is(api.writes().length, 1);
  typeInto(input(), 'new2@example.com');
  await tick();
  assert.is(errorText(), null, 'typing clears the server message');
});

test('Laravel 8\'s 422 ("The given data was invalid." on top): the Ukrainian field message shows, the English never', async () => {
  signedIn(URL, user(), (req) =>
    req.method === 'PUT'
      ? { status: 422, json: { message: 'The given data was invalid.', errors: { email: ['Таке значення поля email вже існує.'] } } }
      : undefined);
  await show();
  editButton('Email').click();
  await tick();
  typeInto(input(), 'taken@example.com');
  key(input(), 'Enter');
  await until(() => errorText() === 'Таке значення поля email вже існує.', 'the field message');
  assert.not.match(text(), 'given data');
  assert.is(input().value, 'taken@example.com');
});

test('Laravel 10+\'s 422 summary "(and 1 more error)" is never shown; a 429 shows our text', async () => {
  let reply: Reply = { status: 422, json: { message: 'The full name field must not be greater than 50 characters. (and 1 more error)', errors: { full_name: ['Поле ім\'я не може бути довшим за 50 символів.'], status: ['x'] } } };
  signedIn(URL, user(), (req) => (req.method === 'PUT' ? reply : undefined));
  await show();
  editButton("Ім'я та прізвище").click();
  await tick();
  typeInto(input(), 'Олена Коваленко-Шевченко');
  key(input(), 'Enter');
  await until(() => errorText() === 'Поле ім\'я не може бути довшим за 50 символів.', 'the field message');
  reply = { status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '60' } };
  key(input(), 'Enter');
  await until(() => errorText() === 'Забагато запитів. Зачекайте трохи і спробуйте ще раз.', 'our 429 text');
  assert.not.match(text(), 'Too Many');
});

test('a 204 is a success: the field, the gender and a switch keep the new value, and the user is read again', async () => {
  const api = signedIn(URL, user(), (req) => (req.method === 'PUT' ? { status: 204 } : undefined));
  await show();
  editButton("Ім'я та прізвище").click();
  await tick();
  typeInto(input(), 'Олена Коваленко-Шевчук');
  key(input(), 'Enter');
  await until(() => !$('.cb-setting--editing'), 'the field closes');
  assert.ok(text().includes('Олена Коваленко-Шевчук'));
  $$<HTMLLabelElement>('.cb-gender__option').find((l) => l.textContent === 'Чоловіча')!.querySelector('input')!.click();
  byText<HTMLButtonElement>('[role="switch"]', 'Акції та розпродажі')!.click();
  await until(() => api.writes().length === 3, 'three writes');
  await allTasks();
  await tick(10);
  assert.equal([$user.get()!.full_name, $user.get()!.gender, $user.get()!.notification_settings.sales], ['Олена Коваленко-Шевчук', 'male', true]);
  assert.is($alert.get().type, 'success', 'no error alert');
  const reads = api.calls().filter((r) => r.method === 'GET' && r.path === '/api/user').length;
  assert.ok(reads >= 4, `GET /api/user after each write (${reads} reads)`);
});

test('a double Enter sends one request', async () => {
  let answer: (value: Reply) => void = () => {};
  const api = signedIn(URL, user(), (req) => (req.method === 'PUT' ? new Promise((resolve) => (answer = resolve)) : undefined));
  await show();
  editButton('Дата народження').click();
  await tick();
  assert.is(input().type, 'date');
  typeInto(input(), '1990-01-02');
  key(input(), 'Enter');
  key(input(), 'Enter');
  await writesLeft();
  assert.is(api.writes().length, 1);
  assert.equal(api.writes()[0]!.body, { birth_date: '1990-01-02' });
  answer({ json: { data: user({ birth_date: '1990-01-02' }) } });
  await until(() => text().includes('02.01.1990'), 'the new date');
});

test('gender: saved on change, rolled back with an alert when refused', async () => {
  let refuse = false;
  const api = signedIn(URL, user(), accepting(() => (refuse ? { status: 500, json: {} } : undefined)));
  await show();
  const radio = (label: string) => $$<HTMLLabelElement>('.cb-gender__option').find((l) => l.textContent === label)!.querySelector('input')!;
  assert.ok(radio('Жіноча').checked);
  assert.ok($('fieldset legend')!.textContent === 'Стать');
  radio('Чоловіча').click();
  await until(() => api.writes().length, 'the save');
  await tick(10);
  assert.equal(api.writes()[0]!.body, { gender: 'male' });
  assert.is($user.get()!.gender, 'male');
  refuse = true;
  radio('Не вказано').click();
  await until(() => $alert.get().show, 'the alert');
  assert.is($alert.get().type, 'error');
  assert.is($user.get()!.gender, 'male', 'rolled back');
  await tick();
  assert.ok(radio('Чоловіча').checked);
});

test('notification switches: role=switch with aria-checked, optimistic, rolled back with an alert', async () => {
  let answer: (value: Reply) => void = () => {};
  const api = signedIn(URL, user(), (req) => (req.method === 'PUT' ? new Promise((resolve) => (answer = resolve)) : undefined));
  await show();
  const switches = () => $$('[role="switch"]').map((s) => [s.textContent, s.getAttribute('aria-checked')]);
  assert.equal(switches(), [['Зміна статусу кешбеку', 'true'], ['Оновлення сервісу', 'true'], ['Акції та розпродажі', 'false']]);
  const sales = () => byText<HTMLButtonElement>('[role="switch"]', 'Акції та розпродажі')!;
  sales().click();
  await tick();
  assert.is(sales().getAttribute('aria-checked'), 'true', 'flips at once');
  sales().click();
  await writesLeft();
  assert.is(api.writes().length, 1, 'no second call while the first is in flight');
  assert.equal([api.writes()[0]!.path, api.writes()[0]!.body], ['/api/user/updateNotificationSettings/1', { sales: true }]);
  answer({ status: 422, json: { message: 'Не вдалося.' } });
  await until(() => sales().getAttribute('aria-checked') === 'false', 'the rollback');
  assert.is($alert.get().type, 'error');
  assert.is($user.get()!.notification_settings.sales, false);
  assert.is($user.get()!.notification_settings.cashback_status, true, 'the other switches untouched');
});

test('logout: POST /api/logout, the stored user cleared, home reloaded', async () => {
  const reloads: string[] = [];
  const previous = setReloadTo((path) => reloads.push(path));
  try {
    const api = signedIn(URL, user(), (req) => (req.path === '/api/logout' ? { status: 204 } : undefined));
    await show();
    const button = byText<HTMLButtonElement>('button', 'Вийти')!;
    button.click();
    await until(() => reloads.length, 'the reload');
    assert.equal(reloads, ['/']);
    assert.equal(api.writes().map((r) => [r.method, r.path]), [['POST', '/api/logout']]);
    assert.is(localStorage.getItem('activeUser'), null);
  } finally {
    setReloadTo(previous);
  }
});

test('the hidden phone step validates a 10-digit phone, then a 6-digit code', async () => {
  assert.is(SHOW_PHONE_CONFIRMATION, false);
  resetDomOnly();
  const sent: string[][] = [];
  render(
    <PhoneConfirmation
      requestCode={async (phone) => void sent.push(['code', phone])}
      confirmCode={async (phone, code) => void sent.push(['confirm', phone, code])}
    />,
    document.body,
  );
  const field = () => $<HTMLInputElement>('input')!;
  const submit = () => $<HTMLButtonElement>('button[type="submit"]')!;
  typeInto(field(), '+38 (067) 123-45');
  await tick();
  assert.is(field().value, '3806712345', 'digits only, at most 10');
  typeInto(field(), '067123456');
  await tick();
  submit().click();
  await tick();
  assert.is($('.cb-error')!.textContent, 'Номер має містити рівно 10 цифр');
  assert.equal(sent, []);
  typeInto(field(), '0671234567');
  await tick();
  submit().click();
  await until(() => $('label')?.textContent === 'Код із SMS', 'the code step');
  assert.equal(sent, [['code', '0671234567']]);
  typeInto(field(), '12a34 5');
  await tick();
  assert.is(field().value, '12345');
  submit().click();
  await tick();
  assert.is($('.cb-error')!.textContent, 'Код має містити рівно 6 цифр');
  typeInto(field(), '1234567');
  await tick();
  submit().click();
  await until(() => text().includes('Телефон підтверджено'), 'the confirmation');
  assert.equal(sent[1], ['confirm', '0671234567', '123456']);
});

test('the phone-confirmation section is not rendered', async () => {
  signedIn(URL, user());
  await show();
  assert.not.ok(text().includes('Підтвердження телефону'));
  assert.not.ok($('input[type="tel"]'));
});

test.run();
