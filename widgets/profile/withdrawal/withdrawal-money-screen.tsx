import { WithdrawalHistory } from './withdrawal-history';
import { WithdrawalMethods } from './withdrawal-methods';

/** /user-profile/withdrawal-money: the ways to withdraw, then the history. */
export default function WithdrawalMoneyScreen() {
  return (
    <div className="cb-money">
      <WithdrawalMethods />
      <WithdrawalHistory />
    </div>
  );
}
