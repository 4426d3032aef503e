import { resetDom, tick, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { StatusMessage } from '../../src/ui/status-message';

const test = suite('StatusMessage');

test.before.each(() => resetDom());
test.after.each(() => render(null, document.body));

const button = () => document.querySelector('button')!;

test('an error is an alert with a retry that works', async () => {
  let retries = 0;
  render(<StatusMessage kind="error" onRetry={() => retries++}>Помилка на сервері. Спробуйте пізніше.</StatusMessage>, document.body);
  assert.is(document.querySelector('[role="alert"]')!.textContent!.includes('Помилка на сервері'), true);
  button().click();
  assert.is(retries, 1);
});

test('after a 429 the retry waits for Retry-After, counting down, then works', async () => {
  let retries = 0;
  render(<StatusMessage kind="error" onRetry={() => retries++} retryAfter={2}>Забагато запитів. Зачекайте трохи і спробуйте ще раз.</StatusMessage>, document.body);
  await tick();
  assert.ok(button().disabled);
  assert.is(button().textContent!.trim(), 'Спробувати ще раз через 2 с');
  button().click();
  assert.is(retries, 0);
  await until(() => button().textContent!.trim() === 'Спробувати ще раз через 1 с', 'the count down', 3000);
  await until(() => !button().disabled, 'the button back', 3000);
  assert.is(button().textContent!.trim(), 'Спробувати ще раз');
  button().click();
  assert.is(retries, 1);
});

test.run();
