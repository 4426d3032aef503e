/**
 * The host site's pages, laid out as a Laravel Blade layout would render them:
 * the stylesheet, the `window.isAuthenticated` flag, placeholders and the module script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../escape.mjs';
import { fillSnippet, findSnippet, headPreloads } from '../../scripts/prerender-index.mjs';
import { hostSheetLinks } from './host-sheets.mjs';

const TITLE = 'Кешбек — повертайте гроші з покупок';

const HOST_CSS = `body{margin:0;background:#f6f7fb}
.host-app{display:block;min-height:100vh}
.host-section{max-width:1200px;margin:0 auto;padding:24px 16px}
.host-section>h2{margin:0 0 12px;font:600 14px/1.4 system-ui,sans-serif;color:#6b7280;text-transform:uppercase;letter-spacing:.04em}
.host-admin{max-width:800px;margin:0 auto;padding:48px 16px;font:16px/1.6 system-ui,sans-serif;color:#111827}`;

/** The host's own stylesheet as a file, for strict-CSP pages (`style-src 'self'` forbids the inline one). */
export const HOST_CSS_PATH = '/demo/host.css';
export const hostCssReply = () => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }, body: HOST_CSS });


/**
 * A placeholder element, e.g. `<div data-cashback="shop" data-props='{"id":1}' data-load="visible"></div>`.
 * @param {string} name
 * @param {{ tag?: string, props?: object, load?: 'eager' | 'idle' | 'visible', className?: string, html?: string }} [options]
 */
export function placeholder(name, { tag = 'div', props, load, className, html = '' } = {}) {
  const attributes = [`data-cashback="${escapeMarkup(name)}"`];
  if (className) attributes.unshift(`class="${escapeMarkup(className)}"`);
  // Single-quoted, so the JSON keeps its double quotes as a Blade template would write them.
  if (props) attributes.push(`data-props='${escapeMarkup(JSON.stringify(props), /[&<>']/g)}'`);
  if (load) attributes.push(`data-load="${load}"`);
  return `<${tag} ${attributes.join(' ')}>${html}</${tag}>`;
}

/**
 * The prerendered HTML of each island for this page, picked from
 * `<distDir>/prerender/index.json` as the README's Blade partial picks it;
 * '' for an island without any (and for every island when the build has none).
 * @param {string} distDir
 * @param {{ isAuthenticated: boolean, url: URL }} page
 * @returns {(island: string) => string}
 */
export function prerenderedFor(distDir, { isAuthenticated, url }) {
  const dir = path.join(distDir, 'prerender');
  let index;
  try {
    index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  } catch {
    return () => '';
  }
  const pick = (island) => {
    const entry = findSnippet(index, { island, authenticated: isAuthenticated, url });
    return entry ? fillSnippet(readFileSync(path.join(dir, entry.file), 'utf8'), entry, url) : '';
  };
  // What the head gets for this auth state and path (the README's Blade layout does the same).
  pick.preloads = headPreloads(index, { authenticated: isAuthenticated, url });
  // In place of the module script, as the README's Blade layout does (see src/runtime/loader.ts).
  pick.loader = typeof index.loader === 'string' ? index.loader : undefined;
  return pick;
}

/**
 * The host's own icon, inline: a fetched one goes out at high priority beside
 * the stylesheet, and the bench would count it among the requests before the
 * first paint although it is no part of the bundle.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b3df5"/></svg>')}`;

/**
 * The layout: header and footer islands around `content`. The footer waits until it
 * scrolls into view (`data-load="visible"`), as the README advises hosts to do.
 * `snippet` gives an island's prerendered HTML (see `prerenderedFor`); `query` may ask
 * for a host stylesheet (`?host=bootstrap4`, see host-sheets.mjs). With `strict` (see
 * strict-csp.mjs) the bundle comes as `@vite` writes it, and every inline script carries
 * the nonce, as `<script nonce="{{ Vite::cspNonce() }}">` would.
 * @typedef {{ nonce: string, assets: string }} Strict
 * `snippet.preloads` (the index's `preload` for this auth state and path) become modulepreload links in the head, at low priority;
 * the auth flag's script comes before the stylesheets: an inline script after a stylesheet holds the
 * parser in the head until the sheet is in, and while it is there Chromium lets one low-priority
 * request go at a time (the preloads then started after the paint).
 * `snippet.loader` (the index's `loader`) replaces the module script.
 * @param {{ isAuthenticated: boolean, content: string, snippet?: ((island: string) => string) & { preloads?: string[], loader?: string }, query?: URLSearchParams, strict?: Strict }} options
 */
