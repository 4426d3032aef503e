// The linter keeps the architecture: each case writes a small fixture tree
// beside a copy of the real .oxlintrc.json and checks what oxlint reports.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OXLINT = path.join(root, 'node_modules/.bin/oxlint');
const test = suite('oxlint');

/** Lints `files` (path → source) with the repository's config; returns `file: rule` lines. */
function lint(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cb-lint-'));
  try {
    cpSync(path.join(root, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    let out;
    try {
      out = execFileSync(OXLINT, ['-c', '.oxlintrc.json', '-f', 'json', '.'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      out = error.stdout; // exit code 1: errors found
    }
    return JSON.parse(out).diagnostics.map((d) => `${d.filename}: ${d.code}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const component = 'export default function X() { return null; }\n';

test('the layout as it should be passes', () => {
  assert.equal(lint({
    'src/lib/money.ts': 'export const two = 2;\n',
    'src/runtime/registry.ts': "export const load = () => import('../../widgets/shop/shop');\n",
    'widgets/shop/shop.tsx': "import { two } from '../../src/lib/money';\nimport { Part } from './part';\nexport default function Shop() { return two ? <Part /> : null; }\n",
    'widgets/shop/part.tsx': 'export function Part() { return null; }\n',
    'widgets/shop/deeper/texts.ts': "import { two } from '../../../src/lib/money';\nimport { Part } from '../part';\nexport const t = [two, Part];\n",
  }), []);
});

test('a widget importing another widget fails, at any depth, static or lazy', () => {
  assert.equal(lint({
    'widgets/slider/slider.tsx': component,
    'widgets/header/header.tsx': "import X from '../slider/slider';\nexport const a = X;\n",
    'widgets/header/parts/menu.tsx': "import X from '../../slider/slider';\nexport const a = X;\n",
    'widgets/app/pages/home.tsx': "export const b = () => import('../../slider/slider');\n",
    'widgets/app/pages/deep/x.ts': "import '../../../../demo/server.mjs';\n",
  }), [
    'widgets/app/pages/deep/x.ts: eslint(no-restricted-imports)',
    'widgets/app/pages/home.tsx: eslint(no-restricted-imports)',
    'widgets/header/header.tsx: eslint(no-restricted-imports)',
    'widgets/header/parts/menu.tsx: eslint(no-restricted-imports)',
  ]);
});

test('src/ importing widgets/ fails, except the registry', () => {
  assert.equal(lint({
    'widgets/shop/shop.tsx': component,
    'src/ui/card.tsx': "import Shop from '../../widgets/shop/shop';\nexport const c = Shop;\n",
    'src/runtime/island.tsx': "export const l = () => import('../../widgets/shop/shop');\n",
    'src/runtime/registry.ts': "export const l = () => import('../../widgets/shop/shop');\n",
  }), ['src/runtime/island.tsx: eslint(no-restricted-imports)', 'src/ui/card.tsx: eslint(no-restricted-imports)']);
});

test('an import cycle fails', () => {
  assert.equal(lint({
    'src/api/auth.ts': "import { clear } from '../stores/user';\nexport const login = () => clear();\n",
    'src/stores/user.ts': "import { login } from '../api/auth';\nexport const clear = () => login;\n",
  }), ['src/api/auth.ts: import(no-cycle)', 'src/stores/user.ts: import(no-cycle)']);
});

test('the rules of hooks and exhaustive deps', () => {
  assert.equal(lint({
    'src/ui/a.tsx': "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) { if (on) { useState(0); } return null; }\n",
    'src/ui/b.tsx': "import { useEffect } from 'react';\nexport function B({ n }: { n: number }) { useEffect(() => { console.log(n); }, []); return null; }\n",
  }), ['src/ui/a.tsx: react-hooks(rules-of-hooks)', 'src/ui/b.tsx: react-hooks(exhaustive-deps)']);
});

test('`any` needs a disable comment', () => {
  assert.equal(lint({
    'src/lib/a.ts': 'export const a = (x: any) => x;\n',
    'src/lib/b.ts': '// eslint-disable-next-line typescript/no-explicit-any -- the reason\nexport const b = (x: any) => x;\n',
  }), ['src/lib/a.ts: typescript(no-explicit-any)']);
});

test.run();
