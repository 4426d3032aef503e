import { tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { $alert } from '../../../src/stores/alert';
import MyFriendsScreen from '../../../widgets/profile/friends/my-friends-screen';
import { $, $$, byText, cleanup, signedIn, text, user } from './shell-fixtures';

const test = suite('profile friends');
const LINK = 'http://localhost:8080/registration?ref=CB1037';

let clipboard: PropertyDescriptor | undefined;
test.before.each(() => {
  clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
});
test.after.each(async () => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  delete (document as unknown as { execCommand?: unknown }).execCommand;
  await cleanup();
});

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

test('the link in a read-only field, the explanation and two closed rule accordions', () => {
  signedIn('http://localhost:8080/user-profile/my-friends', user());
  render(<MyFriendsScreen />, document.body);
  const field = $<HTMLInputElement>('input')!;
  assert.is(field.value, LINK);
  assert.ok(field.readOnly);
  assert.is($(`label[for="${field.id}"]`)!.textContent, 'Ваше реферальне посилання');
  assert.ok(text().includes('50 грн') && text().includes('250 грн'));
  const summaries = $$('summary').map((s) => s.textContent);
  assert.equal(summaries, ['Умови реферального бонусу', 'Заборонені дії']);
  assert.ok($$('details').every((d) => !(d as HTMLDetailsElement).open));
});

test('the rules of spec section 9 are all there', () => {
  signedIn('http://localhost:8080/user-profile/my-friends', user());
  render(<MyFriendsScreen />, document.body);
  const [bonus, ban] = $$('details').map((d) => d.textContent ?? '');
  for (const part of ['50 грн', 'обидві сторони', '250 грн', 'вручну', 'без ПДВ']) assert.ok(bonus!.includes(part), part);
  for (const part of ['блокується без можливості виведення коштів', 'домени', 'брендів', 'підроблені застосунки', 'контекстну рекламу', 'спам', 'власним посиланням', 'кілька акаунтів на одному пристрої']) {
    assert.ok(ban!.includes(part), part);
  }
});

test('copy: the Clipboard API, then the alert', async () => {
  const written: string[] = [];
  setClipboard({ writeText: async (t: string) => void written.push(t) });
  signedIn('http://localhost:8080/user-profile/my-friends', user());
  render(<MyFriendsScreen />, document.body);
  const button = $<HTMLButtonElement>('button[aria-label="Копіювати реферальне посилання"]')!;
  assert.ok(button.textContent!.includes('Копіювати'));
  button.click();
  await tick();
  assert.equal(written, [LINK]);
  assert.equal($alert.get(), { show: true, type: 'success', text: 'Скопійовано в буфер обміну' });
});

test('copy without the Clipboard API: the textarea fallback, same alert', async () => {
  setClipboard(undefined);
  const commands: string[] = [];
  (document as unknown as { execCommand: (c: string) => boolean }).execCommand = (c) => (commands.push(c), true);
  signedIn('http://localhost:8080/user-profile/my-friends', user());
  render(<MyFriendsScreen />, document.body);
  byText<HTMLButtonElement>('button', 'Копіювати')!.click();
  await tick();
  assert.equal(commands, ['copy']);
  assert.is($alert.get().text, 'Скопійовано в буфер обміну');
});

test('nothing can copy: the link is selected and the user is told to press Ctrl+C', async () => {
  setClipboard(undefined);
  signedIn('http://localhost:8080/user-profile/my-friends', user());
  render(<MyFriendsScreen />, document.body);
  byText<HTMLButtonElement>('button', 'Копіювати')!.click();
  await tick();
  const field = $<HTMLInputElement>('input')!;
  assert.is(document.activeElement, field);
  assert.is(field.selectionEnd, LINK.length);
  assert.is($alert.get().type, 'info');
  assert.ok($alert.get().text.includes('Ctrl+C'));
});

test.run();
