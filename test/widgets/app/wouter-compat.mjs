// wouter reads `useSyncExternalStore` through the CommonJS shim
// `use-sync-external-store/shim`, whose `require('react')` the ESM hooks of
// test/setup/hooks.mjs cannot alias; hand it preact/compat, as the build's
// alias does. Import this before wouter is first loaded (then import the
// components dynamically). (test/widgets/shop-tabs has the same hook: both
// belong in test/setup/hooks.mjs.)
import { register } from 'node:module';

const source = `export async function resolve(specifier, context, next) {
  if (process.env.CASHBACK_REACT !== 'react' && specifier.startsWith('use-sync-external-store/shim')) return next('preact/compat', context);
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(source)}`, import.meta.url);
