import { Global } from './shared';

/** At most this long (ms) the wave waits for the prerendered HTML to paint. */
const PAINT_WAIT = 3000;
/** Set on the window once a wait has ended. */
const PAINTED = Symbol.for(Global.Painted);

/**
 * Runs `start` once the page's prerendered islands are on the screen: neither
 * our downloads nor the hydration's work then stand between the HTML and the
 * shopper's first sight of it. Lighthouse's simulation counts into a paint
 * every request that ended before the paint it observed, a GET or a script
 * too. A page whose placeholders are empty, or a tab opened hidden (it paints
 * nothing until shown), starts at once.
 *
 * It waits for the first contentful paint (its time is when the frame was
 * presented), then for two more frames: that paint may show only the header,
 * with the `app` island's text, the largest paint, a frame later. It runs from
 * the loader at the end of the page or from a deferred module script, so the
 * page is parsed by then, and the frame after next has painted all of it.
 * The paint can take long to come: a fresh Chromium under Lighthouse reported
 * it 1.1 s after the stylesheet had arrived, so the timer for pages that never
 * paint is PAINT_WAIT (with 1 s, it had started the wave before the paint).
 *
 * Shared by cashback.js and the host's inline loader (loader.ts), each of
 * which is built on its own: this file must import nothing but shared.ts's
 * constants (written in by esbuild).
 */
export function afterFirstPaint(start: () => void): void {
  const prerendered = [...document.querySelectorAll('[data-cashback]')].some((el) => el.firstElementChild);
  const page = window as unknown as Record<symbol, boolean | undefined>;
  // cashback.js, asked for by the loader once it had waited, does not wait again.
  if (!prerendered || document.visibilityState === 'hidden' || page[PAINTED]) return start();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    page[PAINTED] = true;
    observer.disconnect();
    start();
  };
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));
  // Buffered: a paint that came before this ran is reported too.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterFrames();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints anything contentful (a host that hides its body until load).
  setTimeout(go, PAINT_WAIT);
}
