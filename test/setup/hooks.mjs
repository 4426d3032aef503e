// Node module hooks for tests: compile TS/TSX with esbuild (as the build does)
// and alias React to preact/compat with the very map the build uses (build.config.mjs: only it,
// not build.mjs, whose imports every test process would load again).
// https://nodejs.org/api/module.html#customization-hooks
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reactAlias, sharedAlias } from '../../build.config.mjs';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, next) {
  if (specifier === '@happy-dom/global-registrator') {
    const url = await happyDomBundle().catch(() => null); // where it cannot be written: the package as it is
    if (url) return { url, shortCircuit: true };
  }
  const aliased = (process.env.CASHBACK_REACT === 'react' ? undefined : reactAlias[specifier]) ?? sharedAlias[specifier];
  // A path (a module of ours) is relative to the repository, as for esbuild's absWorkingDir.
  if (aliased) return next(aliased.startsWith('.') ? new URL(`../../${aliased}`, import.meta.url).href : aliased, context);
  if ((specifier.startsWith('.') || specifier.startsWith('/')) && context.parentURL) {
    const url = new URL(specifier, context.parentURL);
    if (!existsSync(fileURLToPath(url))) {
      for (const ext of EXTENSIONS) {
        const candidate = new URL(url.href + ext);
        if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
      }
    }
  }
  return next(specifier, context);
}

// Every test file runs in a process of its own, and most of them import the same
// src/ modules: each compiled file is kept on disk, named by the hash of all that
// makes its output (esbuild's version, the options, the path and the source), so a
// changed source or option is a new name and nothing is ever stale. Written under a
// temporary name and renamed into place, so a process reads a whole file or none.
// Where node_modules cannot be written, every file is compiled each time, as without a cache.
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/cashback-tests/', import.meta.url));
const ESBUILD = createRequire(import.meta.url)('esbuild/package.json').version;

export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  const options = {
    loader: url.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcefile: file,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"test"' },
  };
  const key = createHash('sha256').update(JSON.stringify([ESBUILD, options])).update('\0').update(source).digest('hex');
  const cached = `${CACHE}${key}.js`;
  let code;
  try {
    code = readFileSync(cached, 'utf8');
  } catch {
    // esbuild is imported (and its service process started) only when something is not cached yet.
    const { transform } = await import('esbuild');
    ({ code } = await transform(source, options));
    const temporary = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(temporary, code);
      renameSync(temporary, cached);
    } catch {
      // a read-only node_modules: no cache
    }
  }
  return { format: 'module', source: code, shortCircuit: true };
}

// happy-dom is some 600 modules, and each crosses to this hooks thread twice on its way in: about
// 0.4 s of every component test file's process. The same code as one file, bundled by esbuild once
// per version and kept beside the compiled sources, loads in about 0.05 s.
let bundled;
function happyDomBundle() {
  bundled ??= (async () => {
    const require = createRequire(import.meta.url);
    const version = (name) => require(`${name}/package.json`).version;
    const file = `${CACHE}happy-dom-${version('happy-dom')}-${version('@happy-dom/global-registrator')}-${ESBUILD}.mjs`;
    if (!existsSync(file)) {
      const { build } = await import('esbuild');
      const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      mkdirSync(CACHE, { recursive: true });
      await build({
        entryPoints: [require.resolve('@happy-dom/global-registrator')],
        bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: temporary, logLevel: 'error',
        // Its CommonJS dependencies call require(): give the bundle one.
        banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
      });
      renameSync(temporary, file);
    }
    return pathToFileURL(file).href;
  })();
  return bundled;
}
