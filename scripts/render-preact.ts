import type { ReactElement } from 'react';
import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

type Hook = (vnode: VNode & { _suspended?: boolean }) => void;
// preact's mangled name of options._diff, which preact-render-to-string calls before each component.
type Options = { __b?: Hook };

/**
 * Renders with every lazy part resolved; suspended parts are marked `<!--$s-->`
 * for hydration. `cold`: each lazy part (lazyComponent's, which has `preload`)
 * is marked as its first render marks it even when already loaded, as a page
 * hydrating it meets it not yet loaded (a screen's template is cut from
 * several renders of the same parts).
 */
export async function renderIsland(tree: ReactElement, { cold = false } = {}): Promise<string> {
  const hooks = options as Options;
  const before = hooks.__b;
  if (cold) {
    hooks.__b = (vnode) => {
      if (typeof vnode.type === 'function' && 'preload' in vnode.type) vnode._suspended = true;
      before?.(vnode);
    };
  }
  try {
    return await renderToStringAsync(tree as unknown as Parameters<typeof renderToStringAsync>[0]);
  } finally {
    hooks.__b = before;
  }
}
