// Merges esbuild's chunks that are always loaded together.
//
// esbuild splits code by the exact set of lazily imported modules that use
// it, so 45 lazy modules give about 90 chunks, many of 0.1-0.5 KB: each one
// a request, import/export lists and a compression context of its own. It
// cannot merge chunks itself (https://github.com/evanw/esbuild/issues/207).
// Here the shared chunks are grouped by the load scenarios they appear in:
// two chunks that every scenario loads together, or neither, become one
// file; so does the runtime chunk with the group every scenario loads. No
// scenario then downloads a byte more, and no import cycle can appear (a
// chunk's importers are in every scenario it is in, and vice versa for its
// imports). A second esbuild pass bundles each group and rewrites every
// import of a merged chunk; source maps follow the first pass's maps back
// to the sources.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shiftMappings } from './minify.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Minified bytes below which a group of chunks is not worth a request of its own. */
const TINY = 1024;

/** a, b, ... Z, aa, ab...: a group's export names (any identifier name may be exported, keywords too). */
function shortName(n) {
  let name = '';
  do {
    name = LETTERS[n % LETTERS.length] + name;
    n = Math.floor(n / LETTERS.length) - 1;
  } while (n >= 0);
  return name;
}

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
  const statics = (o) => meta.outputs[o].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const closure = (list, seen = new Set()) => {
    for (const o of list) if (!seen.has(o)) closure(statics(o), seen.add(o));
    return seen;
  };
  const entryOf = (src) => outputs.find((o) => meta.outputs[o].entryPoint === src);

  // Shared chunks by the scenarios they are loaded in; one in none (loaded only
  // after the user acts) stays as esbuild made it.
  const sets = scenarios.map((list) => closure(list.map(entryOf).filter(Boolean)));
  const signature = (o) => sets.map((set) => (set.has(o) ? 1 : 0)).join('');
  const groups = new Map();
  for (const o of outputs) {
    if (meta.outputs[o].entryPoint) continue;
    const sig = signature(o);
    const key = sig.includes('1') ? sig : o;
    if (!groups.has(key)) groups.set(key, { members: [], verbatim: [], renamed: [] });
    groups.get(key).members.push(o);
  }
  // A group too small to be worth a request (< TINY bytes) joins the smallest
  // group loaded in every scenario it is loaded in (and more): a few hundred
  // bytes for some scenarios instead of a request for others. Never when that
  // would make an import cycle (a path out of the group and back), nor into a
  // protected scenario that does not load it: such a group joins another tiny
  // one kept out the same way, the one sharing the most scenarios with it.
  const sizeOf = (group) => group.members.reduce((n, o) => n + meta.outputs[o].bytes, 0);
  const covers = (a, b) => [...b].every((bit, i) => bit === '0' || a[i] === '1');
  const sameProtected = (a, b) => protect.every((i) => a[i] === b[i]);
  const reaches = (fromList, targets) => {
    const seen = new Set();
    const stack = fromList.flatMap(statics);
    while (stack.length) {
      const o = stack.pop();
      if (seen.has(o)) continue;
      seen.add(o);
      if (targets.has(o)) return true;
      stack.push(...statics(o));
    }
    return false;
  };
  /** A cycle: something outside the merged group, imported by it, imports it back. */
  const cycle = (a, b) => {
    const merged = new Set([...a.members, ...b.members]);
    return reaches([...merged].flatMap(statics).filter((o) => !merged.has(o)), merged);
  };
  /** Tiny groups a protected scenario kept from every host, by their scenarios. */
  const kept = new Map();
  for (const [key, group] of [...groups].sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]))) {
    if (!key.includes('1') || sizeOf(group) >= TINY) continue;
    const hosts = [...groups]
      .filter(([k, g]) => g !== group && k.includes('1') && covers(k, key) && sizeOf(g) >= TINY)
      .sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]));
    const host = hosts.find(([k, h]) => sameProtected(k, key) && !cycle(h, group));
    if (host) {
      host[1].members.push(...group.members);
      groups.delete(key);
    } else if (hosts.some(([k, h]) => !sameProtected(k, key) && !cycle(h, group))) {
      kept.set(key, group);
    }
  }
  const shared = (a, b) => [...a].filter((bit, i) => bit === '1' && b[i] === '1').length;
  let unions = 0;
  for (let next; (next = [...kept].filter(([, g]) => sizeOf(g) < TINY).sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]))).length; ) {
    const [key, group] = next[0];
    kept.delete(key);
    const mates = [...kept]
      .filter(([k, g]) => sameProtected(k, key) && shared(k, key) && !cycle(g, group))
      .sort((a, b) => shared(b[0], key) - shared(a[0], key) || sizeOf(a[1]) - sizeOf(b[1]));
    if (!mates.length) continue;
    const [mateKey, mate] = mates[0];
    // Loaded in either's scenarios; not under a signature's key (no chunk is loaded in exactly these).
    const union = [...key].map((bit, i) => (bit === '1' || mateKey[i] === '1' ? '1' : '0')).join('') + `+${unions++}`;
    kept.delete(mateKey);
    groups.delete(key);
    groups.delete(mateKey);
    const both = { members: [...group.members, ...mate.members], verbatim: [], renamed: [] };
    groups.set(union, both);
    kept.set(union, both);
  }

  // The runtime chunk, which cashback.js alone imports and every scenario
  // loads, joins the group loaded in every scenario: cashback.js then imports
  // that group, which exports the runtime's names as they are. So do the
  // lazily imported modules listed in `inline` that every scenario loads (the
  // header: every host page has it, at once): an import() of one becomes an
  // import() of the group. One whose names another already exports (two
  // islands export `default`) joins under fresh names, and each import() of
  // it reads them back (`import(group).then((e) => ({ default: e.b }))`). Every other lazily
  // imported chunk (an island, a page) keeps its own file, so a page
  // downloads only the islands it has.
  const main = outputs.find((o) => meta.outputs[o].entryPoint && !outputs.some((x) => meta.outputs[x].imports.some((i) => i.path === o)));
  const importers = (o) => outputs.filter((x) => meta.outputs[x].imports.some((i) => i.path === o && i.kind === 'dynamic-import'));
  const everywhere = (o) => meta.outputs[o].entryPoint && o !== main && !signature(o).includes('0');
  for (const o of outputs.filter(everywhere)) {
    const group = groups.get(signature(o));
    const from = importers(o);
    if (group && !group.verbatim.length && from.length === 1 && from[0] === main) group.verbatim.push(o);
  }
  // In the order `inline` lists them: the first keeps its names.
  for (const o of inline.map(entryOf).filter((o) => o && everywhere(o))) {
    const group = groups.get(signature(o));
    if (!group?.verbatim.length) continue;
    const names = new Set(group.verbatim.flatMap((v) => meta.outputs[v].exports));
    (meta.outputs[o].exports.some((n) => names.has(n)) ? group.renamed : group.verbatim).push(o);
  }
  /** For a chunk merged into a group: the group's file and the names it exports the chunk's exports under. */
  const mergedInto = new Map();
  /** The lazily imported chunks a group exports under fresh names, by their file's base name. */
  const renamed = new Map();
  const groupFiles = [];
  for (const group of groups.values()) {
    const all = [...group.members, ...group.verbatim, ...group.renamed].sort();
    if (all.length < 2) continue;
    const hash = createHash('sha256').update(all.map((o) => path.basename(o)).join()).digest('base64url').slice(0, 8).toUpperCase();
    const file = path.join(path.dirname(all[0]), `chunk-${hash.replace(/[-_]/g, 'X')}.js`);
    const taken = new Set(group.verbatim.flatMap((v) => meta.outputs[v].exports));
    let next = 0;
    const fresh = () => {
      let name;
      do name = shortName(next++);
      while (taken.has(name));
      return name;
    };
    const names = new Map();
    for (const m of [...group.members, ...group.renamed]) for (const n of meta.outputs[m].exports) names.set(`${m}\0${n}`, fresh());
    for (const v of group.verbatim) for (const n of meta.outputs[v].exports) names.set(`${v}\0${n}`, n);
    all.forEach((m) => mergedInto.set(m, { file, names }));
    group.renamed.forEach((r) => renamed.set(path.basename(r, '.js'), r));
    groupFiles.push({ file, members: group.members, verbatim: group.verbatim, renamed: group.renamed, all });
  }

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
