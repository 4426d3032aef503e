export type LoadStrategy = 'eager' | 'idle' | 'visible';

export const parseStrategy = (value: string | null): LoadStrategy =>
  value === 'idle' || value === 'visible' ? value : 'eager';

/**
 * Calls `start` when the strategy allows: at once, when the browser is idle,
 * or when the element scrolls near the viewport. Returns a cancel function.
 */
export function whenReady(element: Element, strategy: LoadStrategy, start: () => void): () => void {
  if (strategy === 'idle') {
    // Support: requestIdleCallback is missing in Safari before 18.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 200);
    return () => clearTimeout(handle);
  }
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  start();
  return () => {};
}
