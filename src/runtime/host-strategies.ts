// The strategies only a host's placeholder asks for, `interaction` and
// `media`: a chunk of its own, which only a page with such a placeholder loads (the load plan starts it with the runtime there, see
// src/runtime/preload.ts), so other pages do not pay for them.

/** Starts when the placeholder's `data-media` query matches, now or later (at once without one). */
export function media(element: Element, start: () => void): () => void {
  const query = element.getAttribute('data-media');
  if (query && typeof window.matchMedia === 'function') {
    const list = window.matchMedia(query);
    if (!list.matches) {
      const change = (event: MediaQueryListEvent) => {
        if (!event.matches) return;
        list.removeEventListener('change', change);
        start();
      };
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    }
  }
  start();
  return () => {};
}

/**
 * Starts on the first pointerdown, focus or keydown inside `element` (or an
 * action capture.ts held there: a click the page made without a pointer).
 * What the user did meanwhile is held and done on the mounted island by
 * capture.ts, as for every placeholder that is not awake yet.
 */
export function interaction(element: Element, start: () => void): () => void {
  const types = ['pointerdown', 'focusin', 'keydown', 'cashback:held'];
  const stop = () => types.forEach((type) => element.removeEventListener(type, go, true));
  function go() {
    stop();
    start();
  }
  types.forEach((type) => element.addEventListener(type, go, true));
  return stop;
}
