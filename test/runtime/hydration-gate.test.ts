import './../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { afterHydration, hydrationOver, releaseStoredValues, storedValuesHeld } from '../../src/runtime/hydration-gate';
import { snippetMarker } from '../../src/runtime/snippet';
import { persistentAtom } from '../../src/stores/persistent';

// One page, in order: the gate decides at the first question, as in a browser.
const test = suite('hydration gate: stored values wait while prerendered HTML hydrates');

const asName = (stored: unknown) => (typeof stored === 'string' ? stored : null);

test('a page holding a snippet holds stored values back, also for a store made before the runtime looked', async () => {
  document.body.innerHTML = `<div data-cashback="header">${snippetMarker({ v: '1', island: 'header', auth: 'user', prefix: 'cbp-header-' })}<header></header></div>`;
  localStorage.setItem('name', JSON.stringify('Олена'));
  const $name = persistentAtom<string | null>('name', null, asName);
  assert.ok(storedValuesHeld());
  assert.is($name.get(), null, 'the first render sees what the build saw');
  const seen: (string | null)[] = [];
  const stop = $name.subscribe((value) => seen.push(value));
  const order: string[] = [];
  afterHydration(() => order.push('queued'));
  const answer = hydrationOver().then(() => order.push('answer'));
  await Promise.resolve();
  assert.equal(seen, [null]);
  assert.equal(order, [], 'a server answer waits too');

  // What the primer stored from the page's data (the host rendered the page with it) is no stored value to hold.
  localStorage.setItem('painted', JSON.stringify('Петро'));
  (window as unknown as Record<symbol, string[]>)[Symbol.for('cashback.stored')] = ['painted'];
  const $painted = persistentAtom<string | null>('painted', null, asName);
  assert.is($painted.get(), 'Петро', 'the first render sees what the host rendered');
  assert.is(persistentAtom<string | null>('name', null, asName).get(), null, 'another key still waits');
  delete (window as unknown as Record<symbol, string[] | undefined>)[Symbol.for('cashback.stored')];

  releaseStoredValues();
  assert.not.ok(storedValuesHeld());
  assert.equal(seen, [null, 'Олена'], 'applied once hydration is over');
  await answer;
  assert.equal(order, ['queued', 'answer'], 'stored values first, then the answers');
  stop();
});

test('after hydration, stores restore at once and nothing waits', () => {
  localStorage.setItem('other', JSON.stringify('Іван'));
  const $other = persistentAtom<string | null>('other', null, asName);
  assert.is($other.get(), 'Іван');
  let ran = false;
  afterHydration(() => (ran = true));
  assert.ok(ran);
});

test.run();
