/** Order history of the signed-in user. */
import { json } from '../http/respond.mjs';
import { newestFirst, withoutOwner } from './present.mjs';

/** `GET /api/fetch-order`: newest first. @param {import('../context.mjs').Context} ctx */
function listOrders(ctx) {
  const user = ctx.requireUser();
  const rows = ctx.db.orders.filter((row) => row.user_id === user.id).sort(newestFirst);
  return json(200, { data: rows.map(withoutOwner) });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const orderRoutes = [['GET', '/api/fetch-order', listOrders]];
