import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pointerCrossing, render } from '../../setup/render';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import { $posters, $postersKnown } from '../../../src/stores/posters';
import { fakeFetch } from '../../api/helpers';
import { $appMounted } from '../../../src/stores/router';

const { default: Slider } = await import('../../../widgets/slider/slider');

const test = suite('slider');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
const button = (name: string) => {
  const found = $$<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
/** The number of the poster shown, from what the user sees: the current dot and the visible slide. */
const shown = () => {
  const current = $$('[aria-current="true"]').map((dot) => dot.getAttribute('aria-label'));
  const visible = $$('.cb-slider__slide').filter((slide) => !slide.hasAttribute('aria-hidden')).map((slide) => slide.getAttribute('aria-label'));
  assert.is(current.length, 1, 'one current dot');
  assert.equal(visible, [current[0]!.replace('Слайд ', '')], 'the visible slide matches the current dot');
  return Number(current[0]!.match(/\d+/)![0]);
};

const posters = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, image_url: `/posters/${i + 1}.svg`, title: `Акція ${i + 1}` }));

async function show(list: { id?: number; image_url: string; title?: string }[]) {
  $posters.set(list);
  render(<Slider />, document.body);
  await tick();
}

const pointer = (target: Element, type: string, x: number, y = 100) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'touch' }));

test.before.each(() => resetDom());
test.after.each(async () => {
  render(null, document.body);
  await allTasks();
  cleanStores($posters);
  $posters.set([]);
  $postersKnown.set(false);
  $appMounted.set(false);
  configureHttp({});
  delete (window as { isAuthenticated?: boolean }).isAuthenticated;
});

test('renders nothing without posters', async () => {
  await show([]);
  assert.is(document.body.innerHTML, '');
});

/** A signed-in user whose posters come from `GET /api/posters/` when `answer` is called. */
function signedInWithPosters() {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  let answer!: (list: unknown[]) => void;
  const reply = new Promise<unknown[]>((resolve) => (answer = resolve));
  configureHttp({ fetch: fakeFetch(async () => ({ json: { data: await reply } })).fetch, getRetries: 0 });
  return (list: unknown[]) => answer(list);
}

test('a user: a skeleton holds the space while the posters load, then the slider', async () => {
  const answer = signedInWithPosters();
  render(<Slider />, document.body);
  await tick();
  assert.is($('[role="status"]')?.getAttribute('aria-label'), 'Завантажуємо акції…');
  assert.ok($('.cb-slider__placeholder'), 'the slider-sized placeholder');
  answer(posters(2));
  await allTasks();
  await tick();
  assert.is($('[role="status"]'), null);
  assert.is(shown(), 1);
});

test('a user: the space collapses once the posters are known to be none', async () => {
  const answer = signedInWithPosters();
  render(<Slider />, document.body);
  await tick();
  assert.ok($('.cb-slider__placeholder'));
  answer([]);
  await allTasks();
  await tick();
  assert.is(document.body.innerHTML, '');
});

test('one poster at a time, its title as the alternative text', async () => {
  await show(posters(3));
  assert.equal($$<HTMLImageElement>('img').map((img) => img.alt), ['Акція 1', 'Акція 2', 'Акція 3']);
  assert.is(shown(), 1);
  assert.is($('section')!.getAttribute('aria-label'), 'Акції та пропозиції');
});

test('only http(s) and root-relative image URLs are rendered', async () => {
  await show([
    { image_url: 'javascript:alert(1)', title: 'x' },
    { image_url: 'https://cdn.example/p.png', title: 'Абсолютний' },
    { image_url: '//evil.example/p.png', title: 'y' },
    { image_url: '/p.svg', title: 'Відносний' },
    { image_url: 'data:image/svg+xml,<svg/>', title: 'z' },
  ]);
  assert.equal($$<HTMLImageElement>('img').map((img) => img.getAttribute('src')), ['https://cdn.example/p.png', '/p.svg']);
  assert.is($$('.cb-slider__dot').length, 2);
});

test('next wraps from the last to the first, previous from the first to the last', async () => {
  await show(posters(3));
  button('Попередній слайд').click();
  await tick();
  assert.is(shown(), 3);
  button('Наступний слайд').click();
  await tick();
  assert.is(shown(), 1);
  button('Наступний слайд').click();
  await tick();
  assert.is(shown(), 2);
});

