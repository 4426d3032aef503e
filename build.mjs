// Builds the widget bundle with esbuild, prints every output's size and
// fails when a budget is broken.
//   node build.mjs            -> dist/        (React aliased to preact/compat)
//   node build.mjs --react    -> dist-react/  (the same source on real React)
//   node build.mjs --watch
//   node build.mjs --analyze [route]  -> also prints what a route's on-load JS is made of (default /)
import { build, context } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mergeChunks } from './scripts/merge-chunks.mjs';
import { writeManifest, writeTypes } from './scripts/manifest.mjs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { prerender } from './scripts/prerender.mjs';
import { analyze, printAnalysis } from './scripts/analyze.mjs';
import { minifyOutputs } from './scripts/minify.mjs';
import { HOME, guestRoutes as routeGuestRoutes, island, routePreloads } from './scripts/route-plan.mjs';

/** The one place React becomes preact/compat; test/setup/hooks.mjs imports this map. */
export const reactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/** Aliases for both builds: wouter's React 17 shim is dead weight on preact/compat and React 19. */
export const sharedAlias = {
  'use-sync-external-store/shim/index.js': './src/runtime/use-sync-external-store.ts',
};

/**
 * Budgets in bytes, brotli. The issue's target for the guest home is 30 KB, on
 * the way to 25 KB: preact + compat, wouter and nanostores alone are about
 * 10 KB, and the runtime, the load plan and the home page's islands about
 * 19 KB more (`node build.mjs --analyze` lists them by module). This is the
 * measured figure plus a small margin, so any growth fails.
 */
export const budgets = {
  // +0.5 KB: lazy chunks' fallbacks and the api/auth <-> stores/user cycle removed;
  // +1.45 KB: hydrating prerendered HTML (src/runtime/mount.tsx, snippet.ts, hydration-gate.ts);
  // -2.5 KB: merged chunks (scripts/merge-chunks.mjs) and one module per icon,
  // though cashback.js now carries the load plan and the interaction/media strategies (README);
  // +0.25 KB: every GET answer waits for hydration (the profile screens' fix), the loyalty
  // status sent wherever the user loads, the app taking a pending island's link clicks (35.76 KB);
  // -4.7 KB: merged chunks' stand-ins re-export only the names used; other routes' response readers,
  // a user's code (profile links, the star's toggle, the balance chip), the categories panel and the
  // reading of failed responses in chunks of their own; a load plan of only the chunks it may preload;
  // no small chunk of other pages merged into the home's files; terser after esbuild (31.24 KB);
  // the load plan reading ?tab= (31.37 KB); -1.4 KB: no sourceMappingURL comments, the interaction
  // and media strategies in a chunk of their own, the header's lazy parts' strings with them, the
  // header in the runtime's file, the saved star drawn from the empty star's path (29.93 KB)
  // +0.25 KB: cashback.js starts the route's GETs before the paint, preloads the first-screen image
  // an answer names and the chunk of a `visible` island already in view; a snippet may fit a route
  // pattern (a shop's page) (31.67 KB on its own); a guest page that finds a stored user asks the
  // server before dropping it (+0.09 KB): 30.36 KB together
  // -0.44 KB: the saved shops' panel in a chunk of its own, optional chains left as written for
  // Chrome 90 (esbuild rewrote them all), chunks exporting under their local names (29.92 KB)
  // +0.15 KB: the shop tabs as links, the burger's native popover, cashback.js loading the capture
  // chunk where there is no inline loader and marking placeholders failed when the runtime cannot
  // load; -0.06 KB: the paint wait without Safari 14.0's fallback (29.90 KB)
  guestHomeJs: 30 * 1024,
  css: 10 * 1024,
};

/** What a guest's browser downloads on each measured route when the page loads (scripts/route-plan.ts). */
export const guestRoutes = routeGuestRoutes();

const root = path.dirname(fileURLToPath(import.meta.url));

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

/**
 * The ways a page loads the bundle, for merge-chunks: each route of the app
 * island for a guest and for a user (the runtime, header, footer, app and
 * what the route starts with). Each island but the header keeps its own
 * chunk, so a page without the app island still downloads only its islands'
 * code and what they share with others.
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
  return { scenarios, protect, inline: [island('header')] };
}

/**
 * The load plan cashback.js carries (src/runtime/preload.ts): every chunk it
 * may preload (not those only a user's action imports), the chunks each one
 * imports statically (so the runtime can follow them to the end at once
 * instead of one level per round trip), and per island and per route the
 * lazily imported chunks it starts with and its GETs.
 */
