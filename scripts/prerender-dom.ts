// A browser-like global scope for rendering islands in Node: only what the
// islands read while rendering (the location, history, localStorage, a few
// no-op listeners): a full DOM (happy-dom) renders the same snippets but takes
// seconds to load, on every build. An island that reads another browser API while rendering
// fails the build with a ReferenceError naming it: add it here.

/** Makes `globalThis` look enough like a browser window for a render; nothing is fetched. */
export function setUpDom(): void {
  let url = new URL('http://localhost/');
  const storage = new Map<string, string>();
  const location = {
    get href() { return url.href; },
    get origin() { return url.origin; },
    get protocol() { return url.protocol; },
    get host() { return url.host; },
    get hostname() { return url.hostname; },
    get pathname() { return url.pathname; },
    get search() { return url.search; },
    get hash() { return url.hash; },
  };
  const listeners = { addEventListener: () => {}, removeEventListener: () => {} };
  Object.assign(globalThis, {
    window: globalThis,
    self: globalThis,
    location,
    history: { state: null, replaceState: (_: unknown, __: string, next: string) => { url = new URL(next, url); }, pushState: () => {} },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, String(value)),
      removeItem: (key: string) => void storage.delete(key),
      clear: () => storage.clear(),
    },
    ...listeners,
    dispatchEvent: () => true,
    document: { querySelectorAll: () => [], ...listeners },
    matchMedia: () => ({ matches: false, ...listeners }),
    // Nothing is in view yet: a part waiting to be scrolled near renders as the browser's first render does.
    IntersectionObserver: class { observe() {} unobserve() {} disconnect() {} },
    // Every call stays pending, so each island renders what it shows while its data loads (its skeleton).
    fetch: () => new Promise<Response>(() => {}),
  });
}
