// A last pass of terser over every script the build wrote (after
// merge-chunks), with its source map carried through. esbuild's minifier is
// fast but leaves bytes that terser's compressor and mangler (names by how
// often they occur, an alphabet ordered for compression) remove: about 1 KB
// brotli on a guest's home page. Only terser's safe defaults: no `unsafe`
// option, nothing that assumes more than the code says.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

/**
 * One import statement per file imported: merge-chunks leaves one per merged
 * chunk (`import{a as b}from"./x.js";import{c as d}from"./x.js";`), which
 * terser keeps. Each file keeps its place (the first statement that named it),
 * so modules run in the same order; the block is padded with spaces to its
 * old length, so the source map's columns still hold (terser drops the spaces).
 */
export function joinImports(code) {
  const statement = /\s*import\s*(?:\{([^}]*)\}\s*from\s*)?"([^"]+)";?/y;
  const files = new Map();
  let end = 0;
  for (let m; (m = statement.exec(code)); end = statement.lastIndex) {
    const names = files.get(m[2]) ?? [];
    if (m[1]?.trim()) names.push(m[1].trim());
    files.set(m[2], names);
  }
  const block = [...files].map(([file, names]) => (names.length ? `import{${names.join(',')}}from"${file}";` : `import"${file}";`)).join('');
  return block.length <= end ? block.padEnd(end, ' ') + code.slice(end) : code;
}

/**
 * @param {object} options
 * @param {import('esbuild').Metafile} options.meta the final metafile (paths relative to `root`)
 * @param {string} options.root
 * @param {number} options.ecma the oldest syntax the targets all read (terser never writes newer)
 */
export async function minifyOutputs({ meta, root, ecma }) {
  const files = Object.keys(meta.outputs).filter((o) => o.endsWith('.js'));
  await Promise.all(files.map(async (o) => {
    const file = path.resolve(root, o);
    const name = path.basename(file);
    const code = readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const map = meta.outputs[`${o}.map`] ? readFileSync(`${file}.map`, 'utf8') : undefined;
    const result = await minify({ [name]: joinImports(code) }, {
      module: true,
      ecma,
      compress: { passes: 3 },
      mangle: true,
      format: { comments: false },
      // No `url`: no `//# sourceMappingURL=` comment (a few dozen bytes brotli per file, paid on every
      // page); the maps stay beside the files, and a server names them in a `SourceMap` header instead.
      sourceMap: map ? { content: map, filename: name, includeSources: true } : false,
    });
    if (result.code === undefined) throw new Error(`terser wrote nothing for ${o}`);
    writeFileSync(file, `${result.code}\n`);
    if (map && typeof result.map === 'string') writeFileSync(`${file}.map`, result.map);
  }));
}
