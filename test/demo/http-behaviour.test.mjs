import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo HTTP behaviour: sessions, CSRF, errors', {
  seed: (db) => {
    db.questions = null; // makes GET /api/questions throw: the 500 path
  },
});

/** The XSRF-TOKEN cookie's value from a reply, still URL-encoded as it travels. */
const xsrfOf = (res) => res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))?.split(';')[0].slice('XSRF-TOKEN='.length);

test('GET /sanctum/csrf-cookie: 204 with an HttpOnly session and a readable XSRF-TOKEN, both encrypted as Laravel does', async () => {
  const res = await fetch(`${demo.url}/sanctum/csrf-cookie`);
  assert.is(res.status, 204);
  const [session, xsrf] = res.headers.getSetCookie();
  assert.match(session, /^cashback_session=[\w%]+; Path=\/; SameSite=Lax; Max-Age=7200; HttpOnly$/);
  assert.match(xsrf, /^XSRF-TOKEN=[\w%]+; Path=\/; SameSite=Lax; Max-Age=7200$/);
  const payload = JSON.parse(Buffer.from(decodeURIComponent(xsrfOf(res)), 'base64').toString());
  assert.equal(Object.keys(payload), ['iv', 'value', 'mac', 'tag'], "Laravel's encrypted payload");
  assert.ok(xsrfOf(res).length > 200, 'a long encrypted token');
  assert.is(xsrfOf(res), encodeURIComponent(decodeURIComponent(xsrfOf(res))), 'base64 travels URL-encoded');
});

test('every stateful reply sets both cookies again, freshly encrypted; the token stays valid', async () => {
  const s = demo.session();
  const first = await s.csrf();
  const again = await s.get('/api/shops/1');
  assert.ok(xsrfOf(again), 'an API read re-sets XSRF-TOKEN');
  assert.is.not(xsrfOf(again), xsrfOf(first), 'a new IV each time');
  assert.ok(again.headers.getSetCookie().some((c) => c.startsWith('cashback_session=')));
  assert.is((await s.post('/api/login', { email: 'user@example.com', password: 'password123' })).status, 200, 'the newest cookie passes');
});

test('state-changing calls without a matching X-XSRF-TOKEN get 419, which sets no new token', async () => {
  const s = demo.session();
  await s.csrf();
  const body = { email: 'user@example.com', password: 'password123' };
  for (const [method, path] of [['POST', '/api/login'], ['PUT', '/api/user/1'], ['POST', '/api/withdrawal'], ['POST', '/api/logout']]) {
    const res = await s.request(method, path, body, { headers: { 'x-xsrf-token': '' } });
    assert.is(res.status, 419, path);
    assert.equal(res.body, { message: 'CSRF token mismatch.' });
    assert.is(xsrfOf(res), undefined, 'no XSRF-TOKEN on a 419');
  }
  const wrong = await s.post('/api/login', body, { headers: { 'x-xsrf-token': 'forged' } });
  assert.is(wrong.status, 419);
  const noSession = await fetch(`${demo.url}/api/login`, { method: 'POST', headers: { 'x-xsrf-token': 'x', origin: demo.url } });
  assert.is(noSession.status, 419);
  assert.ok((await s.post('/api/login', body)).status === 200, 'the decoded cookie value passes');
});

test('a header still URL-encoded is refused with 419, as Laravel cannot decrypt it', async () => {
  const s = demo.session();
  await s.csrf();
  // A token whose base64 has no `+`, `/` or `=` reads the same encoded or not: ask again.
  for (let i = 0; i < 20 && !s.cookies.get('XSRF-TOKEN').includes('%'); i++) await s.csrf();
  const encoded = s.cookies.get('XSRF-TOKEN');
  assert.match(encoded, /%/);
  const res = await s.post('/api/login', { email: 'user@example.com', password: 'password123' }, { headers: { 'x-xsrf-token': encoded } });
  assert.is(res.status, 419);
});

test('login rotates the XSRF token and the session id; the old token gets 419', async () => {
  const s = demo.session();
  await s.csrf();
  const oldToken = decodeURIComponent(s.cookies.get('XSRF-TOKEN'));
  const oldSession = s.cookies.get('cashback_session');
  assert.is((await s.post('/api/login', { email: 'user@example.com', password: 'password123' })).status, 200);
  assert.is.not(s.cookies.get('cashback_session'), oldSession);
  const stale = await s.put('/api/user/updateNotificationSettings/1', { sales: false }, { headers: { 'x-xsrf-token': oldToken } });
  assert.is(stale.status, 419, 'the token before login no longer passes');
  assert.is((await s.put('/api/user/updateNotificationSettings/1', { sales: false })).status, 200, 'the new one does');
});

