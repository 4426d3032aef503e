// The case table the Laravel package's PrerenderIndex is tested against
// (test/laravel/snippet-cases.json), through the JavaScript lookup: both give
// every page the same snippet and the same head preloads (run `node build.mjs` first).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { fillSnippet, findSnippet, headPreloads } from '../../scripts/prerender-index.mjs';
import { expectedPreloads, table, type Index, type SnippetCase } from '../setup/snippet-cases';

const test = suite('the snippet case table through scripts/prerender-index.mjs');
const builtDir = path.resolve(process.env.CASHBACK_DIST || 'dist', 'prerender');

function check(index: Index, cases: SnippetCase[], read: (file: string) => string) {
  for (const c of cases) {
    const page = { authenticated: c.auth === 'user', url: new URL(c.url, 'https://x.ua') };
    const name = `${c.island} ${c.url} ${c.auth}`;
    const entry = findSnippet(index, { island: c.island, ...page });
    assert.is(entry?.file ?? null, c.snippet, name);
    assert.equal(headPreloads(index, page), expectedPreloads(index, c), `${name}: preloads`);
    if (c.filled !== undefined) assert.ok(fillSnippet(read(entry.file), entry, page.url).includes(c.filled), `${name}: ${c.filled}`);
  }
}

test('the built index', () => {
  const index = JSON.parse(readFileSync(path.join(builtDir, 'index.json'), 'utf8')) as Index;
  check(index, table.built, (file) => readFileSync(path.join(builtDir, file), 'utf8'));
});

test('the fixture: patterns, parameter names and values as URLSearchParams reads them, fills', () => {
  check(table.fixture.index, table.fixture.cases, (file) => table.fixture.files[file] ?? '');
});

test.run();
