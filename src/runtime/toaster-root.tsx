import { createRoot, type Root } from 'react-dom/client';
import { Toaster } from '../ui/toaster';
import { $alert } from '../stores/alert';

let current: { host: HTMLElement; root: Root } | undefined;
let watching = false;

/**
 * Renders the page's single alert toast into its own root on `body`, once,
 * and again after the host swapped the body (Turbo Drive, Livewire's
 * wire:navigate, pjax): the old root went with the old body. Each alert
 * checks again, so none is lost when the islands themselves survived a swap.
 */
export function ensureToaster(): void {
  if (!watching) {
    watching = true;
    $alert.listen(ensureToaster);
  }
  if (current?.host.isConnected || !document.body) return;
  if (current) {
    try {
      current.root.unmount();
    } catch {
      // Its DOM is gone with the old body; nothing else to free.
    }
  }
  const host = document.createElement('div');
  host.className = 'cb-toaster-root';
  document.body.appendChild(host);
  try {
    const root = createRoot(host);
    current = { host, root };
    root.render(<Toaster />);
  } catch (error) {
    console.error('[cashback] the alert toast failed:', error);
  }
}
