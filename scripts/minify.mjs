// A last pass of terser over every script the build wrote (after
// merge-chunks), with its source map carried through. esbuild's minifier is
// fast but leaves bytes that terser's compressor and mangler (names by how
// often they occur, an alphabet ordered for compression) remove: about 1 KB
// brotli on a guest's home page. Only terser's safe defaults: no `unsafe`
// option, nothing that assumes more than the code says.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
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

/** Moves what line `line` of `mappings` maps at or after column `from` by `delta` columns. */
export function shiftMappings(mappings, from, delta, line = 0) {
  const lines = decode(mappings);
  for (const segment of lines[line] ?? []) if (segment[0] >= from) segment[0] += delta;
  return encode(lines);
}

/**
 * Every file's exports under their local names. terser names a chunk's locals,
 * esbuild and merge-chunks its exports, so a shared chunk would end in
 * `export{Un as A,Hn as B,…}`, a pair of names per export, bytes on a guest's
 * home; instead `export{Un,Hn,…}`, and each importer takes `Un` for `A`. Only names no source module exports (`keep`:
 * what a lazily imported module exports, `default` among them, stays as it is,
 * since `import()` reads it by name). The source map's columns after each
 * import statement follow its new length.
 *
 * @param {Map<string, { code: string, map?: string }>} files by absolute path
 * @param {(file: string) => Set<string>} keep the names `file` must keep
 */
export function exportLocalNames(files, keep) {
  const exportList = /export\{([^}]*)\};?\s*$/;
  const renames = new Map();
  for (const [file, { code }] of files) {
    const m = exportList.exec(code);
    if (!m) continue;
    const kept = keep(file);
    const items = m[1].split(',').map((item) => item.split(' as '));
    const taken = new Set(items.map(([local, name = local]) => (kept.has(name) || name === 'default' ? name : null)));
    const rename = new Map();
    for (const [local, name] of items) {
      if (name === undefined || kept.has(name) || name === 'default' || taken.has(local)) continue;
      rename.set(name, local);
      taken.add(local);
    }
    if (rename.size) renames.set(file, rename);
  }
  // A file imported in any other way (a namespace, a default import) keeps its names.
  for (const [file, { code }] of files) {
    for (const m of code.matchAll(/import\s*(?:\*|[\w$]+)[^"]*?from\s*"([^"]+)"/g)) renames.delete(path.resolve(path.dirname(file), m[1]));
  }
  const out = new Map();
  for (const [file, { code, map }] of files) {
    // esbuild puts the imports first, but terser leaves those of a merged file where its parts begin.
    const edits = [];
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
      const rename = renames.get(path.resolve(path.dirname(file), m[2]));
      if (!rename) continue;
      const names = m[1].split(',').map((item) => {
        const [name, local = name] = item.split(' as ');
        const own = rename.get(name) ?? name;
        return own === local ? own : `${own} as ${local}`;
      });
      edits.push({ at: m.index, length: m[0].length, text: `import{${names.join(',')}}from"${m[2]}"` });
    }
    const own = renames.get(file);
    const list = exportList.exec(code);
    if (own && list) {
      const text = `export{${list[1].split(',').map((item) => {
        const [local, name] = item.split(' as ');
        return own.get(name) === local ? local : item;
      }).join(',')}};\n`;
      edits.push({ at: list.index, length: list[0].length, text });
    }
    let next = code;
    const parsed = map ? JSON.parse(map) : undefined;
    // From the last to the first: each edit leaves the columns before it as they are.
    for (const { at, length, text } of edits.reverse()) {
      next = next.slice(0, at) + text + next.slice(at + length);
      if (parsed && text.length !== length) {
        const before = code.slice(0, at).split('\n');
        const line = before.length - 1;
        const column = (before[line] ?? '').length + length;
        parsed.mappings = shiftMappings(parsed.mappings, column, text.length - length, line);
      }
    }
    out.set(file, { code: next, map: parsed ? JSON.stringify(parsed) : map });
  }
  return out;
}

/**
 * @param {object} options
 * @param {import('esbuild').Metafile} options.meta the final metafile (paths relative to `root`)
 * @param {import('esbuild').Metafile} options.first esbuild's own metafile (what each lazily imported module exports)
 * @param {string} options.root
 * @param {number} options.ecma the oldest syntax the targets all read (terser never writes newer)
 */
export async function minifyOutputs({ meta, first, root, ecma }) {
  const files = Object.keys(meta.outputs).filter((o) => o.endsWith('.js'));
  const written = new Map();
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
    written.set(file, { code: `${result.code}\n`, map: typeof result.map === 'string' ? result.map : undefined });
  }));
  // The exports of each lazily imported module, by source path.
  const exportsOf = new Map(Object.values(first.outputs).filter((out) => out.entryPoint).map((out) => [out.entryPoint, out.exports]));
  const keep = (file) => {
    const output = meta.outputs[path.relative(root, file)];
    // `keep`: the fresh names an import() reads back (merge-chunks' readBack).
    return new Set([...[output?.entryPoint, ...(output?.entryPoints ?? [])].flatMap((src) => exportsOf.get(src) ?? []), ...(output?.keep ?? [])]);
  };
  for (const [file, { code, map }] of exportLocalNames(written, keep)) {
    writeFileSync(file, code);
    if (map) writeFileSync(`${file}.map`, map);
  }
}
