import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseStrategy, whenReady } from '../../src/runtime/strategies';

const test = suite('load strategies');
test.before.each(() => resetDom());

test('data-load values: eager by default, idle and visible as written', () => {
  assert.is(parseStrategy(null), 'eager');
  assert.is(parseStrategy('lazy'), 'eager');
  assert.is(parseStrategy('idle'), 'idle');
  assert.is(parseStrategy('visible'), 'visible');
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

test.run();
