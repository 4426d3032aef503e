import type { LoyaltyStatus } from '../api/types';

export interface LoyaltyTier {
  status: LoyaltyStatus;
  name: 'Starter' | 'Silver' | 'Gold' | 'Platinum';
  /** The total balance (грн) from which the tier applies. */
  threshold: number;
  /** Extra cashback of the tier, in %. */
  bonus: number;
}

/** The tiers in ascending order (spec 4 and 9). */
export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { status: 'starter', name: 'Starter', threshold: 0, bonus: 0 },
  { status: 'silver', name: 'Silver', threshold: 250, bonus: 10 },
  { status: 'gold', name: 'Gold', threshold: 2500, bonus: 20 },
  { status: 'platinum', name: 'Platinum', threshold: 5000, bonus: 30 },
];

const amount = (total: number | string) => {
  const n = Number(total);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The tier a total balance earns; negative or non-numeric totals are Starter.
 *
 * @example
 * loyaltyTier(3100).name // 'Gold'
 */
export function loyaltyTier(total: number | string): LoyaltyTier {
  const n = amount(total);
  let tier = LOYALTY_TIERS[0]!;
  for (const candidate of LOYALTY_TIERS) if (n >= candidate.threshold) tier = candidate;
  return tier;
}

/** @example loyaltyStatus(249.99) // 'starter' */
export const loyaltyStatus = (total: number | string): LoyaltyStatus => loyaltyTier(total).status;

/**
 * The next tier and the amount still missing to reach it; null at Platinum.
 *
 * @example
 * nextTier(3100) // { tier: LOYALTY_TIERS[3], left: 1900 }
 */
export function nextTier(total: number | string): { tier: LoyaltyTier; left: number } | null {
  const n = Math.max(0, amount(total));
  const tier = LOYALTY_TIERS.find((candidate) => candidate.threshold > n);
  return tier ? { tier, left: tier.threshold - n } : null;
}
