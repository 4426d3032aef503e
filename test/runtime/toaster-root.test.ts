import { resetDom, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureToaster } from '../../src/runtime/toaster-root';
import { showAlert, hideAlert } from '../../src/stores/alert';

const test = suite('toaster root');
test.before.each(() => resetDom());

const roots = () => [...document.querySelectorAll('.cb-toaster-root')];

test('one root on body, however often islands ask for it', () => {
  ensureToaster();
  ensureToaster();
  assert.is(roots().length, 1);
  assert.is(roots()[0]!.parentElement, document.body);
});

test('a host that swaps the body gets the root back, and the next alert shows in it', async () => {
  ensureToaster();
  const next = document.createElement('body');
  document.body.replaceWith(next);
  assert.is(roots().length, 0, 'gone with the old body');
  showAlert('Скопійовано в буфер обміну');
  assert.is(roots().length, 1);
  assert.is(roots()[0]!.parentElement, next);
  await until(() => document.querySelector('.cb-toast')?.textContent?.includes('Скопійовано в буфер обміну'), 'the toast');
  hideAlert();
});

test('body.innerHTML = ... : the next island mount puts the root back', () => {
  ensureToaster();
  document.body.innerHTML = '<div data-cashback="faq"></div>';
  ensureToaster();
  assert.is(roots().length, 1);
});

test.run();
