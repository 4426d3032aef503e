// Picks a prerendered snippet (and the head's preloads) from dist/prerender/index.json: the lookup the
// demo host does. A Laravel host does the same in PHP (laravel/src/PrerenderIndex.php (the Laravel package));
// test/scripts/snippet-cases.json holds the cases both must agree on.
import { snippetMismatch } from '../src/runtime/snippet-match.mjs';

/**
 * @typedef {{ island: string, auth: 'guest' | 'user', path?: string, pattern?: string, query?: Record<string, string>, reads?: string[], fills?: string[], preload?: string[], file: string, bytes: number }} SnippetEntry
 * @typedef {{ version: string, snippets: SnippetEntry[] }} SnippetIndex
 */

/**
 * The entry for `island` on the page at `url` for this auth state, or null:
 * the first whose snippet the runtime would hydrate there (`snippetMismatch`,
 * src/runtime/snippet-match.mjs). An entry without `path` or `pattern` fits
 * every page; one with `path` fits that path (trailing slashes ignored) when
 * each parameter it `reads` has the value it was rendered with (absent when
 * `query` lacks it); one with `pattern` (a regular expression) every path it
 * matches (`/shops/12`).
 *
 * @example
 * findSnippet(index, { island: 'app', authenticated: false, url: new URL('https://x.ua/shops?tab=favorite') })
 * // → { island: 'app', auth: 'guest', path: '/shops', query: { tab: 'favorite' }, reads: ['tab'], file: 'app.shops.tab-favorite.guest.html', ... }
 * @param {SnippetIndex} index
 * @param {{ island: string, authenticated: boolean, url: URL }} page
 * @returns {SnippetEntry | null}
 */
export function findSnippet(index, { island, authenticated, url }) {
  // Every entry is of the index's version.
  return index.snippets.find((s) => snippetMismatch({ ...s, v: index.version, prefix: '' }, index.version, island, authenticated, url) === null) ?? null;
}

/** The hole a snippet has where the host writes query parameter `name` (entry's `fills`); no character HTML escapes. */
export const fillToken = (name) => `__cashback_fill_${name}__`;

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The snippet's HTML for the page at `url`: each parameter the entry `fills`
 * written into its hole, HTML-escaped ('' when the page lacks it), as the
 * page would show it (the registration form with the teaser's e-mail).
 *
 * @example
 * fillSnippet(html, entry, new URL('https://x.ua/registration?email=a%40b.ua')) // value="a@b.ua"
 * @param {string} html
 * @param {SnippetEntry} entry
 * @param {URL} url
 */
export function fillSnippet(html, entry, url) {
  return (entry.fills ?? []).reduce((out, name) => out.replaceAll(fillToken(name), escapeHtml(url.searchParams.get(name) ?? '')), html);
}

/**
 * The files the page's `<head>` may preload (`<link rel="modulepreload"
 * fetchpriority="low">`, beside cashback.js): those of the page's app snippet
 * (every chunk cashback.js would start there), else the index's `preload` for
 * this auth state.
 *
 * @example
 * headPreloads(index, { authenticated: false, url: new URL('https://x.ua/shops/12') }) // → ['cashback.js', 'chunks/chunk-….js', …]
 * @param {SnippetIndex & { preload?: { guest?: string[], user?: string[] } }} index
 * @param {{ authenticated: boolean, url: URL }} page
 * @returns {string[]}
 */
export function headPreloads(index, { authenticated, url }) {
  return findSnippet(index, { island: 'app', authenticated, url })?.preload ?? index.preload?.[authenticated ? 'user' : 'guest'] ?? [];
}
