/** Shop reviews: public list, signed-in users add their own. */
import { json } from '../http/respond.mjs';
import { check, integer, length, required, string, validate } from '../validation.mjs';
import { assertOwnPayload, findShop, nextId, requireShop } from './lookups.mjs';
import { newestFirst, presentFeedback } from './present.mjs';

/** @typedef {import('../context.mjs').Context} Context */

const isImageUrl = (value) => typeof value === 'string' && value.length <= 2048 && /^(?:https?:\/\/|\/(?!\/))\S+$/i.test(value);
const STARS = 'Оцінка має бути цілим числом від 1 до 5.';

/** `GET /api/shop-feedbacks/{shopId}`: newest first. */
function listFeedbacks(/** @type {Context} */ { db, origin, params }) {
  const shop = requireShop(db, params.shopId);
  const feedbacks = db.feedbacks.filter((feedback) => feedback.shop_id === shop.id).sort(newestFirst);
  return json(200, { data: feedbacks.map((feedback) => presentFeedback(feedback, origin)) });
}

/** `POST /api/shop-feedbacks` */
async function addFeedback(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  const input = await ctx.input();
  assertOwnPayload(user, input);
  validate(input, {
    name: [string(), length(1, 100, "Ім'я не може перевищувати 100 символів.")],
    user_thumbnail: [check(isImageUrl, 'Поле «фото користувача» має бути дійсним URL.')],
    user_id: [required(), integer()],
    shop_id: [required(), integer(), check((id) => Boolean(findShop(ctx.db, id)), 'Вибраний магазин не існує.')],
    text: [
      required(),
      string(),
      length(3, Infinity, 'Відгук має містити щонайменше 3 символи.'),
      length(0, 2000, 'Відгук не може перевищувати 2000 символів.'),
    ],
    stars: [required(STARS), integer(STARS), check((stars) => stars >= 1 && stars <= 5, STARS)],
  });
  const feedback = {
    id: nextId(ctx.db.feedbacks),
    name: input.name || user.full_name,
    user_thumbnail: input.user_thumbnail || null,
    user_id: user.id,
    shop_id: Number(input.shop_id),
    text: input.text,
    stars: Number(input.stars),
    created_at: new Date().toISOString(),
  };
  ctx.db.feedbacks.push(feedback);
  return json(201, { data: presentFeedback(feedback, ctx.origin) });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const feedbackRoutes = [
  ['GET', '/api/shop-feedbacks/:shopId(\\d+)', listFeedbacks],
  ['POST', '/api/shop-feedbacks', addFeedback],
];
