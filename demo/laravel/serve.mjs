// `npm run laravel`: the Laravel example host on the built bundle, at
// http://127.0.0.1:8000 (PORT overrides). Storage and the SQLite database live in
// demo/laravel/storage and are migrated and seeded afresh on every start.
import path from 'node:path';
import { LARAVEL_DIR, laravelMissing, startLaravel } from './launch.mjs';

const missing = laravelMissing();
if (missing) {
  console.error(`${missing}.\nOn Debian: apt-get install -y php-cli php-laravel-framework php-sqlite3`);
  process.exit(1);
}
const app = await startLaravel({
  port: Number(process.env.PORT) || 8000,
  storage: path.join(LARAVEL_DIR, 'storage'),
  log: (line) => console.log(line),
});
console.log(`Laravel example: ${app.url} (user@example.com, new@example.com, admin@example.com; password password123)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
