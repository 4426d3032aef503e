/** Profile edits: one user field at a time, and the e-mail notification switches. */
import { json } from '../http/respond.mjs';
import { boolean, check, fail, oneOf, required, toBoolean, validate } from '../validation.mjs';
import { assertSelf } from './lookups.mjs';
import { presentUser } from './present.mjs';
import { fullNameFormat, uniqueEmailRules } from './rules.mjs';

/** @typedef {import('../context.mjs').Context} Context */

const STATUSES = ['starter', 'silver', 'gold', 'platinum'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD`, after 1900-01-01 and before today. */
export function isPastDate(value) {
  const parts = DATE.exec(String(value));
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() < Date.now();
}

/** The one field of `allowed` the body carries; any other count is a 422. */
function singleField(input, allowed) {
  const present = allowed.filter((field) => field in input);
  if (present.length !== 1) fail('fields', `Передайте рівно одне з полів: ${allowed.join(', ')}.`);
  return present[0];
}

/** `PUT /api/user/{id}` with one of email, full_name, birth_date, gender, status. */
async function updateUser(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  assertSelf(user, ctx.params.id);
  const input = await ctx.input();
  const rules = {
    email: uniqueEmailRules(ctx.db, user.id),
    full_name: [required(), ...fullNameFormat()],
    birth_date: [
      required(),
      check(isPastDate, 'Дата народження має бути справжньою датою після 1900 року у минулому, у форматі РРРР-ММ-ДД.'),
    ],
    gender: [oneOf(['female', 'male', ''], 'Оберіть стать: female, male або порожнє значення.')],
    status: [required(), oneOf(STATUSES, 'Статус має бути одним із: starter, silver, gold, platinum.')],
  };
  const field = singleField(input, Object.keys(rules));
  validate(input, { [field]: rules[field] });
  const value = input[field] ?? '';
  if (field === 'email' && value !== user.email) user.email_verified_at = null;
  user[field] = value;
  return json(200, { data: presentUser(user, ctx.origin) });
}

/** `PUT /api/user/updateNotificationSettings/{id}` with one boolean switch. */
async function updateNotifications(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  assertSelf(user, ctx.params.id);
  const input = await ctx.input();
  const field = singleField(input, Object.keys(user.notification_settings));
  validate(input, { [field]: [required(), boolean()] });
  user.notification_settings[field] = toBoolean(input[field]);
  return json(200, { data: presentUser(user, ctx.origin) });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const profileRoutes = [
  ['PUT', '/api/user/:id(\\d+)', updateUser],
  ['PUT', '/api/user/updateNotificationSettings/:id(\\d+)', updateNotifications],
];
