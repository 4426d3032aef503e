// scripts/route-plan.ts for Node: build.mjs and scripts/manifest.mjs are plain
// JavaScript and the route table is TypeScript, so esbuild bundles the one for
// the other here, as it bundles everything else.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { outputFiles } = await build({
  absWorkingDir: root, entryPoints: ['scripts/route-plan.ts'], bundle: true, write: false,
  format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
});

/** @type {typeof import('./route-plan.ts')} */
const plan = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
export const { HOME, routePreloads, guestRoutes, profileTabs, page, island } = plan;
