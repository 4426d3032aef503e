// The Laravel-native part of the build: content-hashed copies of the entry
// script and stylesheet, and `manifest.json` in Vite's backend-integration
// format (https://vite.dev/guide/backend-integration), with an `integrity`
// (sha384) per file, so Laravel 9+'s `@vite` emits the tags, modulepreloads,
// SRI and its CSP nonce. The stable `cashback.js` / `cashback.css` stay for
// hosts without `@vite`.
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { profileTabs } from './route-plan.mjs';

/** The manifest keys of the two entries (what a host passes to `@vite`). */
export const ENTRY_JS = 'src/runtime/main.ts';
export const ENTRY_CSS = 'src/styles/cashback.css';

const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
/** 8 characters of the content's hash, as Vite names its files. */
const shortHash = (file) => createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 8);

/**
 * Writes the hashed entry copies and `manifest.json` into `outdir`.
 * `meta` is esbuild's metafile (paths relative to `root`). Returns the manifest.
 *
 * @example
 * writeManifest(result.metafile, { root, outdir }); // dist/manifest.json
 */
export function writeManifest(meta, { root, outdir }) {
  const abs = (out) => path.join(root, out);
  const fileOf = (out) => path.relative(outdir, abs(out)).split(path.sep).join('/');
  const outputs = Object.keys(meta.outputs).filter((out) => !out.endsWith('.map'));
  const byEntry = (src) => outputs.find((out) => meta.outputs[out].entryPoint === src);

  // Hashed copies of the entries: same bytes, so relative chunk imports still resolve.
  const hashed = new Map();
  for (const src of [ENTRY_JS, ENTRY_CSS]) {
    const out = byEntry(src);
    if (!out) throw new Error(`manifest: no output for ${src}`);
    const ext = path.extname(out);
    const copy = path.join(path.dirname(abs(out)), `${path.basename(out, ext)}-${shortHash(abs(out))}${ext}`);
    copyFileSync(abs(out), copy);
    hashed.set(out, path.relative(outdir, copy).split(path.sep).join('/'));
  }

  // Vite's keys: a source path for an entry or a dynamically imported module,
  // `_<file name>` for a shared chunk.
  const keyOf = (out) => {
    const entry = meta.outputs[out].entryPoint;
    return entry ?? `_${path.basename(out)}`;
  };
  const manifest = {};
  for (const out of outputs) {
    const { entryPoint, imports = [] } = meta.outputs[out];
    const isEntry = entryPoint === ENTRY_JS || entryPoint === ENTRY_CSS;
    const chunk = { file: hashed.get(out) ?? fileOf(out) };
    if (entryPoint) chunk.src = entryPoint;
    if (isEntry) chunk.isEntry = true;
    else if (entryPoint) chunk.isDynamicEntry = true;
    // Only imports of our own outputs (after merge-chunks every import is recorded as external).
    const own = (kind) => imports.filter((i) => i.kind === kind && meta.outputs[i.path]).map((i) => keyOf(i.path));
    const staticImports = own('import-statement');
    const dynamicImports = own('dynamic-import');
    if (staticImports.length) chunk.imports = [...new Set(staticImports)];
    if (dynamicImports.length) chunk.dynamicImports = [...new Set(dynamicImports)];
    // `@vite('src/runtime/main.ts')` alone then also emits the stylesheet.
    if (entryPoint === ENTRY_JS) chunk.css = [hashed.get(byEntry(ENTRY_CSS))];
    chunk.integrity = sri(abs(out));
    manifest[keyOf(out)] = chunk;
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(sorted, null, 2) + '\n');
  return sorted;
}

/**
 * Copies the host contract's types (src/runtime/contract.ts: types only) to
 * `cashback.d.ts` in `outdir`, the one type it imports from the route table
 * (the profile's screens) written out.
 *
 * @example
 * writeTypes({ root, outdir }); // dist/cashback.d.ts
 */
export function writeTypes({ root, outdir }) {
  const source = readFileSync(path.join(root, 'src/runtime/contract.ts'), 'utf8')
    .replace("import type { ProfileTab } from '../lib/profile-routes';\n", `type ProfileTab = ${profileTabs.map((tab) => `'${tab}'`).join(' | ')};\n`);
  if (/^import\s/m.test(source)) throw new Error('src/runtime/contract.ts must import nothing but ProfileTab from the route table: it ships as cashback.d.ts');
  const header = '// Types of the cashback widgets host contract: window.CashbackWidgets,\n// window.cashbackConfig, window.isAuthenticated, the cashback:* events and\n// every island\'s data-props. Generated from src/runtime/contract.ts.\n';
  writeFileSync(path.join(outdir, 'cashback.d.ts'), header + source.replace(/^(\/\/.*\n)+\n?/, '\n'));
}
