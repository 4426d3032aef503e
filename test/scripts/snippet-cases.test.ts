// Snippet selection, written once in JavaScript (scripts/prerender-index.mjs on
// src/runtime/snippet-match.mjs) and once in PHP for a Laravel host
// (the Laravel package's laravel/src/PrerenderIndex.php): both against the same
// cases, test/scripts/snippet-cases.json; the PHP through Debian's `php` CLI.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JavaScript module without types
import { fillSnippet, findSnippet, headPreloads } from '../../scripts/prerender-index.mjs';

interface Case { island?: string; auth: 'guest' | 'user'; path: string; query: string; why?: string }
const cases = JSON.parse(readFileSync('test/scripts/snippet-cases.json', 'utf8')) as {
  index: { snippets: { file: string }[]; loader: string };
  files: Record<string, string>;
  select: (Case & { expected: string | null })[];
  preloads: (Case & { expected: string[] })[];
  html: (Case & { expected: string })[];
};

const test = suite('snippet selection: JavaScript and PHP on the same cases');

const page = (c: Case) => ({ authenticated: c.auth === 'user', url: new URL(c.path + (c.query ? `?${c.query}` : ''), 'https://shop.example.ua') });
const label = (c: Case) => `${c.island ?? ''} ${c.auth} ${c.path}?${c.query}${c.why ? ` (${c.why})` : ''}`;

test('JavaScript: the snippet picked, the head\'s preloads and the HTML with its parameters filled in', () => {
  for (const c of cases.select) assert.is(findSnippet(cases.index, { island: c.island, ...page(c) })?.file ?? null, c.expected, label(c));
  for (const c of cases.preloads) assert.equal(headPreloads(cases.index, page(c)), c.expected, label(c));
  for (const c of cases.html) {
    const entry = findSnippet(cases.index, { island: c.island, ...page(c) });
    assert.is(entry ? fillSnippet(cases.files[entry.file], entry, page(c).url) : '', c.expected, label(c));
  }
});

test('PHP: the same, from the index read once per page', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cashback-snippets-'));
  try {
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(cases.index));
    for (const [file, html] of Object.entries(cases.files)) writeFileSync(path.join(dir, file), html);
    const php = JSON.parse(execFileSync('php', ['test/scripts/snippet-cases.php', dir], { encoding: 'utf8' }));
    cases.select.forEach((c, i) => assert.is(php.select[i], c.expected, label(c)));
    cases.preloads.forEach((c, i) => assert.equal(php.preloads[i], c.expected, label(c)));
    cases.html.forEach((c, i) => assert.is(php.html[i], c.expected, label(c)));
    assert.is(php.loader, cases.index.loader);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the cases pick every snippet of the index but the one header no case asks for, and nothing where none fits', () => {
  const picked = new Set(cases.select.map((c) => c.expected));
  assert.equal(cases.index.snippets.map((s) => s.file).filter((file) => !picked.has(file)), []);
  assert.ok(picked.has(null));
});

test.run();
