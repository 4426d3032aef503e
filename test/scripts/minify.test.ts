// The build's last minifying pass: one import statement per imported file,
// and the source map still leads back to the sources.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { joinImports } from '../../scripts/minify.mjs';
import { optionalSpreadCalls } from '../../build.mjs';

const test = suite('minify');
const dist = path.resolve(process.env.CASHBACK_DIST || 'dist');
if (!existsSync(path.join(dist, 'cashback.js'))) throw new Error('build first: node build.mjs');

test('joinImports: one statement per file, in the order the files were first named, at the same length', () => {
  const code = 'import{a as b}from"./x.js";import"./y.js";import{c as d,e}from"./x.js";import"./x.js";let f=b+d+e;';
  const joined = joinImports(code);
  assert.is(joined.length, code.length);
  assert.is(joined.replace(/ +let/, 'let'), 'import{a as b,c as d,e}from"./x.js";import"./y.js";let f=b+d+e;');
});

test('no built script imports the same file twice', () => {
  const files = ['cashback.js', ...readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
  const twice: string[] = [];
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const statement = /\s*import\s*(?:\{[^}]*\}\s*from\s*)?"([^"]+)";?/y;
    const seen = new Set<string>();
    for (let m; (m = statement.exec(code)); ) {
      if (seen.has(m[1]!)) twice.push(`${file}: ${m[1]}`);
      seen.add(m[1]!);
    }
  }
  assert.equal(twice, []);
});

test('the source map of a chunk points into the sources', () => {
  const file = readdirSync(path.join(dist, 'chunks')).find((f) => /^footer-.*\.js$/.test(f))!;
  const map = JSON.parse(readFileSync(path.join(dist, 'chunks', `${file}.map`), 'utf8')) as { sources: string[]; sourcesContent: string[] };
  assert.ok(map.sources.includes('../../widgets/footer/footer.tsx'), map.sources.join(', '));
  assert.is(map.sourcesContent.length, map.sources.length);
});

test('no script names its source map in a comment (the server may, in a SourceMap header)', () => {
  const files = ['cashback.js', ...readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
  const named = files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL'));
  assert.equal(named, []);
  assert.ok(files.every((file) => existsSync(path.join(dist, `${file}.map`))), 'every script keeps its map beside it');
});

test('optional chains stay as written (`a?.b`, not `null==(t=a)||t.b`), and none calls with a spread before another argument (Chrome 90)', () => {
  const runtime = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(dist, 'chunks', f), 'utf8')).join('\n');
  assert.ok(runtime.includes('?.'), 'optional chains kept');
  assert.equal(optionalSpreadCalls(runtime), []);
  assert.equal(optionalSpreadCalls('x=a?.f(...b,1);y=a?.b.f(...c,d);f?.(...e,g)'), ['?.f(...b,1)', '?.b.f(...c,d)', '?.(...e,g)']);
  // A final spread, a spread in a nested call, an object or array argument: Chrome 90 runs them.
  assert.equal(optionalSpreadCalls('a?.f(...b);g(...c,1);a?.f(g(...b),1);a?.id===e&&h({...n,...t});a?.f([...b,1])'), []);
});

test.run();
