import { useStore } from '@nanostores/react';
import { $user } from '../../../src/stores/user';
import { Icon } from '../../../src/ui/icon';
import { Link } from '../../../src/ui/link';
import { Skeleton } from '../../../src/ui/skeleton';
import { moneyTexts } from '../texts';
import { MoneySection } from '../money-section';
import { VerifyEmailPrompt } from './verify-email-prompt';
import { iconArrowRight } from '../../../src/ui/icons/arrow-right';
import { iconCharity } from '../../../src/ui/icons/charity';
import { iconCard } from '../../../src/ui/icons/card';
import { iconPhone } from '../../../src/ui/icons/phone';

const t = moneyTexts.methods;

/** A way to withdraw: a card-sized link to its form. */
function MethodLink({ href, icon, title, note }: { href: string; icon: string; title: string; note: string }) {
  return (
    <li>
      <Link className="cb-money-method" href={href}>
        <span className="cb-money-method__icon" aria-hidden="true"><Icon icon={icon} /></span>
        <span className="cb-money-method__text">
          <span className="cb-money-method__title">{title}</span>
          <span className="cb-money-method__note">{note}</span>
        </span>
        <Icon icon={iconArrowRight} className="cb-money-method__go" />
      </Link>
    </li>
  );
}

/**
 * Charity (shown, no link), bank card and mobile phone; for a user whose
 * e-mail is unconfirmed, the prompt to confirm it instead.
 */
export function WithdrawalMethods() {
  const user = useStore($user);
  let body;
  if (!user) body = <Skeleton variant="block" count={1} />;
  else if (!user.email_verified_at) body = <VerifyEmailPrompt email={user.email} />;
  else {
    body = (
      <ul className="cb-money-methods">
        <li className="cb-money-method cb-money-method--static">
          <span className="cb-money-method__icon" aria-hidden="true"><Icon icon={iconCharity} /></span>
          <span className="cb-money-method__text">
            <span className="cb-money-method__title">{t.charity}</span>
            <span className="cb-money-method__note">{t.charityText}</span>
          </span>
        </li>
        <MethodLink href="/user-profile/withdrawal-money/bank-card" icon={iconCard} title={t.card} note={t.cardText} />
        <MethodLink href="/user-profile/withdrawal-money/mobile-phone" icon={iconPhone} title={t.phone} note={t.phoneText} />
      </ul>
    );
  }
  return (
    <MoneySection title={t.title}>
      {body}
    </MoneySection>
  );
}
