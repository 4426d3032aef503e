import type { User } from '../../src/api/types';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import { Avatar } from '../../src/ui/avatar';
import { UserLinks } from './user-links';
import { useHoverMenu } from './use-hover-menu';
import { userTexts } from './texts-user';
import { iconArrowDown } from '../../src/ui/icons/arrow-down';

/** Desktop: the avatar button with a hover/click menu of the profile links. */
export function UserMenu({ user }: { user: User }) {
  const id = useIslandId();
  const { open, toggle, close, rootProps } = useHoverMenu();
  return (
    <div className="cb-user-menu" {...rootProps}>
      <button
        type="button"
        className="cb-user-menu__button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={toggle}
      >
        <Avatar user={user} />
        <span className="cb-visually-hidden">{`${userTexts.userMenu}: ${user.full_name || user.email}`}</span>
        <Icon icon={iconArrowDown} size={16} className={open ? 'cb-user-menu__caret cb-user-menu__caret--open' : 'cb-user-menu__caret'} />
      </button>
      <div id={`${id}-menu`} className="cb-user-menu__panel" hidden={!open}>
        <p className="cb-user-menu__who">
          <strong>{user.full_name}</strong>
          <span>{user.email}</span>
        </p>
        <UserLinks user={user} onNavigate={close} />
      </div>
    </div>
  );
}
