import { useStore } from '@nanostores/react';
import { formatDate } from '../../../src/lib/format-date';
import { formatMoney } from '../../../src/lib/money';
import { $withdrawals } from '../../../src/stores/withdrawals';
import { Icon } from '../../../src/ui/icon';
import { Skeleton } from '../../../src/ui/skeleton';
import { ResourceState } from '../../../src/ui/status-message';
import { moneyTexts } from '../texts';
import { MoneySection } from '../money-section';
import { iconCard } from '../../../src/ui/icons/card';
import { iconPhone } from '../../../src/ui/icons/phone';
import { iconWallet } from '../../../src/ui/icons/wallet';

const t = moneyTexts.history;

/** The withdrawal history, newest first as the server sends it, each with its status chip. */
export function WithdrawalHistory() {
  return (
    <MoneySection title={t.title}>
      <ResourceState resource={useStore($withdrawals)} reload={$withdrawals.reload} loading={<Skeleton count={3} />} empty={t.none} failed={t.loadFailed}>
        {(withdrawals) => (
          <ul className="cb-money-tx-list">
            {withdrawals.map((row, index) => (
              <li key={row.id ?? `${row.created_at}-${index}`} className="cb-money-tx">
                <span className="cb-money-tx__icon" aria-hidden="true">
                  <Icon icon={row.withdrawal_method === 'phone' ? iconPhone : row.withdrawal_method === 'card' ? iconCard : iconWallet} />
                </span>
                <div className="cb-money-tx__main">
                  <p className="cb-money-tx__title">{t.methods[row.withdrawal_method ?? 'other']}</p>
                  <p className="cb-money-tx__meta"><time dateTime={row.created_at}>{formatDate(row.created_at)}</time></p>
                </div>
                <p className="cb-money-tx__side">
                  <span className="cb-money-tx__amount">{formatMoney(row.amount)}</span>
                  <span className={`cb-money-chip cb-money-chip--${row.status}`}>{t.statuses[row.status]}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ResourceState>
    </MoneySection>
  );
}
