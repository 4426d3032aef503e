import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { $appMounted } from '../stores/router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Navigates the `app` island without a page load when there is one; else a plain link. */
export function Link({ href, onClick, ...rest }: Props) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented || !$appMounted.get() || event.button !== 0 ||
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ||
      (rest.target && rest.target !== '_self') || !href.startsWith('/')
    ) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

/** Programmatic navigation with the same rule as `Link`. */
export function go(href: string, { replace = false } = {}) {
  if ($appMounted.get()) navigate(href, { replace });
  else window.location.assign(href);
}
