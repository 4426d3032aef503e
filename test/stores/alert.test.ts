import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { $alert, ALERT_MS, hideAlert, showAlert } from '../../src/stores/alert';

const test = suite('$alert');

test.before.each(() => resetDom());
test.after.each(() => hideAlert());

test('starts hidden, as a success, empty', () => {
  assert.equal($alert.get(), { show: false, type: 'success', text: '' });
  assert.is(ALERT_MS, 4000);
});

test('shows a success by default, or the given type', () => {
  showAlert('Скопійовано в буфер обміну');
  assert.equal($alert.get(), { show: true, type: 'success', text: 'Скопійовано в буфер обміну' });
  showAlert('Не вдалося', 'error');
  assert.equal($alert.get(), { show: true, type: 'error', text: 'Не вдалося' });
});

test('hides by itself after its time', async () => {
  showAlert('Готово', 'info', 30);
  await tick(50);
  assert.is($alert.get().show, false);
  assert.is($alert.get().text, 'Готово', 'the text stays for a closing animation');
});

test('a newer alert restarts the time', async () => {
  showAlert('перше', 'success', 60);
  await tick(40);
  showAlert('друге', 'success', 60);
  await tick(40);
  assert.equal($alert.get(), { show: true, type: 'success', text: 'друге' });
  await tick(40);
  assert.is($alert.get().show, false);
});

test('hideAlert hides at once and cancels the timer', async () => {
  showAlert('x', 'success', 30);
  hideAlert();
  assert.is($alert.get().show, false);
  showAlert('y', 'success', 60);
  await tick(40);
  assert.is($alert.get().show, true, 'the first timer did not hide the second alert');
});

test.run();
