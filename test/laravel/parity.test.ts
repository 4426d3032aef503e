// The same calls to the Node demo and to the Laravel example (demo/laravel), step
// by step in fresh sessions: any difference in status or in the shape of the JSON
// (keys and value types, recursively) must be listed in deliberate.json, which
// demo/README.md's "Deliberate differences" explains; a listed one that no longer
// occurs must go from the list.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
// @ts-expect-error plain JavaScript module without types
import { startDemo } from '../setup/demo-server.mjs';
// @ts-expect-error plain JavaScript module without types
import { createSession } from '../setup/http-session.mjs';
import { startLaravel, type Laravel } from '../setup/laravel';

interface Reply { status: number; headers: Headers; text: string; body: unknown }
interface Session {
  cookies: Map<string, string>;
  request(method: string, path: string, body?: unknown, options?: { headers?: Record<string, string | null>; raw?: boolean }): Promise<Reply>;
  get(path: string, options?: object): Promise<Reply>;
  post(path: string, body?: unknown, options?: object): Promise<Reply>;
  put(path: string, body?: unknown, options?: object): Promise<Reply>;
  postForm(path: string, form: FormData): Promise<Reply>;
  csrf(): Promise<Reply>;
  login(email?: string, password?: string): Promise<Reply>;
}
type Step = [call: string, run: (s: Session) => Promise<Reply>];
interface Difference { call: string; aspect: 'status' | 'shape'; demo: unknown; laravel: unknown }

const test = suite('the Node demo and the Laravel example answer alike');
const deliberate = JSON.parse(readFileSync(new URL('./deliberate.json', import.meta.url), 'utf8')) as { call: string; aspect: string }[];
let demo: { url: string; close(): Promise<void> };
let laravel: Laravel;
const differences: Difference[] = [];

/** Keys and value types, recursively; a list by its first item. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).sort().map((key) => [key, shape((value as Record<string, unknown>)[key])]));
  }
  return typeof value;
}
const bodyShape = (reply: Reply) => (reply.text === '' ? 'empty' : typeof reply.body === 'string' ? 'text' : shape(reply.body));

// A 1×1 PNG, for the avatar.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e6e70000000049454e44ae426082', 'hex');
const form = (name: string, bytes: Buffer, type: string) => {
  const data = new FormData();
  data.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};
/**
 * The XSRF-TOKEN cookie as it travels, with at least one %-escape: a token whose
 * base64 happens to have no `+`, `/` or `=` reads the same encoded or not, so ask again.
 */
async function encodedToken(s: Session) {
  for (let i = 0; i < 20 && !s.cookies.get('XSRF-TOKEN')?.includes('%'); i++) await s.csrf();
  return s.cookies.get('XSRF-TOKEN') ?? '';
}
const card = { user_id: 1, full_name: 'Олена Коваленко', amount: 100, withdrawal_method: 'card', card_number: '4111 1111 1111 1111' };

