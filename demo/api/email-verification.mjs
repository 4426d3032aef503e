/** E-mail confirmation: the link goes to the server log and confirms when opened. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError, json, redirect } from '../http/respond.mjs';
import { findById } from './lookups.mjs';

/** @typedef {import('../context.mjs').Context} Context */

// Laravel signs the link; an HMAC over id and e-mail does that job here, and a changed e-mail voids old links.
const SECRET = randomBytes(32);
const linkHash = (user) => createHmac('sha256', SECRET).update(`${user.id}:${user.email}`).digest('hex');

/** `GET /api/email/verification-notification` */
function sendVerification(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  if (user.email_verified_at) return json(200, { message: 'Email вже підтверджено.' });
  ctx.log(`Email verification link for ${user.email}: ${ctx.origin}/api/email/verify/${user.id}/${linkHash(user)}`);
  return json(200, { message: 'Лист для підтвердження надіслано.' });
}

/** `GET /api/email/verify/{id}/{hash}`: confirms and goes to the profile. */
function verify(/** @type {Context} */ ctx) {
  const user = findById(ctx.db.users, ctx.params.id);
  const expected = user && Buffer.from(linkHash(user));
  const sent = Buffer.from(ctx.params.hash);
  if (!expected || expected.length !== sent.length || !timingSafeEqual(expected, sent)) {
    throw new HttpError(403, 'Недійсне посилання для підтвердження.');
  }
  user.email_verified_at ??= new Date().toISOString();
  return redirect('/user-profile/personal');
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const emailVerificationRoutes = [
  ['GET', '/api/email/verification-notification', sendVerification],
  ['GET', '/api/email/verify/:id(\\d+)/:hash', verify],
];
