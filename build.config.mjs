// What the build makes and what it must hold: esbuild's options (targets,
// aliases, defines), the size budgets, and how each page loads the bundle
// (the routes a guest is measured on, what cashback.js preloads per route
// and island, the load scenarios merge-chunks groups chunks by). build.mjs
// runs the steps; this module is data and the few functions that derive
// from it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { HOME, guestRoutes as routeGuestRoutes, island, routePreloads } from './scripts/route-plan.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The one place React becomes preact/compat; test/setup/hooks.mjs imports this map.
 * `react-dom/client` is compat's with a hook for hydration mismatches (preact-client.ts).
 */
export const reactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': './src/runtime/preact-client.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Aliases for both builds: wouter's React 17 shim is dead weight on preact/compat and React 19. */
export const sharedAlias = {
  'use-sync-external-store/shim/index.js': './src/runtime/use-sync-external-store.ts',
};

export function options({ react = false } = {}) {
  // CASHBACK_DIST lets several builds run side by side (e.g. parallel work trees).
  const outdir = path.resolve(root, react ? 'dist-react' : process.env.CASHBACK_DIST || 'dist');
  return {
    absWorkingDir: root,
    entryPoints: [
      { in: 'src/runtime/main.ts', out: 'cashback' },
      { in: 'src/styles/cashback.css', out: 'cashback' },
    ],
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    // The README's "Supported browsers", and TARGET in test/setup/baseline.ts: Safari 15 for
    // aspect-ratio, the newest feature used without a fallback (every device on iOS 14 runs iOS 15).
    target: ['chrome90', 'edge90', 'firefox90', 'safari15'],
    // esbuild rewrites every `a?.b` for Chrome and Edge before 91 (`null==(t=a)||t.b`, 0.3 KB brotli on
    // a guest's home) for one V8 bug: a call in an optional chain with a spread that is not the last
    // argument, `a?.f(...b, c)`, throws there (https://crbug.com/42201552, evanw/esbuild#1559). They
    // run every other optional chain; `optionalSpreadCalls` fails the build if that call ever appears.
    supported: { 'optional-chain': true },
    jsx: 'automatic',
    alias: react ? sharedAlias : { ...sharedAlias, ...reactAlias },
    define: {
      'process.env.NODE_ENV': '"production"',
      __CASHBACK_VERSION__: JSON.stringify(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version),
    },
    // Ukrainian text as UTF-8, not \u escapes (module scripts are always decoded as UTF-8).
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/**
 * Budgets in bytes, brotli; the build fails past them. The guest home's is the
 * issue's 30 KB, on the way to 25 KB: preact + compat, wouter and nanostores
 * alone are about 10 KB, and the runtime, the load plan and the home page's
 * islands the rest (`node build.mjs --analyze` lists them by module; the build
 * prints today's figure). The home sits just under it, so any growth fails.
 */
export const budgets = {
  guestHomeJs: 30 * 1024,
  css: 10 * 1024,
};

// ---------------------------------------------------------------------------
// Routes: the app island's routes as the build knows them (what a guest
// downloads on each, what cashback.js starts per route). One block, kept
// together so that one route table can replace it.
// ---------------------------------------------------------------------------

/** What a guest's browser downloads on each measured route when the page loads (scripts/route-plan.ts). */
export const guestRoutes = routeGuestRoutes();

/**
 * What cashback.js starts at once, besides each eager island's own chunks:
 * per route of the `app` island (the first matching `path` wins, as in the
 * router), the lazily imported modules its first screen renders and the GETs
 * it makes first, derived from the route table (scripts/route-plan.ts); per
 * island, the GETs it makes first. `auth` limits an entry to a guest or a
 * signed-in user. `image`: per GET, the field of its answer naming an image
 * of the first screen, fetched as soon as the answer is in.
 */
export const preloads = [
  ...routePreloads(),
  // A signed-in header shows the user area (a lazy part: the balances, the menu, the phone's balance chip)
  // and sends the loyalty status once the user is in; a user's star on a shop card (src/ui/shop-card.tsx)
  // saves at once: their chunks, which a guest never loads, come with a user's page.
  { island: 'header', auth: 'user', modules: ['widgets/header/user-area.tsx', 'src/stores/loyalty-sync.ts', 'src/stores/favorite-toggle.ts'], api: ['/api/user'] },
];

// ---------------------------------------------------------------------------
// End of the routes.
// ---------------------------------------------------------------------------

/**
 * The ways a page loads the bundle, for merge-chunks: each route of the app
 * island for a guest and for a user (the runtime, header, footer, app and
 * what the route starts with). Each island but the header and the app keeps
 * its own chunk, so a page downloads only its islands' code and what they
 * share with others.
 */
export function loadScenarios() {
  const frame = ['src/runtime/mount.tsx', island('header'), island('footer'), island('app')];
  const scenarios = [];
  /** The budgeted page, a guest's home on load: merging adds nothing to it. */
  const protect = [];
  for (const auth of ['guest', 'user']) {
    for (const p of new Set(preloads.map((e) => e.path).filter(Boolean))) {
      const own = preloads.filter((e) => e.path === p && (!e.auth || e.auth === auth));
      const modules = own.filter((e) => !e.query).flatMap((e) => e.modules ?? []);
      const later = preloads.filter((e) => e.path === p).flatMap((e) => e.later ?? []);
      if (modules.length && auth === 'guest' && p === HOME) protect.push(scenarios.length);
      if (modules.length) scenarios.push([...frame, ...modules]);
      if (later.length) scenarios.push([...frame, ...modules, ...later]);
      // A query's own chunks (a tab's panel) stay as they are: preloaded under that query, merged with nothing.
    }
  }
  // The header is on every host page and mounts at once: its island joins the runtime's file
  // (one request and one compression context fewer on every page; the header's code is most of
  // what that file would otherwise share with it anyway: the search box, the logo, the links).
  // So does the app island (0.88 KB brotli), under fresh names: a guest's home then asks for
  // six files after its paint, what HTTP/1.1's six connections take in one round trip
  // (docs/decisions/0010-bundler.md); a host page without it downloads it too.
  return { scenarios, protect, inline: [island('header'), island('app')] };
}
