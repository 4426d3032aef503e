import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element in `ref` has come within a screen of the viewport (and
 * from then on, true): for data far down a page, asked for as the shopper
 * scrolls towards it rather than with the first screen's requests.
 *
 * @example
 * const near = useNearView(section);
 * const { data } = useStore(near ? $reviews : $notYet);
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  // Support: IntersectionObserver (all baseline browsers); without it, at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
