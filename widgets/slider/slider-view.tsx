import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { initSlider, sliderReducer, SLIDER_AUTOPLAY_MS } from '../../src/lib/slider';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { TEXTS } from './texts';
import { iconArrowRight } from '../../src/ui/icons/arrow-right';
import { iconSliderNext } from '../../src/ui/icons/slider-next';
import { iconSliderPrev } from '../../src/ui/icons/slider-prev';

export interface Slide {
  key: string;
  src: string;
  alt: string;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Focus that came from the keyboard (a click on a dot should not count). */
const keyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // Support: :focus-visible is in every target browser; a DOM without it stops autoplay
  }
};

/**
 * The slider's markup and input: buttons, dots, arrow keys, swipes and the
 * autoplay timer; the rules themselves are in src/lib/slider.ts.
 */
export function SliderView({ slides }: { slides: Slide[] }) {
  const count = slides.length;
  // Playing at first, as the page's HTML was rendered (no media query on the server), so hydration adopts it;
  // a reduced-motion preference stops autoplay once mounted (the timer below is cleared before it fires).
  const [state, dispatch] = useReducer(sliderReducer, count, (n: number) => initSlider(n, false));
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const { index, playing } = state;

  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: 'stop' });
  }, []);

  useEffect(() => dispatch({ type: 'count', count }), [count]);

  // One timer per shown poster: a manual move restarts the 9 s.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    dispatch({ type: 'swipe', dx: event.clientX - from.x, dy: event.clientY - from.y });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const type = event.key === 'ArrowLeft' ? 'prev' : event.key === 'ArrowRight' ? 'next' : null;
    if (!type) return;
    event.preventDefault();
    dispatch({ type });
  };

  return (
    <section
      className="cb-slider"
      aria-roledescription="карусель"
      aria-label={TEXTS.label}
      // A touch screen sends pointerleave after every tap: only a mouse leaving means the user left.
      onPointerLeave={(event) => event.pointerType === 'mouse' && dispatch({ type: 'stop' })}
      onFocus={(event) => keyboardFocus(event.target) && dispatch({ type: 'stop' })}
      onKeyDown={onKeyDown}
    >
      <div
        className="cb-slider__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {/* No style at the first poster: a host paints this screen in its HTML, where a nonce-based CSP refuses style attributes. */}
        <div className="cb-slider__track" style={index ? { transform: `translateX(${-100 * index}%)` } : undefined} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className="cb-slider__slide"
              role="group"
              aria-roledescription={TEXTS.slide}
              aria-label={TEXTS.slideOf(i + 1, count)}
              aria-hidden={i === index ? undefined : true}
            >
              {/* The first poster is the page's largest paint: fetched first (src/runtime/preload.ts has usually started it already). */}
              <img src={slide.src} alt={slide.alt} width={1200} height={400} draggable={false} decoding="async"
                loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            </div>
          ))}
        </div>
      </div>
      <div className="cb-slider__bar">
        {count > 1 && (
          <div className="cb-slider__controls">
            <button type="button" className="cb-slider__arrow" aria-label={TEXTS.prev} onClick={() => dispatch({ type: 'prev' })}>
              <Icon icon={iconSliderPrev} size={20} />
            </button>
            <div className="cb-slider__dots" role="group" aria-label={TEXTS.dots}>
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  className="cb-slider__dot"
                  aria-label={TEXTS.dot(i + 1, count)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'goTo', index: i })}
                />
              ))}
            </div>
            <button type="button" className="cb-slider__arrow" aria-label={TEXTS.next} onClick={() => dispatch({ type: 'next' })}>
              <Icon icon={iconSliderNext} size={20} />
            </button>
          </div>
        )}
        <Link href="/shops" className="cb-btn cb-btn--primary cb-slider__cta">
          {TEXTS.cta} <Icon icon={iconArrowRight} size={18} />
        </Link>
      </div>
    </section>
  );
}