test('dots are named "Слайд N з M" and jump to their poster', async () => {
  await show(posters(4));
  assert.equal($$('.cb-slider__dot').map((dot) => dot.getAttribute('aria-label')), ['Слайд 1 з 4', 'Слайд 2 з 4', 'Слайд 3 з 4', 'Слайд 4 з 4']);
  button('Слайд 3 з 4').click();
  await tick();
  assert.is(shown(), 3);
  assert.match($('.cb-slider__track')!.getAttribute('style')!, /translateX\(-200%\)/);
});

test('the track moves by one poster\'s width, and has no style attribute at the first (a host\'s first screen, under a nonce-based CSP)', async () => {
  await show(posters(3));
  const track = $('.cb-slider__track')!;
  assert.is(track.getAttribute('style'), null);
  button('Наступний слайд').click();
  await tick();
  assert.is(track.style.transform, 'translateX(-100%)');
  button('Попередній слайд').click();
  await tick();
  assert.is(track.style.transform, '', 'back at the first poster');
});

test('arrow keys move when focus is inside the slider', async () => {
  await show(posters(3));
  const key = (k: string) => button('Слайд 1 з 3').dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  key('ArrowLeft');
  await tick();
  assert.is(shown(), 3);
  key('ArrowRight');
  key('ArrowRight');
  await tick();
  assert.is(shown(), 2);
});

test('a swipe over 50 px changes the poster: left to the next, right to the previous', async () => {
  await show(posters(3));
  const viewport = $('.cb-slider__viewport')!;
  pointer(viewport, 'pointerdown', 200);
  pointer(viewport, 'pointerup', 150); // exactly 50 px: no swipe
  await tick();
  assert.is(shown(), 1);
  pointer(viewport, 'pointerdown', 200);
  pointer(viewport, 'pointerup', 149);
  await tick();
  assert.is(shown(), 2);
  pointer(viewport, 'pointerdown', 100);
  pointer(viewport, 'pointerup', 180);
  await tick();
  assert.is(shown(), 1);
  pointer(viewport, 'pointerdown', 100);
  pointer(viewport, 'pointerup', 180);
  await tick();
  assert.is(shown(), 3);
});

test('a vertical drag (scrolling the page) is not a swipe', async () => {
  await show(posters(3));
  const viewport = $('.cb-slider__viewport')!;
  pointer(viewport, 'pointerdown', 200, 100);
  pointer(viewport, 'pointerup', 120, 300);
  await tick();
  assert.is(shown(), 1);
});

const leave = (kind: 'mouse' | 'touch' | 'pen') => pointerCrossing($('.cb-slider')!, 'leave', kind);
/** Autoplay announces nothing; once stopped, a screen reader hears each new poster. */
const autoplaying = () => $('.cb-slider__track')!.getAttribute('aria-live') === 'off';

test('a tap on a touch screen keeps autoplay going; a mouse leaving the slider stops it', async () => {
  await show(posters(3));
  assert.ok(autoplaying(), 'autoplay at first');
  const viewport = $('.cb-slider__viewport')!;
  for (const kind of ['touch', 'pen'] as const) {
    pointer(viewport, 'pointerdown', 100);
    pointer(viewport, 'pointerup', 100);
    leave(kind); // a touch screen sends pointerleave after every tap
    await tick();
    assert.ok(autoplaying(), `still autoplaying after a ${kind} tap`);
  }
  leave('mouse');
  await tick();
  assert.not.ok(autoplaying(), 'a mouse leaving stops autoplay');
});

test('"За покупками" links to /shops; a single poster has no controls', async () => {
  await show(posters(1));
  const cta = $$<HTMLAnchorElement>('a').find((a) => a.textContent?.trim() === 'За покупками');
  assert.is(cta?.getAttribute('href'), '/shops');
  assert.is($$('button').length, 0);
});

test('"За покупками" navigates the app without a page load when the app island is there', async () => {
  $appMounted.set(true);
  await show(posters(2));
  const cta = $$<HTMLAnchorElement>('a').find((a) => a.textContent?.trim() === 'За покупками')!;
  cta.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  assert.is(location.pathname, '/shops');
});

test.run();
