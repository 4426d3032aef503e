import { WithdrawalForm } from './withdrawal-form';

/** /user-profile/withdrawal-money/bank-card */
export default function CardFormScreen() {
  return <WithdrawalForm method="card" />;
}