export function loadPlan(meta) {
  const outputs = Object.keys(meta.outputs).filter((o) => o.endsWith('.js') && meta.outputs[o].entryPoint !== 'src/runtime/main.ts');
  const name = (out) => path.basename(out, '.js');
  // Once each (a merged chunk is imported by as many statements as it has members).
  const direct = outputs.map((out) =>
    [...new Set(meta.outputs[out].imports.filter((i) => i.kind === 'import-statement').map((i) => outputs.indexOf(i.path)))]);
  const reach = (from, seen = new Set()) => {
    for (const d of direct[from]) if (!seen.has(d)) reach(d, seen.add(d));
    return seen;
  };
  // esbuild lists every chunk a chunk needs; the plan keeps only those no other import already brings.
  const deps = direct.map((list) => list.filter((d) => !list.some((other) => other !== d && reach(other).has(d))));
  const chunkOf = (src) => {
    const out = outputs.findIndex((o) => builtFrom(meta.outputs[o], src));
    if (out < 0) throw new Error(`load plan: ${src} is not a lazily imported module`);
    return out;
  };
  const entries = [];
  const runtime = chunkOf('src/runtime/mount.tsx');
  // Every island, by the layout's convention widgets/<name>/<name>.tsx (not one in the runtime's file: that comes anyway).
  for (const src of outputs.flatMap((o) => [meta.outputs[o].entryPoint, ...(meta.outputs[o].entryPoints ?? [])])) {
    const island = /^widgets\/([^/]+)\/\1\.tsx$/.exec(src ?? '')?.[1];
    if (island && chunkOf(src) !== runtime) entries.push({ island, files: [chunkOf(src)] });
  }
  for (const { modules = [], later, ...entry } of preloads) entries.push({ ...entry, files: modules.map(chunkOf) });
  // A page with an `interaction` or `media` placeholder needs their chunk as soon as the runtime (not one round trip later).
  for (const load of ['interaction', 'media']) entries.push({ load, files: [chunkOf('src/runtime/host-strategies.ts')] });
  // Only the chunks the runtime may preload: those an entry or the runtime starts, and what they import.
  const kept = [];
  const keep = (i) => {
    if (kept.includes(i)) return;
    kept.push(i);
    deps[i].forEach(keep);
  };
  [runtime, ...entries.flatMap((e) => e.files)].forEach(keep);
  const at = (i) => kept.indexOf(i);
  return {
    files: kept.map((i) => name(outputs[i])),
    deps: kept.map((i) => deps[i].map(at)),
    runtime: at(runtime),
    entries: entries.map((e) => ({ ...e, files: e.files.map(at) })),
  };
}

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

/** Puts `line` in front of a script; its source map gets an empty line in front, so it stays exact. */
function prependLine(file, line) {
  writeFileSync(file, `${line}\n${readFileSync(file, 'utf8')}`);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  map.mappings = ';' + map.mappings;
  writeFileSync(`${file}.map`, JSON.stringify(map));
}

/**
 * Writes the load plan into cashback.js as its first line, so the page needs
 * no extra request for it (esbuild's `define` would change every chunk's hash).
 */
function writePlan(meta, outdir) {
  const plan = loadPlan(meta);
  prependLine(path.join(outdir, 'cashback.js'), `var __CASHBACK_PLAN__=${JSON.stringify(plan)};`);
  return plan;
}

/**
 * V8's per-file compile hint on cashback.js and on every chunk a page may
 * start with (the plan's files; not those only a user's action imports):
 * Chromium then compiles all of a file's functions on the thread that streams
 * it in, instead of each on the main thread the first time it runs, and a
 * hydration runs most of them at once. A signed-in header's hydration, at 4x
 * CPU: 25 to 68 ms before, 2 to 39 ms after (10 page loads each). Other
 * browsers read a comment.
 */
function hintCompile(plan, outdir) {
  for (const file of ['cashback', ...plan.files.map((name) => `chunks/${name}`)]) prependLine(path.join(outdir, `${file}.js`), '//# allFunctionsCalledOnLoad');
}

/**
 * What the host may put in its page, into the prerender index: the inline
 * `loader` (see buildLoader), and `preload`, the files a `<head>` may preload
 * (`<link rel="modulepreload" fetchpriority="low">`, paths beside
 * cashback.js) on a page without an app snippet (a snippet of the app island
 * lists its page's own, scripts/prerender-entry.tsx): for a signed-in user,
 * cashback.js and the runtime's chunk, whose first screens wait for data.
 */
