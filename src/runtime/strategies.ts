import { importWithRetry } from './lazy-component';
import { VISIBLE_MARGIN } from './shared';

export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction' | 'media';

const DEFERRED: readonly string[] = ['idle', 'visible', 'interaction', 'media'];

/** A placeholder's `data-load`; anything unknown is `eager`. (preload.ts reads it the same way: test/runtime/shared.test.ts.) */
export const parseStrategy = (value: string | null): LoadStrategy =>
  value !== null && DEFERRED.includes(value) ? (value as LoadStrategy) : 'eager';

/** The browser asks for less data (Chrome's Data Saver, a phone's low-data mode). */
function saveData(): boolean {
  // Support: the Network Information API is Chromium-only; elsewhere this is false.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Calls `start` when the strategy allows: at once; when the browser is idle;
 * when the element scrolls near the viewport; on the first pointerdown,
 * focus or keydown inside it; or when its `data-media` query matches.
 * With Save-Data, `idle` waits for the page's load event and a longer idle
 * time, and `visible` for the element itself to be in view (no margin).
 * Returns a cancel function.
 */
export function whenReady(element: Element, strategy: LoadStrategy, start: () => void): () => void {
  if (strategy === 'idle') return onIdle(start, saveData());
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: `${saveData() ? 0 : VISIBLE_MARGIN}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  if (strategy === 'interaction' || strategy === 'media') return hostStrategy(element, strategy, start);
  start();
  return () => {};
}

/**
 * `interaction` and `media`, which only a host's placeholder asks for, come in
 * a chunk of their own (src/runtime/host-strategies.ts). Should it fail to load
 * even on the retry, the island starts at once rather than never.
 */
function hostStrategy(element: Element, strategy: 'interaction' | 'media', start: () => void): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  importWithRetry(() => import('./host-strategies')).then(
    (m) => void (cancelled || (cancel = m[strategy](element, start))),
    () => void (cancelled || start()),
  );
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** Calls `start` when the browser is idle (`late`: after the load event, with a longer timeout); returns a cancel function. */
export function onIdle(start: () => void, late = false): () => void {
  let cancel = () => {};
  const idle = () => {
    // Support: requestIdleCallback is missing in Safari (and WebKitGTK): a timer there.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: late ? 10_000 : 2000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(start, late ? 2000 : 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (!late || document.readyState === 'complete') {
    idle();
  } else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

