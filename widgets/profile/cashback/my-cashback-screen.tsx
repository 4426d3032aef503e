import { useStore } from '@nanostores/react';
import { $orders } from '../../../src/stores/orders';
import { moneyTexts } from '../texts';
import { WithdrawalMethods } from '../withdrawal/withdrawal-methods';
import { Balances } from './balances';
import { OrderHistory } from './order-history';

/**
 * /user-profile/my-cashback: balances, the order history and the ways to
 * withdraw. The ways to withdraw come once the history's length is known, so
 * a long history does not push them down after they have been seen.
 */
export default function MyCashbackScreen() {
  const orders = useStore($orders);
  const known = orders.status === 'ready' || orders.status === 'error' || orders.data.length > 0;
  return (
    <div className="cb-money">
      <h2 className="cb-money__title">{moneyTexts.balances.title}</h2>
      <Balances />
      <OrderHistory />
      {known && <WithdrawalMethods />}
    </div>
  );
}
