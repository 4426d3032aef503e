// What merge-chunks writes: every name a file imports from another file is
// one it uses (esbuild keeps the unused names of an external import, so a
// merged chunk's stand-in must re-export only what its importers take).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type Metafile } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { importedNames, mergeChunks } from '../../scripts/merge-chunks.mjs';
import { guestRoutes, loadScenarios, options } from '../../build.mjs';

const test = suite('merge-chunks');
const dist = path.resolve(process.env.CASHBACK_DIST || 'dist');
if (!existsSync(path.join(dist, 'cashback.js'))) throw new Error('build first: node build.mjs');

test('importedNames reads esbuild\'s import statements, by specifier', () => {
  const names = importedNames('import{a as b,c}from"./x.js";import"./y.js";import{d as e}from"./x.js";let f="import{g}from\\"./z.js\\"";');
  assert.equal([...names.keys()], ['./x.js', './y.js']);
  assert.equal([...names.get('./x.js')], ['a', 'c', 'd']);
  assert.equal([...names.get('./y.js')], []);
});

test('importedNames marks a form it does not read as taking every name', () => {
  assert.is(importedNames('import*as m from"./x.js";').get('./x.js'), null);
  assert.is(importedNames('import{a}from"./x.js";import d from"./x.js";').get('./x.js'), null);
});

/** Each local name bound by the file's leading import statements. */
function importedBindings(code: string): { bindings: string[]; rest: string } {
  const statement = /\s*import\s*(?:\{([^}]*)\}\s*from\s*)?"[^"]+";?/y;
  const bindings: string[] = [];
  let end = 0;
  for (let m; (m = statement.exec(code)); end = statement.lastIndex) {
    for (const item of (m[1] ?? '').split(',')) {
      const local = item.trim().split(/\s+as\s+/).pop();
      if (local) bindings.push(local);
    }
  }
  return { bindings, rest: code.slice(end) };
}

test('no built file imports a name it does not use', () => {
  const files = ['cashback.js', ...readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
  const unused: string[] = [];
  let read = 0;
  for (const file of files) {
    // After the compile hint's line (build.mjs), the import statements lead.
    const { bindings, rest } = importedBindings(readFileSync(path.join(dist, file), 'utf8').replace(/^\/\/# allFunctionsCalledOnLoad\n/, ''));
    read += bindings.length;
    for (const name of bindings) {
      const escaped = name.replace(/\$/g, '\\$');
      if (!new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`).test(rest)) unused.push(`${file}: ${name}`);
    }
  }
  assert.ok(read > 100, `${read} imported names read`);
  assert.equal(unused, []);
});

test('merging adds nothing to a guest\'s home page on load: its files hold only modules it imports', async () => {
  const opts = options();
  const split = mkdtempSync(path.join(tmpdir(), 'cashback-test-split-'));
  const out = mkdtempSync(path.join(tmpdir(), 'cashback-test-merged-'));
  try {
    const first = (await build({ ...opts, outdir: split, logLevel: 'silent' })).metafile!;
    const final: Metafile = await mergeChunks({ meta: first, root: opts.absWorkingDir, from: split, to: out, ...loadScenarios(), esbuild: { minify: true, target: opts.target, charset: 'utf8', logLevel: 'silent' } });
    const home = ['src/runtime/main.ts', 'src/runtime/mount.tsx', ...guestRoutes['/']!.initial];
    /** Static-import closure of the outputs built from `sources` (merge-chunks lists merged lazy modules in `entryPoints`). */
    const closure = (meta: Metafile) => {
      const seen = new Set<string>();
      const visit = (o: string) => {
        if (seen.has(o)) return;
        seen.add(o);
        for (const i of meta.outputs[o]!.imports) if (i.kind === 'import-statement') visit(i.path);
      };
      for (const [o, output] of Object.entries(meta.outputs)) {
        const built = [output.entryPoint, ...((output as { entryPoints?: string[] }).entryPoints ?? [])];
        if (o.endsWith('.js') && built.some((src) => src && home.includes(src))) visit(o);
      }
      return seen;
    };
    const firstOf = new Map(Object.keys(first.outputs).map((o) => [path.resolve(opts.absWorkingDir, o), o]));
    const needed = new Set([...closure(first)].flatMap((o) => Object.keys(first.outputs[o]!.inputs)));
    const downloaded = [...closure(final)].flatMap((o) => Object.keys(final.outputs[o]!.inputs))
      .map((input) => firstOf.get(path.resolve(opts.absWorkingDir, input)))
      .flatMap((chunk) => (chunk ? Object.keys(first.outputs[chunk]!.inputs) : []));
    assert.ok(downloaded.length > 50, `${downloaded.length} modules`);
    assert.equal(downloaded.filter((source) => !needed.has(source)), []);
  } finally {
    rmSync(split, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
});

test('the header and the app island join the runtime\'s file, which imports itself for them; other islands keep their own files', () => {
  const files = readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
  const plan = readFileSync(path.join(dist, 'cashback.js'), 'utf8');
  const runtime = /import\("\.\/chunks\/(chunk-[\w]+\.js)"\)/.exec(plan)?.[1];
  assert.ok(runtime && files.includes(runtime), `cashback.js imports the runtime's file: ${runtime}`);
  assert.not.ok(files.some((f) => f.startsWith('header-') || f.startsWith('app-')), files.join(' '));
  const code = readFileSync(path.join(dist, 'chunks', runtime), 'utf8');
  assert.match(code, `header:()=>import("./${runtime}")`);
  // The app's `default` is taken (the header's): the file exports it under another name, which its import() hands back.
  const app = new RegExp(`app:\\(\\)=>import\\("\\./${runtime!.replace('.', '\\.')}"\\)\\.then\\(\\(?(\\w+)\\)?=>\\(\\{default:\\1\\.([\\w$]+)\\}\\)\\)`).exec(code);
  assert.ok(app, 'the app island is read back from the runtime\'s file');
  assert.match(/export\{([^}]*)\};?\s*$/.exec(code)![1]!, new RegExp(`(^|,)([\\w$]+ as )?${app[2]!.replace('$', '\\$')}(,|$)`));
  for (const island of ['footer', 'shop-tabs']) assert.ok(files.some((f) => f.startsWith(`${island}-`)), island);
});

test.run();
