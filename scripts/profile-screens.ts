// The profile screens a host may paint with its user (laravel/src/Screens/ProfileScreen.php):
// /user-profile/personal and /user-profile/my-cashback, the tab bar's user card
// included. A template per loyalty tier (the tier's name, badge, bonus and the
// next tier are the tier's own words, written by the island, not by PHP), its
// holes the user's values (scripts/prerender-screens.ts cuts them).
import type { User } from '../src/api/types';
import { LOYALTY_TIERS, nextTier, type LoyaltyTier } from '../src/lib/loyalty';
import { formatMoney } from '../src/lib/money';
import { imageUrl } from '../src/lib/safe-url';
import { initials } from '../src/ui/avatar';
import { tierProgress } from '../widgets/profile/personal/loyalty-progress';
import { personalTexts } from '../widgets/profile/texts';
import type { Filling, Hole, ScreenSpec } from './prerender-screens';

const NAME = 'Ѯ__cb_user__';

/** The profile screens with their user: the child path, and whether the screen shows loyalty progress and the e-mail prompt. */
export const profileScreenPaths = [
  { child: 'personal', personal: true },
  { child: 'my-cashback', personal: false },
] as const;

/** A total inside `tier` unlike any other number on the screen (the amount left and the percent follow from it). */
function totalIn(index: number): number {
  const tier = LOYALTY_TIERS[index]!;
  const next = LOYALTY_TIERS[index + 1];
  return next ? tier.threshold + Math.round((next.threshold - tier.threshold) * 0.4373 * 100) / 100 : tier.threshold * 1.3087;
}

/** What the screen shows for the user's total (the island's own functions). */
const progress = (total: number) => {
  const next = nextTier(total);
  return { next, left: next?.left ?? 0, percent: String(Math.floor(tierProgress(total) * 100)) };
};

/** A profile screen with its user whose total is in the tier at `index`. */
export const profileScreen = (index: number, personal: boolean) => (id: number): ScreenSpec<User> => {
  const base: User = {
    id, email: '__cb_email__@cb.invalid', full_name: NAME, avatar: '/__cb_avatar__.png', gender: '', birth_date: null, status: 'starter',
    total_balance: totalIn(index), current_balance: 7310.53, pending_balance: 4170.29, email_verified_at: null, referral_link: '', role: 1,
    notification_settings: { cashback_status: true, service_updates: true, sales: true },
  };
  const { next, left, percent } = progress(base.total_balance);
  const holes: Hole[] = [
    { name: 'who', text: NAME },
    // The card's name: the full name, else the island's words for none.
    { name: 'name', text: NAME, after: 'class="cb-personal__name">' },
    { name: 'initials', text: initials(base) },
    { name: 'email', text: base.email },
    { name: 'avatar', text: base.avatar! },
  ];
  if (personal) {
    holes.push({ name: 'total', text: formatMoney(base.total_balance) });
    if (next) {
      holes.push(
        { name: 'left', text: formatMoney(left) },
        { name: 'percent', text: percent, after: 'aria-valuenow="' },
        { name: 'percent', text: percent, after: 'width="' },
      );
    }
  } else {
    holes.push({ name: 'current', text: formatMoney(base.current_balance) }, { name: 'pending', text: formatMoney(base.pending_balance) });
  }
  return {
    base,
    toggles: {
      avatar: (user) => ({ ...user, avatar: null }),
      ...(personal ? { verify: (user: User) => ({ ...user, email_verified_at: '2024-01-01T00:00:00.000000Z' }) } : {}),
    },
    holes,
  };
};

/** What a profile screen shows for `user`, hole by hole (unescaped). */
export const profileFilling = (user: User): Filling => {
  const { left, percent } = progress(user.total_balance);
  return {
    holes: {
      who: user.full_name || user.email, name: user.full_name || personalTexts.noName, initials: initials(user), email: user.email,
      avatar: imageUrl(user.avatar) ?? '', total: formatMoney(user.total_balance), left: formatMoney(left), percent,
      current: formatMoney(user.current_balance), pending: formatMoney(user.pending_balance),
    },
    shown: { avatar: imageUrl(user.avatar) !== null, verify: !user.email_verified_at },
    items: [],
  };
};

/** A user of the tier at `index` unlike the sentinels, with every text escaping changes. */
export const probeProfile = (index: number) => (id: number): User => ({
  ...profileScreen(index, true)(id).base, email: 'a&b<c>"\'@example.com', full_name: '', avatar: null, role: 0,
  total_balance: LOYALTY_TIERS[index]!.threshold + (index ? 1.5 : -20), current_balance: -1250.5, pending_balance: 0,
  email_verified_at: '2024-01-01',
});

/** The tiers' thresholds, for PHP to pick a template and work out the progress: each from `from`, the next at `next`. */
export const tierBounds = (tiers: readonly LoyaltyTier[] = LOYALTY_TIERS) =>
  tiers.map((tier, i) => ({ from: tier.threshold, ...(tiers[i + 1] ? { next: tiers[i + 1]!.threshold } : {}) }));
