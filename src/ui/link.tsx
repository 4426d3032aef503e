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

/** After a click on a link to `href`: the `app` island navigates, without a page load, when it can take it. */
export function followInApp(event: Click & { preventDefault(): void }, href: string, target?: string | null) {
  if (!$appMounted.get() || !isAppClick(event, href, target)) return;
  event.preventDefault();
  navigate(href);
}

/** Navigates the `app` island without a page load when there is one; else a plain link. */
export function Link({ href, onClick, ...rest }: Props) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followInApp(event, href, rest.target);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

/** Programmatic navigation with the same rule as `Link`. */
export function go(href: string, { replace = false } = {}) {
  if ($appMounted.get()) navigate(href, { replace });
  else window.location.assign(href);
}
