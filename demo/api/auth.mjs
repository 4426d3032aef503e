/** Sign-in, sign-up, sign-out, the current user, the CSRF cookie and the social-login stand-in. */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../passwords.mjs';
import { json, noContent, redirect } from '../http/respond.mjs';
import { newUser } from '../seed/accounts.mjs';
import { email, fail, required, string, validate } from '../validation.mjs';
import { findUserByEmail, nextId } from './lookups.mjs';
import { presentUser } from './present.mjs';
import { fullNameFormat, newPasswordRules, uniqueEmailRules } from './rules.mjs';

/** @typedef {import('../context.mjs').Context} Context */

/** `GET /sanctum/csrf-cookie`: the session and the `XSRF-TOKEN` cookie come with every stateful reply. */
const csrfCookie = () => noContent();

/** `POST /api/login` */
async function login(/** @type {Context} */ ctx) {
  const input = await ctx.input();
  validate(input, { email: [required(), string(), email()], password: [required(), string()] });
  const user = findUserByEmail(ctx.db, input.email);
  if (!user || !(await verifyPassword(input.password, user.password))) fail('email', 'Невірний email або пароль.');
  ctx.signIn(user);
  return json(200, { data: presentUser(user, ctx.origin) });
}

/** `POST /api/register`: an unverified, zero-balance user, signed in at once. */
async function register(/** @type {Context} */ ctx) {
  const input = await ctx.input();
  const { db } = ctx;
  validate(input, { email: uniqueEmailRules(db), full_name: fullNameFormat(), password: newPasswordRules() });
  const user = newUser({
    id: nextId(db.users),
    email: input.email,
    full_name: input.full_name || 'Користувач',
    passwordHash: hashPassword(input.password),
    referral_code: randomBytes(5).toString('hex').toUpperCase(),
  });
  db.users.push(user);
  ctx.signIn(user);
  return json(201, { data: presentUser(user, ctx.origin) });
}

/** `POST /api/logout` */
function logout(/** @type {Context} */ ctx) {
  ctx.requireUser();
  ctx.signOut();
  return noContent();
}

/** `GET /api/user`: the user object itself, unwrapped. */
const currentUser = (/** @type {Context} */ ctx) => json(200, presentUser(ctx.requireUser(), ctx.origin));

/** `GET /auth/redirect`: stands for the social login and signs in as the demo shopper. */
function socialRedirect(/** @type {Context} */ ctx) {
  const user = findUserByEmail(ctx.db, 'user@example.com');
  if (user) ctx.signIn(user);
  return redirect('/');
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const authRoutes = [
  ['GET', '/sanctum/csrf-cookie', csrfCookie],
  ['POST', '/api/login', login],
  ['POST', '/api/register', register],
  ['POST', '/api/logout', logout],
  ['GET', '/api/user', currentUser],
  ['GET', '/auth/redirect', socialRedirect],
];
