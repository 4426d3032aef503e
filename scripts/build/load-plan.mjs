// The load plan cashback.js carries, written into it, and V8's compile hint
// on every file a page may start with.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { preloads } from '../../build.config.mjs';

/** Whether an output holds the lazily imported module `src` (merge-chunks lists those it merged in `entryPoints`). */
export const builtFrom = (output, src) => output.entryPoint === src || (output.entryPoints ?? []).includes(src);

/**
 * The load plan cashback.js carries (src/runtime/preload.ts): every chunk it
 * may preload (not those only a user's action imports), the chunks each one
 * imports statically (so the runtime can follow them to the end at once
 * instead of one level per round trip), and per island and per route the
 * lazily imported chunks it starts with and its GETs.
 */
export function loadPlan(meta) {
  const outputs = Object.keys(meta.outputs).filter((o) => o.endsWith('.js') && meta.outputs[o].entryPoint !== 'src/runtime/main.ts');
  const name = (out) => path.basename(out, '.js');
  // Once each (a merged chunk is imported by as many statements as it has members).
  const direct = outputs.map((out) =>
    [...new Set(meta.outputs[out].imports.filter((i) => i.kind === 'import-statement').map((i) => outputs.indexOf(i.path)))]);
  const reach = (from, seen = new Set()) => {
    for (const d of direct[from]) if (!seen.has(d)) reach(d, seen.add(d));
    return seen;
  };
  // esbuild lists every chunk a chunk needs; the plan keeps only those no other import already brings.
  const deps = direct.map((list) => list.filter((d) => !list.some((other) => other !== d && reach(other).has(d))));
  const chunkOf = (src) => {
    const out = outputs.findIndex((o) => builtFrom(meta.outputs[o], src));
    if (out < 0) throw new Error(`load plan: ${src} is not a lazily imported module`);
    return out;
  };
  const entries = [];
  const runtime = chunkOf('src/runtime/mount.tsx');
  // Every island, by the layout's convention widgets/<name>/<name>.tsx (not one in the runtime's file: that comes anyway).
  for (const src of outputs.flatMap((o) => [meta.outputs[o].entryPoint, ...(meta.outputs[o].entryPoints ?? [])])) {
    const island = /^widgets\/([^/]+)\/\1\.tsx$/.exec(src ?? '')?.[1];
    if (island && chunkOf(src) !== runtime) entries.push({ island, files: [chunkOf(src)] });
  }
  for (const { modules = [], later, ...entry } of preloads) entries.push({ ...entry, files: modules.map(chunkOf) });
  // A page with an `interaction` or `media` placeholder needs their chunk as soon as the runtime (not one round trip later).
  for (const load of ['interaction', 'media']) entries.push({ load, files: [chunkOf('src/runtime/host-strategies.ts')] });
  // Only the chunks the runtime may preload: those an entry or the runtime starts, and what they import.
  const kept = [];
  const keep = (i) => {
    if (kept.includes(i)) return;
    kept.push(i);
    deps[i].forEach(keep);
  };
  [runtime, ...entries.flatMap((e) => e.files)].forEach(keep);
  const at = (i) => kept.indexOf(i);
  return {
    files: kept.map((i) => name(outputs[i])),
    deps: kept.map((i) => deps[i].map(at)),
    runtime: at(runtime),
    entries: entries.map((e) => ({ ...e, files: e.files.map(at) })),
  };
}

/** Puts `line` in front of a script; its source map gets an empty line in front, so it stays exact. */
function prependLine(file, line) {
  writeFileSync(file, `${line}\n${readFileSync(file, 'utf8')}`);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  map.mappings = ';' + map.mappings;
  writeFileSync(`${file}.map`, JSON.stringify(map));
}

/**
 * Writes the load plan into cashback.js as its first line, so the page needs
 * no extra request for it (esbuild's `define` would change every chunk's hash).
 */
export function writePlan(meta, outdir) {
  const plan = loadPlan(meta);
  prependLine(path.join(outdir, 'cashback.js'), `var __CASHBACK_PLAN__=${JSON.stringify(plan)};`);
  return plan;
}

/**
 * V8's per-file compile hint on cashback.js and on every chunk a page may
 * start with (the plan's files; not those only a user's action imports):
 * Chromium then compiles all of a file's functions on the thread that streams
 * it in, instead of each on the main thread the first time it runs, and a
 * hydration runs most of them at once: compiling them up front takes that work
 * off the main thread while the page wakes. Other browsers read a comment.
 */
export function hintCompile(plan, outdir) {
  for (const file of ['cashback', ...plan.files.map((name) => `chunks/${name}`)]) prependLine(path.join(outdir, `${file}.js`), '//# allFunctionsCalledOnLoad');
}
