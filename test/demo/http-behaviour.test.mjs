import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo HTTP behaviour: sessions, CSRF, errors', {
  seed: (db) => {
    db.questions = null; // makes GET /api/questions throw: the 500 path
  },
});

test('GET /sanctum/csrf-cookie: 204 with an HttpOnly session and a readable, URL-encoded XSRF-TOKEN', async () => {
  const res = await fetch(`${demo.url}/sanctum/csrf-cookie`);
  assert.is(res.status, 204);
  const [session, xsrf] = res.headers.getSetCookie();
  assert.match(session, /^cashback_session=[\w-]+; Path=\/; SameSite=Lax; Max-Age=7200; HttpOnly$/);
  assert.match(xsrf, /^XSRF-TOKEN=[\w%]+; Path=\/; SameSite=Lax; Max-Age=7200$/);
  assert.match(xsrf, /%3D;/, 'base64 padding is URL-encoded');
});

test('state-changing calls without the X-XSRF-TOKEN header get 419', async () => {
  const s = demo.session();
  await s.csrf();
  const body = { email: 'user@example.com', password: 'password123' };
  for (const [method, path] of [['POST', '/api/login'], ['PUT', '/api/user/1'], ['POST', '/api/withdrawal'], ['POST', '/api/logout']]) {
    const res = await s.request(method, path, body, { headers: { 'x-xsrf-token': '' } });
    assert.is(res.status, 419, path);
    assert.equal(res.body, { message: 'CSRF token mismatch.' });
  }
  const wrong = await s.post('/api/login', body, { headers: { 'x-xsrf-token': 'forged' } });
  assert.is(wrong.status, 419);
  const noSession = await fetch(`${demo.url}/api/login`, { method: 'POST', headers: { 'x-xsrf-token': 'x' } });
  assert.is(noSession.status, 419);
  assert.ok((await s.post('/api/login', body)).status === 200, 'the matching token passes');
});

test('the header may carry the cookie value encoded or decoded', async () => {
  const s = demo.session();
  await s.csrf();
  const decoded = decodeURIComponent(s.cookies.get('XSRF-TOKEN'));
  const res = await s.post('/api/login', { email: 'user@example.com', password: 'password123' }, { headers: { 'x-xsrf-token': decoded } });
  assert.is(res.status, 200);
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
  for (const path of ['/api/nothing', '/api', '/api/shops/abc', '/api/shops/99999']) {
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
