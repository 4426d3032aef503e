// The Laravel example host (demo/laravel) for browser and parity tests: started
// on a free port with its own storage and SQLite database, stopped after the suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
// @ts-expect-error plain JavaScript module without types
import { startLaravel as start } from '../../demo/laravel/launch.mjs';
import { holdBundle, launch, open as openDemo, type Demo, type OpenOptions } from './browser';

export interface Laravel {
  url: string;
  storage: string;
  logs: string[];
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the example on the built bundle; the limit of throttle:api is raised for tests that load many pages. */
export function startLaravel(env: Record<string, string> = {}): Promise<Laravel> {
  return start({
    distDir: path.resolve(process.env.CASHBACK_DIST || 'dist'),
    log: () => {},
    env: { API_RATE_LIMIT: '1000', ...env },
  });
}

/** Rows of an SQL query against the instance's database, read with PHP's PDO (what the server stored). */
export function query<T = Record<string, unknown>>(laravel: Laravel, sql: string): T[] {
  const php = 'echo json_encode((new PDO("sqlite:" . getenv("DB_DATABASE")))->query($argv[1])->fetchAll(PDO::FETCH_ASSOC));';
  const run = spawnSync(process.env.PHP_BINARY || 'php', ['-r', php, sql], { env: laravel.env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`query failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T[];
}

/** Ends every session on the server, as their lifetime running out would. */
export function expireSessions(laravel: Laravel): void {
  const dir = path.join(laravel.storage, 'framework/sessions');
  for (const file of readdirSync(dir)) if (!file.startsWith('.')) rmSync(path.join(dir, file));
}

/**
 * A uvu suite with one Laravel instance and one Chromium: `env.laravel`,
 * `env.browser`; `open` a page on it (browser.ts's options); `served(url)`: how
 * many GETs of `url` the server has received so far (demo/laravel/server.php's log).
 */
export function laravelSuite(name: string) {
  const test = suite(name);
  const env = {} as { laravel: Laravel; browser: Browser };
  const scratch = mkdtempSync(path.join(tmpdir(), 'cashback-laravel-'));
  const requests = path.join(scratch, 'requests.log');
  test.before(async () => {
    env.laravel = await startLaravel({ REQUEST_LOG: requests });
    env.browser = await launch();
  });
  test.after(async () => {
    await env.browser?.close();
    await env.laravel?.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  const open = (options: OpenOptions = {}) => openDemo(env.browser, env.laravel as unknown as Demo, options);
  const served = (url: string) => (existsSync(requests) ? readFileSync(requests, 'utf8').split('\n').filter((line) => line === `GET ${url}`).length : 0);
  return { test, env, open, served, underStrictCsp };
}

/**
 * Loads `url` under the example's strict CSP (`?csp=1`), the bundle held at the network until
 * `release()`: the HTML the server sent, the policy's nonce, and `noViolation()`, which checks
 * that the page reported no refused script or style, as an event or in the console.
 */
async function underStrictCsp(page: Page, url: string) {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const release = await holdBundle(page);
  const response = await page.goto(url, { waitUntil: 'commit' });
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  assert.ok(nonce, 'the policy, with its nonce');
  const noViolation = async () => {
    assert.equal(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), [], 'no securitypolicyviolation');
    assert.equal(logged.filter((text) => /Content Security Policy|Refused to/i.test(text)), [], 'no violation in the console');
  };
  return { html: await response!.text(), nonce: nonce!, release, noViolation };
}
