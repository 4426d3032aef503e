// Snippet selection, written once in JavaScript (scripts/prerender-index.mjs on
// src/runtime/snippet-match.mjs) and once in PHP for a Laravel host (the Laravel
// package's laravel/src/PrerenderIndex.php): both run every case of the one table,
// test/scripts/snippet-cases.json, against its fixture index and against the
// build's (run `node build.mjs` first); the PHP through Debian's `php` CLI.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { fillSnippet, findSnippet, headPreloads } from '../../scripts/prerender-index.mjs';
import { caseName, expectedPreloads, table, type Index, type SnippetCase } from '../setup/snippet-cases';

const test = suite('snippet selection: JavaScript and PHP on the same cases');
const builtDir = path.resolve(process.env.CASHBACK_DIST || 'dist', 'prerender');
const built = JSON.parse(readFileSync(path.join(builtDir, 'index.json'), 'utf8')) as Index;
const { fixture } = table;

interface Result { snippet: string | null; preload: string[]; html: string }
const tables = [
  { name: 'fixture', index: fixture.index, cases: fixture.cases, read: (file: string) => fixture.files[file] ?? '' },
  { name: 'built', index: built, cases: table.built, read: (file: string) => readFileSync(path.join(builtDir, file), 'utf8') },
];

/** What the JavaScript gives for a case: the snippet picked, the head's preloads, the HTML filled in. */
function javascript(index: Index, read: (file: string) => string, c: SnippetCase): Result {
  const page = { authenticated: c.auth === 'user', url: new URL(c.url, 'https://shop.example.ua') };
  const entry = findSnippet(index, { island: c.island, ...page });
  return { snippet: entry?.file ?? null, preload: headPreloads(index, page), html: entry ? fillSnippet(read(entry.file), entry, page.url) : '' };
}

function check(index: Index, c: SnippetCase, result: Result | undefined) {
  const name = caseName(c);
  assert.is(result?.snippet, c.snippet, name);
  const preload = expectedPreloads(index, c);
  if (preload) assert.equal(result?.preload, preload, `${name}: preloads`);
  if (c.html !== undefined) assert.is(result?.html, c.html, `${name}: the HTML`);
  if (c.filled !== undefined) assert.ok(result?.html.includes(c.filled), `${name}: ${c.filled} in ${result?.html.slice(0, 200)}`);
}

test('JavaScript: the snippet picked, the head\'s preloads and the HTML with its parameters filled in, on the fixture and on the build', () => {
  for (const { index, cases, read } of tables) for (const c of cases) check(index, c, javascript(index, read, c));
});

test('PHP: the same, each index read once; on the build, the HTML the JavaScript fills', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cashback-snippets-'));
  try {
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(fixture.index));
    for (const [file, html] of Object.entries(fixture.files)) writeFileSync(path.join(dir, file), html);
    const input = JSON.stringify([{ dir, cases: fixture.cases }, { dir: builtDir, cases: table.built }]);
    const php = JSON.parse(execFileSync(process.env.PHP_BINARY || 'php', ['test/scripts/snippet-cases.php'], { input, encoding: 'utf8' })) as { loader: string | null; cases: Result[] }[];
    tables.forEach(({ index, cases }, t) => {
      cases.forEach((c, i) => check(index, c, php[t]?.cases[i]));
      assert.is(php[t]?.loader, index.loader ?? null, 'the loader');
    });
    table.built.forEach((c, i) => assert.is(php[1]?.cases[i]?.html, javascript(built, tables[1]!.read, c).html, `${caseName(c)}: the same HTML as fillSnippet`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the fixture\'s cases pick each of its snippets, and nothing where none fits', () => {
  const picked = new Set(fixture.cases.map((c) => c.snippet));
  assert.equal(fixture.index.snippets.map((s) => s.file).filter((file) => !picked.has(file)), []);
  assert.ok(picked.has(null));
});

test.run();
