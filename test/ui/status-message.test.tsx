import { resetDom, tick, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { ApiError } from '../../src/api/errors';
import type { Resource } from '../../src/stores/resource';
import { ResourceState, StatusMessage } from '../../src/ui/status-message';
import { Skeleton } from '../../src/ui/skeleton';

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

const states = suite('ResourceState');

states.before.each(() => resetDom());

const failure = new ApiError('http', 500, 'Помилка на сервері. Спробуйте пізніше.');
const list = (status: Resource<string[]>['status'], data: string[] = [], error: ApiError | null = null): Resource<string[]> => ({ status, data, error });

let reloads = 0;
const show = (resource: Resource<string[]>, extra: Partial<Parameters<typeof ResourceState<string[]>>[0]> = {}) => {
  reloads = 0;
  render(
    <ResourceState resource={resource} reload={() => reloads++} loading={<Skeleton count={2} label="Завантажуємо магазини…" />} empty="Магазинів поки немає." {...extra}>
      {(items) => <ul aria-label="Магазини">{items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </ResourceState>,
  );
};
const body = () => document.body;
const alert = () => body().querySelector('[role="alert"]');
const retry = () => body().querySelector<HTMLButtonElement>('[role="alert"] button');
const items = () => [...body().querySelectorAll('li')].map((li) => li.textContent);

states('idle or loading with nothing yet: the skeleton given, announced as a status', () => {
  for (const status of ['idle', 'loading'] as const) {
    show(list(status));
    assert.is(body().querySelector('[role="status"]')?.getAttribute('aria-label'), 'Завантажуємо магазини…', status);
    assert.is(alert(), null, status);
    assert.equal(items(), [], status);
  }
});

states('loaded: the children with the data, and nothing else', () => {
  show(list('ready', ['Rozetka', 'Comfy']));
  assert.equal(items(), ['Rozetka', 'Comfy']);
  assert.is(body().querySelector('[role="status"]'), null);
  assert.is(body().querySelector('.cb-status'), null);
});

states('loaded and empty: the empty text, not an alert, no retry', () => {
  show(list('ready'));
  const status = body().querySelector('.cb-status--empty');
  assert.is(status?.textContent, 'Магазинів поки немає.');
  assert.is(alert(), null);
  assert.is(body().querySelector('button'), null);
});

states('failed with nothing loaded: an alert with the error\'s text; the retry calls back once per press', () => {
  show(list('error', [], failure));
  assert.match(alert()!.textContent!, 'Помилка на сервері. Спробуйте пізніше.');
  assert.is(retry()!.textContent!.trim(), 'Спробувати ще раз');
  retry()!.click();
  assert.is(reloads, 1);
  retry()!.click();
  assert.is(reloads, 2);
});

states('a fixed failure text replaces the error\'s own', () => {
  show(list('error', [], failure), { failed: 'Не вдалося завантажити запитання.' });
  assert.match(alert()!.textContent!, 'Не вдалося завантажити запитання.');
  assert.not.match(alert()!.textContent!, 'Помилка на сервері');
});

states('after a 429 the retry waits for Retry-After', () => {
  show(list('error', [], new ApiError('http', 429, 'Забагато запитів. Зачекайте трохи і спробуйте ще раз.', {}, 5)));
  assert.ok(retry()!.disabled);
  assert.is(retry()!.textContent!.trim(), 'Спробувати ще раз через 5 с');
  retry()!.click();
  assert.is(reloads, 0);
});

states('data loaded before stays while it loads again and when that fails', () => {
  show(list('loading', ['Rozetka']));
  assert.equal(items(), ['Rozetka']);
  show(list('error', ['Rozetka'], failure));
  assert.equal(items(), ['Rozetka']);
  assert.is(alert(), null);
});

states('blank: loaded data with nothing to show (a filter) gives the empty text, even while it fails again', () => {
  show(list('ready', ['Rozetka']), { blank: true, empty: 'Нічого не знайдено.' });
  assert.is(body().querySelector('.cb-status--empty')?.textContent, 'Нічого не знайдено.');
  show(list('error', ['Rozetka'], failure), { blank: true, empty: 'Нічого не знайдено.' });
  assert.is(body().querySelector('.cb-status--empty')?.textContent, 'Нічого не знайдено.');
  assert.is(alert(), null);
});

states('answered with nothing usable and no empty text: a failure, with the text given, not a skeleton for good', () => {
  show(list('ready'), { empty: undefined, failed: 'Не вдалося завантажити магазин.' });
  assert.match(alert()!.textContent!, 'Не вдалося завантажити магазин.');
  assert.is(body().querySelector('[role="status"]'), null);
  retry()!.click();
  assert.is(reloads, 1);
});

states('loaded given by the view: a 404 counted as an answer shows the empty text', () => {
  show(list('error', [], new ApiError('http', 404)), { loaded: true, blank: true, empty: 'Такої категорії немає.' });
  assert.is(body().querySelector('.cb-status--empty')?.textContent, 'Такої категорії немає.');
  assert.is(alert(), null);
});

states.run();
