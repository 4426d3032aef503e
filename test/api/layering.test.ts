// One write path: widgets and shared UI change state only through actions in
// src/stores; src/api never reaches into a store (no import cycle).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const test = suite('layering');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]!);

/** What a component may take from src/api: types, the error class and texts, shape readers. */
const ALLOWED = new Set(['types', 'errors', 'shapes']);

test('no widget or shared component imports a call module of src/api', () => {
  const offenders: string[] = [];
  for (const file of [...files('widgets'), ...files('src/ui'), ...files('src/runtime')]) {
    for (const spec of imports(file)) {
      const api = spec.match(/\/src\/api\/([a-z-]+)$|^\.\.\/api\/([a-z-]+)$/);
      const name = api?.[1] ?? api?.[2];
      if (name && !ALLOWED.has(name)) offenders.push(`${file} → ${spec}`);
    }
  }
  assert.equal(offenders, []);
});

test('src/api imports no store', () => {
  const offenders = files('src/api').flatMap((file) => imports(file).filter((s) => s.includes('stores')).map((s) => `${file} → ${s}`));
  assert.equal(offenders, []);
});

test.run();
