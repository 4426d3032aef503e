// The host contract's types (src/runtime/contract.ts, shipped as
// dist/cashback.d.ts): each island accepts the props the contract promises,
// the contract names exactly the registry's islands, and the shipped file
// type-checks against a host's example usage.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { CashbackIslandName, IslandProps } from '../../src/runtime/contract';
import type { IslandLoaders, IslandName } from '../../src/runtime/registry';

const test = suite('host contract types');

// Type-level: checked by `tsc --noEmit`, which runs on every file of test/.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<CashbackIslandName, IslandName> = true;
// The registry's own imports, each island's default export against the contract's props.
type Accepts = { [K in IslandName]: () => Promise<{ default: ComponentType<IslandProps[K]> }> };
const accepted: [IslandLoaders] extends [Accepts] ? true : false = true;

test('the contract names exactly the islands of the registry, and each accepts the props it promises', () => {
  assert.ok(sameNames);
  assert.ok(accepted);
});

const EXAMPLE = `
/// <reference path="./cashback.d.ts" />
import type { IslandProps } from './cashback';

window.isAuthenticated = true;
window.cashbackConfig = { apiBaseUrl: 'https://api.example.ua' };
window.CashbackWidgets?.mount(document.body);
const removed: boolean | undefined = window.CashbackWidgets?.unmount(document.body);
const version: string | undefined = window.CashbackWidgets?.version;

document.addEventListener('cashback:mounted', (event) => console.log(event.detail.name));
document.querySelector('main')?.addEventListener('cashback:error', (event) => console.error(event.detail.error));

const shop: IslandProps['shop'] = { id: 12 };
const tabs: IslandProps['shop-tabs'] = { tab: 'greatest', limit: 8 };
const profile: IslandProps['profile'] = { screen: 'settings' };
export { removed, version, shop, tabs, profile };
`;
const WRONG = `
/// <reference path="./cashback.d.ts" />
import type { IslandProps } from './cashback';
window.isAuthenticated = 'yes';
const tabs: IslandProps['shop-tabs'] = { tab: 'cheapest' };
export { tabs };
`;

function typeCheck(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cashback-dts-'));
  try {
    copyFileSync('dist/cashback.d.ts', path.join(dir, 'cashback.d.ts'));
    writeFileSync(path.join(dir, 'host.ts'), source);
    const tsc = path.resolve('node_modules/.bin/tsc');
    try {
      execFileSync(tsc, ['--noEmit', '--pretty', 'false', '--strict', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler',
        '--lib', 'ES2022,DOM', '--types', '', 'host.ts'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('dist/cashback.d.ts is the contract, and a host\'s usage type-checks against it (and a wrong one does not)', () => {
  if (!existsSync('dist/cashback.d.ts')) throw new Error('build first: node build.mjs');
  assert.match(readFileSync('dist/cashback.d.ts', 'utf8'), 'interface CashbackWidgets');
  assert.is(typeCheck(EXAMPLE), '');
  const errors = typeCheck(WRONG);
  assert.match(errors, `Type '"yes"' is not assignable to type 'boolean | undefined'`);
  assert.match(errors, '"cheapest"');
});

test.run();
