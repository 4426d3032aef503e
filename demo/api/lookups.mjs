/** Finding records in the in-memory db, with Laravel's 403/404 replies. */
import { HttpError } from '../http/respond.mjs';

/** E-mails compare case-insensitively, as under MySQL's default collation. */
export const sameEmail = (a, b) => String(a).toLowerCase() === String(b).toLowerCase();

/** @param {import('../seed/create-db.mjs').Db} db */
export const findUserByEmail = (db, email) => db.users.find((user) => sameEmail(user.email, email));

/** @template {{ id: number }} T @param {T[]} rows @returns {T | undefined} */
export const findById = (rows, id) => rows.find((row) => row.id === Number(id));

/** @param {import('../seed/create-db.mjs').Db} db */
export const findShop = (db, id) => findById(db.shops, id);

/** The shop with this id, or a 404. */
export function requireShop(db, id) {
  const shop = findShop(db, id);
  if (!shop) throw new HttpError(404, 'Магазин не знайдено.');
  return shop;
}

/** Refuses acting on another user's record. */
export function assertSelf(user, id) {
  if (user.id !== Number(id)) throw new HttpError(403, 'Дія заборонена.');
}

/** A payload's `user_id`, when given, must be the signed-in user's (checked before validation, as a FormRequest's `authorize`). */
export function assertOwnPayload(user, input) {
  if (input.user_id !== undefined && input.user_id !== null) assertSelf(user, input.user_id);
}

/** Next free id of a table. @param {{ id?: number }[]} rows */
export const nextId = (rows) => rows.reduce((max, row) => Math.max(max, row.id ?? 0), 0) + 1;
