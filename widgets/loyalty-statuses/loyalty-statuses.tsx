import { useStore } from '@nanostores/react';
import { LOYALTY_TIERS, loyaltyTier, nextTier } from '../../src/lib/loyalty';
import { useIslandId } from '../../src/runtime/island-context';
import { isAuthenticated } from '../../src/stores/auth';
import { $user } from '../../src/stores/user';
import { Icon } from '../../src/ui/icon';
import { TEXTS } from './texts';
import { iconInfo } from '../../src/ui/icons/info';
import { iconTrophy } from '../../src/ui/icons/trophy';

/**
 * Starter, Silver, Gold and Platinum with their thresholds and bonuses; a
 * signed-in user sees their own tier marked and what is left to the next.
 */
export default function LoyaltyStatuses() {
  const user = useStore($user);
  const titleId = useIslandId();
  const total = isAuthenticated() && user ? user.total_balance : null;
  const current = total === null ? null : loyaltyTier(total).status;
  const next = total === null ? null : nextTier(total);

  return (
    <section className="cb-loyalty" aria-labelledby={titleId}>
      <h2 className="cb-section__title" id={titleId}>{TEXTS.title}</h2>
      <p className="cb-loyalty__lead">{TEXTS.lead}</p>
      <ol className="cb-loyalty__tiers">
        {LOYALTY_TIERS.map((tier, i) => {
          const mine = tier.status === current;
          return (
            <li key={tier.status} className={`cb-loyalty__tier cb-loyalty__tier--${tier.status}${mine ? ' cb-loyalty__tier--current' : ''}`} aria-current={mine ? 'true' : undefined}>
              <span className="cb-loyalty__medal" aria-hidden="true"><Icon icon={iconTrophy} size={22} /></span>
              <span className="cb-loyalty__name">{tier.name}</span>
              <span className="cb-loyalty__threshold">
                {i === 0 ? TEXTS.below(LOYALTY_TIERS[1]?.threshold ?? 0) : TEXTS.from(tier.threshold)}
              </span>
              <span className="cb-loyalty__bonus">{tier.bonus ? TEXTS.bonus(tier.bonus) : TEXTS.base}</span>
              {mine && <span className="cb-badge cb-loyalty__yours">{TEXTS.yours}</span>}
            </li>
          );
        })}
      </ol>
      {total !== null && (
        <p className="cb-loyalty__next">
          <Icon icon={iconInfo} size={18} /> {next ? TEXTS.left(next.left, next.tier.name) : TEXTS.top}
        </p>
      )}
    </section>
  );
}
