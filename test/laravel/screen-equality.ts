// What the PHP-versus-island equality tests share (screens.test.tsx: the shop; user-screens.test.tsx:
// the header; profile-screens.test.tsx: the profile screens; poster-screens.test.tsx: the signed-in
// home with its posters): the build they read, PHP's package
// driver over a scratch storage, the page's parts as PHP wrote them, and the comparison itself.
import { suite, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { configureHttp } from '../../src/api/http';
import { asUser, unwrap } from '../../src/api/shapes';
import { $user } from '../../src/stores/user';
import { resetDom } from '../setup/dom';
import { renderer } from '../setup/render';
// @ts-expect-error plain JavaScript module without types
import { createAccounts } from '../../demo/seed/accounts.mjs';

export type Raw = Record<string, unknown>;

/** One `@cashbackIsland(island, props, ['data' => data])` on a page at `url`. */
export interface Island { url: string; auth: 'guest' | 'user'; island: string; props?: Raw; data: Raw }

export interface EqualitySuite {
  test: Test;
  /** The build whose templates PHP fills: dist/ or, on the React pass, dist-react/. */
  dist: string;
  /** What PHP writes for each island, all in one PHP process (`from`: another build than `dist`). */
  php(islands: Island[], from?: string): string[];
}

export function equalitySuite(title: string): EqualitySuite {
  const test = suite(`${title} (${renderer})`);
  const dist = path.resolve(process.env.CASHBACK_DIST || (renderer === 'react' ? 'dist-react' : 'dist'));
  const scratch = mkdtempSync(path.join(tmpdir(), 'cashback-screens-'));
  mkdirSync(path.join(scratch, 'storage/framework/views'), { recursive: true });
  test.after(() => rmSync(scratch, { recursive: true, force: true }));
  // As the build's prerender renders (scripts/prerender-dom.ts): what an island asks the API for never comes.
  test.before(() => configureHttp({ fetch: () => new Promise<Response>(() => {}) }));
  const php = (islands: Island[], from = dist): string[] => {
    const run = spawnSync(process.env.PHP_BINARY || 'php', [path.resolve('test/laravel/package-driver.php')], {
      input: JSON.stringify([{ kind: 'screens', cases: islands.map((c) => ({ ...c, props: c.props ?? {} })) }]),
      env: { ...process.env, APP_STORAGE: path.join(scratch, 'storage'), CASHBACK_DIST: from },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    if (run.status !== 0) throw new Error(`package-driver.php failed:\n${run.stdout}\n${run.stderr}`);
    return (JSON.parse(run.stdout) as string[][])[0]!;
  };
  return { test, dist, php };
}

/** The page's parts as PHP wrote them: the JSON block (its GET and its store), and the placeholder's content without its marker. */
export function parts(html: string) {
  const block = /^<script type="application\/json" data-cashback-get="([^"]+)"(?: data-cashback-store="([^"]+)")?>(.*?)<\/script>/s.exec(html);
  const content = /<div data-cashback="(?:app|shop|header)"[^>]*>(<!--cashback (\{.*?\})-->)?(.*)<\/div>\s*$/s.exec(html);
  return { url: block?.[1], store: block?.[2], json: block?.[3], marker: content?.[2], content: content?.[3] ?? '' };
}

/** As the bytes of a UTF-8 page (half a surrogate pair is U+FFFD there), white space collapsed. */
const normalised = (html: string) => Buffer.from(html, 'utf8').toString('utf8').replace(/[ \t\r\n]+/g, ' ').trim();

/** PHP's HTML is the island's after normalising white space; a difference is shown where it starts. */
export function assertSameHtml(php: string, island: string, what: string): void {
  const [a, b] = [normalised(php), normalised(island)];
  if (a === b) return;
  let at = 0;
  while (a[at] === b[at]) at++;
  assert.fixture(a.slice(Math.max(0, at - 200), at + 200), b.slice(Math.max(0, at - 200), at + 200), `${what}: PHP (actual) against the island (expected)`);
}

/** The demo's seed users as the API sends them (no password; the referral link instead of its code). */
export const seedUsers = (): { label: string; user: Raw }[] => (createAccounts([], 0).users as Raw[])
  .map(({ password: _p, referral_code: code, ...user }) => ({ label: `seed user ${String(user.id)}`, user: { ...user, referral_link: `https://cashback.example/r/${String(code)}` } }));

/**
 * An island rendered as the build's prerender renders it, each lazy part marked as not yet loaded (as
 * hydration meets it). React marks every Suspense boundary itself; a boundary past its chunk size is
 * written whole here.
 */
export const renderCold = renderer === 'react'
  ? async (tree: ReactElement) => new Response((await (await import('react-dom/static')).prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude).text()
  : async (tree: ReactElement) => (await import('../../scripts/render-preact')).renderIsland(tree, { cold: true });

/** The page at `url` as the browser has it before an island's first render: signed in, the user the primer stored from `block`, read as the store reads it. */
export function primeUser(url: string, block: string): void {
  resetDom(`http://localhost:8080${url}`);
  window.isAuthenticated = true;
  const read = asUser(unwrap(JSON.parse(block)));
  assert.ok(read, 'the API client reads the block');
  $user.set(read);
}

/** The page's JSON block is the user handed, where the user store reads it, and cannot end early. */
export function assertUserBlock(page: ReturnType<typeof parts>, user: Raw, what: string): void {
  assert.is(page.url, '/api/user', `${what}: the block answers the user's GET`);
  assert.is(page.store, 'activeUser', `${what}: the block goes where the user store reads`);
  assert.equal(JSON.parse(page.json!), JSON.parse(JSON.stringify(user)), `${what}: the block holds the data handed`);
  assert.ok(!/<\/script|<!--/i.test(page.json!), `${what}: the block cannot end early`);
}
