// The same source built with real React (dist-react/, `npm run build:react`):
// the header and the routed app must work there too.
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, open, settled } from '../setup/browser';
import { throwsOnFirstRender, throwsWhileHydrating } from './first-render-failure';

const distDir = path.resolve('dist-react');
if (!existsSync(path.join(distDir, 'cashback.js'))) throw new Error('dist-react/ is missing: run `npm run build:react`');
const { test, env } = browserSuite('real React build', { distDir });

test('the bundle really is React', async () => {
  const { page, context } = await open(env.browser, env.demo);
  await page.goto('/');
  await settled(page);
  // React marks its roots with a __reactContainer$ property; Preact does not.
  const isReact = await page.evaluate(() =>
    Object.keys(document.querySelector('[data-cashback="app"]')!).some((k) => k.startsWith('__reactContainer')));
  assert.ok(isReact, 'app root is a React root');
  await context.close();
});

test('guest: header link navigates the app without a page load; login renders', async () => {
  const { page, errors, context } = await open(env.browser, env.demo);
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('[data-cashback="header"] a[href="/shops"]').first().click();
  await page.waitForURL('**/shops');
  await page.locator('[data-cashback="app"] [role="tablist"]').first().waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no page load');
  await page.goto('/login');
  await settled(page);
  await page.locator('[data-cashback="app"] input[type="email"]').waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('user: the header shows the balance; the profile route opens', async () => {
  const { page, errors, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await page.goto('/user-profile/my-cashback');
  await settled(page);
  await page.locator('[data-cashback="header"]', { hasText: '1 250,50 грн' }).waitFor();
  await page.locator('[data-cashback="app"]', { hasText: '1 250,50 грн' }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('an island that throws on its first render reports failed, never mounted', () => throwsOnFirstRender(env));

test('a prerendered island that throws while hydrating does not hold back the page\'s API answers', () => throwsWhileHydrating(env, distDir));

test.run();
