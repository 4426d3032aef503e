/**
 * A small route table in the spirit of Laravel's: `[method, pattern, handler]`.
 * Patterns use `:name` segments with an optional `(regex)`, e.g. `/api/shops/:id(\d+)`.
 * A trailing slash is optional on every path.
 */

/**
 * @typedef {[string, string, Function]} RouteEntry
 * @typedef {{ method: string, handler: Function, regex: RegExp, names: string[] }} Route
 */

const PARAM = /^:([A-Za-z_]\w*)(?:\((.+)\))?$/;

/** @param {string} pattern */
function compile(pattern) {
  const names = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return `(${param[2] ?? '[^/]+'})`;
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), names };
}

/** @param {RouteEntry[]} entries */
export function createRouter(entries) {
  /** @type {Route[]} */
  const routes = entries.map(([method, pattern, handler]) => ({
    method,
    handler,
    ...compile(pattern),
  }));

  /**
   * @param {string} method
   * @param {string} pathname
   * @returns {{ route: Route, params: Record<string, string> } | { allowed: string[] } | null}
   */
  function match(method, pathname) {
    const allowed = [];
    for (const route of routes) {
      const found = route.regex.exec(pathname);
      if (!found) continue;
      const wanted = method === 'HEAD' ? 'GET' : method;
      if (route.method !== wanted) {
        allowed.push(route.method);
        continue;
      }
      const params = Object.fromEntries(route.names.map((name, i) => [name, found[i + 1]]));
      return { route, params };
    }
    return allowed.length ? { allowed } : null;
  }

  return { match };
}
