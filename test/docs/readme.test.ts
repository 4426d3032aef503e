// The README's promises stay true: budgets as build.mjs enforces them, every
// island of the registry documented, the two commands at the top.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { budgets } from '../../build.mjs';

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

test.run();
