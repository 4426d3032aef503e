import { useCallback, useEffect, useRef, useState } from 'react';

/** Cards rendered at first and added per step: a few screens on a phone, one or two on a desktop. */
export const BATCH = 48;

/**
 * Renders a long list a batch at a time: `shown` grows by `step` when the
 * `sentinel` element (placed after the list) comes within about a screen of
 * the viewport, or when `more()` is called (a 'Показати ще' button, the
 * fallback that also serves the keyboard). `auto` false pauses the
 * scrolling part (while that button has focus, so a keyboard user gets the
 * batch they asked for and no other).
 *
 * @example
 * const { shown, more, sentinel } = useIncremental(shops.length);
 */
export function useIncremental(total: number, step = BATCH, auto = true) {
  const [count, setCount] = useState(step);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.min(count, total);
  const more = useCallback(() => setCount((c) => c + step), [step]);

  // A new observer per batch: its first report tells whether the sentinel is
  // still near the viewport after the new cards (then one more batch).
  // Support: IntersectionObserver (all baseline browsers); without it the button remains.
  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    }, { rootMargin: '0px 0px 100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total, more, auto]);

  return { shown, more, sentinel };
}
