import { moneyTexts } from '../texts';
import { WithdrawalHistory } from './withdrawal-history';
import { WithdrawalMethods } from './withdrawal-methods';

/** /user-profile/withdrawal-money: the ways to withdraw, then the history. */
export default function WithdrawalMoneyScreen() {
  return (
    <div className="cb-money">
      <h2 className="cb-money__title">{moneyTexts.history.screenTitle}</h2>
      <WithdrawalMethods />
      <WithdrawalHistory />
    </div>
  );
}