const SCENARIOS: Record<string, Step[]> = {
  'a guest reads': [
    ['GET /sanctum/csrf-cookie', (s) => s.csrf()],
    ['GET /api/shops', (s) => s.get('/api/shops')],
    ['GET /api/shops/{id}', (s) => s.get('/api/shops/1')],
    ['GET /api/shops/{unknown id}', (s) => s.get('/api/shops/99999')],
    ['GET /api/categories', (s) => s.get('/api/categories')],
    ['GET /api/category/{id}', (s) => s.get('/api/category/1')],
    ['GET /api/questions/', (s) => s.get('/api/questions/')],
    ['GET /api/posters/', (s) => s.get('/api/posters/')],
    ['GET /api/shop-feedbacks/{shopId}', (s) => s.get('/api/shop-feedbacks/1')],
    ['GET /api/unknown', (s) => s.get('/api/unknown')],
    ['DELETE /api/shops', (s) => s.request('DELETE', '/api/shops')],
  ],
  'a guest is refused': [
    ['GET /api/user', (s) => s.get('/api/user')],
    ['GET /api/favorite-shops/', (s) => s.get('/api/favorite-shops/')],
    ['GET /api/fetch-order/', (s) => s.get('/api/fetch-order/')],
    ['POST /api/login (no session)', (s) => s.post('/api/login', { email: 'user@example.com', password: 'password123' }, { headers: { 'x-xsrf-token': 'x' } })],
    ['GET /sanctum/csrf-cookie', (s) => s.csrf()],
    ['POST /api/logout', (s) => s.post('/api/logout')],
    ['POST /api/withdrawal/', (s) => s.post('/api/withdrawal/', card)],
    ['POST /api/login (no X-XSRF-TOKEN)', (s) => s.post('/api/login', {}, { headers: { 'x-xsrf-token': '' } })],
    ['POST /api/login (X-XSRF-TOKEN still URL-encoded)', async (s) => s.post('/api/login', {}, { headers: { 'x-xsrf-token': await encodedToken(s) } })],
    ['POST /api/login (empty)', (s) => s.post('/api/login', {})],
    ['POST /api/login (wrong password)', (s) => s.post('/api/login', { email: 'user@example.com', password: 'wrong-password' })],
    ['POST /api/login (malformed JSON)', (s) => s.post('/api/login', '{"email":', { raw: true, headers: { 'content-type': 'application/json' } })],
    ['POST /api/register (taken, short)', (s) => s.post('/api/register', { email: 'user@example.com', password: 'short', password_confirmation: 'other' })],
    ['POST /api/forgot-password (unknown)', (s) => s.post('/api/forgot-password', { email: 'nobody@example.com' })],
    ['POST /api/update-password (bad token)', (s) => s.post('/api/update-password', { token: 'nope', email: 'user@example.com', password: 'new-password', password_confirmation: 'new-password' })],
  ],
  'a new shopper registers and asks for a reset link': [
    ['GET /sanctum/csrf-cookie', (s) => s.csrf()],
    ['POST /api/register', (s) => s.post('/api/register', { email: 'parity@example.com', full_name: 'Тарас Шевчук', password: 'secret-pass', password_confirmation: 'secret-pass' })],
    ['GET /api/user', (s) => s.get('/api/user')],
    ['POST /api/withdrawal/ (unverified)', (s) => s.post('/api/withdrawal/', { ...card, user_id: 4, full_name: 'Тарас Шевчук', amount: 50 })],
    ['GET /api/email/verification-notification', (s) => s.get('/api/email/verification-notification/')],
    ['POST /api/logout', (s) => s.post('/api/logout')],
    ['POST /api/forgot-password', (s) => s.post('/api/forgot-password', { email: 'parity@example.com' })],
  ],
  'user@example.com signs in and changes things': [
    ['GET /sanctum/csrf-cookie', (s) => s.csrf()],
    ['PUT /api/user/updateNotificationSettings/{id} (token from before login)', async (s) => {
      const before = decodeURIComponent(s.cookies.get('XSRF-TOKEN') ?? '');
      await s.post('/api/login', { email: 'user@example.com', password: 'password123' });
      return s.put('/api/user/updateNotificationSettings/1', { sales: true }, { headers: { 'x-xsrf-token': before } });
    }],
    ['GET /api/user', (s) => s.get('/api/user')],
    ['GET /api/user (no Referer: not stateful)', (s) => s.get('/api/user', { headers: { referer: null } })],
    ['GET /api/favorite-shops/', (s) => s.get('/api/favorite-shops/')],
    ['GET /api/favorite-shops/{shopId}', (s) => s.get('/api/favorite-shops/2')],
    ['GET /api/favorite-shops/{shopId}', (s) => s.get('/api/favorite-shops/2')],
    ['GET /api/fetch-order/', (s) => s.get('/api/fetch-order/')],
    ['GET /api/fetch-withdrawals/', (s) => s.get('/api/fetch-withdrawals/')],
    ['POST /api/withdrawal/', (s) => s.post('/api/withdrawal/', card)],
    ['POST /api/withdrawal/ (below 50)', (s) => s.post('/api/withdrawal/', { ...card, amount: 10 })],
    ['POST /api/withdrawal/ (another user)', (s) => s.post('/api/withdrawal/', { ...card, user_id: 3 })],
    ['POST /api/shop-feedbacks/', (s) => s.post('/api/shop-feedbacks/', { name: 'Олена', user_id: 1, shop_id: 1, text: 'Кешбек прийшов вчасно.', stars: 5 })],
    ['POST /api/shop-feedbacks/ (empty)', (s) => s.post('/api/shop-feedbacks/', {})],
    ['PUT /api/user/{id}', (s) => s.put('/api/user/1', { full_name: 'Олена Тестова' })],
    ['PUT /api/user/{id} (taken e-mail)', (s) => s.put('/api/user/1', { email: 'admin@example.com' })],
    ['PUT /api/user/{id} (no field)', (s) => s.put('/api/user/1', {})],
    ['PUT /api/user/{id} (another user)', (s) => s.put('/api/user/3', { full_name: 'Хтось Інший' })],
    ['PUT /api/user/updateNotificationSettings/{id}', (s) => s.put('/api/user/updateNotificationSettings/1', { sales: true })],
    ['POST /api/upload-avatar', (s) => s.postForm('/api/upload-avatar', form('a.png', PNG, 'image/png'))],
    ['POST /api/upload-avatar (not an image)', (s) => s.postForm('/api/upload-avatar', form('a.txt', Buffer.from('hello'), 'text/plain'))],
    ['POST /api/logout', (s) => s.post('/api/logout')],
    ['GET /api/user', (s) => s.get('/api/user')],
  ],
};

test.before(async () => {
  [demo, laravel] = await Promise.all([startDemo({ log: () => {} }), startLaravel()]);
});
test.after(async () => {
  await Promise.all([demo?.close(), laravel?.close()]);
});

for (const [name, steps] of Object.entries(SCENARIOS)) {
  test(name, async () => {
    const sessions = { demo: createSession(demo.url) as Session, laravel: createSession(laravel.url) as Session };
    for (const [call, run] of steps) {
      const [fromDemo, fromLaravel] = [await run(sessions.demo), await run(sessions.laravel)];
      assert.ok(fromLaravel.status < 500, `${call}: Laravel answered ${fromLaravel.status}: ${fromLaravel.text.slice(0, 300)}`);
      if (fromDemo.status !== fromLaravel.status) differences.push({ call, aspect: 'status', demo: fromDemo.status, laravel: fromLaravel.status });
      const [a, b] = [bodyShape(fromDemo), bodyShape(fromLaravel)];
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push({ call, aspect: 'shape', demo: a, laravel: b });
    }
  });
}

const listed = (d: { call: string; aspect: string }) => deliberate.some((e) => e.call === d.call && e.aspect === d.aspect);

test('every difference is listed as deliberate', () => {
  const undeclared = differences.filter((d) => !listed(d));
  assert.equal(undeclared, [], `undeclared differences:\n${JSON.stringify(undeclared, null, 2)}`);
});

test('every listed difference still occurs', () => {
  const stale = deliberate.filter((e) => !differences.some((d) => d.call === e.call && d.aspect === e.aspect));
  assert.equal(stale, [], 'listed in deliberate.json but gone: remove them there and in demo/README.md');
});

test.run();
