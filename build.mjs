// Builds the widget bundle, prints every output's size and fails when a
// budget is broken. What it builds and must hold is in build.config.mjs;
// each step is a module of scripts/build/ (or scripts/).
//   node build.mjs            -> dist/        (React aliased to preact/compat)
//   node build.mjs --react    -> dist-react/  (the same source on real React)
//   node build.mjs --watch    -> the same dist/, built again on every change
//   node build.mjs --analyze [route]  -> also prints what a route's on-load JS is made of (default /)
import { context } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { options } from './build.config.mjs';
import { dropScratch, mergeAndMinify, split, splitOptions } from './scripts/build/bundle.mjs';
import { hintCompile, writePlan } from './scripts/build/load-plan.mjs';
import { checkOutputs, report } from './scripts/build/report.mjs';
import { writeHostParts } from './scripts/build/host-parts.mjs';
import { analyze, printAnalysis } from './scripts/analyze.mjs';
import { prerender } from './scripts/prerender.mjs';
import { writeManifest, writeTypes } from './scripts/manifest.mjs';

// What tests and scripts import from here.
export { budgets, guestRoutes, loadScenarios, options, preloads, reactAlias, sharedAlias } from './build.config.mjs';
export { loadPlan } from './scripts/build/load-plan.mjs';
export { optionalSpreadCalls, report } from './scripts/build/report.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Everything after esbuild's split pass (`first`, its metafile), in order:
 * each step reads what the ones before it wrote. Returns the failed checks.
 */
async function steps(first, opts, { react, analyzeRoute }) {
  rmSync(opts.outdir, { recursive: true, force: true });
  // 1. merge-chunks groups the chunks every load scenario loads together; terser minifies them.
  const meta = await mergeAndMinify(first, opts);
  // 2. The load plan, as cashback.js's first line (no request of its own).
  const plan = writePlan(meta, opts.outdir);
  // 3. V8's compile hint on every file a page may start with.
  hintCompile(plan, opts.outdir);
  // 4. The sizes, per output and per guest route, against the budgets (the files as served).
  const { errors, routes, table } = report(meta, { react });
  if (analyzeRoute) {
    if (!routes[analyzeRoute]) throw new Error(`--analyze: no route ${analyzeRoute} in guestRoutes`);
    const sizes = new Map(table.map((r) => [r.file, r]));
    printAnalysis(`${analyzeRoute} on load`, analyze({ first, final: meta, root, route: routes[analyzeRoute], sizes }), { top: Number(process.env.TOP) || 40 });
  }
  // 5. What the budgets cannot see in the code.
  errors.push(...checkOutputs(meta, { react }));
  // 6. Each island's first paint, as HTML, and the prerender index.
  const ms = await prerender({ ...opts, react, version: JSON.parse(opts.define.__CASHBACK_VERSION__) });
  // 7. The inline loader and the host's preloads, into that index.
  await writeHostParts(plan, opts);
  console.log(`Prerendered HTML: ${path.relative(root, opts.outdir)}/prerender/ in ${(ms / 1000).toFixed(1)} s`);
  if (!react) {
    // 8. Laravel's @vite: hashed entries and manifest.json (after step 2: the hashed cashback.js carries the plan); the host's types.
    writeManifest(meta, { root, outdir: opts.outdir });
    writeTypes({ root, outdir: opts.outdir });
  }
  return errors;
}

const printFailures = (errors) => {
  for (const e of errors) console.error(`Build check failed: ${e}`);
  return errors.length === 0;
};

/** The same steps on every change: esbuild's watcher runs the split pass, a plugin the rest. */
async function watch(opts, flags) {
  const rest = {
    name: 'the rest of the build',
    setup(b) {
      b.onEnd(async ({ errors, metafile }) => {
        if (errors.length || !metafile) return;
        try {
          if (printFailures(await steps(metafile, opts, flags))) console.log(`Built ${path.relative(root, opts.outdir)}/, watching`);
        } catch (error) {
          console.error(error);
        }
      });
    },
  };
  dropScratch(opts);
  const ctx = await context({ ...splitOptions(opts), plugins: [rest] });
  process.once('SIGINT', async () => {
    await ctx.dispose();
    dropScratch(opts);
    process.exit(130);
  });
  await ctx.watch();
}

async function main() {
  const react = process.argv.includes('--react');
  const at = process.argv.indexOf('--analyze');
  const analyzeRoute = at < 0 ? undefined : process.argv[at + 1]?.startsWith('/') ? process.argv[at + 1] : '/';
  const opts = options({ react });
  if (process.argv.includes('--watch')) return watch(opts, { react, analyzeRoute });
  let errors;
  try {
    errors = await steps(await split(opts), opts, { react, analyzeRoute });
  } finally {
    dropScratch(opts);
  }
  if (!printFailures(errors)) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
