// The benches measure the built bundle: build it first when it is missing or
// older than the sources. CASHBACK_DIST picks the output folder, as in build.mjs;
// a folder it names that holds a bundle is measured as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.resolve(root, process.env.CASHBACK_DIST || 'dist');

/** The newest modification time under `dir`, in ms. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the bundle when it is missing or older than the sources. */
export function buildIfNeeded() {
  const bundle = path.join(dist, 'cashback.js');
  const sources = Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'widgets')));
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= sources) return;
  // A folder named by CASHBACK_DIST is measured as it is: it may hold another commit's build
  // (an A/B run), which rebuilding from this working tree would silently replace.
  if (existsSync(bundle) && process.env.CASHBACK_DIST) return void console.log(`Measuring ${dist} as built (older than the sources).`);
  console.log(`Building into ${path.relative(root, dist) || '.'}/ ...`);
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(bundle)) throw new Error('the build wrote no bundle');
  if (result.status !== 0) console.warn('The build reported a problem (see above); measuring the bundle it wrote.');
}
