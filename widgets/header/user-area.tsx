import type { User } from '../../src/api/types';
import { formatMoney } from '../../src/lib/money';
import { Icon } from '../../src/ui/icon';
import { iconWallet } from '../../src/ui/icons/wallet';
import { Link } from '../../src/ui/link';
import { Balances } from './balances';
import { userTexts } from './texts-user';
import { UserMenu } from './user-menu';

/** Desktop: the balances and the user menu (a chunk guests never download; so is the phone's BalanceChip below). */
export default function UserArea({ user }: { user: User }) {
  return (
    <>
      <Balances user={user} />
      <UserMenu user={user} />
    </>
  );
}

/** Below 992 px: the current balance, leading to the cashback screen. */
export function BalanceChip({ user }: { user: User }) {
  return (
    <Link href="/user-profile/my-cashback" className="cb-header__chip">
      <Icon icon={iconWallet} size={16} />
      <span className="cb-visually-hidden">{userTexts.balance}</span>
      {formatMoney(user.current_balance)}
    </Link>
  );
}
