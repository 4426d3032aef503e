import { moneyTexts } from '../texts';
import { WithdrawalMethods } from '../withdrawal/withdrawal-methods';
import { Balances } from './balances';
import { OrderHistory } from './order-history';

/** /user-profile/my-cashback: balances, the order history and the ways to withdraw. */
export default function MyCashbackScreen() {
  return (
    <div className="cb-money">
      <h2 className="cb-money__title">{moneyTexts.balances.title}</h2>
      <Balances />
      <OrderHistory />
      <WithdrawalMethods />
    </div>
  );
}
