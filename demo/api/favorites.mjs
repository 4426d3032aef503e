/** Favourite shops of the signed-in user. */
import { json } from '../http/respond.mjs';
import { requireShop } from './lookups.mjs';
import { presentShopSummary } from './present.mjs';

/** @typedef {import('../context.mjs').Context} Context */

/** The user's favourite ids, created on first use. */
function favoritesOf(db, userId) {
  let ids = db.favorites.get(userId);
  if (!ids) db.favorites.set(userId, (ids = new Set()));
  return ids;
}

/** `GET /api/favorite-shops` */
function listFavorites(/** @type {Context} */ ctx) {
  const ids = favoritesOf(ctx.db, ctx.requireUser().id);
  const shops = ctx.db.shops.filter((shop) => ids.has(shop.id));
  return json(200, { data: shops.map((shop) => presentShopSummary(shop, ctx.origin)) });
}

/** `GET /api/favorite-shops/{shopId}`: toggles, as the original API does with a GET. */
function toggleFavorite(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  const shop = requireShop(ctx.db, ctx.params.shopId);
  const ids = favoritesOf(ctx.db, user.id);
  const is_favorite = !ids.has(shop.id);
  if (is_favorite) ids.add(shop.id);
  else ids.delete(shop.id);
  return json(200, { data: { shop_id: shop.id, is_favorite } });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const favoriteRoutes = [
  ['GET', '/api/favorite-shops', listFavorites],
  ['GET', '/api/favorite-shops/:shopId(\\d+)', toggleFavorite],
];