export function renderLayout({ isAuthenticated, content, snippet = () => '', query, strict }) {
  const sheet = hostSheetLinks(query);
  const nonce = strict ? ` nonce="${strict.nonce}"` : '';
  // Under @vite (strict) the manifest's tags preload the entry itself, by its hashed name.
  const preloads = (snippet.preloads ?? []).filter((file) => !(strict && file === 'cashback.js')).map((file) => `<link rel="modulepreload" fetchpriority="low" href="/widgets/${escapeMarkup(file)}"${nonce}>`).join('');
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${TITLE}</title>
<link rel="icon" href="${FAVICON}">
<script${nonce}>window.isAuthenticated = ${JSON.stringify(Boolean(isAuthenticated))};</script>
${sheet.before}${strict ? strict.assets : '<link rel="stylesheet" href="/widgets/cashback.css">'}${preloads}${sheet.after}
${strict ? `<link rel="stylesheet" href="${HOST_CSS_PATH}">` : `<style>${HOST_CSS}</style>`}
</head><body class="host">
${placeholder('header', { html: snippet('header') })}
${content}
${placeholder('footer', { load: 'visible', html: snippet('footer') })}
${strict ? '' : snippet.loader ? `<script data-src="/widgets/cashback.js">${snippet.loader}</script>` : '<script type="module" src="/widgets/cashback.js"></script>'}
</body></html>`;
}

/** Every routed page: the `app` island. @param {{ isAuthenticated: boolean, snippet?: (island: string) => string, query?: URLSearchParams, strict?: Strict }} options */
export const renderAppPage = ({ isAuthenticated, snippet = () => '', query, strict }) =>
  renderLayout({ isAuthenticated, snippet, query, strict, content: placeholder('app', { tag: 'main', className: 'host-app', html: snippet('app') }) });

/** `/admin`: the host's own admin panel, without the `app` island. */
export const renderAdminPage = ({ isAuthenticated, snippet, query, strict }) =>
  renderLayout({
    isAuthenticated,
    snippet,
    query,
    strict,
    content: `<main class="host-admin"><h1>Адмін панель</h1><p>Ця сторінка заміняє власну адмін-панель сайту на Laravel: її рендерить сервер, віджети тут показують лише шапку й підвал.</p></main>`,
  });

/** Standalone islands as a Blade page would place them: [host heading, name, options]. */
const ISLANDS = [
  ['Слайдер', 'slider'],
  ['Реєстрація', 'signup-teaser'],
  ['Найбільший кешбек', 'shop-tabs', { props: { tab: 'greatest', limit: 8 } }],
  ['Запросіть друзів', 'referral-banner', { load: 'visible' }],
  ['Статуси лояльності', 'loyalty-statuses', { load: 'visible' }],
  ['Магазин тижня', 'shop', { props: { id: 1 }, load: 'visible' }],
  ['Категорія', 'category', { props: { id: 1 }, load: 'idle' }],
  ['Питання та відповіді', 'faq', { load: 'idle' }],
];

/** `/demo/islands`: a server-rendered page with standalone islands and no `app` island. */
export const renderIslandsPage = ({ isAuthenticated, snippet = () => '', query, strict }) =>
  renderLayout({
    isAuthenticated,
    snippet,
    query,
    strict,
    content: `<main>${ISLANDS.map(
      ([heading, name, options]) => `<section class="host-section"><h2>${heading}</h2>${placeholder(name, { ...options, html: options?.props ? '' : snippet(name) })}</section>`,
    ).join('\n')}</main>`,
  });
