// The build's table of every output's size, what a guest downloads on each
// route, and the budgets it must hold; then the checks on the code itself.
import { readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { budgets, guestRoutes } from '../../build.config.mjs';
import { builtFrom } from './load-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sizes = (file) => {
  const buf = readFileSync(file);
  return {
    min: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const kb = (n) => (n / 1024).toFixed(2).padStart(7) + ' KB';

/** Static-import closure of the chunk built from `entry` (a source path). */
function closure(meta, outputs) {
  const seen = new Set();
  const visit = (out) => {
    if (!out || seen.has(out)) return;
    seen.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement') visit(imp.path);
    }
  };
  outputs.forEach(visit);
  return seen;
}

export function report(meta, { react = false } = {}) {
  const rel = (p) => path.relative(root, path.join(root, p));
  const table = Object.keys(meta.outputs)
    .filter((f) => !f.endsWith('.map'))
    .map((f) => ({ file: rel(f), ...sizes(path.join(root, f)) }))
    .sort((a, b) => b.brotli - a.brotli);
  const byFile = new Map(table.map((r) => [r.file, r]));
  const outOf = (src) => Object.keys(meta.outputs).find((o) => builtFrom(meta.outputs[o], src));
  const main = outOf('src/runtime/main.ts');

  console.log('\nOutput' + ' '.repeat(44) + '    minified       gzip     brotli');
  for (const r of table) console.log(`${r.file.padEnd(50)}${kb(r.min)} ${kb(r.gzip)} ${kb(r.brotli)}`);

  const errors = [];
  const measure = (sources, label) => {
    // The runtime is a chunk cashback.js imports at once (src/runtime/main.ts).
    const outs = [main, outOf('src/runtime/mount.tsx'), ...sources.map((s) => {
      const o = outOf(s);
      if (!o) errors.push(`${label}: ${s} is not a lazily imported module`);
      return o;
    })];
    const files = [...closure(meta, outs)].map((f) => byFile.get(rel(f))).filter(Boolean);
    const sum = (k) => files.reduce((n, r) => n + r[k], 0);
    return { min: sum('min'), gzip: sum('gzip'), brotli: sum('brotli'), files: files.map((f) => f.file) };
  };
  console.log('\nJS a guest downloads, per route' + ' '.repeat(19) + '    minified       gzip     brotli');
  const routes = {};
  for (const [route, { initial, later }] of Object.entries(guestRoutes)) {
    const first = measure(initial, route);
    const all = measure([...initial, ...later], route);
    routes[route] = { ...first, all };
    const rows = later.length ? [[`${route} on load`, first], [`${route} after scrolling`, all]] : [[route, first]];
    for (const [label, r] of rows) {
      console.log(`${(label + ` (${r.files.length} files)`).padEnd(50)}${kb(r.min)} ${kb(r.gzip)} ${kb(r.brotli)}`);
    }
  }
  const css = byFile.get(rel(Object.keys(meta.outputs).find((o) => o.endsWith('.css'))));
  if (!react) {
    if (routes['/'] && routes['/'].brotli > budgets.guestHomeJs)
      errors.push(`home page JS a guest downloads on load is ${kb(routes['/'].brotli)} brotli, budget ${kb(budgets.guestHomeJs)}`);
    if (css && css.brotli > budgets.css) errors.push(`stylesheet is ${kb(css.brotli)} brotli, budget ${kb(budgets.css)}`);
    console.log(`\nBudgets: guest home JS ${kb(routes['/']?.brotli ?? 0)} of ${kb(budgets.guestHomeJs)}, CSS ${kb(css?.brotli ?? 0)} of ${kb(budgets.css)} (brotli)`);
  }
  return { table, routes, css, errors };
}

/**
 * Calls with a spread before another argument in an optional chain
 * (`a?.f(...b, c)`, `a?.b.f(...c, d)`, `f?.(...a, b)`), which Chrome and
 * Edge 80 to 90 get wrong (see `supported` in `options`). Read on the
 * minified output, so only the plain forms: names and dots between the `?.`
 * and the call, an argument list without brackets inside.
 */
export const optionalSpreadCalls = (code) => code.match(/\?\.[\w$.?]*\((?=[^()[\]{}]*\.\.\.[^()[\]{}]*,)[^()[\]{}]*\)/g) ?? [];

/** What the budgets cannot see: an optional chain Chrome 90 throws on, a static import in cashback.js. */
export function checkOutputs(meta, { react = false } = {}) {
  const errors = [];
  const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'src/runtime/main.ts');
  const staticImports = entry.imports.filter((i) => i.kind === 'import-statement');
  for (const out of Object.keys(meta.outputs).filter((o) => o.endsWith('.js'))) {
    for (const call of optionalSpreadCalls(readFileSync(path.join(root, out), 'utf8'))) {
      errors.push(`${out}: an optional chain calls with a spread before another argument (Chrome 90 throws): ${call.slice(0, 80)}`);
    }
  }
  // The React build cannot hold this: esbuild shares its CommonJS helpers (React is CommonJS) through a chunk every chunk imports.
  if (staticImports.length && !react) errors.push(`cashback.js must import nothing statically (it would wait for ${staticImports.map((i) => i.path).join(', ')})`);
  return errors;
}
