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

/** What each engine lacks, as tested here (Debian's Chromium, Firefox ESR 153, WebKitGTK 2.50). */
export const LACKS: Record<EngineName, string[]> = {
  chromium: [],
  firefox: ['Network Information'],
  webkit: ['scheduler.postTask', 'requestIdleCallback', 'Element.setHTML', 'Network Information'],
};

