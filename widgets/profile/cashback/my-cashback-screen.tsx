import { WithdrawalMethods } from '../withdrawal/withdrawal-methods';
import { Balances } from './balances';
import { OrderHistory } from './order-history';

/** /user-profile/my-cashback: balances, the order history and the ways to withdraw. */
export default function MyCashbackScreen() {
  return (
    <div className="cb-money">
      <Balances />
      <OrderHistory />
      <WithdrawalMethods />
    </div>
  );
}
