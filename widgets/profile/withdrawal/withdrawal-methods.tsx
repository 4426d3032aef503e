import { useStore } from '@nanostores/react';
import { $user } from '../../../src/stores/user';
import { useIslandId } from '../../../src/runtime/island-context';
import { Icon } from '../../../src/ui/icon';
import { Link } from '../../../src/ui/link';
import { Skeleton } from '../../../src/ui/skeleton';
import { moneyTexts } from '../texts';
import { VerifyEmailPrompt } from './verify-email-prompt';

const t = moneyTexts.methods;

/**
 * Charity (shown, no link), bank card and mobile phone; for a user whose
 * e-mail is unconfirmed, the prompt to confirm it instead.
 */
export function WithdrawalMethods() {
  const user = useStore($user);
  const id = useIslandId();
  let body;
  if (!user) body = <Skeleton variant="block" count={1} />;
  else if (!user.email_verified_at) body = <VerifyEmailPrompt email={user.email} />;
  else {
    body = (
      <ul className="cb-money-methods">
        <li className="cb-money-method cb-money-method--static">
          <span className="cb-money-method__icon" aria-hidden="true"><Icon name="charity" /></span>
          <span className="cb-money-method__text">
            <span className="cb-money-method__title">{t.charity}</span>
            <span className="cb-money-method__note">{t.charityText}</span>
          </span>
        </li>
        <li>
          <Link className="cb-money-method" href="/user-profile/withdrawal-money/bank-card">
            <span className="cb-money-method__icon" aria-hidden="true"><Icon name="card" /></span>
            <span className="cb-money-method__text">
              <span className="cb-money-method__title">{t.card}</span>
              <span className="cb-money-method__note">{t.cardText}</span>
            </span>
            <Icon name="arrow_right" className="cb-money-method__go" />
          </Link>
        </li>
        <li>
          <Link className="cb-money-method" href="/user-profile/withdrawal-money/mobile-phone">
            <span className="cb-money-method__icon" aria-hidden="true"><Icon name="phone" /></span>
            <span className="cb-money-method__text">
              <span className="cb-money-method__title">{t.phone}</span>
              <span className="cb-money-method__note">{t.phoneText}</span>
            </span>
            <Icon name="arrow_right" className="cb-money-method__go" />
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <section className="cb-money-section" aria-labelledby={`${id}-title`}>
      <h3 className="cb-money-section__title" id={`${id}-title`}>{t.title}</h3>
      {body}
    </section>
  );
}
