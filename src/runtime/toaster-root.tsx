import { createRoot, type Root } from 'react-dom/client';
import { $alert } from '../stores/alert';
import { importWithRetry } from './lazy-component';

let current: { host: HTMLElement; region: HTMLElement; root?: Root } | undefined;
let watching = false;
let toaster: Promise<typeof import('../ui/toaster')> | undefined;

/**
 * Puts the page's single alert toast on `body`, once, and again after the
 * host swapped the body (Turbo Drive, Livewire's wire:navigate, pjax): the old
 * one went with the old body. Each alert checks again, so none is lost when
 * the islands themselves survived a swap.
 *
 * The live region is there from the start, empty, so that screen readers
 * announce the first alert put into it; the toast's code comes with the first
 * alert (no page shows one on load, and every page would download and render it).
 */
export function ensureToaster(): void {
  if (!watching) {
    watching = true;
    $alert.listen(ensureToaster);
  }
  if (!current?.host.isConnected && document.body) {
    try {
      current?.root?.unmount();
    } catch {
      // Its DOM is gone with the old body; nothing else to free.
    }
    const host = document.createElement('div');
    host.className = 'cb-toaster-root';
    const region = host.appendChild(document.createElement('div'));
    region.className = 'cb-toaster';
    document.body.appendChild(host);
    current = { host, region };
  }
  if (!current) return;
  // An error interrupts (role alert, assertive); the rest waits its turn.
  const error = $alert.get().type === 'error';
  current.region.setAttribute('role', error ? 'alert' : 'status');
  current.region.setAttribute('aria-live', error ? 'assertive' : 'polite');
  const target = current;
  if (target.root || !$alert.get().show) return;
  (toaster ??= importWithRetry(() => import('../ui/toaster'))).then(({ Toaster }) => {
    if (target !== current || target.root) return;
    target.root = createRoot(target.region);
    target.root.render(<Toaster />);
  }).catch((failure: unknown) => {
    toaster = undefined; // the next alert tries the chunk again
    console.error('[cashback] the alert toast failed:', failure);
  });
}
