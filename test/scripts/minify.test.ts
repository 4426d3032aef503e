// The build's last minifying pass: one import statement per imported file,
// and the source map still leads back to the sources.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
// @ts-expect-error plain JavaScript module without types
import { exportLocalNames, joinImports, shiftMappings } from '../../scripts/minify.mjs';
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
  let read = 0;
  for (const file of files) {
    // After the compile hint's line (build.mjs), the import statements lead.
    const code = readFileSync(path.join(dist, file), 'utf8').replace(/^\/\/# allFunctionsCalledOnLoad\n/, '');
    const statement = /\s*import\s*(?:\{[^}]*\}\s*from\s*)?"([^"]+)";?/y;
    const seen = new Set<string>();
    for (let m; (m = statement.exec(code)); read++) {
      if (seen.has(m[1]!)) twice.push(`${file}: ${m[1]}`);
      seen.add(m[1]!);
    }
  }
  assert.ok(read > 50, `${read} import statements read`);
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

/** Every segment of a source map as [generated line, column, source, original line, column]. */
const segments = (mappings: string) =>
  decode(mappings).flatMap((line, l) => line.filter((s) => s.length >= 4).map(([column, ...rest]) => [l, column, ...rest.slice(0, 3)]));

test('exportLocalNames: exports under their local names, importers follow, kept names and default stay, the map follows the imports', () => {
  const files = new Map([
    ['/d/chunk-a.js', { code: 'var Un=1,Hn=2,Ja=3,Qa=4;export{Un as A,Hn as b,Ja as mountAll,Qa as default};\n' }],
    ['/d/x.js', { code: 'import{A as e,b}from"./chunk-a.js";console.log(e,b);\n', map: JSON.stringify({ mappings: 'AAAA,mCAAC,QAAQ' }) }],
  ]);
  const out = exportLocalNames(files, (file: string) => new Set(file.endsWith('chunk-a.js') ? ['mountAll'] : []));
  assert.is(out.get('/d/chunk-a.js').code, 'var Un=1,Hn=2,Ja=3,Qa=4;export{Un,Hn,Ja as mountAll,Qa as default};\n');
  assert.is(out.get('/d/x.js').code, 'import{Un as e,Hn as b}from"./chunk-a.js";console.log(e,b);\n');
  // 'console' was at column 35, now 42: the segments from there move 7 columns, the first stays.
  assert.equal(segments(JSON.parse(out.get('/d/x.js').map).mappings).map((s) => s[1]), [0, 42, 50]);
  assert.is(shiftMappings('AAAA,IAAI;AACA', 4, -2), 'AAAA,EAAI;AACA');
});

test('every name a built script imports, the file it imports from exports (wherever the import statement is)', () => {
  const files = ['cashback.js', ...readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
  const exportsOf = (file: string) => new Set((/export\{([^}]*)\};?\s*$/.exec(readFileSync(file, 'utf8'))?.[1] ?? '').split(',').map((item) => item.split(' as ').pop()));
  const missing: string[] = [];
  for (const file of files) {
    for (const [, list, spec] of readFileSync(path.join(dist, file), 'utf8').matchAll(/import\{([^}]*)\}from"([^"]+)"/g)) {
      const exported = exportsOf(path.resolve(path.dirname(path.join(dist, file)), spec!));
      for (const item of list!.split(',')) if (!exported.has(item.split(' as ')[0])) missing.push(`${file}: ${item} from ${spec}`);
    }
  }
  assert.equal(missing, []);
});

test('the built chunks export under their local names except what a lazily imported module exports, and their maps still point at the right source', () => {
  const files = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
  // Names an import() reads back from a file that exports an island under fresh names (merge-chunks' readBack).
  const readBack = new Set(files.flatMap((f) => [...readFileSync(path.join(dist, 'chunks', f), 'utf8').matchAll(/\.then\(\(?(\w+)\)?=>\(\{([^}]*)\}\)\)/g)]
    .flatMap(([, e, list]) => list!.split(',').map((item) => item.split(':')[1]?.replace(`${e}.`, '')))));
  for (const file of files) {
    const code = readFileSync(path.join(dist, 'chunks', file), 'utf8');
    // A local name that is also a read-back name cannot be exported as itself: that one keeps its short name.
    const renamed = (/export\{([^}]*)\};?\s*$/.exec(code)?.[1] ?? '').split(',')
      .filter((item) => / as [a-zA-Z]{1,2}$/.test(item) && !item.split(' as ').some((name) => readBack.has(name)));
    assert.equal(renamed, [], file);
  }
  // A string of the footer, as the map finds it in the sources.
  const footer = files.find((f) => /^footer-.*\.js$/.test(f))!;
  const code = readFileSync(path.join(dist, 'chunks', footer), 'utf8');
  const map = JSON.parse(readFileSync(path.join(dist, 'chunks', `${footer}.map`), 'utf8')) as { mappings: string; sources: string[]; sourcesContent: string[] };
  // Its first line is the compile hint (build.mjs): the code is the second.
  const lines = code.split('\n');
  const row = lines.findIndex((l) => l.includes('"cb-footer__contact"'));
  assert.is(row, 1);
  const at = lines[row]!.indexOf('"cb-footer__contact"');
  const segment = segments(map.mappings).filter((s) => s[0] === row && s[1]! <= at).pop()!;
  const line = map.sourcesContent[segment[2]!]!.split('\n')[segment[3]!]!;
  assert.match(line, /cb-footer__contact/, `${map.sources[segment[2]!]}:${segment[3]! + 1}: ${line}`);
});

test('the scripts a page starts with carry V8\'s compile hint on their first line, the chunks only an action imports do not', () => {
  const hinted = (file: string) => readFileSync(path.join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
  const plan = JSON.parse(/^.*\nvar __CASHBACK_PLAN__=(\{.*?\});\n/.exec(readFileSync(path.join(dist, 'cashback.js'), 'utf8'))![1]!) as { files: string[] };
  assert.ok(hinted('cashback.js'));
  assert.ok(plan.files.length > 20);
  assert.equal(plan.files.filter((name) => !hinted(`chunks/${name}.js`)), []);
  const rest = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js') && !plan.files.includes(f.slice(0, -3)));
  assert.ok(rest.some((f) => f.startsWith('search-popup-')), rest.join(', '));
  assert.equal(rest.filter((f) => hinted(`chunks/${f}`)), []);
});

test.run();
