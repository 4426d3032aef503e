// What a guest's browser really downloads on the home page stays within the
// build's budget (the build computes it from the module graph; this measures it).
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { browserSuite, open, settled } from '../setup/browser';
import { budgets } from '../../build.mjs';

const { test, env } = browserSuite('guest bytes');
const dist = path.resolve(process.env.CASHBACK_DIST || 'dist');

const brotli = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const width of [375, 1280]) {
  test(`home page JS for a guest at ${width} px is within ${budgets.guestHomeJs / 1024} KB brotli`, async () => {
    const { page, context } = await open(env.browser, env.demo, { width });
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/widgets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice('/widgets/'.length));
    });
    await page.goto('/');
    await settled(page);
    await page.waitForLoadState('networkidle');
    const total = [...scripts].reduce((n, f) => n + brotli(path.join(dist, f)), 0);
    console.log(`  ${width} px: ${scripts.size} scripts, ${(total / 1024).toFixed(2)} KB brotli`);
    assert.ok(scripts.has('cashback.js'));
    assert.ok(total <= budgets.guestHomeJs, `${total} > ${budgets.guestHomeJs}: ${[...scripts].join(', ')}`);
    assert.not.ok([...scripts].some((s) => /purify|slider|profile/i.test(s)), [...scripts].join(', '));
    await context.close();
  });
}

test.run();
