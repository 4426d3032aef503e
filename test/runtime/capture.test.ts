import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installCapture } from '../../src/runtime/capture';
import { bundleUnavailable } from '../../src/runtime/boot';

const test = suite('capture: what a shopper does before the island wakes');
test.before.each(() => resetDom());
installCapture();
installCapture(); // the loader and cashback.js both install it: one set of listeners

/** A placeholder whose island is not awake, holding `html`. */
function asleep(html: string, state: string | null = 'loading') {
  document.body.innerHTML = `<a id="host" href="#host">host</a><div data-cashback="app">${html}</div>`;
  const placeholder = document.querySelector<HTMLElement>('[data-cashback]')!;
  if (state) placeholder.setAttribute('data-cashback-state', state);
  return placeholder;
}

/** The island wakes (or fails); held steps run in the task after. */
const wake = async (placeholder: Element, how: 'mounted' | 'failed' = 'mounted') => {
  placeholder.setAttribute('data-cashback-state', how);
  placeholder.dispatchEvent(new CustomEvent(how === 'mounted' ? 'cashback:mounted' : 'cashback:error', { bubbles: true }));
  await tick();
};

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

test('a click is held, shown as taken, and done once on the awake island', async () => {
  const placeholder = asleep('<div><button type="button"><span>Go</span></button></div>');
  const button = placeholder.querySelector('button')!;
  const heard: string[] = [];
  placeholder.addEventListener('click', () => heard.push('click'));
  const early = click(button.querySelector('span')!);
  assert.ok(early.defaultPrevented);
  assert.equal(heard, [], 'the island does not hear it while asleep');
  assert.is(placeholder.getAttribute('aria-busy'), 'true');
  assert.ok(button.hasAttribute('data-cashback-held'), 'the pressed control is marked');
  await wake(placeholder);
  assert.equal(heard, ['click'], 'done once');
  assert.not.ok(placeholder.hasAttribute('aria-busy'));
  assert.not.ok(button.hasAttribute('data-cashback-held'));
  assert.not.ok(click(button).defaultPrevented, 'once awake, clicks are the island\'s');
  assert.equal(heard, ['click', 'click']);
});

test('an island that rendered afresh gets the click on the control at the same place', async () => {
  const placeholder = asleep('<form><button>Go</button></form>');
  click(placeholder.querySelector('button')!);
  placeholder.innerHTML = '<form><button type="button">Go again</button></form>';
  const heard: string[] = [];
  placeholder.querySelector('button')!.addEventListener('click', (event) => heard.push((event.target as Element).textContent!));
  await wake(placeholder);
  assert.equal(heard, ['Go again']);
});

test('a plain link is never held; a tab that is a link is', async () => {
  const placeholder = asleep('<a href="/shops">Всі</a><div role="tablist"><a role="tab" href="?tab=greatest">Найбільший</a></div>');
  assert.not.ok(click(placeholder.querySelector('a[href="/shops"]')!).defaultPrevented);
  assert.not.ok(click(document.getElementById('host')!).defaultPrevented, 'the host\'s own link: not ours');
  assert.ok(click(placeholder.querySelector('[role=tab]')!).defaultPrevented);
});

test('nothing is held outside a placeholder, in an awake or failed one', async () => {
  for (const state of ['mounted', 'failed']) {
    const placeholder = asleep('<button>Go</button>', state);
    assert.not.ok(click(placeholder.querySelector('button')!).defaultPrevented, state);
  }
  asleep('');
  assert.not.ok(click(document.getElementById('host')!).defaultPrevented);
});

test('a submitted form is not sent natively; the island\'s handler gets it once', async () => {
  const placeholder = asleep('<form action="/registration"><input name="email"></form>');
  const form = placeholder.querySelector('form')!;
  const early = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(early);
  assert.ok(early.defaultPrevented);
  let handled = 0;
  let native = 0;
  form.submit = () => void (native += 1);
  form.addEventListener('submit', (event) => {
    handled += 1;
    event.preventDefault();
  });
  await wake(placeholder);
  assert.is(handled, 1);
  assert.is(native, 0);
});

