import { useEffect, useState } from 'react';
import { headerHidden } from '../../src/lib/scroll-direction';

/**
 * Whether the header should be hidden, from the scroll direction. A passive
 * listener schedules at most one read per frame. While `pinned` (a menu or the
 * search is open) it stays shown.
 */
export function useHideOnScroll(pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (pinned) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    let current = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = headerHidden(lastY, y, current);
      // Keep the reference point while a small move is ignored, so slow scrolls still add up.
      if (next !== current || Math.abs(y - lastY) >= 4) lastY = y;
      if (next !== current) {
        current = next;
        setHidden(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pinned]);

  return hidden && !pinned;
}
