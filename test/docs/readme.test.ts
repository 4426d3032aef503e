// The docs' promises stay true: the README's budgets as build.mjs enforces
// them, every island of the registry documented, the two commands at the top,
// the supported browsers as the build targets them; the README short enough to
// read; every link between the docs leading somewhere; each decision record
// whole; no dates of work or commit hashes, which age the moment they are written.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { budgets, options } from '../../build.mjs';
import { APIS, TARGET } from '../setup/baseline';

const test = suite('README and docs');
const readme = readFileSync('README.md', 'utf8');
const registry = readFileSync('src/runtime/registry.ts', 'utf8');

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? markdownUnder(full) : name.endsWith('.md') ? [full] : [];
  });
const docs = ['README.md', ...markdownUnder('docs')];

/** Prose only: what fenced code blocks hold (a hash in a Blade sample, say) is not the doc's claim. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

test('the budget table matches build.mjs', () => {
  assert.match(readme, `| JS a guest downloads on the home page, on load | ${budgets.guestHomeJs / 1024} KB |`);
  assert.match(readme, `| the stylesheet | ${budgets.css / 1024} KB |`);
});

test('every island of the registry has a row', () => {
  const names = [...registry.matchAll(/^\s+'?([a-z-]+)'?: \(\) => import\(/gm)].map((m) => m[1]!);
  assert.ok(names.length >= 12, names.join(', '));
  for (const name of names) assert.match(readme, `| \`${name}\` |`, name);
});

test('it opens with the two commands', () => {
  const firstBlock = readme.split('```sh')[1]!.split('```')[0]!;
  assert.match(firstBlock, 'npm install && npm start');
  assert.match(firstBlock, 'npm test');
});

test('the supported browsers are the build\'s target, and every API past them has a row', () => {
  assert.equal(options().target, TARGET);
  const section = readme.split('## Supported browsers')[1]!.split('\n## ')[0]!;
  for (const target of TARGET) assert.match(section, `\`${target}\``, target);
  assert.match(section, '| Chromium: Chrome, Edge, Samsung Internet, Opera | 90 |');
  assert.match(section, '| Firefox | 90 (every ESR from 91) |');
  assert.match(section, '| Safari 15, iOS 15 |');
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| API') && !line.startsWith('| engine'));
  for (const api of APIS) assert.ok(rows.some((row) => row.includes(api)), `${api} has a row`);
});

test('every custom property a host may override has a row, with its default', () => {
  const tokens = [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/^\s*(--cb-[a-z-]+):\s*([^;]+);/gm)];
  assert.ok(tokens.length >= 20, `${tokens.length} tokens`);
  const rows = readme.split('\n').filter((line) => line.startsWith('| `--cb-'));
  for (const [, name, value] of tokens) {
    const row = rows.find((line) => line.includes(`\`${name}\``));
    assert.ok(row, `${name} has a row`);
    // A colour or a length is written out; a font stack or a shadow is described.
    if (/^(#[0-9a-f]+|\d+px)$/i.test(value!.trim())) assert.match(row!, `\`${value!.trim()}\``, `${name}: ${value}`);
  }
});

test('the README is a guide a new engineer reads in ten minutes: at most 500 lines', () => {
  const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
  assert.ok(lines <= 500, `README.md has ${lines} lines`);
});

test('no dates of work or commit hashes in the README or docs/', () => {
  const found: string[] = [];
  for (const file of docs) {
    const text = prose(readFileSync(file, 'utf8'));
    for (const m of text.matchAll(/\b20\d\d-[01]\d-[0-3]\d\b/g)) found.push(`${file}: date ${m[0]}`);
    // A short or full commit hash: 7 to 40 lower-case hex digits with a letter and a digit among them.
    for (const m of text.matchAll(/\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g)) found.push(`${file}: hash ${m[0]}`);
  }
  assert.equal(found, []);
});

test('every relative link in the README and docs/ leads to a file, and to a heading there', () => {
  const broken: string[] = [];
  for (const file of docs) {
    for (const m of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1]!;
      if (/^[a-z]+:/.test(link)) continue;
      const [target, hash] = link.split('#') as [string, string | undefined];
      const resolved = target ? path.join(path.dirname(file), target) : file;
      if (!existsSync(resolved)) {
        broken.push(`${file}: ${link}`);
        continue;
      }
      if (hash === undefined || statSync(resolved).isDirectory()) continue;
      const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((h) => anchor(h[1]!));
      if (!headings.includes(hash)) broken.push(`${file}: ${link} (no such heading)`);
    }
  }
  assert.equal(broken, []);
});

test('each decision record is numbered once and has its context, decision, consequences and deciding figures', () => {
  const records = readdirSync('docs/decisions').filter((name) => name.endsWith('.md'));
  assert.ok(records.length >= 9, records.join(', '));
  const numbers = records.map((name) => name.slice(0, 4));
  assert.equal(numbers.filter((n, i) => numbers.indexOf(n) !== i), [], 'a number used twice');
  for (const name of records) {
    assert.match(name, /^\d{4}-[a-z0-9-]+\.md$/, name);
    const text = readFileSync(path.join('docs/decisions', name), 'utf8');
    assert.match(text, new RegExp(`^# ${Number(name.slice(0, 4)).toString().padStart(4, '0')}: `), `${name}: its title`);
    for (const section of [/^## Context$/m, /^## Decision$/m, /^## Consequences$/m, /^## The figures? that decided it$/m]) {
      assert.match(text, section, `${name}: ${section.source}`);
    }
  }
});

test.run();
