import { useState } from 'react';
import type { User } from '../../src/api/types';
import { logout } from '../../src/stores/user';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { texts } from './texts';
import { userTexts } from './texts-user';
import { iconCard } from '../../src/ui/icons/card';
import { iconLock } from '../../src/ui/icons/lock';
import { iconSetting } from '../../src/ui/icons/setting';
import { iconSignOut } from '../../src/ui/icons/sign-out';
import { iconUser } from '../../src/ui/icons/user';
import { iconUsers } from '../../src/ui/icons/users';
import { iconWallet } from '../../src/ui/icons/wallet';

const PROFILE_LINKS = [
  { href: '/user-profile/personal', label: texts.personal, icon: iconUser },
  { href: '/user-profile/my-cashback', label: userTexts.myCashback, icon: iconWallet },
  { href: '/user-profile/withdrawal-money', label: userTexts.withdrawal, icon: iconCard },
  { href: '/user-profile/my-friends', label: userTexts.myFriends, icon: iconUsers },
  { href: '/user-profile/settings', label: userTexts.settings, icon: iconSetting },
];

interface Props {
  user: User;
  /** Called when a link was followed (the menu closes). */
  onNavigate?: () => void;
  id?: string;
  className?: string;
}

/** The profile's sections, the admin panel for admins, and «Вийти». */
export function UserLinks({ user, onNavigate, id, className }: Props) {
  const [leaving, setLeaving] = useState(false);
  return (
    <ul id={id} className={className ? `cb-user-links ${className}` : 'cb-user-links'}>
      {PROFILE_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="cb-user-links__item" onClick={onNavigate}>
            <Icon icon={link.icon} size={18} />
            {link.label}
          </Link>
        </li>
      ))}
      {user.role !== 0 && (
        <li>
          {/* The host's own page: always a full page load. */}
          <a href="/admin" className="cb-user-links__item">
            <Icon icon={iconLock} size={18} />
            {userTexts.admin}
          </a>
        </li>
      )}
      <li className="cb-user-links__sep">
        <button
          type="button"
          className="cb-user-links__item"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <Icon icon={iconSignOut} size={18} />
          {userTexts.logout}
        </button>
      </li>
    </ul>
  );
}
