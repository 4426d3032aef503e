import { loyaltyTier, nextTier } from '../../../src/lib/loyalty';
import { formatMoney } from '../../../src/lib/money';
import { Icon } from '../../../src/ui/icon';
import { personalTexts as t } from '../texts';
import { iconTrophy } from '../../../src/ui/icons/trophy';

/** The share of the way from the current tier's threshold to the next one, 0..1. */
export function tierProgress(total: number): number {
  const next = nextTier(total);
  if (!next) return 1;
  const from = loyaltyTier(total).threshold;
  const share = (Math.max(0, total) - from) / (next.tier.threshold - from);
  return Math.min(1, Math.max(0, share));
}

/** Spec 4: the status computed from total_balance, and the amount left to the next tier. */
export function LoyaltyProgress({ total }: { total: number }) {
  const tier = loyaltyTier(total);
  const next = nextTier(total);
  const percent = Math.floor(tierProgress(total) * 100);
  return (
    <section className="cb-card cb-level">
      <h3 className="cb-level__title">{t.loyaltyTitle}</h3>
      <p className="cb-hint">{t.currentStatus}</p>
      <div className="cb-level__head">
        <span className={`cb-level__badge cb-level__badge--${tier.status}`}>
          <Icon icon={iconTrophy} size={18} />
          {tier.name}
        </span>
        {tier.bonus > 0 && <span className="cb-level__bonus">{t.bonus(tier.bonus)}</span>}
      </div>
      <p className="cb-level__total">
        {t.total}: <strong>{formatMoney(total)}</strong>
      </p>
      {next ? (
        <>
          <div
            className="cb-level__bar"
            role="progressbar"
            aria-label={t.progress(next.tier.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            {/* The filled share is an svg's width attribute, not a style attribute, which a nonce-based CSP refuses in HTML the server writes. */}
            <svg className="cb-level__fill" width={`${percent}%`} height="10" aria-hidden="true" />
          </div>
          <div className="cb-level__ends" aria-hidden="true">
            <span>{tier.name}</span>
            <span>{next.tier.name}</span>
          </div>
          <p className="cb-level__left">{t.left(next.tier.name, formatMoney(next.left))}</p>
        </>
      ) : (
        <p className="cb-level__left cb-level__left--top">{t.top(tier.name)}</p>
      )}
    </section>
  );
}
