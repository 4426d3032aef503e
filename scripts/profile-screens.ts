// The profile screens a host may paint with its user (laravel/src/Screens/ProfileScreen.php):
// every signed-in child of /user-profile, the tab bar's user card included; what
// needs another GET (a history) stays as the build renders it without. A template per loyalty tier (the tier's name, badge, bonus and the
// next tier are the tier's own words, written by the island, not by PHP), and on
// settings per gender too (a radio's `checked`); its holes the user's values
// (scripts/prerender-screens.ts cuts them).
import type { Gender, User } from '../src/api/types';
import { LOYALTY_TIERS, nextTier, type LoyaltyTier } from '../src/lib/loyalty';
import { formatMoney } from '../src/lib/money';
import { imageUrl } from '../src/lib/safe-url';
import { initials } from '../src/ui/avatar';
import { tierProgress } from '../widgets/profile/personal/loyalty-progress';
import { personalTexts, settingsTexts } from '../widgets/profile/texts';
import type { Filling, Hole, ScreenSpec } from './prerender-screens';

const NAME = 'Ѯ__cb_user__';
const SWITCHES = ['cashback_status', 'service_updates', 'sales'] as const;
/**
 * widgets/profile/settings/settings-screen.tsx's date (`1991-04-17` → `17.04.1991`), here so that
 * the screen's chunk, and with it the guest home's bundle, stays byte for byte; each cut checks it.
 */
const formatDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');
/** A settings value's class, as widgets/profile/settings/inline-field.tsx writes it. */
const VALUE = 'cb-setting__value';

/** What a profile screen shows of its user besides the tab bar's card: `withdrawal` the methods (or the e-mail prompt), `form` a withdrawal form's too and the balance. */
export type ProfileShows = 'personal' | 'cashback' | 'settings' | 'friends' | 'withdrawal' | 'form' | 'card';

/** The profile screens with their user: the child path, what it shows, and the genders it has a template for. */
export const profileScreenPaths: readonly { child: string; shows: ProfileShows; genders: readonly Gender[] }[] = [
  { child: 'personal', shows: 'personal', genders: [''] },
  { child: 'my-cashback', shows: 'cashback', genders: [''] },
  { child: 'settings', shows: 'settings', genders: ['female', 'male', ''] },
  { child: 'my-friends', shows: 'friends', genders: [''] },
  { child: 'withdrawal-money', shows: 'withdrawal', genders: [''] },
  { child: 'withdrawal-money/bank-card', shows: 'form', genders: [''] },
  { child: 'withdrawal-money/mobile-phone', shows: 'form', genders: [''] },
  { child: 'success-withdrawal', shows: 'card', genders: [''] },
];

/** The island's words a template's holes may stand for, for PHP. */
export const profileTexts = { noName: personalTexts.noName, empty: settingsTexts.empty };

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

