/**
 * In-memory sessions with Laravel's cookie pair, both encrypted as EncryptCookies
 * does: an HttpOnly `cashback_session` and a script-readable `XSRF-TOKEN` that must
 * come back, URL-decoded, as `X-XSRF-TOKEN`.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from './cookies.mjs';
import { decryptCookie, encryptCookie } from './encrypter.mjs';

export const SESSION_COOKIE = 'cashback_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const LIFETIME_MS = 2 * 60 * 60 * 1000; // Laravel's default `session.lifetime` of 120 minutes
const MAX_SESSIONS = 10_000;

/** @typedef {{ id: string, token: string, userId: number | null, touchedAt: number }} Session */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `Str::random(40)`, Laravel's session ids and CSRF tokens. */
const random40 = () => Array.from({ length: 40 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const newId = random40;
const newToken = random40;

export function createSessionStore() {
  /** @type {Map<string, Session>} insertion order doubles as least-recently-used order */
  const sessions = new Map();

  /** @param {Session} session */
  function remember(session) {
    sessions.delete(session.id);
    sessions.set(session.id, session);
    if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value);
    return session;
  }

  return {
    /** @param {string | undefined} cookie the encrypted session cookie @returns {Session | null} */
    load(cookie) {
      const id = decryptCookie(SESSION_COOKIE, cookie);
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      if (Date.now() - session.touchedAt > LIFETIME_MS) {
        sessions.delete(session.id);
        return null;
      }
      session.touchedAt = Date.now();
      return remember(session);
    },

    /** @returns {Session} */
    create() {
      return remember({ id: newId(), token: newToken(), userId: null, touchedAt: Date.now() });
    },

    /** New id and new CSRF token, same data: `$request->session()->regenerate()` on login. */
    regenerate(/** @type {Session} */ session) {
      sessions.delete(session.id);
      return remember({ ...session, id: newId(), token: newToken(), touchedAt: Date.now() });
    },

    /** New id, new token, no user: `invalidate()` plus `regenerateToken()` on logout. */
    invalidate(/** @type {Session} */ session) {
      sessions.delete(session.id);
      return this.create();
    },
  };
}

/**
 * The cookies of a session as Set-Cookie values, freshly encrypted (so they differ
 * in every response, as Laravel's do). `withToken: false` leaves out `XSRF-TOKEN`,
 * as Laravel's 419 reply does.
 * @param {Session} session
 */
export function sessionCookies(session, { withToken = true } = {}) {
  const maxAge = LIFETIME_MS / 1000;
  const cookies = [serializeCookie(SESSION_COOKIE, encryptCookie(SESSION_COOKIE, session.id), { httpOnly: true, maxAge })];
  if (withToken) cookies.push(serializeCookie(XSRF_COOKIE, encryptCookie(XSRF_COOKIE, session.token), { maxAge }));
  return cookies;
}

/**
 * Laravel's VerifyCsrfToken: `X-CSRF-TOKEN` with the plain token, or `X-XSRF-TOKEN`
 * with the cookie's value as a browser library sends it (URL-decoded, then decrypted
 * here). A header still URL-encoded does not decrypt and is refused.
 * @param {Session | null} session
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function csrfMatches(session, headers) {
  if (!session) return false;
  const plain = headers['x-csrf-token'];
  const token = typeof plain === 'string' && plain ? plain : decryptCookie(XSRF_COOKIE, headers['x-xsrf-token']);
  if (typeof token !== 'string') return false;
  const sent = Buffer.from(token);
  const expected = Buffer.from(session.token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
