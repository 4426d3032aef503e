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
import { createContext, fromFrontend } from './context.mjs';
import { HttpError, html, json, notFound, send } from './http/respond.mjs';
import { createRouter } from './http/router.mjs';
import { createSessionStore, csrfMatches } from './http/session.mjs';
import { serveFile } from './http/static-files.mjs';
import { createRateLimiter } from './http/throttle.mjs';
import { HOST_CSS_PATH, hostCssReply, prerenderedFor, renderAdminPage, renderAppPage, renderIslandsPage } from './pages/host-pages.mjs';
import { serveHostSheet } from './pages/host-sheets.mjs';
import { strictPage, wantsStrictCsp } from './pages/strict-csp.mjs';
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
 *   throttle?: boolean,
 *   prerender?: boolean,
 *   csp?: boolean,
 *   apiDelay?: number,
 * }} [options] `throttle`: Laravel's `throttle:api` (60 a minute); default from `DEMO_THROTTLE=1`; `prerender: false`: no snippets in the pages; `csp`: the strict CSP mode of every page, default from `?csp=1` or `DEMO_CSP=1`; `apiDelay`: every `GET /api/...` answered this many ms later, as on a slow network (default from `DEMO_API_DELAY`)
 * @returns {import('node:http').Server & { db: import('./seed/create-db.mjs').Db }}
 */
export function createDemo(options = {}) {
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  const log = options.log ?? console.log;
  const db = createDb({ shopCount: shopCountFrom(options.seedShops) });
  options.seed?.(db);
  const sessions = createSessionStore();
  const limiter = (options.throttle ?? process.env.DEMO_THROTTLE === '1') ? createRateLimiter() : null;
  const apiDelay = Number(options.apiDelay ?? process.env.DEMO_API_DELAY ?? 0);

  /** A matched route through the middleware Laravel runs: session and CSRF, then `throttle:api`. */
  async function runRoute(ctx, route, isApi) {
    let limits = {};
    try {
      if (ctx.stateful && UNSAFE_METHODS.has(ctx.req.method) && !csrfMatches(ctx.session, ctx.req.headers)) {
        throw new HttpError(419, 'CSRF token mismatch.');
      }
      if (limiter && isApi) limits = limiter.hit(ctx.user ? `user:${ctx.user.id}` : `ip:${ctx.req.socket.remoteAddress}`);
      const reply = await route.handler(ctx);
      return withCookies(ctx, { ...reply, headers: { ...reply.headers, ...limits } });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const reply = error.toReply();
      return withCookies(ctx, { ...reply, headers: { ...limits, ...reply.headers } });
    }
  }

  const withCookies = (ctx, reply) => {
    const cookies = ctx.cookiesFor(reply.status);
    return cookies.length ? { ...reply, headers: { ...reply.headers, 'set-cookie': cookies } } : reply;
  };

  /** @returns {Promise<import('./http/respond.mjs').Reply>} */
  async function route(req, url) {
    const path = url.pathname;
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (path.startsWith('/widgets/')) return readOnly ? serveFile(req, distDir, path.slice('/widgets/'.length)) : methodNotAllowed(['GET']);
    if (path.startsWith('/demo-host-css/')) return readOnly ? serveHostSheet(path.slice('/demo-host-css/'.length)) : methodNotAllowed(['GET']);
    if (path.startsWith('/demo-assets/')) return readOnly ? serveAsset(db, path.slice('/demo-assets/'.length)) : methodNotAllowed(['GET']);
    if (path === HOST_CSS_PATH) return hostCssReply();

    const isApi = path === '/api' || path.startsWith('/api/');
    // Pages, /sanctum and /auth run in the `web` group; the API only for the page's own origin.
    const ctx = createContext({ req, db, sessions, log, stateful: !isApi || fromFrontend(req) });
    const found = router.match(req.method, path);
    if (found && 'route' in found) {
      ctx.params = found.params;
      return runRoute(ctx, found.route, isApi);
    }
    if (found) return methodNotAllowed(found.allowed);
    if (isApi) return notFound();
    if (!readOnly) return methodNotAllowed(['GET']);
    const render = PAGES[path.replace(/\/$/, '')] ?? renderAppPage;
    const isAuthenticated = Boolean(ctx.user);
    // Each placeholder gets its prerendered HTML, as a Blade layout would include it.
    const snippet = options.prerender === false ? undefined : prerenderedFor(distDir, { isAuthenticated, url });
    // `?csp=1` or DEMO_CSP=1: a strict Content-Security-Policy and the bundle as Laravel's @vite includes it.
    const strict = (options.csp ?? wantsStrictCsp(url)) ? strictPage(distDir) : undefined;
    return withCookies(ctx, html(200, render({ isAuthenticated, snippet, query: url.searchParams, strict }), strict?.headers));
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
    if (apiDelay && req.method === 'GET' && url.pathname.startsWith('/api/')) await new Promise((resolve) => setTimeout(resolve, apiDelay));
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
