import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { $appMounted } from '../stores/router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

type Click = Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** Whether a click on a link to `href` is one the `app` island can take: a plain left click on a same-site path. */
export const isAppClick = (event: Click, href: string, target?: string | null) =>
  !event.defaultPrevented && event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (!target || target === '_self') && href.startsWith('/') && !href.startsWith('//');

/** Navigates the `app` island without a page load when there is one; else a plain link. */
export function Link({ href, onClick, ...rest }: Props) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!$appMounted.get() || !isAppClick(event, href, rest.target)) return;
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
