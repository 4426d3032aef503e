/** At most this long (ms) the wave waits for the prerendered HTML to paint. */
const PAINT_WAIT = 1000;

/**
 * Runs `start` once the page's prerendered islands have painted: neither our
 * downloads nor the hydration's work then stand between the HTML and the
 * shopper's first sight of it. Lighthouse's simulation counts into a paint
 * every request that ended before the paint it observed, a GET or a script
 * too. A page whose placeholders are empty, a tab opened hidden (it paints
 * nothing until shown) or one that has painted already starts at once; a
 * tab that never reports a paint, after PAINT_WAIT.
 *
 * Shared by cashback.js and the host's inline loader (loader.ts), each of
 * which is built on its own: this file must import nothing.
 */
export function afterFirstPaint(start: () => void): void {
  const prerendered = [...document.querySelectorAll('[data-cashback]')].some((el) => el.firstElementChild);
  if (!prerendered || document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) return start();
  let observer: PerformanceObserver | undefined;
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  try {
    observer = new PerformanceObserver((list) => void (list.getEntriesByName('first-contentful-paint').length && go()));
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // Support: Paint Timing is missing in Safari before 14.1; the timer starts it there.
  }
  setTimeout(go, PAINT_WAIT);
}