async function writeHostParts(plan, opts) {
  const file = path.join(opts.outdir, 'prerender', 'index.json');
  const index = JSON.parse(readFileSync(file, 'utf8'));
  const runtime = [`chunks/${plan.files[plan.runtime]}.js`];
  index.preload = { guest: [], user: ['cashback.js', ...runtime] };
  index.loader = await buildLoader(opts, [...runtime, ...plan.deps[plan.runtime].map((i) => `chunks/${plan.files[i]}.js`)]);
  writeFileSync(file, JSON.stringify(index, null, 1) + '\n');
}

/**
 * The inline loader (src/runtime/loader.ts) a host may use instead of the
 * module script on prerendered pages: a classic script, minified, with the
 * runtime's files (`runtime`, relative to cashback.js) written in. It goes
 * inside a `<script>` element, so it must not close one.
 */
async function buildLoader(opts, runtime) {
  const { outputFiles } = await build({
    absWorkingDir: root, entryPoints: ['src/runtime/loader.ts'], bundle: true, write: false, format: 'iife',
    minify: true, target: opts.target, supported: opts.supported, charset: opts.charset, legalComments: 'none', logLevel: opts.logLevel,
    define: { __CASHBACK_RUNTIME__: JSON.stringify(runtime) },
  });
  const code = outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('the loader would end its <script> element early');
  return code;
}

