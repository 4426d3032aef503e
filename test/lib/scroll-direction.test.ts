import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { headerHidden, HIDE_AFTER_PX } from '../../src/lib/scroll-direction';

const test = suite('headerHidden');

test('stays shown within the first 50 px, whatever the direction', () => {
  assert.is(HIDE_AFTER_PX, 50);
  assert.is(headerHidden(0, 30, false), false);
  assert.is(headerHidden(0, 50, false), false);
  assert.is(headerHidden(200, 40, true), false);
});

test('hides on scroll down past 50 px', () => {
  assert.is(headerHidden(0, 51, false), true);
  assert.is(headerHidden(300, 420, false), true);
});

test('shows again on scroll up', () => {
  assert.is(headerHidden(800, 700, true), false);
});

test('tiny moves keep the current state', () => {
  assert.is(headerHidden(300, 302, true), true);
  assert.is(headerHidden(300, 298, true), true);
  assert.is(headerHidden(300, 302, false), false);
});

test.run();
