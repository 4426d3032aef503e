import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  initSlider, sliderReducer, swipeDirection, wrapIndex, SLIDER_AUTOPLAY_MS, SWIPE_THRESHOLD_PX, type SliderAction, type SliderState,
} from '../../src/lib/slider';

const run = (state: SliderState, ...actions: SliderAction[]) => actions.reduce(sliderReducer, state);
const four = (index = 0, playing = true): SliderState => ({ index, count: 4, playing });

const constants = suite('slider constants');
constants('autoplay every 9 s, swipe threshold 50 px (spec 9)', () => {
  assert.is(SLIDER_AUTOPLAY_MS, 9000);
  assert.is(SWIPE_THRESHOLD_PX, 50);
});

const moves = suite('slider moves');

moves('next wraps from the last poster to the first', () => {
  assert.is(run(four(0), { type: 'next' }).index, 1);
  assert.is(run(four(3), { type: 'next' }).index, 0);
});

moves('previous wraps from the first poster to the last', () => {
  assert.is(run(four(2), { type: 'prev' }).index, 1);
  assert.is(run(four(0), { type: 'prev' }).index, 3);
});

moves('a dot jumps straight to its poster', () => {
  assert.is(run(four(0), { type: 'goTo', index: 2 }).index, 2);
  assert.is(run(four(3), { type: 'goTo', index: 0 }).index, 0);
});

moves('one poster: nothing moves', () => {
  const one = { index: 0, count: 1, playing: true };
  assert.is(run(one, { type: 'next' }, { type: 'prev' }, { type: 'tick' }).index, 0);
});

moves('no posters: index stays 0', () => {
  assert.is(run({ index: 0, count: 0, playing: true }, { type: 'next' }, { type: 'prev' }).index, 0);
});

moves('an unchanged state is the same object (no re-render)', () => {
  const state = four(1);
  assert.is(sliderReducer(state, { type: 'goTo', index: 1 }), state);
});

moves('a shorter poster list keeps the index in range', () => {
  assert.is(run(four(3), { type: 'count', count: 2 }).index, 1);
  assert.is(run(four(3), { type: 'count', count: 0 }).index, 0);
});

moves('wrapIndex wraps far in both directions', () => {
  assert.is(wrapIndex(9, 4), 1);
  assert.is(wrapIndex(-5, 4), 3);
  assert.is(wrapIndex(3, 0), 0);
});

const swipe = suite('slider swipe');

swipe('50 px is not a swipe, 51 px is', () => {
  assert.is(swipeDirection(50), null);
  assert.is(swipeDirection(-50), null);
  assert.is(swipeDirection(51), 'prev');
  assert.is(swipeDirection(-51), 'next');
});

swipe('swiping right goes to the previous poster, left to the next', () => {
  assert.is(run(four(0), { type: 'swipe', dx: 120, dy: 0 }).index, 3);
  assert.is(run(four(0), { type: 'swipe', dx: -120, dy: 0 }).index, 1);
  assert.is(run(four(2), { type: 'swipe', dx: 50, dy: 0 }).index, 2);
  assert.is(run(four(2), { type: 'swipe', dx: -51, dy: 0 }).index, 3);
});

swipe('a mostly vertical drag (scrolling) is not a swipe', () => {
  assert.is(swipeDirection(-80, 120), null);
  assert.is(run(four(1), { type: 'swipe', dx: 80, dy: -90 }).index, 1);
});

const autoplay = suite('slider autoplay');

autoplay('runs from the start and advances on each tick, wrapping', () => {
  const state = initSlider(3, false);
  assert.ok(state.playing);
  assert.equal(run(state, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index, 0);
  assert.equal(run(state, { type: 'tick' }).index, 1);
});

autoplay('stops when the pointer leaves, and stays stopped', () => {
  const stopped = run(initSlider(3, false), { type: 'tick' }, { type: 'stop' });
  assert.is(stopped.playing, false);
  assert.is(run(stopped, { type: 'tick' }, { type: 'tick' }).index, 1);
  // manual controls still work
  assert.is(run(stopped, { type: 'next' }).index, 2);
});

autoplay('never starts under prefers-reduced-motion', () => {
  const state = initSlider(3, true);
  assert.is(state.playing, false);
  assert.is(run(state, { type: 'tick' }).index, 0);
});

autoplay('posters that arrive after the start keep autoplay on', () => {
  const state = run(initSlider(0, false), { type: 'count', count: 4 }, { type: 'tick' });
  assert.is(state.index, 1);
  assert.ok(state.playing);
});

constants.run();
moves.run();
swipe.run();
autoplay.run();
