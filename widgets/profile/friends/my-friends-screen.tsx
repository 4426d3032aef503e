import { useStore } from '@nanostores/react';
import { $user } from '../../../src/stores/user';
import { Icon } from '../../../src/ui/icon';
import { ReferralLink } from './referral-link';
import { RuleAccordion } from './rule-accordion';
import { friendsTexts as t } from '../texts';
import { iconGift } from '../../../src/ui/icons/gift';

/** /user-profile/my-friends: the referral link, how it works, and the rules of spec section 9. */
export default function MyFriendsScreen() {
  const user = useStore($user);
  if (!user) return null; // the profile shell renders screens only with a user
  return (
    <div className="cb-profile__screen cb-friends">
      <h2 className="cb-profile__heading">{t.title}</h2>
      <section className="cb-card cb-friends__invite">
        <div className="cb-friends__lead">
          <Icon icon={iconGift} size={32} />
          <p>{t.lead}</p>
        </div>
        <ReferralLink link={user.referral_link} />
      </section>
      <section className="cb-card">
        <h3 className="cb-profile__subheading">{t.howTitle}</h3>
        <ol className="cb-friends__steps">
          {t.steps.map((step) => <li key={step}>{step}</li>)}
        </ol>
      </section>
      <section className="cb-friends__rules">
        <h3 className="cb-profile__subheading">{t.rulesTitle}</h3>
        <RuleAccordion title={t.bonusRules.title}>
          <ul>{t.bonusRules.items.map((item) => <li key={item}>{item}</li>)}</ul>
        </RuleAccordion>
        <RuleAccordion title={t.banRules.title}>
          <p>{t.banRules.lead}</p>
          <ul>{t.banRules.items.map((item) => <li key={item}>{item}</li>)}</ul>
        </RuleAccordion>
      </section>
    </div>
  );
}
