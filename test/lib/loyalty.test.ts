import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { LOYALTY_TIERS, loyaltyStatus, loyaltyTier, nextTier } from '../../src/lib/loyalty';

const test = suite('loyalty');

test('status at and around every threshold', () => {
  const cases: [number, string][] = [
    [0, 'starter'], [249.99, 'starter'], [250, 'silver'], [2499.99, 'silver'], [2500, 'gold'],
    [4999.99, 'gold'], [5000, 'platinum'], [100000, 'platinum'], [-10, 'starter'], [NaN, 'starter'],
  ];
  for (const [total, status] of cases) assert.is(loyaltyStatus(total), status, String(total));
});

test('numeric strings count; other strings are Starter', () => {
  assert.is(loyaltyStatus('3100.00'), 'gold');
  assert.is(loyaltyStatus('lots'), 'starter');
});

test('tiers: names, thresholds and bonuses of the spec', () => {
  assert.equal(
    LOYALTY_TIERS.map((t) => [t.name, t.threshold, t.bonus]),
    [['Starter', 0, 0], ['Silver', 250, 10], ['Gold', 2500, 20], ['Platinum', 5000, 30]],
  );
  assert.is(loyaltyTier(3100).name, 'Gold');
});

test('next tier and the amount left', () => {
  assert.equal(nextTier(0), { tier: LOYALTY_TIERS[1], left: 250 });
  assert.is(nextTier(249.99)?.tier.name, 'Silver');
  assert.ok(Math.abs(nextTier(249.99)!.left - 0.01) < 1e-9);
  assert.equal(nextTier(250), { tier: LOYALTY_TIERS[2], left: 2250 });
  assert.equal(nextTier(3100), { tier: LOYALTY_TIERS[3], left: 1900 });
  assert.is(nextTier(4999.99)?.tier.name, 'Platinum');
  assert.is(nextTier(5000), null);
  assert.is(nextTier(100000), null);
  assert.equal(nextTier(-5), { tier: LOYALTY_TIERS[1], left: 250 });
  assert.equal(nextTier(NaN), { tier: LOYALTY_TIERS[1], left: 250 });
});

const totals = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

test('status never goes down as the total grows', () => {
  const rank = (total: number) => LOYALTY_TIERS.findIndex((t) => t.status === loyaltyStatus(total));
  fc.assert(fc.property(totals, totals, (a, b) => rank(Math.min(a, b)) <= rank(Math.max(a, b))));
});

test('below Platinum: left > 0, total + left is the next threshold, and the next tier is one up', () => {
  fc.assert(
    fc.property(totals, (total) => {
      const next = nextTier(total);
      if (total >= 5000) return next === null;
      if (!next) return false;
      const current = LOYALTY_TIERS.indexOf(loyaltyTier(total));
      return next.left > 0 && Math.abs(total + next.left - next.tier.threshold) < 1e-6 && LOYALTY_TIERS.indexOf(next.tier) === current + 1;
    }),
  );
});

test.run();
