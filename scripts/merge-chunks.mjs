// Merges esbuild's chunks that are always loaded together.
//
// esbuild splits code by the exact set of lazily imported modules that use
// it, so 45 lazy modules give about 90 chunks, many of 0.1-0.5 KB: each one
// a request, import/export lists and a compression context of its own. It
// cannot merge chunks itself (https://github.com/evanw/esbuild/issues/207).
// scripts/build/chunk-groups.mjs groups the shared chunks by the load scenarios they appear in:
// two chunks that every scenario loads together, or neither, become one
// file; so does the runtime chunk with the group every scenario loads. No
// scenario then downloads a byte more, and no import cycle can appear (a
// chunk's importers are in every scenario it is in, and vice versa for its
// imports). A second esbuild pass bundles each group and rewrites every
// import of a merged chunk; source maps follow the first pass's maps back
// to the sources.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { groupChunks } from './build/chunk-groups.mjs';
import { shiftMappings } from './minify.mjs';

/**
 * The names each of esbuild's import statements at the top of a chunk takes,
 * by specifier (`import{a as b,c}from"./chunk-X.js";`, `import"./y.js";`).
 * esbuild puts every import first; parsing stops at the first other statement.
 * A form it does not know (`import*as`, a default import) marks the specifier
 * `null`: every name (esbuild keeps an external import's unused names, so a
 * stand-in that re-exports more than is used costs its bytes in every importer).
 */
