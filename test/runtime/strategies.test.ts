import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseStrategy, whenReady } from '../../src/runtime/strategies';

const test = suite('load strategies');
test.before.each(() => resetDom());

test('data-load values: eager by default, the others as written', () => {
  assert.is(parseStrategy(null), 'eager');
  assert.is(parseStrategy('lazy'), 'eager');
  for (const value of ['idle', 'visible', 'interaction', 'media'] as const) assert.is(parseStrategy(value), value);
});

test('eager starts at once', () => {
  let started = 0;
  whenReady(document.body, 'eager', () => (started += 1));
  assert.is(started, 1);
});

test('idle starts later, and not at all when cancelled', async () => {
  let started = 0;
  whenReady(document.body, 'idle', () => (started += 1));
  assert.is(started, 0);
  await tick(2100);
  assert.is(started, 1);
  const cancel = whenReady(document.body, 'idle', () => (started += 1));
  cancel();
  await tick(2100);
  assert.is(started, 1);
});

const saveData = (on: boolean) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: on ? { saveData: true } : undefined });

test('with Save-Data, idle waits longer', async () => {
  saveData(true);
  try {
    let started = 0;
    whenReady(document.body, 'idle', () => (started += 1));
    await tick(300);
    assert.is(started, 0, 'not at the usual idle time');
    await tick(2000);
    assert.is(started, 1);
  } finally {
    saveData(false);
  }
});

/** `interaction` and `media` are a chunk of their own: once it has loaded, whenReady has applied them. */
const hostStrategiesLoaded = async () => {
  await import('../../src/runtime/host-strategies');
  await tick();
};

test('media starts when the query matches, now or later', async () => {
  const wide = document.createElement('div');
  wide.setAttribute('data-media', '(min-width: 992px)');
  const huge = document.createElement('div');
  huge.setAttribute('data-media', '(min-width: 2000px)');
  let started = '';
  whenReady(wide, 'media', () => (started += 'wide '));
  whenReady(huge, 'media', () => (started += 'huge '));
  await hostStrategiesLoaded();
  assert.is(started, 'wide ', 'the window is 1280 px wide');
  (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: 2400 });
  await tick(10);
  assert.is(started, 'wide huge ');
  (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width: 1280 });
});


test('interaction starts on the first pointerdown, focus, key or held action, once', async () => {
  for (const trigger of ['pointerdown', 'focusin', 'keydown', 'cashback:held']) {
    document.body.innerHTML = '<div id="p"><button type="button">Go</button></div>';
    const placeholder = document.getElementById('p')!;
    let started = 0;
    whenReady(placeholder, 'interaction', () => (started += 1));
    await hostStrategiesLoaded();
    assert.is(started, 0);
    const target = trigger === 'cashback:held' ? placeholder : placeholder.querySelector('button')!;
    target.dispatchEvent(new Event(trigger, { bubbles: true }));
    target.dispatchEvent(new Event(trigger, { bubbles: true }));
    assert.is(started, 1, `${trigger} starts it, once`);
  }
});

test('interaction cancelled before its chunk arrived: the placeholder is left alone', async () => {
  document.body.innerHTML = '<div id="p"><form><button>Go</button></form></div>';
  const placeholder = document.getElementById('p')!;
  let started = 0;
  whenReady(placeholder, 'interaction', () => (started += 1))();
  await hostStrategiesLoaded();
  const button = placeholder.querySelector('button')!;
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  assert.is(started, 0);
  assert.not.ok(click.defaultPrevented);
});

test.run();