const sizes = (file) => {
  const buf = readFileSync(file);
  return {
    min: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const kb = (n) => (n / 1024).toFixed(2).padStart(7) + ' KB';

/**
 * Calls with a spread before another argument in an optional chain
 * (`a?.f(...b, c)`, `a?.b.f(...c, d)`, `f?.(...a, b)`), which Chrome and
 * Edge 80 to 90 get wrong (see `supported` in `options`). Read on the
 * minified output, so only the plain forms: names and dots between the `?.`
 * and the call, an argument list without brackets inside.
 */
export const optionalSpreadCalls = (code) => code.match(/\?\.[\w$.?]*\((?=[^()[\]{}]*\.\.\.[^()[\]{}]*,)[^()[\]{}]*\)/g) ?? [];

/** Whether an output holds the lazily imported module `src` (merge-chunks lists those it merged in `entryPoints`). */
const builtFrom = (output, src) => output.entryPoint === src || (output.entryPoints ?? []).includes(src);

/** Static-import closure of the chunk built from `entry` (a source path). */
function closure(meta, outputs) {
  const seen = new Set();
  const visit = (out) => {
    if (!out || seen.has(out)) return;
    seen.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement') visit(imp.path);
    }
  };
  outputs.forEach(visit);
  return seen;
}

export function report(meta, { react = false } = {}) {
  const rel = (p) => path.relative(root, path.join(root, p));
  const table = Object.keys(meta.outputs)
    .filter((f) => !f.endsWith('.map'))
    .map((f) => ({ file: rel(f), ...sizes(path.join(root, f)) }))
    .sort((a, b) => b.brotli - a.brotli);
  const byFile = new Map(table.map((r) => [r.file, r]));
  const outOf = (src) => Object.keys(meta.outputs).find((o) => builtFrom(meta.outputs[o], src));
  const main = outOf('src/runtime/main.ts');

  console.log('\nOutput' + ' '.repeat(44) + '    minified       gzip     brotli');
  for (const r of table) console.log(`${r.file.padEnd(50)}${kb(r.min)} ${kb(r.gzip)} ${kb(r.brotli)}`);

  const errors = [];
  const measure = (sources, label) => {
    // The runtime is a chunk cashback.js imports at once (src/runtime/main.ts).
    const outs = [main, outOf('src/runtime/mount.tsx'), ...sources.map((s) => {
      const o = outOf(s);
      if (!o) errors.push(`${label}: ${s} is not a lazily imported module`);
      return o;
    })];
    const files = [...closure(meta, outs)].map((f) => byFile.get(rel(f))).filter(Boolean);
    const sum = (k) => files.reduce((n, r) => n + r[k], 0);
    return { min: sum('min'), gzip: sum('gzip'), brotli: sum('brotli'), files: files.map((f) => f.file) };
  };
  console.log('\nJS a guest downloads, per route' + ' '.repeat(19) + '    minified       gzip     brotli');
  const routes = {};
  for (const [route, { initial, later }] of Object.entries(guestRoutes)) {
    const first = measure(initial, route);
    const all = measure([...initial, ...later], route);
    routes[route] = { ...first, all };
    const rows = later.length ? [[`${route} on load`, first], [`${route} after scrolling`, all]] : [[route, first]];
    for (const [label, r] of rows) {
      console.log(`${(label + ` (${r.files.length} files)`).padEnd(50)}${kb(r.min)} ${kb(r.gzip)} ${kb(r.brotli)}`);
    }
  }
  const css = byFile.get(rel(Object.keys(meta.outputs).find((o) => o.endsWith('.css'))));
  if (!react) {
    if (routes['/'] && routes['/'].brotli > budgets.guestHomeJs)
      errors.push(`home page JS a guest downloads on load is ${kb(routes['/'].brotli)} brotli, budget ${kb(budgets.guestHomeJs)}`);
    if (css && css.brotli > budgets.css) errors.push(`stylesheet is ${kb(css.brotli)} brotli, budget ${kb(budgets.css)}`);
    console.log(`\nBudgets: guest home JS ${kb(routes['/']?.brotli ?? 0)} of ${kb(budgets.guestHomeJs)}, CSS ${kb(css?.brotli ?? 0)} of ${kb(budgets.css)} (brotli)`);
  }
  return { table, routes, css, errors };
}

async function main() {
  const react = process.argv.includes('--react');
  const opts = options({ react });
  if (process.argv.includes('--watch')) {
    const ctx = await context(opts);
    await ctx.watch();
    console.log(`Watching, writing ${path.relative(root, opts.outdir)}/`);
    return;
  }
  rmSync(opts.outdir, { recursive: true, force: true });
  // esbuild splits into a scratch folder; merge-chunks writes the outdir. The folder sits in the
  // project, as deep as dist/: the first pass's source maps name the sources relative to it, and
  // their text is part of each chunk's [hash]. In the system's temp folder, every clone's path
  // gave other chunk names, other minified names, and a guest home 0.1 KB bigger or smaller.
  // Named after the outdir, not at random: the second pass's source maps name the merged chunks by it.
  const split = path.join(root, `.cashback-split-${path.basename(opts.outdir)}`);
  rmSync(split, { recursive: true, force: true });
  mkdirSync(split);
  let meta, first;
  try {
    const { metafile } = await build({ ...opts, outdir: split });
    first = metafile;
    meta = await mergeChunks({
      meta: metafile, root, from: split, to: opts.outdir, ...loadScenarios(),
      esbuild: { minify: opts.minify, target: opts.target, supported: opts.supported, charset: opts.charset, legalComments: opts.legalComments, sourcemap: opts.sourcemap, logLevel: opts.logLevel },
    });
    // The targets (chrome90, safari15...) all read ES2020.
    await minifyOutputs({ meta, first, root, ecma: 2020 });
  } finally {
    rmSync(split, { recursive: true, force: true });
  }
  const plan = writePlan(meta, opts.outdir);
  hintCompile(plan, opts.outdir);
  const { errors, routes, table } = report(meta, { react });
  const at = process.argv.indexOf('--analyze');
  if (at > 0) {
    const route = process.argv[at + 1]?.startsWith('/') ? process.argv[at + 1] : '/';
    if (!routes[route]) throw new Error(`--analyze: no route ${route} in guestRoutes`);
    const sizes = new Map(table.map((r) => [r.file, r]));
    printAnalysis(`${route} on load`, analyze({ first, final: meta, root, route: routes[route], sizes }), { top: Number(process.env.TOP) || 40 });
  }
  const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'src/runtime/main.ts');
  const staticImports = entry.imports.filter((i) => i.kind === 'import-statement');
  // The React build cannot hold this: esbuild shares its CommonJS helpers (React is CommonJS) through a chunk every chunk imports.
  for (const out of Object.keys(meta.outputs).filter((o) => o.endsWith('.js'))) {
    for (const call of optionalSpreadCalls(readFileSync(path.join(root, out), 'utf8'))) {
      errors.push(`${out}: an optional chain calls with a spread before another argument (Chrome 90 throws): ${call.slice(0, 80)}`);
    }
  }
  if (staticImports.length && !react) errors.push(`cashback.js must import nothing statically (it would wait for ${staticImports.map((i) => i.path).join(', ')})`);
  const ms = await prerender({ ...opts, react, version: JSON.parse(opts.define.__CASHBACK_VERSION__) });
  await writeHostParts(plan, opts);
  console.log(`Prerendered HTML: ${path.relative(root, opts.outdir)}/prerender/ in ${(ms / 1000).toFixed(1)} s`);
  if (!react) {
    // After writePlan: the hashed copy of cashback.js carries the same load plan.
    writeManifest(meta, { root, outdir: opts.outdir });
    writeTypes({ root, outdir: opts.outdir });
  }
  if (errors.length) {
    for (const e of errors) console.error(`Build check failed: ${e}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
