import { Suspense, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/types';
import { $user, $userLoad } from '../../src/stores/user';
import { isAuthenticated } from '../../src/stores/auth';
import { useIslandId } from '../../src/runtime/island-context';
import { BrandLogo } from '../../src/ui/brand-logo';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { GuestButtons } from './guest-buttons';
import { lazyPart } from './lazy-part';
import { RetryUser } from './retry-user';
import { SearchBox } from './search-box';
import { useHideOnScroll } from './use-hide-on-scroll';
import { texts } from './texts';
import { iconClose } from '../../src/ui/icons/close';
import { iconMobileMenu } from '../../src/ui/icons/mobile-menu';

// Parts a guest on a wide screen never needs come in their own chunks.
const { Part: UserArea } = lazyPart(() => import('./user-area'), () => null, 'the user menu');
const { Part: BalanceChip } = lazyPart<{ user: User }>(() => import('./user-area').then((m) => ({ default: m.BalanceChip })), () => null, 'the balance');
/**
 * The menu's plain links: what opens before the island wakes, or without
 * JavaScript (a native popover; `id` the burger names), and what the panel
 * shows if its chunk cannot be loaded.
 */
function PlainMenu({ id, native }: { id: string; native?: boolean }) {
  return (
    <nav id={id} className={native ? 'cb-header__popover' : 'cb-header__panel'} aria-label={texts.menu} popover={native ? 'auto' : undefined}>
      <ul className="cb-header__panel-links">
        <li><a href="/shops">{texts.shops}</a></li>
        <li><a href="/about">{texts.about}</a></li>
        <li><a href={isAuthenticated() ? '/user-profile/personal' : '/login'}>{isAuthenticated() ? texts.personal : texts.login}</a></li>
      </ul>
    </nav>
  );
}
const { Part: MobileMenu, preload: preloadMenu } = lazyPart(() => import('./mobile-menu'), PlainMenu, 'the menu');

// Support: :focus-visible in matches() since Chrome 86 and Safari 15.4; older ones count every focus.
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The site header: logo, links, search, the account area and the mobile menu. */
export default function Header() {
  const id = useIslandId();
  const user = useStore($user);
  const load = useStore($userLoad);
  // The host says signed in, but the server no longer knows the session: offer to sign in again.
  const guest = !isAuthenticated() || (!user && load === 'expired');
  const [menuOpen, setMenuOpen] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Stays shown while its menu is open or the keyboard is in it (not after a mere click).
  const hidden = useHideOnScroll(menuOpen || keyboardInside);

  const closeMenu = useCallback((restoreFocus = true) => {
    setMenuOpen(false);
    if (restoreFocus) burger.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  };

  // What a burger tap does not change, made once per change of its own inputs: the tap renders the
  // burger and the panel, not the bar's logo, links, search and account (the same elements bail out).
  const bar = useMemo(() => (
    <>
      <BrandLogo label={texts.home} />
      <nav className="cb-header__nav" aria-label={texts.nav}>
        <Link href="/shops">{texts.shops}</Link>
        <Link href="/about">{texts.about}</Link>
      </nav>
      <SearchBox className="cb-search--bar" />
      <div className="cb-header__end">
        {guest ? (
          <GuestButtons />
        ) : user ? (
          <Suspense fallback={<span className="cb-header__placeholder" aria-hidden="true" />}>
            <UserArea user={user} />
          </Suspense>
        ) : load === 'failed' ? (
          <RetryUser />
        ) : (
          <span className="cb-header__placeholder" aria-hidden="true" />
        )}
      </div>
    </>
  ), [guest, user, load]);
  const account = useMemo(() => (guest ? (
    <Link href="/login" className="cb-btn cb-btn--ghost cb-header__login">{texts.login}</Link>
  ) : user && (
    <Suspense fallback={null}>
      <BalanceChip user={user} />
    </Suspense>
  )), [guest, user]);
  const plainMenu = useMemo(() => <PlainMenu id={`${id}-menu`} native />, [id]);

  return (
    <header
      className={hidden ? 'cb-header cb-header--hidden' : 'cb-header'}
      onKeyDown={onKeyDown}
      onFocus={(event) => setKeyboardInside(focusVisible(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
      }}
    >
      <div className="cb-container cb-header__bar">
        {bar}
        <div className="cb-header__compact">
          {account}
          <button
            ref={burger}
            type="button"
            className="cb-icon-btn cb-header__burger"
            aria-expanded={menuOpen}
            aria-controls={`${id}-panel`}
            aria-label={texts.menu}
            // Support: popover since Chrome 114, Safari 17, Firefox 125; without it (or JavaScript) the burger does nothing.
            popoverTarget={`${id}-menu`}
            onClick={(event) => {
              event.preventDefault(); // awake, the island's own panel, not the popover
              if (menuOpen) closeMenu(false);
              else setMenuOpen(true);
            }}
            onPointerDown={preloadMenu}
            onFocus={preloadMenu}
          >
            <Icon icon={menuOpen ? iconClose : iconMobileMenu} size={24} />
          </button>
        </div>
      </div>
      {plainMenu}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={`${id}-panel`} user={user} guest={guest} failed={load === 'failed'} onClose={closeMenu} toggle={() => burger.current} />
        </Suspense>
      )}
    </header>
  );
}
