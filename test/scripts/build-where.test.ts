// The build's output does not depend on where the project sits: CI builds a
// fresh clone in a folder of its own, and the guest home's size budget has
// little room. The same sources, copied to two folders whose names differ,
// give the same files, byte for byte. It cannot compare a copy with the dist/
// `npm test` built: both folders must be as deep as each other below
// node_modules, whose paths the source maps name (and each chunk's hash covers
// its map), so it builds two copies, side by side.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const test = suite('build: where the project sits');
const root = path.resolve('.');
// Both under the project, as deep as each other: the packages resolve from the project's node_modules.
const places = ['where-a', 'where-elsewhere'].map((name) => path.join(root, 'test-results', name));

async function buildAt(place: string): Promise<Map<string, string>> {
  rmSync(place, { recursive: true, force: true });
  mkdirSync(place, { recursive: true });
  for (const part of ['build.mjs', 'build.config.mjs', 'package.json', 'tsconfig.json', 'scripts', 'src', 'widgets']) {
    cpSync(path.join(root, part), path.join(place, part), { recursive: true });
  }
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: place, env: { ...process.env, CASHBACK_DIST: '' } });
  const dist = path.join(place, 'dist');
  const files = new Map<string, string>();
  for (const name of ['cashback.js', 'cashback.js.map', ...readdirSync(path.join(dist, 'chunks')).map((f) => `chunks/${f}`)]) {
    if (name.endsWith('.js') || name.endsWith('.js.map')) files.set(name, readFileSync(path.join(dist, name), 'utf8'));
  }
  return files;
}

test('two folders, the same chunk names and the same bytes, source maps too', async () => {
  try {
    const [a, b] = await Promise.all(places.map(buildAt)) as [Map<string, string>, Map<string, string>];
    assert.equal([...b.keys()].sort(), [...a.keys()].sort(), 'the chunks are named alike');
    for (const [name, code] of a) assert.ok(b.get(name) === code, `${name} is the same in both`);
  } finally {
    for (const place of places) rmSync(place, { recursive: true, force: true });
  }
});

test.run();
