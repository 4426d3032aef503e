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

test('the live region is there, empty, before the first alert, and the toast is drawn into that same element', async () => {
  ensureToaster();
  const region = document.querySelector('.cb-toaster-root > .cb-toaster')!;
  assert.ok(region, 'the live region');
  assert.is(region.getAttribute('role'), 'status');
  assert.is(region.getAttribute('aria-live'), 'polite');
  assert.is(region.childElementCount, 0);
  showAlert('Не вдалося зберегти', 'error');
  assert.is(region.getAttribute('role'), 'alert', 'an error interrupts');
  assert.is(region.getAttribute('aria-live'), 'assertive');
  await until(() => region.querySelector('.cb-toast')?.textContent?.includes('Не вдалося зберегти'), 'the toast in the region');
  assert.is(document.querySelector('.cb-toaster-root > .cb-toaster'), region, 'not replaced');
  showAlert('Скопійовано в буфер обміну');
  assert.is(region.getAttribute('role'), 'status');
  await until(() => region.textContent?.includes('Скопійовано'), 'the next text');
  hideAlert();
  await until(() => !region.querySelector('.cb-toast'), 'hidden');
});

test.run();
