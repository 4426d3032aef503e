// What a route's on-load JS is made of: `node build.mjs --analyze [route]`.
//
// The final metafile (after merge-chunks) names first-pass chunks as inputs;
// the first pass's metafile names the source modules in each chunk. Joined,
// they give each source module's minified bytes on the route. Brotli has no
// per-module size, so each file's brotli size is shared out in proportion to
// its modules' minified bytes: an estimate, but the column adds up to the
// route's measured total. `(glue)` is what a file holds beyond its modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {object} o
 * @param {import('esbuild').Metafile} o.first esbuild's own metafile (before merging)
 * @param {import('esbuild').Metafile} o.final the merged metafile
 * @param {string} o.root
 * @param {{ files: string[], brotli: number }} o.route what build.mjs's report measured for the route
 * @param {Map<string, { min: number, brotli: number }>} o.sizes each output file's sizes, by path relative to root
 * @returns {{ source: string, min: number, brotli: number, file: string }[]} largest first
 */
export function analyze({ first, final, root, route, sizes }) {
  const rel = (p) => path.relative(root, path.resolve(root, p));
  const firstOut = new Map(Object.keys(first.outputs).map((o) => [rel(o), first.outputs[o]]));
  const rows = [];
  for (const file of route.files) {
    const output = final.outputs[file];
    const modules = new Map();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const chunk = firstOut.get(rel(input));
      // merge-chunks' stand-ins (the entry, re-export shims) hold no source.
      if (!chunk) continue;
      const whole = Object.values(chunk.inputs).reduce((n, i) => n + i.bytesInOutput, 0) || 1;
      // A chunk re-minified in the second pass: its modules keep their shares.
      for (const [source, { bytesInOutput: b }] of Object.entries(chunk.inputs)) {
        modules.set(source, (modules.get(source) ?? 0) + (b * bytesInOutput) / whole);
      }
    }
    const { brotli, min: fileMin } = sizes.get(file);
    const inModules = [...modules.values()].reduce((n, b) => n + b, 0);
    // What no module holds: import and export lists, esbuild's helpers, cashback.js's load plan
    // (the plan is written after esbuild: the file on disk minus what esbuild wrote, less the last minifier's savings).
    const written = output.bytes + (path.basename(file) === 'cashback.js' ? planBytes(root, file) : 0);
    modules.set(`(glue) ${path.basename(file)}`, written - inModules);
    // The last minifier (scripts/minify.mjs) shrank the file as a whole: each part by the same factor.
    for (const [source, bytes] of modules) {
      const min = (bytes * fileMin) / written;
      rows.push({ source, min, brotli: (brotli * min) / fileMin, file });
    }
  }
  return rows.sort((a, b) => b.brotli - a.brotli);
}

/** Bytes of the load plan's line that build.mjs writes at the top of cashback.js. */
const planBytes = (root, file) => readFileSync(path.resolve(root, file), 'utf8').indexOf('\n') + 1;

/** Groups rows by a folder or package: `node_modules/preact`, `src/api`, `widgets/header`... */
export function byGroup(rows) {
  const groupOf = (source) => {
    const parts = source.split('/');
    const i = parts.lastIndexOf('node_modules');
    if (source.startsWith('(glue)')) return '(glue)';
    if (i >= 0) return parts.slice(i, i + (parts[i + 1]?.startsWith('@') ? 3 : 2)).join('/');
    return parts.slice(0, Math.min(parts.length - 1, 2)).join('/');
  };
  const groups = new Map();
  for (const r of rows) {
    const g = groups.get(groupOf(r.source)) ?? { group: groupOf(r.source), min: 0, brotli: 0, modules: 0 };
    g.min += r.min;
    g.brotli += r.brotli;
    g.modules++;
    groups.set(g.group, g);
  }
  return [...groups.values()].sort((a, b) => b.brotli - a.brotli);
}

export function printAnalysis(label, rows, { top = 40 } = {}) {
  const kb = (n) => (n / 1024).toFixed(2).padStart(7) + ' KB';
  console.log(`\n${label}: by folder or package${' '.repeat(Math.max(1, 46 - label.length - 24))}modules  minified  ~brotli`);
  for (const g of byGroup(rows)) console.log(`  ${g.group.padEnd(58)}${String(g.modules).padStart(4)} ${kb(g.min)} ${kb(g.brotli)}`);
  console.log(`\n${label}: the ${top} largest modules${' '.repeat(32)}file  minified  ~brotli`);
  for (const r of rows.slice(0, top)) {
    const file = path.basename(r.file).replace(/\.js$/, '');
    console.log(`  ${r.source.replace(/^.*node_modules\//, '~/').padEnd(60)} ${file.slice(0, 18).padEnd(18)}${kb(r.min)} ${kb(r.brotli)}`);
  }
  const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
  console.log(`  ${`all ${rows.length} modules`.padEnd(79)}${kb(sum('min'))} ${kb(sum('brotli'))}`);
}
