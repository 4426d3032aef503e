import { resetDom, tick, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, typeInto } from '../../setup/render';
import Shop from '../../../widgets/shop/shop';
import { quiet } from '../../api/helpers';
import { $, $$, account, cleanup, labelled, serve, text } from './fixtures';

const test = suite('shop review form');

const radios = () => $$<HTMLInputElement>('fieldset input[type="radio"]');
const starName = (input: HTMLInputElement) => text(input.closest('label'));
const textarea = () => labelled<HTMLTextAreaElement>('Текст відгуку');
const send = () => $<HTMLButtonElement>('.cb-review-form button[type="submit"]')!;

async function typeReview(value: string) {
  typeInto(textarea(), value);
  await tick();
}
async function submit() {
  $('form.cb-review-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await tick();
}

/** A signed-in user on shop 7, with the form ready. */
async function openAsUser(options: Parameters<typeof serve>[0] = {}) {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  const api = serve(options);
  render(<Shop id={7} />, document.body);
  await until(() => $('textarea') && !send().disabled, 'the form with the user loaded');
  assert.is(text(send()), 'Надіслати відгук');
  await until(() => $$('.cb-review').length > 0 || $('.cb-status--empty'), 'the reviews');
  return api;
}

test.before.each(() => resetDom('http://localhost:8080/shops/7'));
test.after.each(cleanup);

test("a 1–5 star radio group named '1 зірка' … '5 зірок', 5 by default", async () => {
  await openAsUser();
  assert.is(text($('fieldset legend')), 'Ваша оцінка');
  assert.equal(radios().map(starName), ['1 зірка', '2 зірки', '3 зірки', '4 зірки', '5 зірок']);
  assert.equal(radios().map((r) => r.checked), [false, false, false, false, true]);
  assert.is(new Set(radios().map((r) => r.name)).size, 1, 'one group');
});

test('a review is sent with the spec payload and appears first in the list', async () => {
  const api = await openAsUser();
  radios()[3]!.click();
  await tick();
  assert.ok(radios()[3]!.checked);
  await typeReview('  Кешбек прийшов швидко, раджу!  ');
  await submit();
  await until(() => text($('.cb-review__name')) === 'Олена Коваль', 'the new review on top');
  const posted = api.calls().filter((r) => r.method === 'POST');
  assert.is(posted.length, 1);
  assert.is(posted[0]!.path, '/api/shop-feedbacks/');
  assert.equal(posted[0]!.body, {
    name: account.full_name, user_thumbnail: account.avatar, user_id: account.id, shop_id: 7, text: 'Кешбек прийшов швидко, раджу!', stars: 4,
  });
  assert.is(text($('.cb-review__text')), 'Кешбек прийшов швидко, раджу!');
  assert.is($('.cb-review [role="img"]')!.getAttribute('aria-label'), 'Оцінка 4 з 5');
  await until(() => textarea().value === '', 'the form is cleared');
  assert.ok(radios()[4]!.checked, 'back to 5 stars');
  assert.match(text($('.cb-review-form [role="status"]')), /Дякуємо! Ваш відгук опубліковано/);
});

test('the button is off while sending, so a review cannot go twice', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = await openAsUser({
    override: async (req) => {
      if (req.method !== 'POST') return undefined;
      await gate;
      return undefined; // then the fixture stores and answers it
    },
  });
  await typeReview('Все чудово');
  await submit();
  await until(() => send().disabled, 'the disabled button');
  assert.is(text(send()), 'Надсилаємо…');
  await submit();
  release();
  await until(() => !send().disabled, 'the button back');
  assert.is(api.calls().filter((r) => r.method === 'POST').length, 1);
});

test('too short a text is refused before anything is sent', async () => {
  const api = await openAsUser();
  await typeReview(' ok ');
  await submit();
  assert.match(text($('.cb-review-form .cb-error')), /від 3 символів/);
  assert.is(textarea().getAttribute('aria-invalid'), 'true');
  assert.is(api.calls().filter((r) => r.method === 'POST').length, 0);
});

test('a failure keeps the text and says so; a 422 shows its message', async () => {
  let answer = { status: 500, json: { message: 'Server Error' } } as { status: number; json: unknown };
  await openAsUser({ override: (req) => (req.method === 'POST' ? answer : undefined) });
  await typeReview('Мій довгий відгук про магазин');
  await quiet(async () => {
    await submit();
    await until(() => $('.cb-review-form .cb-error'), 'the message');
  });
  assert.match(text($('.cb-review-form .cb-error')), /Текст збережено/);
  assert.is(textarea().value, 'Мій довгий відгук про магазин');
  assert.not.ok(send().disabled);
  answer = { status: 422, json: { message: 'x', errors: { text: ['Відгук не може перевищувати 2000 символів.'] } } };
  await quiet(async () => {
    await submit();
    await until(() => text($('.cb-review-form .cb-error')).includes('2000'), 'the field message');
  });
  assert.is(textarea().value, 'Мій довгий відгук про магазин');
});

/** A pointer of `type` entering `label` (Preact listens for pointerenter; React makes it from pointerover). */
function pointerEnters(label: Element, type: string) {
  label.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: type }));
  label.dispatchEvent(new PointerEvent('pointerenter', { pointerType: type }));
}
const lit = () => $$('.cb-star-picker__star--on').length;

test('a mouse over a star previews its rating until it leaves; a finger\'s pointer previews nothing', async () => {
  await openAsUser();
  const labels = radios().map((input) => input.closest('label')!);
  radios()[1]!.click(); // 2 stars
  await tick();
  assert.is(lit(), 2);
  pointerEnters(labels[3]!, 'touch');
  await tick();
  assert.is(lit(), 2, 'a touch previews nothing');
  pointerEnters(labels[3]!, 'mouse');
  await tick();
  assert.is(lit(), 4, 'the mouse previews 4');
  const fieldset = $('.cb-star-picker')!;
  fieldset.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }));
  fieldset.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
  await tick();
  assert.is(lit(), 2, 'back to the chosen 2');
});

test.run();
