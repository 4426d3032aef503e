/**
 * In-memory sessions with Laravel's cookie pair: an HttpOnly `cashback_session`
 * and a script-readable `XSRF-TOKEN` that must come back as `X-XSRF-TOKEN`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from './cookies.mjs';

export const SESSION_COOKIE = 'cashback_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const LIFETIME_MS = 2 * 60 * 60 * 1000; // Laravel's default `session.lifetime` of 120 minutes
const MAX_SESSIONS = 10_000;

/** @typedef {{ id: string, token: string, userId: number | null, touchedAt: number }} Session */

const newId = () => randomBytes(24).toString('base64url');
// Standard base64 with padding, so the cookie needs URL-encoding as Laravel's does.
const newToken = () => randomBytes(32).toString('base64');

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
    /** @param {string | undefined} id @returns {Session | null} */
    load(id) {
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

    /** New id, same data: what `$request->session()->regenerate()` does on login. */
    regenerate(/** @type {Session} */ session) {
      sessions.delete(session.id);
      return remember({ ...session, id: newId(), touchedAt: Date.now() });
    },

    /** New id, new token, no user: `invalidate()` plus `regenerateToken()` on logout. */
    invalidate(/** @type {Session} */ session) {
      sessions.delete(session.id);
      return this.create();
    },
  };
}

/** Both cookies of a session, as Set-Cookie values. @param {Session} session */
export function sessionCookies(session) {
  const maxAge = LIFETIME_MS / 1000;
  return [
    serializeCookie(SESSION_COOKIE, session.id, { httpOnly: true, maxAge }),
    serializeCookie(XSRF_COOKIE, session.token, { maxAge }),
  ];
}

/**
 * Whether the X-XSRF-TOKEN header (the URL-encoded cookie value) matches the session.
 * @param {Session | null} session
 * @param {string | string[] | undefined} header
 */
export function csrfMatches(session, header) {
  if (!session || typeof header !== 'string') return false;
  let sent;
  try {
    sent = Buffer.from(decodeURIComponent(header));
  } catch {
    return false;
  }
  const expected = Buffer.from(session.token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