export function importedNames(code) {
  const found = new Map();
  const statement = /\s*import\s*(?:\{([^}]*)\}\s*from\s*|([^"'{;]+?)\s*from\s*)?(["'])([^"']+)\3\s*;?/y;
  for (let m; (m = statement.exec(code)); ) {
    const [, list, other, , spec] = m;
    if (other !== undefined || found.get(spec) === null) {
      found.set(spec, null);
      continue;
    }
    const names = found.get(spec) ?? new Set();
    for (const item of (list ?? '').split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name.replace(/^(["'])(.*)\1$/, '$2'));
    }
    found.set(spec, names);
  }
  return found;
}

/**
 * @param {object} options
 * @param {import('esbuild').Metafile} options.meta the first pass's metafile (paths relative to `root`)
 * @param {string} options.root esbuild's absWorkingDir
 * @param {string} options.from the first pass's outdir
 * @param {string} options.to the final outdir
 * @param {string[][]} options.scenarios each a list of lazily imported sources loaded together
 * @param {number[]} [options.protect] the scenarios (by index) that must not download a byte for others: a budgeted page
 * @param {string[]} [options.inline] lazily imported sources that join the file every scenario loads, when every scenario loads them
 * @param {import('esbuild').BuildOptions} options.esbuild minify, target, charset... for the second pass
 * @returns {Promise<import('esbuild').Metafile>} a metafile of the final outputs, relative to `root`
 */
export async function mergeChunks({ meta, root, from, to, scenarios, protect = [], inline = [], esbuild }) {
  const abs = (p) => path.resolve(root, p);
  const outputs = Object.keys(meta.outputs).filter((o) => o.endsWith('.js'));
  const byAbs = new Map(outputs.map((o) => [abs(o), o]));
  const { groupFiles, mergedInto, renamed } = groupChunks({ meta, scenarios, protect, inline });

  const target = (o) => path.join(to, path.relative(from, abs(o)));
  const relative = (fromFile, toFile) => {
    const r = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const rename = (chunk, name) => mergedInto.get(chunk).names.get(`${chunk}\0${name}`);

  /** Bundles `entry` (source code) as the output `out`, inlining `inside` and pointing other imports at their final files. */
  async function rebuild(out, contents, inside) {
    // What `inside` takes from each merged chunk: its stand-in re-exports only that.
    const used = new Map();
    for (const m of inside) {
      for (const [spec, names] of importedNames(readFileSync(abs(m), 'utf8'))) {
        const chunk = byAbs.get(path.resolve(path.dirname(abs(m)), spec));
        if (!chunk) continue;
        const all = used.has(chunk) ? used.get(chunk) : new Set();
        used.set(chunk, names && all ? new Set([...all, ...names]) : null);
      }
    }
    const plugin = {
      name: 'merge-chunks',
      setup(b) {
        b.onResolve({ filter: /.*/ }, ({ path: p, importer, kind }) => {
          if (kind === 'entry-point') return { path: out, namespace: 'entry' };
          const resolved = path.resolve(path.dirname(importer), p);
          const chunk = byAbs.get(resolved);
          if (!chunk) return { path: p, external: true };
          const merged = mergedInto.get(chunk);
          // A lazily imported chunk merged into a group (the runtime, `inline`): the group exports its
          // names as they are. From inside the group too, the import() stays one of the group's file
          // (the module has run by then), or esbuild would wrap the chunk in a lazy initialiser.
          // One exported under fresh names is marked (`#<its chunk>`), for readBack to adapt.
          if (kind === 'dynamic-import' && merged) {
            const mark = [...renamed.values()].includes(chunk) ? `#${path.basename(chunk, '.js')}` : '';
            return { path: relative(out, target(merged.file)) + mark, external: true };
          }
          if (inside.includes(chunk)) return { path: resolved, sideEffects: true };
          if (!merged) return { path: relative(out, target(chunk)), external: true };
          // Relative to the project: the path is written into the source map's `sources`.
          return { path: path.relative(root, resolved), namespace: 'shim' };
        });
        b.onLoad({ filter: /.*/, namespace: 'entry' }, () => ({ contents, resolveDir: from, loader: 'js' }));
        b.onLoad({ filter: /.*/, namespace: 'shim' }, ({ path: p }) => {
          const chunk = byAbs.get(abs(p));
          const { file } = mergedInto.get(chunk);
          const taken = used.get(chunk);
          const names = meta.outputs[chunk].exports.filter((n) => !taken || taken.has(n)).map((n) => `${rename(chunk, n)} as ${n}`);
          const spec = JSON.stringify(relative(out, target(file)));
          return { contents: names.length ? `export { ${names.join(', ')} } from ${spec};` : `import ${spec};`, loader: 'js' };
        });
      },
    };
    const result = await build({
      ...esbuild,
      absWorkingDir: root,
      entryPoints: ['<entry>'],
      outfile: out,
      bundle: true,
      splitting: false,
      format: 'esm',
      metafile: true,
      write: true,
      plugins: [plugin],
    });
    readBack(out);
    return result.metafile;
  }

  /**
   * Each marked import() in `out` (`import("./chunk-X.js#app-Y")`) becomes one
   * of the group's file that hands back the chunk's names as they were
   * (`import("./chunk-X.js").then((e) => ({ default: e.b }))`); the source
   * map's columns after it follow.
   */
  function readBack(out) {
    const code = readFileSync(out, 'utf8');
    const marked = [...code.matchAll(/import\("([^"#]+)#([^"]+)"\)/g)];
    if (!marked.length) return;
    const map = existsSync(`${out}.map`) ? JSON.parse(readFileSync(`${out}.map`, 'utf8')) : undefined;
    let next = code;
    for (const m of marked.reverse()) {
      const chunk = renamed.get(m[2]);
      const names = meta.outputs[chunk].exports.map((n) => `${n}:e.${rename(chunk, n)}`).join(',');
      const text = `import("${m[1]}").then(e=>({${names}}))`;
      next = next.slice(0, m.index) + text + next.slice(m.index + m[0].length);
      const before = code.slice(0, m.index).split('\n');
      const line = before.length - 1;
      if (map) map.mappings = shiftMappings(map.mappings, (before[line] ?? '').length + m[0].length, text.length - m[0].length, line);
    }
    writeFileSync(out, next);
    if (map) writeFileSync(`${out}.map`, JSON.stringify(map));
  }

  mkdirSync(path.join(to, 'chunks'), { recursive: true });
  const final = { inputs: {}, outputs: {} };
  const record = (metafile, out, entryPoint, entryPoints = [], keep = []) => {
    const key = path.relative(root, out);
    const output = metafile.outputs[key];
    if (!output) throw new Error(`merge: esbuild wrote no ${key}`);
    final.outputs[key] = {
      ...output,
      entryPoint,
      // The lazily imported modules merged into this file (not esbuild's field).
      ...(entryPoints.length ? { entryPoints } : {}),
      // The fresh names an import() reads back (readBack): the last minifying pass keeps them (not esbuild's field).
      ...(keep.length ? { keep } : {}),
      // External imports, as the final files name them, relative to `root` like esbuild's own.
      imports: output.imports.map((i) => ({ ...i, path: path.relative(root, path.resolve(path.dirname(out), i.path.replace(/#.*$/, ''))) })),
    };
    if (metafile.outputs[`${key}.map`]) final.outputs[`${key}.map`] = metafile.outputs[`${key}.map`];
  };

  const jobs = [];
  for (const { file, members, verbatim, renamed: fresh, all } of groupFiles) {
    const contents = [...members, ...verbatim, ...fresh]
      .map((m) => {
        const spec = JSON.stringify(abs(m));
        const names = meta.outputs[m].exports.map((n) => `${n} as ${rename(m, n)}`);
        return names.length ? `export { ${names.join(', ')} } from ${spec};` : `import ${spec};`;
      })
      .join('\n');
    const out = target(file);
    const entryPoints = [...verbatim, ...fresh].map((v) => meta.outputs[v].entryPoint);
    const keep = fresh.flatMap((r) => meta.outputs[r].exports.map((n) => rename(r, n)));
    jobs.push(rebuild(out, contents, all).then((m) => record(m, out, undefined, entryPoints, keep)));
  }
  for (const o of outputs) {
    if (mergedInto.has(o)) continue;
    const out = target(o);
    const names = meta.outputs[o].exports;
    const spec = JSON.stringify(abs(o));
    // Re-export the chunk as it is (default included), so lazily imported modules keep their interface.
    const contents = names.length ? `export { ${names.map((n) => `${n} as ${n}`).join(', ')} } from ${spec};` : `import ${spec};`;
    jobs.push(rebuild(out, contents, [o]).then((m) => record(m, out, meta.outputs[o].entryPoint)));
  }
  await Promise.all(jobs);
  for (const o of Object.keys(meta.outputs).filter((o) => o.endsWith('.css') || o.endsWith('.css.map'))) {
    copyFileSync(abs(o), target(o));
    final.outputs[path.relative(root, target(o))] = meta.outputs[o];
  }
  // In the order of the first pass's outputs, not the order the parallel builds finished in
  // (the load plan lists the files in this order: the same sources give the same cashback.js).
  const order = Object.keys(meta.outputs).map((o) => path.relative(root, target(o)));
  const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
  final.outputs = Object.fromEntries(Object.entries(final.outputs).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)));
  return final;
}
