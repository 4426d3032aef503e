import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate } from '../../../src/lib/format-date';
import { formatMoney } from '../../../src/lib/money';
import { filterOrders, isPeriod, orderShopName, PERIODS, type Period } from '../../../src/lib/orders-filter';
import { $orders } from '../../../src/stores/orders';
import { Icon } from '../../../src/ui/icon';
import { Skeleton } from '../../../src/ui/skeleton';
import { ResourceState } from '../../../src/ui/status-message';
import { moneyTexts } from '../texts';
import { MoneySection } from '../money-section';
import { iconSearch } from '../../../src/ui/icons/search';
import { iconShop } from '../../../src/ui/icons/shop';

const t = moneyTexts.orders;

/** The order history with a search by shop name and a period filter. */
export function OrderHistory() {
  const resource = useStore($orders);
  const { status, data: orders } = resource;
  const [query, setQuery] = useState('');
  const [period, setPeriod] = useState<Period>('all-time');
  const shown = useMemo(() => filterOrders(orders, { query, period }), [orders, query, period]);
  const filtering = query.trim() !== '' || (period !== 'all-time' && period !== 'history');

  return (
    <MoneySection title={t.title}>
      <div className="cb-orders-filter">
        <label className="cb-orders-filter__search">
          <span className="cb-visually-hidden">{t.search}</span>
          <Icon icon={iconSearch} size={18} />
          <input
            className="cb-input"
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
        <label className="cb-orders-filter__period">
          <span className="cb-visually-hidden">{t.period}</span>
          <select
            className="cb-input cb-money-select"
            value={period}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isPeriod(value)) setPeriod(value);
            }}
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>{t.periods[p]}</option>
            ))}
          </select>
        </label>
      </div>
      <p className="cb-visually-hidden" role="status">{filtering && status === 'ready' ? t.found(shown.length) : ''}</p>
      <ResourceState
        resource={resource}
        reload={$orders.reload}
        loading={<Skeleton count={4} />}
        blank={!shown.length}
        empty={orders.length ? t.noneFound : t.none}
        failed={t.loadFailed}
      >
        {() => (
          <ul className="cb-money-tx-list">
            {shown.map((order) => (
              <li key={order.id} className="cb-money-tx">
                <span className="cb-money-tx__icon" aria-hidden="true"><Icon icon={iconShop} /></span>
                <div className="cb-money-tx__main">
                  <p className="cb-money-tx__title">{orderShopName(order)}</p>
                  <p className="cb-money-tx__meta"><time dateTime={order.created_at}>{formatDate(order.created_at)}</time></p>
                </div>
                <p className="cb-money-tx__side">
                  <span className="cb-money-tx__amount cb-money-tx__amount--plus">
                    <span className="cb-visually-hidden">{t.cashback} </span>+{formatMoney(order.user_amount)}
                  </span>
                  <span className="cb-money-tx__meta">
                    <span aria-hidden="true">{t.from(formatMoney(order.amount))}</span>
                    <span className="cb-visually-hidden">{t.fromLabel(formatMoney(order.amount))}</span>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ResourceState>
    </MoneySection>
  );
}
