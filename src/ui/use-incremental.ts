import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

/** Cards rendered per batch: a few screens on a phone, one or two on a desktop. */
export const BATCH = 48;

/**
 * Cards rendered in the first frame of a list: a phone's screen (four rows of
 * two), so the rest can follow a frame at a time after the first paint and a
 * click that shows a new list (a shop tab) answers at once.
 */
export const FIRST = 8;

/**
 * Renders a long list a batch at a time: the first `FIRST` items at once,
 * the rest of the first batch `FIRST` per frame after each paint (`filling`
 * while that lasts); then `shown` grows by `BATCH` when the `sentinel` element
 * (placed after the list) comes within about a screen of the viewport, or
 * when `more()` is called (a 'Показати ще' button, the fallback that also
 * serves the keyboard). `auto` false pauses the scrolling part (while that
 * button has focus, so a keyboard user gets the batch they asked for and no
 * other).
 *
 * @example
 * const { shown, filling, more, sentinel } = useIncremental(shops.length);
 */
export function useIncremental(total: number, auto = true) {
  const [count, setCount] = useState(FIRST);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.min(count, total);
  const filling = shown < Math.min(BATCH, total);
  const more = useCallback(() => setCount((c) => c + BATCH), []);

  // After the paint (a frame, then a task): the next few items.
  useEffect(() => (filling ? afterPaint(() => setCount((c) => c + FIRST)) : undefined), [filling, shown]);

  // A new observer per batch: its first report tells whether the sentinel is
  // still near the viewport after the new cards (then one more batch).
  // Support: IntersectionObserver (all baseline browsers); without it the button remains.
  useEffect(() => {
    const element = sentinel.current;
    if (!auto || filling || !element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    }, { rootMargin: '0px 0px 100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total, more, auto, filling]);

  return { shown, filling, more, sentinel };
}
