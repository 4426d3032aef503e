/**
 * The demo server: plays the Laravel host site (pages with `window.isAuthenticated`)
 * and the Laravel API of spec section 7, over an in-memory database.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { authRoutes } from './api/auth.mjs';
import { avatarRoutes } from './api/avatar.mjs';
import { emailVerificationRoutes } from './api/email-verification.mjs';
import { favoriteRoutes } from './api/favorites.mjs';
import { feedbackRoutes } from './api/feedbacks.mjs';
import { orderRoutes } from './api/orders.mjs';
import { passwordResetRoutes } from './api/password-reset.mjs';
import { profileRoutes } from './api/profile.mjs';
import { shopRoutes } from './api/shops.mjs';
import { withdrawalRoutes } from './api/withdrawals.mjs';
import { serveAsset } from './assets/serve-assets.mjs';
import { createContext } from './context.mjs';
import { HttpError, html, json, notFound, send } from './http/respond.mjs';
import { createRouter } from './http/router.mjs';
import { createSessionStore, csrfMatches } from './http/session.mjs';
import { serveFile } from './http/static-files.mjs';
import { renderAdminPage, renderAppPage, renderIslandsPage } from './pages/host-pages.mjs';
import { createDb } from './seed/create-db.mjs';

const DEFAULT_SHOPS = 48;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAGES = { '/admin': renderAdminPage, '/demo/islands': renderIslandsPage };

const router = createRouter([
  ...authRoutes,
  ...passwordResetRoutes,
  ...emailVerificationRoutes,
  ...shopRoutes,
  ...favoriteRoutes,
  ...feedbackRoutes,
  ...orderRoutes,
  ...withdrawalRoutes,
  ...profileRoutes,
  ...avatarRoutes,
]);

function shopCountFrom(value) {
  const count = Number(value ?? (process.env.SEED_SHOPS || DEFAULT_SHOPS));
  if (!Number.isInteger(count) || count < 0) throw new Error(`SEED_SHOPS must be a whole number, got ${value}`);
  return count;
}

const methodNotAllowed = (allowed) => json(405, { message: 'Метод не підтримується.' }, { allow: allowed.join(', ') });

/**
 * @param {{
 *   distDir?: string,
 *   seedShops?: number,
 *   log?: (line: string) => void,
 *   seed?: (db: import('./seed/create-db.mjs').Db) => void,
 * }} [options]
 * @returns {import('node:http').Server & { db: import('./seed/create-db.mjs').Db }}
 */
export function createDemo(options = {}) {
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  const log = options.log ?? console.log;
  const db = createDb({ shopCount: shopCountFrom(options.seedShops) });
  options.seed?.(db);
  const sessions = createSessionStore();

  /** @returns {Promise<import('./http/respond.mjs').Reply>} */
  async function route(req, url) {
    const path = url.pathname;
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (path.startsWith('/widgets/')) return readOnly ? serveFile(req, distDir, path.slice('/widgets/'.length)) : methodNotAllowed(['GET']);
    if (path.startsWith('/demo-assets/')) return readOnly ? serveAsset(db, path.slice('/demo-assets/'.length)) : methodNotAllowed(['GET']);

    const ctx = createContext({ req, db, sessions, log });
    const found = router.match(req.method, path);
    if (found && 'route' in found) {
      ctx.params = found.params;
      if (UNSAFE_METHODS.has(req.method) && !csrfMatches(ctx.session, req.headers['x-xsrf-token'])) {
        throw new HttpError(419, 'CSRF token mismatch.');
      }
      const reply = await found.route.handler(ctx);
      if (ctx.cookies.length) reply.headers = { ...reply.headers, 'set-cookie': ctx.cookies };
      return reply;
    }
    if (found) return methodNotAllowed(found.allowed);
    if (path === '/api' || path.startsWith('/api/')) return notFound();
    if (!readOnly) return methodNotAllowed(['GET']);
    ctx.startSession();
    const render = PAGES[path.replace(/\/$/, '')] ?? renderAppPage;
    return html(200, render({ isAuthenticated: Boolean(ctx.user) }), { 'set-cookie': ctx.cookies });
  }

  /** Any failure becomes a JSON reply; unexpected ones are logged as 500s. */
  function toReply(error) {
    if (error instanceof HttpError) return error.toReply();
    log(`Error: ${error?.stack ?? error}`);
    return json(500, { message: 'Внутрішня помилка сервера.' });
  }

  async function handle(req, res) {
    const started = performance.now();
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return send(req, res, json(400, { message: 'Некоректна адреса запиту.' }));
    }
    const reply = await route(req, url).catch(toReply);
    await send(req, res, reply);
    if (/^\/(api|sanctum|auth)\//.test(url.pathname)) {
      log(`${req.method} ${url.pathname} ${reply.status} ${Math.round(performance.now() - started)}ms`);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`Error: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: 'Внутрішня помилка сервера.' }));
    });
  });
  return Object.assign(server, { db });
}
