// Whether a prerendered snippet describes a page: the one JavaScript
// implementation, which the runtime runs before it hydrates a placeholder
// (src/runtime/snippet.ts) and a host runs to pick the snippet it serves
// (scripts/prerender-index.mjs, the demo host). Plain JavaScript, so Node
// runs it as it is. Its PHP twin, for a Laravel host, is
// laravel/src/PrerenderIndex.php (the Laravel package); test/scripts/snippet-cases.json
// holds the cases both must agree on.

/**
 * Why the snippet does not describe this page, or null when it does: another
 * bundle version, island, auth state, path or query than the page has. A
 * snippet without `path` or `pattern` fits every page; one with `path` fits
 * that path (trailing slashes ignored) when each parameter it `reads` has the
 * value it was rendered with (absent when `query` lacks it: only the first
 * value counts); one with `pattern` (a regular expression) every path it matches.
 *
 * @param {import('./snippet').SnippetInfo} info
 * @param {string} version
 * @param {string} island
 * @param {boolean} authenticated
 * @param {URL} url
 * @returns {string | null}
 */
export function snippetMismatch(info, version, island, authenticated, url) {
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  return info.v !== version ? `version ${info.v}`
    : info.island !== island ? `island ${info.island}`
    : info.auth !== (authenticated ? 'user' : 'guest') ? `auth ${info.auth}`
    : info.pattern !== undefined && !new RegExp(info.pattern).test(path) ? `path ${info.pattern}`
    : info.path !== undefined && info.path !== path ? `path ${info.path}`
    : (info.reads ?? []).some((name) => (info.query?.[name] ?? null) !== url.searchParams.get(name)) ? `query ${JSON.stringify(info.query)}`
    : null;
}
