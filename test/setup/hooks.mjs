// Node module hooks for tests: compile TS/TSX with esbuild (as the build does)
// and alias React to preact/compat with the very map build.mjs exports.
// https://nodejs.org/api/module.html#customization-hooks
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { reactAlias, sharedAlias } from '../../build.mjs';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, next) {
  const aliased = process.env.CASHBACK_REACT === 'react' ? undefined : reactAlias[specifier];
  if (aliased) return next(aliased, context);
  if (sharedAlias[specifier]) return next(new URL(`../../${sharedAlias[specifier]}`, import.meta.url).href, context);
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

export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { code } = await transform(source, {
    loader: url.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcefile: fileURLToPath(url),
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"test"' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}