/** A profile screen showing `shows` with its user whose total is in the tier at `index` (and, on settings, of `gender`). */
export const profileScreen = (index: number, shows: ProfileShows, gender: Gender = '') => (id: number): ScreenSpec<User> => {
  const base: User = {
    id, email: '__cb_email__@cb.invalid', full_name: NAME, avatar: '/__cb_avatar__.png', gender, birth_date: '1987-06-23', status: 'starter',
    total_balance: totalIn(index), current_balance: 7310.53, pending_balance: 4170.29, email_verified_at: null,
    referral_link: 'https://cb.invalid/__cb_referral__', role: 1,
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
  const toggles: ScreenSpec<User>['toggles'] = { avatar: (user) => ({ ...user, avatar: null }) };
  if (shows === 'personal') {
    toggles.verify = (user) => ({ ...user, email_verified_at: '2024-01-01T00:00:00.000000Z' });
    holes.push({ name: 'total', text: formatMoney(base.total_balance) });
    if (next) {
      holes.push(
        { name: 'left', text: formatMoney(left) },
        { name: 'percent', text: percent, after: 'aria-valuenow="' },
        { name: 'percent', text: percent, after: 'width="' },
      );
    }
  } else if (shows === 'cashback') {
    holes.push({ name: 'current', text: formatMoney(base.current_balance) }, { name: 'pending', text: formatMoney(base.pending_balance) });
  } else if (shows === 'settings') {
    // Each value's class says whether it is empty; the label before it (its last word) says whose it is.
    holes.push(
      { name: 'email_class', text: VALUE, after: `${settingsTexts.fields.email}</span><span class="` },
      { name: 'name_class', text: VALUE, after: `${settingsTexts.fields.full_name.split(' ').pop()!}</span><span class="` },
      { name: 'birth_class', text: VALUE, after: `${settingsTexts.fields.birth_date.split(' ').pop()!}</span><span class="` },
      { name: 'email_value', text: base.email, after: `class="${VALUE}">` },
      { name: 'name_value', text: NAME, after: `class="${VALUE}">` },
      { name: 'birth_value', text: formatDate(base.birth_date!) },
    );
    for (const key of SWITCHES) {
      toggles[key] = (user) => ({ ...user, notification_settings: { ...user.notification_settings, [key]: false } });
    }
  } else if (shows === 'friends') {
    holes.push({ name: 'referral', text: base.referral_link });
    toggles.referral = (user) => ({ ...user, referral_link: '' });
  } else if (shows !== 'card') {
    // An unconfirmed e-mail: the prompt (with the e-mail) in place of the methods or the form.
    toggles.verify = (user) => ({ ...user, email_verified_at: '2024-01-01T00:00:00.000000Z' });
    if (shows === 'form') holes.push({ name: 'current', text: formatMoney(base.current_balance) });
  }
  return { base, toggles, holes };
};

/** A settings value as widgets/profile/settings/inline-field.tsx shows it: its class and its text. */
const settingValue = (value: string, display = value) => ({
  class: value ? VALUE : `${VALUE} ${VALUE}--empty`, text: value ? display : settingsTexts.empty,
});

/** What a profile screen shows for `user`, hole by hole (unescaped). */
export const profileFilling = (user: User): Filling => {
  const { left, percent } = progress(user.total_balance);
  const [email, name, birth] = [settingValue(user.email), settingValue(user.full_name), settingValue(user.birth_date ?? '', formatDate(user.birth_date ?? ''))];
  return {
    holes: {
      who: user.full_name || user.email, name: user.full_name || personalTexts.noName, initials: initials(user), email: user.email,
      avatar: imageUrl(user.avatar) ?? '', total: formatMoney(user.total_balance), left: formatMoney(left), percent,
      current: formatMoney(user.current_balance), pending: formatMoney(user.pending_balance),
      email_class: email.class, name_class: name.class, birth_class: birth.class, email_value: email.text, name_value: name.text, birth_value: birth.text,
      referral: user.referral_link,
    },
    shown: {
      avatar: imageUrl(user.avatar) !== null, verify: !user.email_verified_at, referral: user.referral_link !== '',
      ...Object.fromEntries(SWITCHES.map((key) => [key, user.notification_settings[key]])),
    },
    items: [],
  };
};

/** A user of the tier at `index` (and of `gender`) unlike the sentinels, with every text escaping changes. */
export const probeProfile = (index: number, shows: ProfileShows, gender: Gender = '') => (id: number): User => ({
  ...profileScreen(index, shows, gender)(id).base, email: 'a&b<c>"\'@example.com', full_name: '', avatar: null, role: 0, birth_date: '2001-2-3',
  total_balance: LOYALTY_TIERS[index]!.threshold + (index ? 1.5 : -20), current_balance: -1250.5, pending_balance: 0,
  email_verified_at: '2024-01-01', referral_link: 'https://example.com/r?a=1&b="<2>"',
  notification_settings: { cashback_status: false, service_updates: true, sales: false },
});

/** The tiers' thresholds, for PHP to pick a template and work out the progress: each from `from`, the next at `next`. */
export const tierBounds = (tiers: readonly LoyaltyTier[] = LOYALTY_TIERS) =>
  tiers.map((tier, i) => ({ from: tier.threshold, ...(tiers[i + 1] ? { next: tiers[i + 1]!.threshold } : {}) }));
