// What cashback.js (main.ts) and the host's inline loader (loader.ts) both
// do, each built on its own: wait for the first paint before starting the
// wave, and mark the placeholders failed when the bundle cannot load. This
// file must import nothing but shared.ts's constants (written in by esbuild).
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
 * The paint can take over a second to come after the stylesheet has arrived (a
 * fresh browser), so the timer for pages that never paint, PAINT_WAIT, is
 * longer than that: a shorter one would start the wave before the paint.

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

/**
 * The bundle could not load (cashback.js, or the runtime's chunk even on the
 * retry): every placeholder not yet mounted is marked `failed` and told with
 * `cashback:error`, as an island that threw would be. The host hears it, and
 * what capture.ts held there is done as plain HTML would do it (a form is
 * sent, a tab that is a link navigates).

 */
export function bundleUnavailable(what: string, error: unknown): void {
  console.error(`[cashback] ${what} failed to load:`, error);
  document.querySelectorAll('[data-cashback]').forEach((element) => {
    if (element.getAttribute('data-cashback-state') === 'mounted') return;
    element.setAttribute('data-cashback-state', 'failed');
    element.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true, detail: { error } }));
  });
}
