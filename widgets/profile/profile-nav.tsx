import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/types';
import { loyaltyTier } from '../../src/lib/loyalty';
import { $userLoad } from '../../src/stores/user';
import { Link } from '../../src/ui/link';
import { Icon } from '../../src/ui/icon';
import { Avatar } from '../../src/ui/avatar';
import { profileTexts as t } from './texts';
import { PROFILE_PATH, profileScreens, type ProfileTab } from '../../src/lib/profile-routes';
import { iconCard } from '../../src/ui/icons/card';
import { iconSetting } from '../../src/ui/icons/setting';
import { iconUser } from '../../src/ui/icons/user';
import { iconUsers } from '../../src/ui/icons/users';
import { iconWallet } from '../../src/ui/icons/wallet';

const ICONS: Record<ProfileTab, string> = {
  personal: iconUser,
  'my-cashback': iconWallet,
  'withdrawal-money': iconCard,
  'my-friends': iconUsers,
  settings: iconSetting,
};

/** The tabs, in the route table's order: the screens that are their own tab. */
const TABS = profileScreens.flatMap(({ child, tab }) => (child === tab ? [{ tab, icon: ICONS[tab] }] : []));

interface Props {
  active: ProfileTab;
  /** The child path shown; the active tab is the page itself only when they match. */
  child: string;
  user: User | null;
}

/**
 * The tab bar: scrollable chips on mobile; from 992 px a sidebar card with
 * the user's avatar, name and status above the links.
 */
export function ProfileNav({ active, child, user }: Props) {
  const load = useStore($userLoad);
  const list = useRef<HTMLUListElement>(null);

  // On a narrow screen the current chip may sit off-screen: bring it into view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current]');
    const row = list.current;
    if (current && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [active]);

  return (
    <aside className="cb-profile__side">
      {user ? (
        <div className="cb-profile__user">
          <Avatar user={user} size="md" />
          <div>
            <p className="cb-profile__name">{user.full_name || user.email}</p>
            <p className="cb-profile__status">
              {t.status}: <strong>{loyaltyTier(user.total_balance).name}</strong>
            </p>
          </div>
        </div>
      ) : load !== 'failed' && load !== 'expired' ? (
        // While the user loads, the card keeps its place (the avatar sets its height), so the links stay put.
        <div className="cb-profile__user" aria-hidden="true">
          <span className="cb-skeleton__item cb-profile__user-wait" />
        </div>
      ) : null}
      <nav aria-label={t.nav}>
        <ul ref={list} className="cb-profile__tabs">
          {TABS.map(({ tab, icon }) => (
            <li key={tab}>
              <Link
                className="cb-profile__tab"
                href={`${PROFILE_PATH}/${tab}`}
                // A withdrawal form highlights its parent tab, as "true" rather than "page".
                aria-current={tab === active ? (tab === child ? 'page' : 'true') : undefined}
              >
                <Icon icon={icon} size={18} />
                {t.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
