import { navigate } from 'wouter/use-browser-location';
import { isAppClick } from '../../src/ui/link';

/**
 * While another island's prerendered HTML waits for its JavaScript (a footer
 * with data-load="visible", an `interaction` island), its links are plain
 * links. The app island owns the location, so it takes their clicks as `Link`
 * would. Links of mounted islands have their own handlers; the host's links
 * outside placeholders stay the host's. Returns the cleanup.
 */
export function followPendingIslandLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href') ?? '';
    if (anchor?.closest('[data-cashback]:not([data-cashback-state=mounted])') && isAppClick(event, href, anchor.getAttribute('target'))) {
      event.preventDefault();
      navigate(href);
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
