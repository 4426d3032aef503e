// wouter reads `useSyncExternalStore` through the CommonJS shim
// `use-sync-external-store/shim`, whose `require('react')` the ESM hooks of
// test/setup/hooks.mjs cannot alias, so under preact it reaches real React and
// fails. This hook hands wouter preact/compat's own `useSyncExternalStore`, as
// the build's alias does. Register it before wouter is first imported (then
// import the components dynamically). It belongs in test/setup/hooks.mjs.
import { register } from 'node:module';

const source = `export async function resolve(specifier, context, next) {
  if (process.env.CASHBACK_REACT !== 'react' && specifier.startsWith('use-sync-external-store/shim')) return next('preact/compat', context);
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(source)}`, import.meta.url);
