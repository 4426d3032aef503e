// Runs every test file in its own Node process (happy-dom, the demo server
// and Chromium never share globals), three at a time on two cores (CASHBACK_TEST_JOBS), the longest first,
// and ends with one line: `N passed, N failed` (test cases).
//   node test/run.mjs                 all tests
//   node test/run.mjs test/lib        only files under test/lib
// In CI (or with CASHBACK_REACT_PASS=1) the component tests (*.test.tsx) run
// a second time on real React (CASHBACK_REACT=react), the build's other renderer.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { engineMissing, PACKAGES } from './setup/engine-binaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'setup' ? [] : walk(full);
    return /\.test\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

const only = process.argv.slice(2).map((p) => path.resolve(p));
let files = walk(path.join(root, 'test')).filter((f) => !only.length || only.some((o) => f.startsWith(o)));
const isLaravel = (f) => f.includes(`${path.sep}laravel${path.sep}`);
const isEngines = (f) => f.includes(`${path.sep}engines${path.sep}`);
const isBrowser = (f) => f.includes(`${path.sep}browser${path.sep}`) || isEngines(f) || isLaravel(f);

let failed = 0;
let passed = 0;
if (!existsSync(CHROMIUM) && files.some(isBrowser)) {
  if (process.env.CI) {
    console.error(`\n✘ Chromium not found at ${CHROMIUM}: browser tests are required in CI.\n`);
    failed += 1;
  } else {
    console.warn('\n' + '!'.repeat(72) + `\n!! Chromium not found at ${CHROMIUM}: BROWSER TESTS SKIPPED.\n!! Install it: apt-get install -y chromium chromium-driver\n` + '!'.repeat(72) + '\n');
  }
  files = files.filter((f) => !isBrowser(f));
}

// test/engines: Firefox ESR and WebKitGTK too. flows-<engine>.test.ts needs its engine; the
// layout comparison leaves out a missing one (CASHBACK_SKIP_ENGINES). Required in CI.
const missingEngines = files.some(isEngines) ? ['firefox', 'webkit'].filter((engine) => engineMissing(engine)) : [];
for (const engine of missingEngines) {
  if (process.env.CI) {
    console.error(`\n✘ ${engineMissing(engine)}: the ${engine} engine tests are required in CI.\n`);
    failed += 1;
  } else {
    console.warn('\n' + '!'.repeat(72) + `\n!! ${engineMissing(engine)}: ${engine.toUpperCase()} ENGINE TESTS SKIPPED.\n!! Install it: apt-get install -y ${PACKAGES[engine]}\n` + '!'.repeat(72) + '\n');
  }
  files = files.filter((f) => !f.endsWith(`-${engine}.test.ts`));
}

// The Laravel example's tests (test/laravel) also need PHP with Debian's Laravel.
if (files.some(isLaravel)) {
  const { laravelMissing } = await import('../demo/laravel/launch.mjs');
  const missing = laravelMissing();
  if (missing && process.env.CI) {
    console.error(`\n✘ ${missing}: the Laravel example's tests are required in CI.\n`);
    failed += 1;
  } else if (missing) {
    console.warn('\n' + '!'.repeat(72) + `\n!! ${missing}: LARAVEL TESTS SKIPPED.\n!! Install: apt-get install -y php-cli php-laravel-framework php-sqlite3\n` + '!'.repeat(72) + '\n');
  }
  if (missing) files = files.filter((f) => !isLaravel(f));
}

const jobs = files.map((file) => ({ file, react: false }));
if (process.env.CI || process.env.CASHBACK_REACT_PASS) {
  jobs.push(...files.filter((f) => f.endsWith('.test.tsx')).map((file) => ({ file, react: true })));
}

function runFile({ file, react }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', path.join(root, 'test/setup/register.mjs'), path.join(root, 'test/setup/run-file.mjs'), file], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...(react ? { CASHBACK_REACT: 'react' } : {}),
        ...(missingEngines.length ? { CASHBACK_SKIP_ENGINES: missingEngines.join(',') } : {}) },
    });
    let out = '';
    let stdout = '';
    child.stdout.on('data', (d) => { out += d; stdout += d; });
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      // uvu's summary, the last thing run-file.mjs prints; its Total leaves out skipped tests.
      const summary = [...stdout.matchAll(/^ {2}Total: +(\d+)\n {2}Passed: +(\d+)\n/gm)].at(-1);
      const total = Number(summary?.[1] ?? NaN);
      const ok = Number(summary?.[2] ?? 0);
      let bad = Number.isNaN(total) ? 1 : total - ok;
      if (code !== 0 && bad === 0) bad = 1; // crashed after its summary, or before any test ran
      resolve({ file, react, ok, bad, out, ms: Date.now() - started });
    });
  });
}

// Longest first, so that no long file starts last while the others idle: by the
// wall time each file took last time here (kept beside the transform cache), else by
// a guess: the other engines' files, then Laravel's, then Chromium's, then the rest.
const timesFile = path.join(root, 'node_modules/.cache/cashback-tests/durations.json');
const key = ({ file, react }) => path.relative(root, file) + (react ? ' (React)' : '');
let times = {};
try {
  times = JSON.parse(readFileSync(timesFile, 'utf8'));
} catch {
  // a first run, or a fresh install
}
const guess = ({ file }) => (isEngines(file) ? 60 : isLaravel(file) ? 20 : isBrowser(file) ? 15 : 1) + statSync(file).size / 1e6;
const weight = (job) => times[key(job)] ?? guess(job);

// How many files run at once: one more than the cores (a browser test spends part of its time
// waiting on its pages), but one file of the other engines at a time (each drives three browsers
// at once). The first file in the queue that fits starts.
const capacity = Number(process.env.CASHBACK_TEST_JOBS) || os.cpus().length + 1;
const queue = jobs.sort((a, b) => weight(b) - weight(a));
let used = 0;
let engines = 0;
const fits = (job) => used < capacity && !(isEngines(job.file) && engines);
await new Promise((allDone) => {
  const startFitting = () => {
    for (let i = 0; i < queue.length; ) {
      const job = queue[i];
      if (!fits(job)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      used += 1;
      if (isEngines(job.file)) engines += 1;
      runFile(job).then((r) => {
        used -= 1;
        if (isEngines(job.file)) engines -= 1;
        passed += r.ok;
        failed += r.bad;
        times[key(r)] = Math.round(r.ms) / 1000;
        console.log(`${r.bad ? '✘' : '✓'} ${key(r)}  ${r.ok} passed${r.bad ? `, ${r.bad} failed` : ''}  (${(r.ms / 1000).toFixed(1)} s)`);
        if (r.bad || process.env.VERBOSE) console.log(r.out.replace(/^/gm, '    '));
        startFitting();
        if (!used && !queue.length) allDone();
      });
    }
  };
  startFitting();
  if (!used) allDone();
});
// Under a temporary name, then renamed: another run (another work tree) may read it meanwhile.
try {
  mkdirSync(path.dirname(timesFile), { recursive: true });
  writeFileSync(`${timesFile}.${process.pid}`, JSON.stringify(times, null, 1));
  renameSync(`${timesFile}.${process.pid}`, timesFile);
} catch {
  // a read-only node_modules: the next run guesses the order again
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
