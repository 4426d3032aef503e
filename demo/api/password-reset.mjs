/** Forgot password (the link goes to the server log) and setting a new password with the token. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { json } from '../http/respond.mjs';
import { hashPassword } from '../passwords.mjs';
import { email, fail, required, string, validate } from '../validation.mjs';
import { findUserByEmail } from './lookups.mjs';
import { newPasswordRules } from './rules.mjs';

/** @typedef {import('../context.mjs').Context} Context */

const TOKEN_LIFETIME_MS = 60 * 60 * 1000; // Laravel's `auth.passwords.users.expire` of 60 minutes
const UNKNOWN_USER = 'Не вдалося знайти користувача з такою адресою електронної пошти.';
const sha256 = (text) => createHash('sha256').update(text).digest();

/** `POST /api/forgot-password` */
async function forgotPassword(/** @type {Context} */ ctx) {
  const input = await ctx.input();
  validate(input, { email: [required(), string(), email()] });
  const user = findUserByEmail(ctx.db, input.email);
  if (!user) fail('email', UNKNOWN_USER);
  const token = randomBytes(32).toString('hex');
  // Like Laravel's password_reset_tokens table: one hashed token per e-mail.
  ctx.db.passwordResets.set(user.email.toLowerCase(), { tokenHash: sha256(token), createdAt: Date.now() });
  const link = new URL('/reset-password', ctx.origin);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  ctx.log(`Password reset link for ${user.email}: ${link}`);
  return json(200, { status: 'Ми надіслали посилання для скидання пароля на вашу електронну пошту.' });
}

/** `POST /api/update-password`: the token works once, within the hour. */
async function updatePassword(/** @type {Context} */ ctx) {
  const input = await ctx.input();
  validate(input, { token: [required(), string()], email: [required(), string(), email()], password: newPasswordRules() });
  const user = findUserByEmail(ctx.db, input.email);
  if (!user) fail('email', UNKNOWN_USER);
  const key = user.email.toLowerCase();
  const reset = ctx.db.passwordResets.get(key);
  const valid =
    reset && Date.now() - reset.createdAt < TOKEN_LIFETIME_MS && timingSafeEqual(reset.tokenHash, sha256(input.token));
  if (!valid) fail('email', 'Цей токен для скидання пароля недійсний.');
  ctx.db.passwordResets.delete(key);
  user.password = hashPassword(input.password);
  return json(200, { status: true, message: 'Пароль змінено.' });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const passwordResetRoutes = [
  ['POST', '/api/forgot-password', forgotPassword],
  ['POST', '/api/update-password', updatePassword],
];
