// The bundle's scripts: esbuild splits the sources into chunks in a scratch
// folder, merge-chunks groups them into the outdir, terser minifies them there.
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadScenarios } from '../../build.config.mjs';
import { mergeChunks } from '../merge-chunks.mjs';
import { minifyOutputs } from '../minify.mjs';

/**
 * esbuild's own pass, into a scratch folder that merge-chunks reads. The
 * folder sits in the project, as deep as dist/: the first pass's source maps
 * name the sources relative to it, and their text is part of each chunk's
 * [hash]. In the system's temp folder, every clone's path gave other chunk
 * names, other minified names, and a guest home 0.1 KB bigger or smaller.
 * Named after the outdir, not at random: the second pass's source maps name
 * the merged chunks by it.
 */
export function splitOptions(opts) {
  return { ...opts, outdir: path.join(opts.absWorkingDir, `.cashback-split-${path.basename(opts.outdir)}`) };
}

/**
 * Merges and minifies what the split pass wrote (`first`, its metafile) into
 * the outdir. Returns the final metafile (paths relative to the project).
 */
export async function mergeAndMinify(first, opts) {
  const root = opts.absWorkingDir;
  const meta = await mergeChunks({
    meta: first, root, from: splitOptions(opts).outdir, to: opts.outdir, ...loadScenarios(),
    esbuild: { minify: opts.minify, target: opts.target, supported: opts.supported, charset: opts.charset, legalComments: opts.legalComments, sourcemap: opts.sourcemap, logLevel: opts.logLevel },
  });
  // The targets (chrome90, safari15...) all read ES2020.
  await minifyOutputs({ meta, first, root, ecma: 2020 });
  return meta;
}

/** esbuild's pass into a fresh scratch folder; returns its metafile. */
export async function split(opts) {
  const scratch = splitOptions(opts);
  dropScratch(opts);
  mkdirSync(scratch.outdir);
  return (await build(scratch)).metafile;
}

export const dropScratch = (opts) => rmSync(splitOptions(opts).outdir, { recursive: true, force: true });
