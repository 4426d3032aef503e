/** The per-request context every handler receives. */
import { parseBody } from './http/body.mjs';
import { parseCookies } from './http/cookies.mjs';
import { HttpError } from './http/respond.mjs';
import { SESSION_COOKIE, sessionCookies } from './http/session.mjs';
import { findById } from './api/lookups.mjs';

const HOST = /^[a-z0-9.-]+(?::\d+)?$|^\[[0-9a-f:]+\](?::\d+)?$/i;

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
 * }} options
 */
export function createContext({ req, db, sessions, log }) {
  let session = sessions.load(parseCookies(req.headers.cookie)[SESSION_COOKIE]);
  /** @type {Promise<Record<string, any>> | undefined} */
  let body;

  const ctx = {
    req,
    db,
    log,
    origin: originOf(req),
    /** @type {Record<string, string>} */
    params: {},
    /** Set-Cookie values for the reply. @type {string[]} */
    cookies: [],

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

    /** Starts a session when there is none and (re)sends both cookies, as every Laravel web reply does. */
    startSession() {
      session ??= sessions.create();
      ctx.cookies = sessionCookies(session);
      return session;
    },

    /** Signs a user in under a fresh session id (session fixation guard). */
    signIn(/** @type {{ id: number }} */ user) {
      session = sessions.regenerate(ctx.startSession());
      session.userId = user.id;
      ctx.cookies = sessionCookies(session);
    },

    /** Signs out: new session, new CSRF token. */
    signOut() {
      session = session ? sessions.invalidate(session) : sessions.create();
      ctx.cookies = sessionCookies(session);
    },
  };
  return ctx;
}

/** @typedef {ReturnType<typeof createContext>} Context */
