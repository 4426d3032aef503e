/** Shops, categories, FAQ and posters: public reads. */
import { HttpError, json } from '../http/respond.mjs';
import { findById, requireShop } from './lookups.mjs';
import { presentCategory, presentPoster, presentShop, presentShopSummary } from './present.mjs';

/** @typedef {import('../context.mjs').Context} Context */

/** `GET /api/shops` */
const listShops = (/** @type {Context} */ { db, origin }) =>
  json(200, { data: db.shops.map((shop) => presentShopSummary(shop, origin)) });

/** `GET /api/shops/{id}` */
const showShop = (/** @type {Context} */ { db, origin, params }) =>
  json(200, { data: presentShop(requireShop(db, params.id), origin) });

/** `GET /api/categories` */
const listCategories = (/** @type {Context} */ { db, origin }) =>
  json(200, { data: db.categories.map((category) => presentCategory(category, origin)) });

/** `GET /api/category/{id}`: the category with its shops. */
function showCategory(/** @type {Context} */ { db, origin, params }) {
  const category = findById(db.categories, params.id);
  if (!category) throw new HttpError(404, 'Категорію не знайдено.');
  const shops = db.shops.filter((shop) => shop.categoryId === category.id).map((shop) => presentShopSummary(shop, origin));
  return json(200, { data: { ...presentCategory(category, origin), shops } });
}

/** `GET /api/questions` */
const listQuestions = (/** @type {Context} */ { db }) =>
  json(200, { data: db.questions.map(({ id, name, description }) => ({ id, name, description })) });

/** `GET /api/posters` */
const listPosters = (/** @type {Context} */ { db, origin }) =>
  json(200, { data: db.posters.map((poster) => presentPoster(poster, origin)) });

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const shopRoutes = [
  ['GET', '/api/shops', listShops],
  ['GET', '/api/shops/:id(\\d+)', showShop],
  ['GET', '/api/categories', listCategories],
  ['GET', '/api/category/:id(\\d+)', showCategory],
  ['GET', '/api/questions', listQuestions],
  ['GET', '/api/posters', listPosters],
];
