import { resetDom, tick, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import { $questions } from '../../../src/stores/questions';
import Faq from '../../../widgets/faq/faq';
import { fakeFetch, quiet, type Handler } from '../../api/helpers';

const test = suite('faq island');

const QUESTIONS = [
  { id: 1, name: 'Що таке кешбек?', description: 'Частина вартості покупки.\n\nМи повертаємо її вам.' },
  { id: 2, name: 'Як вивести кошти?', description: '<b>На картку</b> або на телефон.' },
  { id: 3, name: 'Чи це безкоштовно?', description: 'Так.' },
];

const $ = <T extends Element = HTMLElement>(s: string) => document.body.querySelector<T>(s);
const $$ = <T extends Element = HTMLElement>(s: string) => [...document.body.querySelectorAll<T>(s)];
const questions = () => $$<HTMLButtonElement>('button[aria-expanded]');
const panel = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

function serve(handler: Handler) {
  const api = fakeFetch(handler);
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  return api;
}

test.before.each(() => resetDom());
test.after.each(async () => {
  render(null, document.body);
  await allTasks();
  cleanStores($questions);
  ($questions as unknown as { set(v: unknown): void }).set({ status: 'idle', data: [], error: null });
  configureHttp({});
});

test('a skeleton while loading, then the questions as closed accordion buttons under a heading', async () => {
  serve(() => ({ json: { data: QUESTIONS } }));
  render(<Faq />, document.body);
  assert.ok($('.cb-skeleton[role="status"]'));
  await until(() => questions().length, 'the questions');
  assert.is($('h2')?.textContent, 'Часті запитання');
  assert.equal(questions().map((b) => b.textContent), QUESTIONS.map((q) => q.name));
  for (const button of questions()) {
    assert.is(button.getAttribute('aria-expanded'), 'false');
    assert.is(button.type, 'button');
    assert.ok(panel(button).hidden);
    assert.is(panel(button).getAttribute('aria-labelledby'), button.id);
  }
});

test('a click opens and closes an answer; several may be open at once', async () => {
  serve(() => ({ json: { data: QUESTIONS } }));
  render(<Faq />, document.body);
  await until(() => questions().length, 'the questions');
  const [first, second] = questions() as [HTMLButtonElement, HTMLButtonElement];
  first.click();
  await tick();
  second.click();
  await tick();
  assert.is(first.getAttribute('aria-expanded'), 'true');
  assert.is(second.getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel(first).hidden);
  first.click();
  await tick();
  assert.is(first.getAttribute('aria-expanded'), 'false');
  assert.ok(panel(first).hidden);
  assert.not.ok(panel(second).hidden);
});

test('descriptions are plain text: paragraphs kept, markup shown as text, never parsed', async () => {
  serve(() => ({ json: { data: QUESTIONS } }));
  render(<Faq />, document.body);
  await until(() => questions().length, 'the questions');
  const [first, second] = questions() as [HTMLButtonElement, HTMLButtonElement];
  assert.equal([...panel(first).querySelectorAll('p')].map((p) => p.textContent), ['Частина вартості покупки.', 'Ми повертаємо її вам.']);
  assert.is(panel(second).querySelector('b'), null);
  assert.is(panel(second).textContent, '<b>На картку</b> або на телефон.');
});

test('arrow keys, Home and End move between the questions', async () => {
  serve(() => ({ json: { data: QUESTIONS } }));
  render(<Faq />, document.body);
  await until(() => questions().length, 'the questions');
  const buttons = questions();
  const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  buttons[0]!.focus();
  key('ArrowDown');
  assert.is(document.activeElement, buttons[1]);
  key('End');
  assert.is(document.activeElement, buttons[2]);
  key('ArrowDown');
  assert.is(document.activeElement, buttons[0], 'wraps to the first');
  key('ArrowUp');
  assert.is(document.activeElement, buttons[2], 'wraps to the last');
  key('Home');
  assert.is(document.activeElement, buttons[0]);
});

test('a failure shows a message with a retry that loads the questions', async () => {
  let calls = 0;
  serve(() => (++calls === 1 ? { status: 500, json: { message: 'Server Error' } } : { json: { data: QUESTIONS } }));
  await quiet(async () => {
    render(<Faq />, document.body);
    await until(() => $('[role="alert"]'), 'the error');
  });
  assert.match($('[role="alert"]')!.textContent!, 'Не вдалося завантажити запитання.');
  $$<HTMLButtonElement>('button').find((b) => b.textContent?.includes('Спробувати ще раз'))!.click();
  await until(() => questions().length === 3, 'the questions after the retry');
  assert.not.ok($('[role="alert"]'));
});

test('no questions: a friendly empty state; an empty title leaves the heading out', async () => {
  serve(() => ({ json: { data: [] } }));
  render(<Faq title="" />, document.body);
  await until(() => $('.cb-status--empty'), 'the empty state');
  assert.match(document.body.textContent!, 'Запитань поки немає');
  assert.is($('h2'), null);
});

test.run();
