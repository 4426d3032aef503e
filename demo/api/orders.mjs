/** Order history of the signed-in user. */
import { json } from '../http/respond.mjs';
import { historyOf } from './present.mjs';

/** `GET /api/fetch-order`: newest first. @param {import('../context.mjs').Context} ctx */
function listOrders(ctx) {
  return json(200, { data: historyOf(ctx.db.orders, ctx.requireUser()) });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const orderRoutes = [['GET', '/api/fetch-order', listOrders]];
