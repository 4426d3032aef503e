import { createRoot } from 'react-dom/client';
import { Toaster } from '../ui/toaster';

let created = false;

/** Renders the page's single alert toast into its own root, once. */
export function ensureToaster(): void {
  if (created || !document.body) return;
  created = true;
  const host = document.createElement('div');
  host.className = 'cb-toaster-root';
  document.body.appendChild(host);
  try {
    createRoot(host).render(<Toaster />);
  } catch (error) {
    console.error('[cashback] the alert toast failed:', error);
  }
}
