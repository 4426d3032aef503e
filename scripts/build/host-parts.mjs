// What the host may put in its page besides the scripts: the inline loader
// and the files a <head> may preload, in the prerender index.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the host may put in its page, into the prerender index: the inline
 * `loader` (see buildLoader), and `preload`, the files a `<head>` may preload
 * (`<link rel="modulepreload" fetchpriority="low">`, paths beside
 * cashback.js) on a page without an app snippet (a snippet of the app island
 * lists its page's own, scripts/prerender-entry.tsx): for a signed-in user,
 * cashback.js and the runtime's chunk, whose first screens wait for data.
 */
export async function writeHostParts(plan, opts) {
  const file = path.join(opts.outdir, 'prerender', 'index.json');
  const index = JSON.parse(readFileSync(file, 'utf8'));
  const runtime = [`chunks/${plan.files[plan.runtime]}.js`];
  index.preload = { guest: [], user: ['cashback.js', ...runtime] };
  index.loader = await buildLoader(opts, [...runtime, ...plan.deps[plan.runtime].map((i) => `chunks/${plan.files[i]}.js`)]);
  index.primer = await buildInline(opts, 'src/runtime/primer.ts', {});
  writeFileSync(file, JSON.stringify(index, null, 1) + '\n');
}

/**
 * The inline loader (src/runtime/loader.ts) a host may use instead of the
 * module script on prerendered pages: a classic script, minified, with the
 * runtime's files (`runtime`, relative to cashback.js) written in. It goes
 * inside a `<script>` element, so it must not close one.
 */
const buildLoader = (opts, runtime) => buildInline(opts, 'src/runtime/loader.ts', { __CASHBACK_RUNTIME__: JSON.stringify(runtime) });

/**
 * An inline script (the loader; the primer, src/runtime/primer.ts, that a
 * host writes after the JSON blocks of a screen it rendered with data).
 */
async function buildInline(opts, entry, define) {
  const { outputFiles } = await build({
    absWorkingDir: opts.absWorkingDir, entryPoints: [entry], bundle: true, write: false, format: 'iife',
    minify: true, target: opts.target, supported: opts.supported, charset: opts.charset, legalComments: 'none', logLevel: opts.logLevel,
    define,
  });
  const code = outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} would end its <script> element early`);
  return code;
}
