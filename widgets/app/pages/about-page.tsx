import type { ReactNode } from 'react';
import { LOYALTY_TIERS } from '../../../src/lib/loyalty';
import { formatMoney } from '../../../src/lib/money';
import { Island } from '../../../src/runtime/island';
import { isAuthenticated } from '../../../src/stores/auth';
import { Icon } from '../../../src/ui/icon';
import { Link } from '../../../src/ui/link';
import { Skeleton } from '../../../src/ui/skeleton';
import { about } from '../texts';
import { iconCard } from '../../../src/ui/icons/card';
import { iconGift } from '../../../src/ui/icons/gift';
import { iconPhone } from '../../../src/ui/icons/phone';
import { iconWallet } from '../../../src/ui/icons/wallet';

function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className="cb-section" aria-labelledby={id}>
      <div className={className ? `cb-container ${className}` : 'cb-container'}>
        <h2 id={id} className="cb-section__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function Hero({ user }: { user: boolean }) {
  return (
    <header className="cb-about__hero">
      <div className="cb-container cb-about__hero-in">
        <div>
          <p className="cb-about__eyebrow">{about.eyebrow}</p>
          <h1 className="cb-about__title">{about.title}</h1>
          <p className="cb-about__lead">{about.lead}</p>
          <Link className="cb-btn cb-btn--primary" href={user ? '/shops' : '/registration'}>
            {user ? about.toShops : about.join}
          </Link>
        </div>
        <div className="cb-about__art" aria-hidden="true">
          <Icon icon={iconWallet} size={88} />
          {([['gift', iconGift], ['card', iconCard], ['phone', iconPhone]] as const).map(([name, icon]) => (
            <span key={name} className={`cb-about__bubble cb-about__bubble--${name}`}><Icon icon={icon} size={28} /></span>
          ))}
        </div>
      </div>
    </header>
  );
}

/** /about: how cashback works, the loyalty statuses, the referral bonus and the FAQ island. */
export default function AboutPage() {
  const user = isAuthenticated();
  return (
    <div className="cb-about">
      <Hero user={user} />

      <Section id="cb-about-steps" title={about.stepsTitle}>
        <ol className="cb-steps">
          {about.steps.map((step, i) => (
            <li key={step.title} className="cb-card cb-steps__item">
              <span className="cb-steps__icon" aria-hidden="true"><Icon icon={step.icon} size={26} /></span>
              <div>
                <p className="cb-steps__num">{about.step} {i + 1}</p>
                <h3 className="cb-steps__title">{step.title}</h3>
                <p className="cb-steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="cb-about-loyalty" title={about.loyaltyTitle}>
        <p className="cb-about__text">{about.loyaltyLead}</p>
        <ul className="cb-tiers">
          {LOYALTY_TIERS.map((tier) => (
            <li key={tier.status} className={`cb-tiers__item cb-tiers__item--${tier.status}`}>
              <span className="cb-tiers__name">{tier.name}</span>
              <span className="cb-tiers__from">
                {tier.threshold ? `${about.loyaltyFrom} ${formatMoney(tier.threshold)}` : about.loyaltyStart}
              </span>
              <span className="cb-tiers__bonus">{tier.bonus ? about.loyaltyBonus(tier.bonus) : about.loyaltyBase}</span>
            </li>
          ))}
        </ul>
      </Section>

      <section className="cb-section" aria-labelledby="cb-about-referral">
        <div className="cb-container">
          <div className="cb-card cb-about__referral">
            <span className="cb-steps__icon" aria-hidden="true"><Icon icon={iconGift} size={26} /></span>
            <div>
              <h2 id="cb-about-referral" className="cb-steps__title">{about.referralTitle}</h2>
              <p className="cb-steps__text">{about.referralText}</p>
            </div>
            <Link className="cb-btn cb-btn--secondary" href={user ? '/user-profile/my-friends' : '/registration'}>
              {user ? about.referralAction : about.join}
            </Link>
          </div>
        </div>
      </section>

      <Section id="cb-about-faq" title={about.faqTitle} className="cb-about__faq">
        <p className="cb-about__text">
          {about.faqAsk} <a href={`mailto:${about.supportEmail}`}>{about.supportEmail}</a>
        </p>
        <Island name="faq" props={{ title: '' }} fallback={<Skeleton count={5} />} />
      </Section>
    </div>
  );
}
