// The first screens a host may hand its data to (scripts/prerender-screens.ts
// cuts their templates): for each, the sentinel data it is rendered with, the
// parts that may be missing, and its holes with the values the islands show
// for given data. laravel/src/Screens/ holds the same holes' PHP side.
import type { Shop, User } from '../src/api/types';
import { formatMoney } from '../src/lib/money';
import { initials } from '../src/ui/avatar';
import { userTexts } from '../widgets/header/texts-user';
import { formatPercent } from '../src/lib/percent';
import { imageUrl, safeUrl } from '../src/lib/safe-url';
import { ratingPercent } from '../widgets/shop/rating';
import { TEXTS } from '../widgets/shop/texts';
import type { Filling, ScreenSpec } from './prerender-screens';

const NAME = 'Ѯ__cb_name__';

/** The width of the rating's filled stars, as the island writes it (a percent, without the sign). */
const starsWidth = (stars: number) => String(ratingPercent(stars));

/** The shop island's first screen once its shop has loaded (widgets/shop/shop-details.tsx). */
export const shopScreen = (id: number): ScreenSpec<Shop> => {
  const base: Shop = {
    id, name: NAME, image: '/__cb_image__.png', link: 'https://cb.invalid/__cb_link__', description: 'x',
    cashback_percent: 7.31, is_sale: true, avg_stars: 3.17, pending_payment: 47,
    users_actions: [{ name: '__cb_action0__', rev: 8.93 }], categoryId: 0,
  };
  return {
    base,
    toggles: {
      image: (shop) => ({ ...shop, image: '' }),
      sale: (shop) => ({ ...shop, is_sale: false }),
      link: (shop) => ({ ...shop, link: '' }),
      actions: (shop) => ({ ...shop, users_actions: [] }),
      description: (shop) => ({ ...shop, description: '' }),
    },
    list: { name: 'actions', more: (shop) => ({ ...shop, users_actions: [...shop.users_actions!, { name: '__cb_action1__', rev: 9.47 }] }) },
    holes: [
      { name: 'name', text: NAME },
      { name: 'letter', text: NAME.slice(0, 1) },
      { name: 'image', text: base.image },
      { name: 'link', text: base.link },
      { name: 'stars', text: formatPercent(base.avg_stars) },
      { name: 'stars_width', text: starsWidth(base.avg_stars) },
      { name: 'percent', text: formatPercent(base.cashback_percent) },
      { name: 'days', text: TEXTS.days(base.pending_payment) },
      { name: 'action_name', text: '__cb_action0__', second: '__cb_action1__' },
      { name: 'action_rev', text: formatPercent(8.93), second: formatPercent(9.47) },
    ],
  };
};

/** What the shop island shows for `shop`, hole by hole (unescaped): the build checks each cut with it. */
export const shopFilling = (shop: Shop): Filling => ({
  holes: {
    name: shop.name, letter: shop.name.slice(0, 1), image: imageUrl(shop.image) ?? '', link: safeUrl(shop.link) ?? '',
    stars: formatPercent(shop.avg_stars), stars_width: starsWidth(shop.avg_stars), percent: formatPercent(shop.cashback_percent),
    days: TEXTS.days(shop.pending_payment),
  },
  shown: {
    image: imageUrl(shop.image) !== null, sale: shop.is_sale, link: safeUrl(shop.link) !== null,
    actions: (shop.users_actions ?? []).length > 0, description: Boolean((shop.description ?? '').trim()),
  },
  items: (shop.users_actions ?? []).map((action) => ({ action_name: action.name, action_rev: formatPercent(action.rev) })),
});

/** A shop unlike the sentinels, with every text escaping changes: a cut must render it as the island does. */
export const probeShop = (id: number): Shop => ({
  id, name: 'Проба <b>&"\'', image: '', link: 'https://example.com/a?b=1&c="2"', description: '  ',
  cashback_percent: 12.5, is_sale: false, avg_stars: 4.6, pending_payment: 1,
  users_actions: [{ name: 'A', rev: 1 }, { name: '<i>', rev: 2.25 }, { name: 'C', rev: 0 }], categoryId: 0,
});

const USER_NAME = 'Ѯ__cb_user__';

/** The signed-in header once its user has loaded (widgets/header/header.tsx, user-area.tsx): the balances, the chip, the user menu. */
export const headerScreen = (id: number): ScreenSpec<User> => {
  const base: User = {
    id, email: '__cb_email__@cb.invalid', full_name: USER_NAME, avatar: '/__cb_avatar__.png', gender: '', birth_date: null, status: 'starter',
    total_balance: 0, current_balance: 7310.53, pending_balance: 4170.29, email_verified_at: null, referral_link: '', role: 1,
    notification_settings: { cashback_status: true, service_updates: true, sales: true },
  };
  return {
    base,
    toggles: {
      avatar: (user) => ({ ...user, avatar: null }),
      admin: (user) => ({ ...user, role: 0 }),
    },
    holes: [
      // The menu button's label: its words stay in the template, the name (or else the e-mail) is the hole.
      { name: 'who', text: USER_NAME, after: `${userTexts.userMenu}: ` },
      { name: 'name', text: USER_NAME },
      { name: 'initials', text: initials(base) },
      { name: 'email', text: base.email },
      { name: 'avatar', text: base.avatar! },
      { name: 'current', text: formatMoney(base.current_balance) },
      { name: 'pending', text: formatMoney(base.pending_balance) },
    ],
  };
};

/** What the signed-in header shows for `user`, hole by hole (unescaped). */
export const headerFilling = (user: User): Filling => ({
  holes: {
    who: user.full_name || user.email, name: user.full_name, initials: initials(user), email: user.email,
    avatar: imageUrl(user.avatar) ?? '', current: formatMoney(user.current_balance), pending: formatMoney(user.pending_balance),
  },
  shown: { avatar: imageUrl(user.avatar) !== null, admin: user.role !== 0 },
  items: [],
});

/** A user unlike the sentinels, with every text escaping changes. */
export const probeUser = (id: number): User => ({
  ...headerScreen(id).base, email: 'a&b<c>"\'@example.com', full_name: '', avatar: null, role: 0, current_balance: -1250.5, pending_balance: 0,
});
