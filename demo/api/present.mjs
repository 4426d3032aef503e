/**
 * Turns stored records into the JSON shapes of src/api/types.ts: no private
 * fields, absolute URLs built from the request's origin.
 */

/** `/x.svg` → `http://host/x.svg`; absolute URLs and null pass through. */
export const absoluteUrl = (origin, path) => (typeof path === 'string' && path.startsWith('/') ? origin + path : path);

/** @returns {import('../../src/api/types').User} */
export function presentUser(user, origin) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    avatar: absoluteUrl(origin, user.avatar),
    gender: user.gender,
    birth_date: user.birth_date,
    status: user.status,
    total_balance: user.total_balance,
    current_balance: user.current_balance,
    pending_balance: user.pending_balance,
    email_verified_at: user.email_verified_at,
    referral_link: `${origin}/registration?ref=${encodeURIComponent(user.referral_code)}`,
    role: user.role,
    notification_settings: { ...user.notification_settings },
  };
}

/** A list item: every field but `description` and `users_actions`, which lists of 10 000 shops do without. */
export function presentShopSummary(shop, origin) {
  const { description, users_actions, ...summary } = shop;
  return { ...summary, image: absoluteUrl(origin, shop.image) };
}

/** @returns {import('../../src/api/types').Shop} */
export const presentShop = (shop, origin) => ({ ...shop, image: absoluteUrl(origin, shop.image) });

export const presentCategory = ({ id, name, image }, origin) => ({ id, name, image: absoluteUrl(origin, image) });

export const presentPoster = ({ id, image_url, title }, origin) => ({ id, image_url: absoluteUrl(origin, image_url), title });

export const presentFeedback = (feedback, origin) => ({
  ...feedback,
  user_thumbnail: absoluteUrl(origin, feedback.user_thumbnail),
});

/** Orders and withdrawals without their owner's id. */
export const withoutOwner = ({ user_id, ...record }) => record;

/** Newest first, by `created_at` then id. */
export const newestFirst = (a, b) => b.created_at.localeCompare(a.created_at) || (b.id ?? 0) - (a.id ?? 0);

/** A user's orders or withdrawals, newest first, without the owner id. */
export const historyOf = (rows, user) => rows.filter((row) => row.user_id === user.id).sort(newestFirst).map(withoutOwner);
