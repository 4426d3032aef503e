import { WithdrawalForm } from './withdrawal-form';

/** /user-profile/withdrawal-money/mobile-phone */
export default function PhoneFormScreen() {
  return <WithdrawalForm method="phone" />;
}
