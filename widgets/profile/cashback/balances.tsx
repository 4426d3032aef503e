import { useStore } from '@nanostores/react';
import { formatMoney } from '../../../src/lib/money';
import { $user } from '../../../src/stores/user';
import { Icon } from '../../../src/ui/icon';
import { Skeleton } from '../../../src/ui/skeleton';
import { moneyTexts } from '../texts';
import { iconClock } from '../../../src/ui/icons/clock';
import { iconWallet } from '../../../src/ui/icons/wallet';

const t = moneyTexts.balances;

/** The current and pending balances, side by side from 576 px. */
export function Balances() {
  const user = useStore($user);
  if (!user) return <Skeleton variant="block" count={2} />;
  return (
    <dl className="cb-money-balances">
      <div className="cb-money-balance cb-money-balance--current">
        <dt className="cb-money-balance__label">
          <Icon icon={iconWallet} size={18} /> {t.current}
        </dt>
        <dd className="cb-money-balance__amount">{formatMoney(user.current_balance)}</dd>
        <dd className="cb-money-balance__note">{t.currentNote}</dd>
      </div>
      <div className="cb-money-balance">
        <dt className="cb-money-balance__label">
          <Icon icon={iconClock} size={18} /> {t.pending}
        </dt>
        <dd className="cb-money-balance__amount">{formatMoney(user.pending_balance)}</dd>
        <dd className="cb-money-balance__note">{t.pendingNote}</dd>
      </div>
    </dl>
  );
}
