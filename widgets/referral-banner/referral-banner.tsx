import { formatWholeMoney } from '../../src/lib/money-whole';
import { useIslandId } from '../../src/runtime/island-context';
import { Icon } from '../../src/ui/icon';
import { Link } from '../../src/ui/link';
import { REFERRAL_BONUS, TEXTS } from './texts';
import { iconGift } from '../../src/ui/icons/gift';
import { iconUserAdd } from '../../src/ui/icons/user-add';

/** The referral programme in one card (spec 1 and 9), leading to 'My friends'. */
export default function ReferralBanner() {
  const titleId = useIslandId();
  return (
    <section className="cb-referral" aria-labelledby={titleId}>
      <div className="cb-referral__art" aria-hidden="true">
        <span className="cb-referral__coin"><small>{TEXTS.you}</small>+{formatWholeMoney(REFERRAL_BONUS)}</span>
        <span className="cb-referral__gift"><Icon icon={iconGift} size={40} /></span>
        <span className="cb-referral__coin"><small>{TEXTS.friend}</small>+{formatWholeMoney(REFERRAL_BONUS)}</span>
      </div>
      <div className="cb-referral__body">
        <h2 className="cb-referral__title" id={titleId}>{TEXTS.title}</h2>
        <p className="cb-referral__text">{TEXTS.text}</p>
      </div>
      <Link href="/user-profile/my-friends" className="cb-btn cb-btn--primary cb-referral__cta">
        <Icon icon={iconUserAdd} size={18} /> {TEXTS.cta}
      </Link>
    </section>
  );
}
