// The README's promises stay true: budgets as build.mjs enforces them, every
// island of the registry documented, the two commands at the top.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { budgets, options } from '../../build.mjs';
import { APIS, TARGET } from '../setup/baseline';

const test = suite('README');
const readme = readFileSync('README.md', 'utf8');
const registry = readFileSync('src/runtime/registry.ts', 'utf8');

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

test.run();
