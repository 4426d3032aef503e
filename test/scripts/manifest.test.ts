// dist/manifest.json as Laravel's @vite reads it: every file exists, each
// `integrity` is the sha384 of the bytes served, names carry the content
// hash, imports point at manifest keys, and the stable files stay.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { viteTags } from '../../demo/pages/strict-csp.mjs';

const test = suite('Laravel manifest');

interface Chunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; integrity: string }
const dist = (file: string) => path.join('dist', file);
if (!existsSync(dist('manifest.json'))) throw new Error('build first: node build.mjs');
const manifest = JSON.parse(readFileSync(dist('manifest.json'), 'utf8')) as Record<string, Chunk>;
const sha384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(dist(file))).digest('base64')}`;

test('the two entries: the script (with its stylesheet) and the stylesheet, content-hashed', () => {
  const js = manifest['src/runtime/main.ts']!;
  const css = manifest['src/styles/cashback.css']!;
  assert.match(js.file, /^cashback-[\w-]{8}\.js$/);
  assert.match(css.file, /^cashback-[\w-]{8}\.css$/);
  assert.equal([js.isEntry, js.src, js.css], [true, 'src/runtime/main.ts', [css.file]]);
  assert.equal([css.isEntry, css.src], [true, 'src/styles/cashback.css']);
  // cashback.js imports nothing statically: it preloads the page's chunks itself (src/runtime/preload.ts).
  assert.ok(js.dynamicImports?.length, 'the runtime is a lazily imported chunk');
  assert.ok(manifest['widgets/footer/footer.tsx']?.isDynamicEntry, 'an island is a dynamic entry');
  assert.ok(Object.values(manifest).some((c) => c.dynamicImports?.includes('widgets/footer/footer.tsx')), 'imported lazily');
});

test('the stable cashback.js / cashback.css are the same bytes as the hashed copies', () => {
  assert.ok(readFileSync(dist('cashback.js')).equals(readFileSync(dist(manifest['src/runtime/main.ts']!.file))));
  assert.ok(readFileSync(dist('cashback.css')).equals(readFileSync(dist(manifest['src/styles/cashback.css']!.file))));
});

test('every file exists and its integrity is the sha384 of its bytes', () => {
  for (const [key, chunk] of Object.entries(manifest)) {
    assert.ok(existsSync(dist(chunk.file)), `${key}: ${chunk.file}`);
    assert.is(chunk.integrity, sha384(chunk.file), key);
  }
});

test('imports and dynamic imports name manifest keys, and match what each file imports', () => {
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const ref of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) assert.ok(manifest[ref], `${key} → ${ref}`);
    if (!chunk.file.endsWith('.js')) continue;
    const code = readFileSync(dist(chunk.file), 'utf8');
    const dir = path.posix.dirname(chunk.file);
    const files = (refs: string[] = []) => refs.map((ref) => path.posix.relative(dir, manifest[ref]!.file)).map((f) => (f.startsWith('.') ? f : `./${f}`));
    for (const file of files(chunk.imports)) assert.ok(code.includes(`"${file}"`), `${key} imports ${file}`);
    for (const file of files(chunk.dynamicImports)) assert.ok(code.includes(`import("${file}")`), `${key} lazily imports ${file}`);
  }
});

test('chunk names are content-hashed; shared chunks use Vite\'s `_` keys, lazily loaded modules their source path', () => {
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) continue;
    assert.match(chunk.file, /^chunks\/[\w.-]+-[A-Z0-9]{8}\.js$/, chunk.file);
    if (key.startsWith('_')) assert.is(key, `_${path.posix.basename(chunk.file)}`);
    else assert.ok(chunk.isDynamicEntry && chunk.src === key, key);
  }
});

test('the tags @vite writes from it: preloads, the stylesheet and the script, each with nonce and integrity', () => {
  const tags = viteTags(manifest, { base: '/build', nonce: 'n0nce' }) as string;
  const js = manifest['src/runtime/main.ts']!;
  assert.match(tags, `<script type="module" src="/build/${js.file}" nonce="n0nce" integrity="${js.integrity}"></script>`);
  assert.match(tags, `<link rel="modulepreload" href="/build/${js.file}" nonce="n0nce" integrity="${js.integrity}">`);
  assert.match(tags, `<link rel="stylesheet" href="/build/${js.css![0]}" nonce="n0nce" integrity="${manifest['src/styles/cashback.css']!.integrity}">`);
  for (const key of js.imports ?? []) assert.match(tags, `<link rel="modulepreload" href="/build/${manifest[key]!.file}" nonce="n0nce" integrity="${manifest[key]!.integrity}">`);
});

test.run();
