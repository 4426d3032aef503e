/**
 * The bundle could not load (cashback.js, or the runtime's chunk even on the
 * retry): every placeholder not yet mounted is marked `failed` and told with
 * `cashback:error`, as an island that threw would be. The host hears it, and
 * what capture.ts held there is done as plain HTML would do it (a form is
 * sent, a tab that is a link navigates).
 *
 * Shared by cashback.js and the inline loader (loader.ts), each of which is
 * built on its own: this file must import nothing.
 */
export function bundleUnavailable(what: string, error: unknown): void {
  console.error(`[cashback] ${what} failed to load:`, error);
  document.querySelectorAll('[data-cashback]').forEach((element) => {
    if (element.getAttribute('data-cashback-state') === 'mounted') return;
    element.setAttribute('data-cashback-state', 'failed');
    element.dispatchEvent(new CustomEvent('cashback:error', { bubbles: true, detail: { error } }));
  });
}
