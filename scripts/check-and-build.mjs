// What `npm test` does before the tests: oxlint, tsc --noEmit and both builds
// (dist/ and dist-react/), all at once. Run one after another they left a core
// idle (tsc and most of a build use one); here they take as long as the
// slowest. Each one's output is printed whole when it ends, in this order;
// the exit code is 1 when any of them failed.
//   node scripts/check-and-build.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const STEPS = [
  [bin('oxlint'), ['-c', '.oxlintrc.json']],
  [bin('tsc'), ['--noEmit', '--pretty', String(Boolean(process.stdout.isTTY))]],
  [process.execPath, ['build.mjs']],
  [process.execPath, ['build.mjs', '--react']],
];

function run([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (error) => resolve({ code: 1, out: `${out}${error}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, out: signal ? `${out}ended by ${signal}\n` : out }));
  });
}

const results = STEPS.map(run);
let failed = false;
for (const [i, result] of results.entries()) {
  const { code, out } = await result;
  const [command, args] = STEPS[i];
  console.log(`\n> ${path.basename(command)} ${args.join(' ')}\n${out.trimEnd()}`);
  if (code !== 0) {
    console.error(`✘ ${path.basename(command)} ${args.join(' ')} failed (exit code ${code})`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
