// The Preact build's `react-dom/client` (build.config.mjs's alias): preact/compat's, and a
// hook that tells mount.tsx when hydrating had to create an element. A part that suspended
// (a lazy screen) resumes hydrating after `hydrateRoot` has returned, so mount.tsx's observer
// of that call never sees it mend the DOM (React reports such a part to onRecoverableError).
// `options.__m` is Preact's private `_hydrationMismatch` (preact/debug's), mangled as in
// preact 11.2's dist, as are `__` (a vnode's parent), `__c` (its component) and `__P` (that
// component's parent element: the root's container); test/runtime/preact-client.test.ts and
// test/laravel/first-paint-mismatch.test.ts fail when it stops working.
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

interface VNode {
  __: VNode | null;
  __c: { __P: Element };
}

(options as { __m?: (vnode: VNode) => void }).__m = (vnode) => {
  while (vnode.__) vnode = vnode.__;
  vnode.__c.__P.dispatchEvent(new Event('cashback:mismatch'));
};
