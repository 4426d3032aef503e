// `node build.mjs` step: renders each island's first paint to
// <outdir>/prerender/ (see the README, "Prerendered HTML"). The islands are
// bundled for Node with the build's own aliases and rendered in a child
// process, so its browser-like globals never touch the build.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The React build renders with react-dom/static instead of preact-render-to-string. */
const renderWithReact = {
  name: 'render-with-react',
  setup(build) {
    build.onResolve({ filter: /^\.\/render-preact$/ }, () => ({ path: path.join(root, 'scripts/render-react.ts') }));
  },
};

/**
 * @param {{ alias: Record<string, string>, define: Record<string, string>, outdir: string, react: boolean, version: string }} options
 * @returns {Promise<number>} milliseconds taken
 */
export async function prerender({ alias, define, outdir, react, version }) {
  const started = performance.now();
  // Inside the repository (node_modules/.cache), beside what it was built from.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const tmp = mkdtempSync(path.join(cache, 'cashback-prerender-'));
  try {
    const entry = path.join(tmp, 'entry.mjs');
    await build({
      absWorkingDir: root,
      entryPoints: ['scripts/prerender-entry.tsx'],
      outfile: entry,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      alias,
      plugins: react ? [renderWithReact] : [],
      define,
      // ESM output still meets CommonJS packages (React) that call require().
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    execFileSync(process.execPath, [entry, outdir, version], { cwd: root, stdio: 'inherit' });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return performance.now() - started;
}
