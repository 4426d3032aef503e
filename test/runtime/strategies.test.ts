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


test('interaction starts on the first pointerdown, focus or key, and replays the click after mounting', async () => {
  for (const trigger of ['pointerdown', 'focusin', 'keydown']) {
    document.body.innerHTML = '<div id="p"><button type="button">Go</button></div>';
    const placeholder = document.getElementById('p')!;
    let started = 0;
    whenReady(placeholder, 'interaction', () => (started += 1));
    await hostStrategiesLoaded();
    assert.is(started, 0);
    const button = placeholder.querySelector('button')!;
    button.dispatchEvent(new Event(trigger, { bubbles: true }));
    button.dispatchEvent(new Event(trigger, { bubbles: true }));
    assert.is(started, 1, `${trigger} starts it, once`);
  }
  document.body.innerHTML = '<div id="p"><form><button>Go</button></form></div>';
  const placeholder = document.getElementById('p')!;
  whenReady(placeholder, 'interaction', () => {});
  await hostStrategiesLoaded();
  const button = placeholder.querySelector('button')!;
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const early = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(early);
  assert.ok(early.defaultPrevented, 'the click waits for the island (no native submit)');
  // The island re-rendered its HTML: the button at the same place gets the click.
  placeholder.innerHTML = '<form><button type="button">Go</button></form>';
  const clicks: string[] = [];
  placeholder.querySelector('button')!.addEventListener('click', (event) => clicks.push((event.target as Element).textContent ?? ''));
  placeholder.dispatchEvent(new CustomEvent('cashback:mounted', { bubbles: true }));
  assert.equal(clicks, ['Go']);
  const late = new MouseEvent('click', { bubbles: true, cancelable: true });
  placeholder.querySelector('button')!.dispatchEvent(late);
  assert.not.ok(late.defaultPrevented, 'once mounted, clicks are the island\'s');
  assert.equal(clicks, ['Go', 'Go']);
});

test('interaction: a key is replayed when there was no click; a failed island stops holding clicks', async () => {
  document.body.innerHTML = '<div id="p"><input></div>';
  const placeholder = document.getElementById('p')!;
  whenReady(placeholder, 'interaction', () => {});
  await hostStrategiesLoaded();
  placeholder.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  const keys: string[] = [];
  placeholder.querySelector('input')!.addEventListener('keydown', (event) => keys.push(event.key));
  placeholder.dispatchEvent(new CustomEvent('cashback:mounted', { bubbles: true }));
  assert.equal(keys, ['Enter']);

  document.body.innerHTML = '<div id="q"><button>Go</button></div>';
  const other = document.getElementById('q')!;
  whenReady(other, 'interaction', () => {});
  await hostStrategiesLoaded();
  other.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  other.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  other.querySelector('button')!.dispatchEvent(click);
  assert.not.ok(click.defaultPrevented);
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
