import type { User } from '../../src/api/types';
import { formatMoney } from '../../src/lib/money';
import { Link } from '../../src/ui/link';
import { userTexts } from './texts-user';

interface Props {
  user: User;
  onNavigate?: () => void;
  className?: string;
}

/** Current and pending balance, linking to «Мій кешбек». */
export function Balances({ user, onNavigate, className }: Props) {
  return (
    <Link
      href="/user-profile/my-cashback"
      className={className ? `cb-balances ${className}` : 'cb-balances'}
      onClick={onNavigate}
    >
      <span className="cb-balances__item">
        <span className="cb-balances__label">{userTexts.balance}</span>
        <span className="cb-balances__value">{formatMoney(user.current_balance)}</span>
      </span>
      <span className="cb-balances__item cb-balances__item--pending">
        <span className="cb-balances__label">{userTexts.pending}</span>
        <span className="cb-balances__value">{formatMoney(user.pending_balance)}</span>
      </span>
    </Link>
  );
}
