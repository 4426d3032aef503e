/**
 * Starts the Laravel example host (demo/laravel) with PHP's built-in server:
 * a storage folder, the Node demo's seed exported as JSON plus its generated
 * images, `php artisan migrate:fresh --seed`, then `php -S` with server.php.
 * Used by `npm run laravel` (serve.mjs) and by the tests under test/laravel.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatarSvg, categorySvg, logoSvg, posterSvg } from '../assets/svg.mjs';
import { createDb } from '../seed/create-db.mjs';

export const LARAVEL_DIR = path.dirname(fileURLToPath(import.meta.url));
const PHP = process.env.PHP_BINARY || 'php';
const FRAMEWORK = '/usr/share/php/Illuminate/Foundation/Application.php';

/** Why the example cannot run here (no PHP, no framework, no SQLite driver), or null. */
export function laravelMissing() {
  const probe = spawnSync(PHP, ['-r', 'echo extension_loaded("pdo_sqlite") ? "ok" : "no-sqlite";'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `PHP not found (${PHP})`;
  if (probe.stdout !== 'ok') return 'PHP has no pdo_sqlite (apt-get install php-sqlite3)';
  if (!existsSync(FRAMEWORK)) return `Laravel not found at ${FRAMEWORK} (apt-get install php-laravel-framework)`;
  return null;
}

/** A free TCP port on 127.0.0.1 (php -S needs a number, not 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Writes a file whole or not at all. */
function writeAtomic(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** The Node demo's seed as JSON for the Laravel seeder, and its SVG images as files. */
export function exportSeed(storage, shopCount = 48) {
  const db = createDb({ shopCount });
  const seed = {
    categories: db.categories,
    shops: db.shops,
    questions: db.questions,
    posters: db.posters.map(({ id, image_url, title }) => ({ id, image_url, title })),
    users: db.users.map(({ password, ...user }) => user),
    favorites: [...db.favorites].map(([userId, ids]) => [userId, [...ids]]),
    orders: db.orders,
    withdrawals: db.withdrawals,
    feedbacks: db.feedbacks,
  };
  const seedFile = path.join(storage, 'seed.json');
  writeAtomic(seedFile, JSON.stringify(seed));
  const assets = path.join(storage, 'app/demo-assets');
  for (const shop of db.shops) writeAtomic(path.join(assets, `logos/${shop.id}.svg`), logoSvg(shop.name));
  for (const category of db.categories) writeAtomic(path.join(assets, `categories/${category.id}.svg`), categorySvg(category.id, category.name));
  for (const poster of db.posters) writeAtomic(path.join(assets, `posters/${poster.id}.svg`), posterSvg(poster));
  writeAtomic(path.join(assets, 'avatars/default.svg'), avatarSvg());
  return seedFile;
}

/**
 * @param {{
 *   port?: number,
 *   distDir?: string,
 *   storage?: string,
 *   env?: Record<string, string>,
 *   log?: (line: string) => void,
 * }} [options] `storage`: kept between runs when given, else a temporary folder removed by close()
 */
export async function startLaravel(options = {}) {
  const missing = laravelMissing();
  if (missing) throw new Error(missing);
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const port = options.port || (await freePort());
  const temporary = !options.storage;
  const storage = options.storage ?? mkdtempSync(path.join(tmpdir(), 'cashback-laravel-'));
  for (const dir of ['framework/sessions', 'framework/views', 'framework/cache/data', 'logs', 'app/public', 'bootstrap']) {
    mkdirSync(path.join(storage, dir), { recursive: true });
  }
  const database = path.join(storage, 'database.sqlite');
  writeFileSync(database, '');
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    APP_URL: url,
    APP_STORAGE: storage,
    APP_SERVICES_CACHE: path.join(storage, 'bootstrap/services.php'),
    APP_PACKAGES_CACHE: path.join(storage, 'bootstrap/packages.php'),
    DB_DATABASE: database,
    SEED_FILE: exportSeed(storage),
    CASHBACK_DIST: path.resolve(options.distDir ?? path.join(LARAVEL_DIR, '../../dist')),
    SANCTUM_STATEFUL_DOMAINS: `127.0.0.1:${port},localhost:${port}`,
    PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4',
    ...options.env,
  };

  const migrate = spawnSync(PHP, ['artisan', 'migrate:fresh', '--seed', '--force'], { cwd: LARAVEL_DIR, env, encoding: 'utf8' });
  if (migrate.status !== 0) throw new Error(`artisan migrate failed:\n${migrate.stdout}\n${migrate.stderr}`);

  // Its own process group, so close() ends the server and the workers it forked.
  const server = spawn(PHP, ['-S', `127.0.0.1:${port}`, 'server.php'], { cwd: LARAVEL_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs = [];
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      logs.push(line);
      // php -S reports each connection; keep those out of the console.
      if (!/ (Accepted|Closing)$/.test(line)) log(line);
    }
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise((resolve) => server.once('exit', resolve));

  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${url}/sanctum/csrf-cookie`).then((res) => res.status === 204, () => false);
    if (ok) break;
    if (server.exitCode !== null || attempt > 100) {
      server.kill();
      throw new Error(`php -S did not start:\n${logs.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    storage,
    logs,
    env,
    /** Runs `php artisan ...` against this instance (same database and key). */
    artisan: (...args) => spawnSync(PHP, ['artisan', ...args], { cwd: LARAVEL_DIR, env, encoding: 'utf8' }),
    async close() {
      if (server.exitCode === null) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          server.kill('SIGTERM');
        }
        await exited;
      }
      if (temporary) rmSync(storage, { recursive: true, force: true });
    },
  };
}
