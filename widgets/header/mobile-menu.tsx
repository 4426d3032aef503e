import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { User } from '../../src/api/types';
import { Link } from '../../src/ui/link';
import { Skeleton } from '../../src/ui/skeleton';
import { useBodyScrollLock } from '../../src/ui/lock-scroll';
import { Avatar } from '../../src/ui/avatar';
import { Balances } from './balances';
import { GuestButtons } from './guest-buttons';
import { RetryUser } from './retry-user';
import { SearchBox } from './search-box';
import { UserLinks } from './user-links';
import { texts } from './texts';

interface Props {
  id: string;
  user: User | null;
  /** A guest, or a session the server no longer knows: the login and registration buttons. */
  guest: boolean;
  /** Signed in, but the user could not be loaded: a retry instead of the account. */
  failed: boolean;
  onClose: (restoreFocus?: boolean) => void;
  /** The burger button: Tab from the panel's last control wraps to it. */
  toggle: () => HTMLElement | null;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled])';

/** Below 992 px: the panel under the bar with the links, the search and the account. */
export default function MobileMenu({ id, user, guest, failed, onClose, toggle }: Props) {
  const panel = useRef<HTMLElement>(null);
  useBodyScrollLock();

  useEffect(() => {
    panel.current?.focus();
    const desktop = window.matchMedia?.('(min-width: 992px)');
    const onChange = () => desktop?.matches && onClose(false);
    desktop?.addEventListener?.('change', onChange);
    return () => desktop?.removeEventListener?.('change', onChange);
  }, [onClose]);

  // Focus cycles between the panel and the burger, never into the page hidden behind.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (document.activeElement === items[items.length - 1]) {
      event.preventDefault();
      toggle()?.focus();
    }
  };

  const navigated = () => onClose(false);
  return (
    <nav ref={panel} id={id} className="cb-header__panel" aria-label={texts.menu} tabIndex={-1} onKeyDown={onKeyDown}>
      <SearchBox onNavigate={navigated} className="cb-search--panel" />
      <ul className="cb-header__panel-links">
        <li><Link href="/shops" onClick={navigated}>{texts.shops}</Link></li>
        <li><Link href="/about" onClick={navigated}>{texts.about}</Link></li>
      </ul>
      {guest ? (
        <GuestButtons onNavigate={navigated} className="cb-guest--panel" />
      ) : user ? (
        <div className="cb-header__account">
          <p className="cb-header__who">
            <Avatar user={user} />
            <span className="cb-header__who-text"><strong>{user.full_name}</strong><span>{user.email}</span></span>
          </p>
          <Balances user={user} onNavigate={navigated} className="cb-balances--panel" />
          <UserLinks user={user} onNavigate={navigated} />
        </div>
      ) : failed ? (
        <RetryUser />
      ) : (
        <Skeleton count={3} />
      )}
    </nav>
  );
}