test("Sanctum's stateful check: the session only for the page's own Referer or Origin", async () => {
  const s = demo.session();
  await s.login();
  assert.is((await s.get('/api/user')).status, 200);
  const none = await s.get('/api/user', { headers: { referer: null } });
  assert.is(none.status, 401, 'neither header: no session');
  assert.equal(none.headers.getSetCookie(), [], 'and no cookies');
  assert.is((await s.get('/api/user', { headers: { referer: 'https://elsewhere.example/' } })).status, 401, 'another site');
  assert.is((await s.get('/api/user', { headers: { referer: null, origin: demo.url } })).status, 200, 'Origin alone will do');
  const write = await s.put('/api/user/updateNotificationSettings/1', { sales: true }, { headers: { referer: null, origin: null } });
  assert.is(write.status, 401, 'a write from elsewhere is a guest (no CSRF check, as Sanctum skips it)');
  const page = await s.get('/shops', { headers: { referer: null } });
  assert.match(page.text, /window\.isAuthenticated = true/, 'pages always have the session');
});

test('calls needing a user answer 401 to guests', async () => {
  const s = demo.session();
  await s.csrf();
  const calls = [
    ['GET', '/api/user'],
    ['GET', '/api/favorite-shops'],
    ['GET', '/api/favorite-shops/1'],
    ['GET', '/api/fetch-order'],
    ['GET', '/api/fetch-withdrawals'],
    ['GET', '/api/email/verification-notification'],
    ['POST', '/api/logout'],
    ['POST', '/api/shop-feedbacks'],
    ['POST', '/api/upload-avatar'],
    ['POST', '/api/withdrawal'],
    ['PUT', '/api/user/1'],
    ['PUT', '/api/user/updateNotificationSettings/1'],
  ];
  for (const [method, path] of calls) {
    const res = await s.request(method, path, method === 'GET' ? undefined : {});
    assert.is(res.status, 401, `${method} ${path}`);
    assert.equal(res.body, { message: 'Unauthenticated.' });
  }
});

test('unknown API paths: 404 JSON; a wrong method: 405 with Allow', async () => {
  const s = demo.session();
  for (const path of ['/api/nothing', '/api', '/api/shops/abc']) {
    const res = await s.get(path);
    assert.is(res.status, 404, path);
    assert.match(res.headers.get('content-type'), /^application\/json/);
    assert.type(res.body.message, 'string');
  }
  assert.equal((await s.get('/api/nothing')).body, { message: 'Не знайдено.' });
  const wrongMethod = await s.request('DELETE', '/api/shops');
  assert.is(wrongMethod.status, 405);
  assert.is(wrongMethod.headers.get('allow'), 'GET');
});

test('every path accepts a trailing slash', async () => {
  const s = demo.session();
  for (const path of ['/api/shops/', '/api/categories/', '/api/posters/', '/api/shops/1/', '/api/shop-feedbacks/1/']) {
    assert.is((await s.get(path)).status, 200, path);
  }
  await s.csrf();
  assert.is((await s.post('/api/login/', { email: 'user@example.com', password: 'password123' })).status, 200);
});

test('malformed or non-object JSON bodies get a JSON 400', async () => {
  const s = demo.session();
  await s.csrf();
  for (const body of ['{"email":', 'null', '[1,2]', '"text"']) {
    const res = await s.post('/api/login', body, { raw: true, headers: { 'content-type': 'application/json' } });
    assert.is(res.status, 400, body);
    assert.match(res.headers.get('content-type'), /^application\/json/);
    assert.type(res.body.message, 'string');
  }
  const ok = await s.get('/api/shops/1');
  assert.is(ok.status, 200, 'the server lives on');
});

test('urlencoded bodies work too', async () => {
  const s = demo.session();
  await s.csrf();
  const res = await s.post('/api/login', 'email=user%40example.com&password=password123', {
    raw: true,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.is(res.status, 200);
});

test('bodies over 5 MB: 413 JSON before reading them', async () => {
  const s = demo.session();
  await s.csrf();
  const res = await s.post('/api/login', 'x'.repeat(5 * 1024 * 1024 + 1), { raw: true, headers: { 'content-type': 'application/json' } });
  assert.is(res.status, 413);
  assert.type(res.body.message, 'string');
});

test('an unexpected error: 500 JSON, logged, and the server keeps serving', async () => {
  const res = await demo.session().get('/api/questions');
  assert.is(res.status, 500);
  assert.equal(res.body, { message: 'Внутрішня помилка сервера.' });
  assert.ok(demo.logs.some((line) => line.startsWith('Error: TypeError')));
  assert.is((await demo.session().get('/api/posters')).status, 200);
});

test('API calls are logged one line each', () => {
  assert.ok(demo.logs.some((line) => /^GET \/api\/posters 200 \d+ms$/.test(line)));
});

test.run();
