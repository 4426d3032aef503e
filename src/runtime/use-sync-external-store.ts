// wouter imports `use-sync-external-store/shim` for React 17; both targets we
// build for (preact/compat, React 19) have the hook, so the shim (and the
// CommonJS wrapper it drags in) is aliased to this file in build.mjs.
export { useSyncExternalStore } from 'react';
