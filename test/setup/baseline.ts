// The build's baseline (README "Supported browsers"): the oldest versions, and
// the APIs past them that the bundle uses, each with a fallback. Read by the
// engine flows (which engine lacks which) and by the README's test.
import type { EngineName } from './engine-page';

/** The oldest versions supported; build.mjs's esbuild `target` is these. */
export const TARGET = ['chrome90', 'edge90', 'firefox90', 'safari15'];

/** The APIs past the baseline that the bundle uses: the README's table has a row for each. */
export const APIS = ['scheduler.postTask', 'requestIdleCallback', 'Element.setHTML', 'Trusted Types', 'Network Information',
  'fetchpriority', 'content-visibility', 'modulepreload', 'crypto.randomUUID', ':focus-visible', 'dvh'];

/**
 * Runs in the page: whether it has each API past the build's baseline
 * (Chrome/Edge 90, Firefox 90, Safari 15) that the bundle uses. The README's
 * "Supported browsers" lists the same, each with its fallback.
 */
export function probeApis(): Record<string, boolean> {
  const w = window as unknown as Record<string, unknown>;
  return {
    'scheduler.postTask': typeof (w.scheduler as { postTask?: unknown } | undefined)?.postTask === 'function',
    requestIdleCallback: typeof w.requestIdleCallback === 'function',
    'Element.setHTML': typeof (Element.prototype as unknown as { setHTML?: unknown }).setHTML === 'function',
    'Trusted Types': typeof (w.trustedTypes as { createPolicy?: unknown } | undefined)?.createPolicy === 'function',
    'Network Information': 'connection' in navigator,
    fetchpriority: 'fetchPriority' in HTMLLinkElement.prototype,
    'content-visibility': CSS.supports('content-visibility', 'hidden'),
    modulepreload: document.createElement('link').relList.supports('modulepreload'),
    'crypto.randomUUID': typeof crypto.randomUUID === 'function',
    ':focus-visible': CSS.supports('selector(:focus-visible)'),
    dvh: CSS.supports('height', '100dvh'),
  };
}

/**
 * The first version of each engine with each API it has not always had, from the README's table (Firefox:
 * scheduler.postTask 142, Element.setHTML and Trusted Types 148); `Infinity`: not yet. Debian serves
 * Firefox ESR 140 on one mirror and 153 on another, so what an engine lacks is read against its version.
 * WebKitGTK 2.50 (Safari 26's engine) is the one Debian ships.
 */
const SINCE: Record<EngineName, Record<string, number>> = {
  chromium: { 'Element.setHTML': 146 },
  firefox: { 'scheduler.postTask': 142, 'Element.setHTML': 148, 'Trusted Types': 148, 'Network Information': Infinity },
  webkit: { 'scheduler.postTask': Infinity, requestIdleCallback: Infinity, 'Element.setHTML': Infinity, 'Network Information': Infinity },
};

/** The engine's major version, from its user agent (`Chrome/150.…`, `Firefox/140.0`); WebKit's is not read. */
export const majorVersion = (name: EngineName, userAgent: string) =>
  Number(userAgent.match(name === 'firefox' ? /Firefox\/(\d+)/ : /Chrome\/(\d+)/)?.[1] ?? 0);

/** What the engine lacks at its version. */
export const lacks = (name: EngineName, version: number) =>
  Object.entries(SINCE[name]).filter(([, since]) => version < since!).map(([api]) => api);