test('a failed island: the held form is sent as plain HTML would send it', async () => {
  const placeholder = asleep('<form action="/registration"><input name="email"></form>');
  const form = placeholder.querySelector('form')!;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  let native = 0;
  form.submit = () => void (native += 1);
  await wake(placeholder, 'failed');
  assert.is(native, 1);
});

test('typed text becomes the island\'s: an input event with the value, focus and caret kept', async () => {
  const placeholder = asleep('<form><input name="email" type="email"><input name="password" type="password"></form>');
  const [email, password] = [...placeholder.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
  email.value = 'user@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  password.value = 'secret';
  password.dispatchEvent(new Event('input', { bubbles: true }));
  password.focus();
  password.setSelectionRange(2, 2);
  const heard: string[] = [];
  placeholder.addEventListener('input', (event) => heard.push(`${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`));
  await wake(placeholder);
  assert.equal(heard, ['email=user@example.com', 'password=secret'], 'each field once, with what was typed');
  assert.is(document.activeElement, password);
  assert.is(password.selectionStart, 2);
  assert.is(email.value, 'user@example.com');
});

test('typed text survives an island that rendered its fields afresh', async () => {
  const placeholder = asleep('<form><input name="q"></form>');
  const field = placeholder.querySelector('input')!;
  field.value = 'rozetka';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  placeholder.innerHTML = '<form><input name="q"></form>';
  await wake(placeholder);
  assert.is(placeholder.querySelector('input')!.value, 'rozetka');
});

test('arrows and Space on a widget with a role are held; typing in a field is not', async () => {
  const placeholder = asleep('<div role="tablist"><a role="tab" href="?tab=popular">A</a><a role="tab" href="?tab=greatest">B</a></div><input>');
  const tab = placeholder.querySelector('[role=tab]')!;
  const keys: string[] = [];
  placeholder.addEventListener('keydown', (event) => keys.push(event.key));
  let clicks = 0;
  placeholder.addEventListener('click', () => (clicks += 1));
  const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
  tab.dispatchEvent(arrow);
  assert.ok(arrow.defaultPrevented);
  const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
  tab.dispatchEvent(space);
  assert.ok(space.defaultPrevented, 'Space on a link tab would scroll the page');
  const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
  placeholder.querySelector('input')!.dispatchEvent(letter);
  assert.not.ok(letter.defaultPrevented);
  assert.equal(keys, ['a']);
  await wake(placeholder);
  assert.equal(keys, ['a', 'ArrowRight'], 'in the order they came');
  assert.is(clicks, 1, 'Space became the tab\'s click');
});

test('the interaction strategy hears a held action', async () => {
  const placeholder = asleep('<button>Go</button>', 'pending');
  let heard = 0;
  placeholder.addEventListener('cashback:held', () => (heard += 1));
  placeholder.querySelector('button')!.click();
  assert.is(heard, 1);
});

test('the bundle never came: every placeholder is failed, and held actions are done as plain HTML', async () => {
  const placeholder = asleep('<form><button>Go</button></form>');
  const form = placeholder.querySelector('form')!;
  let sent = 0;
  form.addEventListener('submit', (event) => {
    sent += 1;
    event.preventDefault();
  });
  const errors: string[] = [];
  addEventListener('cashback:error', (event) => errors.push((event.target as Element).getAttribute('data-cashback')!));
  click(form.querySelector('button')!);
  assert.is(sent, 0);
  const log = console.error;
  console.error = () => {};
  try {
    bundleUnavailable('cashback.js', new TypeError('Failed to fetch'));
  } finally {
    console.error = log;
  }
  await tick();
  assert.equal(errors, ['app'], 'the host hears it');
  assert.is(placeholder.getAttribute('data-cashback-state'), 'failed');
  assert.is(sent, 1, 'the button\'s click submits the form natively now');
  assert.not.ok(click(form.querySelector('button')!).defaultPrevented);
});

test.run();
