/** Autoplay advances one poster every 9 s (spec 9). */
export const SLIDER_AUTOPLAY_MS = 9000;

/** A horizontal swipe must be longer than this, in px, to change the poster (spec 9). */
export const SWIPE_THRESHOLD_PX = 50;

export interface SliderState {
  /** The poster shown, 0-based. */
  index: number;
  /** How many posters there are. */
  count: number;
  /** Whether autoplay still runs. */
  playing: boolean;
}

export type SliderAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  /** A finished drag: `dx`/`dy` from where the pointer went down to where it went up. */
  | { type: 'swipe'; dx: number; dy: number }
  /** The autoplay timer fired. */
  | { type: 'tick' }
  /** Autoplay stops for good: the pointer left the slider, or keyboard focus entered it. */
  | { type: 'stop' }
  /** The poster list changed. */
  | { type: 'count'; count: number };

/** `index` brought into 0..count-1, wrapping both ways. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((Math.trunc(index) % count) + count) % count : 0;

/**
 * What a drag means: left past the threshold is the next poster, right is
 * the previous one; short or mostly vertical drags mean nothing.
 *
 * @example
 * swipeDirection(-51, 4) // 'next'
 */
export function swipeDirection(dx: number, dy = 0): 'next' | 'prev' | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** The first state: poster 0; autoplay runs from the start unless the user prefers reduced motion. */
export const initSlider = (count: number, reducedMotion: boolean): SliderState => ({
  index: 0,
  count,
  playing: !reducedMotion,
});

/** The slider's rules (spec 4 'Slider') as one pure reducer. */
export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  const at = (index: number) => {
    const next = wrapIndex(index, state.count);
    return next === state.index ? state : { ...state, index: next };
  };
  switch (action.type) {
    case 'next':
      return at(state.index + 1);
    case 'prev':
      return at(state.index - 1);
    case 'goTo':
      return at(action.index);
    case 'swipe': {
      const direction = swipeDirection(action.dx, action.dy);
      return direction ? at(state.index + (direction === 'next' ? 1 : -1)) : state;
    }
    case 'tick':
      return state.playing ? at(state.index + 1) : state;
    case 'stop':
      return state.playing ? { ...state, playing: false } : state;
    case 'count':
      return { ...state, count: action.count, index: Math.max(0, Math.min(state.index, action.count - 1)) };
  }
}
