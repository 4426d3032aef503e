/** The per-request context every handler receives. */
import { parseBody } from './http/body.mjs';
import { parseCookies } from './http/cookies.mjs';
import { HttpError } from './http/respond.mjs';
import { SESSION_COOKIE, sessionCookies } from './http/session.mjs';
import { findById } from './api/lookups.mjs';

const HOST = /^[a-z0-9.-]+(?::\d+)?$|^\[[0-9a-f:]+\](?::\d+)?$/i;

/**
 * Sanctum's stateful check (EnsureFrontendRequestsAreStateful): an API request gets
 * the session only when its `Referer` or `Origin` names the page's own host. A
 * request from elsewhere, or with neither header, is a guest without CSRF check.
 * @param {import('node:http').IncomingMessage} req
 */
export function fromFrontend(req) {
  const from = req.headers.referer || req.headers.origin;
  if (typeof from !== 'string') return false;
  try {
    return new URL(from).host === String(req.headers.host ?? '');
  } catch {
    return false;
  }
}

/** `http://host:port` of the request, as Laravel's `url()` would build it. */
function originOf(req) {
  const host = String(req.headers.host ?? '');
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${HOST.test(host) ? host : 'localhost'}`;
}

/**
 * @param {{
 *   req: import('node:http').IncomingMessage,
 *   db: import('./seed/create-db.mjs').Db,
 *   sessions: ReturnType<typeof import('./http/session.mjs').createSessionStore>,
 *   log: (line: string) => void,
 *   stateful: boolean,
 * }} options `stateful`: the request runs with the session (the `web` middleware group)
 */
export function createContext({ req, db, sessions, log, stateful }) {
  let session = stateful ? sessions.load(parseCookies(req.headers.cookie)[SESSION_COOKIE]) : null;
  /** @type {Promise<Record<string, any>> | undefined} */
  let body;

  const ctx = {
    req,
    db,
    log,
    origin: originOf(req),
    stateful,
    /** @type {Record<string, string>} */
    params: {},

    get session() {
      return session;
    },

    /** The signed-in user, or null. */
    get user() {
      return (session?.userId && findById(db.users, session.userId)) || null;
    },

    /** The signed-in user; a guest gets Laravel's 401. */
    requireUser() {
      const user = ctx.user;
      if (!user) throw new HttpError(401, 'Unauthenticated.');
      return user;
    },

    /** Parsed body fields, read once. */
    input() {
      body ??= parseBody(req);
      return body;
    },

    /**
     * Set-Cookie values for the reply: a stateful request always has a session
     * (StartSession makes one) and gets both cookies again, freshly encrypted.
     * Laravel's 419 carries the session cookie only.
     */
    cookiesFor(/** @type {number} */ status) {
      if (!stateful) return [];
      session ??= sessions.create();
      return sessionCookies(session, { withToken: status !== 419 });
    },

    /** Signs a user in under a new session id and a new CSRF token, as `regenerate()` does. */
    signIn(/** @type {{ id: number }} */ user) {
      session = sessions.regenerate(session ?? sessions.create());
      session.userId = user.id;
    },

    /** Signs out: new session, new CSRF token. */
    signOut() {
      session = session ? sessions.invalidate(session) : sessions.create();
    },
  };
  return ctx;
}

/** @typedef {ReturnType<typeof createContext>} Context */
