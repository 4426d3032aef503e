import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configureHttp, get, post, put, anything } from '../../src/api/http';
import { asShops, asUser } from '../../src/api/shapes';
import { fakeFetch, quiet, rejection, type Handler } from './helpers';

const test = suite('http');

const user = { id: 1, email: 'user@example.com', full_name: 'Олена Петренко', current_balance: '1250.50' };

function setup(handler?: Handler, settings: Parameters<typeof configureHttp>[0] = {}) {
  const fake = fakeFetch(handler);
  configureHttp({ fetch: fake.fetch, retryDelayMs: 0, ...settings });
  return fake;
}

test.before.each(() => resetDom());
test.after.each(() => configureHttp({}));

test('sends the JSON and XHR headers with credentials, to the same origin by default', async () => {
  const fake = setup(() => ({ json: user }));
  await get('/api/user', asUser);
  const [request] = fake.sent;
  assert.is(request?.url, '/api/user');
  assert.is(request?.headers.accept, 'application/json');
  assert.is(request?.headers['x-requested-with'], 'XMLHttpRequest');
  assert.is(request?.credentials, 'include');
});

test('the base URL comes from window.cashbackConfig, or from configureHttp', async () => {
  window.cashbackConfig = { apiBaseUrl: 'https://api.example.com/' };
  const fake = setup(() => ({ json: user }));
  await get('/api/user', asUser);
  configureHttp({ fetch: fake.fetch, baseURL: 'https://other.example.com' });
  await get('/api/user', asUser);
  delete window.cashbackConfig;
  assert.equal(fake.sent.map((r) => r.url), ['https://api.example.com/api/user', 'https://other.example.com/api/user']);
});

test('sends the XSRF cookie, URL-decoded, as X-XSRF-TOKEN', async () => {
  document.cookie = 'XSRF-TOKEN=eyJpdiI6IkFCQyJ9%3D%3D; path=/';
  const fake = setup(() => ({ json: user }));
  await post('/api/login', { email: 'a@b.cd', password: 'x' }, asUser);
  assert.is(fake.calls()[0]?.headers['x-xsrf-token'], 'eyJpdiI6IkFCQyJ9==');
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('a GET neither reads the cookie nor sends X-XSRF-TOKEN (a synchronous round trip to the browser, for nothing)', async () => {
  document.cookie = 'XSRF-TOKEN=abc; path=/';
  let descriptor: PropertyDescriptor | undefined;
  for (let proto = Object.getPrototypeOf(document); proto && !descriptor; proto = Object.getPrototypeOf(proto)) descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => (reads++, descriptor?.get?.call(document)),
    set: (v: string) => {
      descriptor?.set?.call(document, v);
    },
  });
  try {
    const fake = setup(() => ({ json: user }));
    await get('/api/user', asUser);
    assert.is(reads, 0);
    assert.is(fake.sent[0]?.headers['x-xsrf-token'], undefined);
    await post('/api/login', {}, asUser);
    assert.ok(reads > 0, 'a write reads it');
    assert.is(fake.calls().at(-1)?.headers['x-xsrf-token'], 'abc');
  } finally {
    delete (document as { cookie?: string }).cookie;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
});

test('a write leaves after the next frame (the tap\'s answer paints first); a GET leaves at once', async () => {
  const fake = setup(() => ({ json: user }));
  let frames = 0;
  const counting = requestAnimationFrame(function count() {
    frames += 1;
    if (frames < 5) requestAnimationFrame(count);
  });
  const reading = get('/api/user', asUser);
  await Promise.resolve();
  assert.is(fake.calls().length, 1, 'the GET at once');
  const writing = post('/api/login', {}, asUser);
  for (let i = 0; i < 5; i++) await Promise.resolve();
  assert.is(fake.calls().length, 1, 'no write within the task');
  await Promise.all([reading, writing]);
  assert.ok(frames >= 1, 'a frame came before the write');
  assert.equal(fake.calls().map((r) => `${r.method} ${r.url}`).slice(-1), ['POST /api/login']);
  cancelAnimationFrame(counting);
});

test('fetches the CSRF cookie once per page, before the first state-changing call', async () => {
  const fake = setup(() => ({ json: user }));
  await get('/api/user', asUser);
  assert.is(fake.csrfCount(), 0, 'a GET needs no cookie');
  await post('/api/login', {}, asUser);
  await put('/api/user/1', { full_name: 'X' }, asUser);
  assert.equal(fake.sent.map((r) => `${r.method} ${r.path}`), [
    'GET /api/user', 'GET /sanctum/csrf-cookie', 'POST /api/login', 'PUT /api/user/1',
  ]);
});

test('concurrent first calls share one CSRF request', async () => {
  const fake = setup(() => ({ json: user }));
  await Promise.all([post('/api/a', {}, anything), post('/api/b', {}, anything)]);
  assert.is(fake.csrfCount(), 1);
});

test('a failed CSRF request is forgotten, so the next call tries again', async () => {
  let csrfFails = true;
  const fake = setup(() => ({ json: user }), { getRetries: 0 });
  const realFetch = fake.fetch;
  configureHttp({
    retryDelayMs: 0,
    getRetries: 0,
    fetch: (input, init) => (String(input).endsWith('/sanctum/csrf-cookie') && csrfFails ? Promise.reject(new TypeError('offline')) : realFetch(input, init)),
  });
  const error = await rejection(post('/api/login', {}, asUser));
  assert.is(error.kind, 'network');
  assert.is(fake.calls().length, 0, 'the call itself was not sent');
  csrfFails = false;
  await post('/api/login', {}, asUser);
  assert.is(fake.csrfCount(), 1);
  assert.is(fake.calls().length, 1);
});

test('419: fetches a fresh CSRF cookie and retries exactly once', async () => {
  const fake = setup((_, i) => (i === 1 ? { status: 419, json: { message: 'CSRF token mismatch.' } } : { json: user }));
  const result = await post('/api/login', { email: 'a@b.cd' }, asUser);
  assert.is(result.id, 1);
  assert.equal(fake.sent.map((r) => r.path), ['/sanctum/csrf-cookie', '/api/login', '/sanctum/csrf-cookie', '/api/login']);
  assert.equal(fake.sent[3]?.body, { email: 'a@b.cd' });
});

test('419 twice: gives up with the 419', async () => {
  const fake = setup(() => ({ status: 419, json: { message: 'CSRF token mismatch.' } }));
  const error = await rejection(post('/api/login', {}, asUser));
  assert.is(error.status, 419);
  assert.is(error.kind, 'http');
  assert.is(fake.calls().length, 2);
});

test('a GET that fails with 5xx is retried, and succeeds', async () => {
  const fake = setup((_, i) => (i < 2 ? { status: 503, text: '<html>busy</html>' } : { json: { data: [] } }));
  assert.equal(await get('/api/shops', asShops), []);
  assert.is(fake.sent.length, 3);
});

test('GET retries are bounded, and back off 400 ms × attempt by default', async () => {
  const fake = setup(() => ({ network: true }), { retryDelayMs: undefined });
  const started = Date.now();
  const error = await rejection(get('/api/shops', asShops));
  const elapsed = Date.now() - started;
  assert.is(fake.sent.length, 3, 'one try and two retries');
  assert.is(error.kind, 'network');
  assert.is(error.status, 0);
  assert.is(error.message, "Немає з'єднання з мережею. Перевірте інтернет і спробуйте ще раз.");
  assert.ok(elapsed >= 1150 && elapsed < 3000, `waited ${elapsed} ms`);
});

test('a 4xx GET is not retried', async () => {
  const fake = setup(() => ({ status: 404, json: { message: 'Not found' } }));
  const error = await rejection(get('/api/shops/999', anything));
  assert.is(error.status, 404);
  assert.is(fake.sent.length, 1);
});

test('a state-changing call is never retried on 5xx or network failure', async () => {
  const fake = setup(() => ({ status: 500, json: { message: 'Server Error' } }));
  const error = await rejection(post('/api/withdrawal/', { amount: 100 }, anything));
  assert.is(error.status, 500);
  assert.is(error.message, 'Помилка на сервері. Спробуйте пізніше.', 'a 5xx text is not for shoppers');
  const offline = setup(() => ({ network: true }));
  assert.is((await rejection(put('/api/user/1', {}, anything))).kind, 'network');
  assert.is(fake.calls().length, 1);
  assert.is(offline.calls().length, 1);
});

test('a GET with retry: false is sent once', async () => {
  const fake = setup(() => ({ status: 502, text: 'Bad gateway' }));
  await rejection(get('/api/favorite-shops/3', anything, { retry: false }));
  assert.is(fake.sent.length, 1);
});

test('a hanging GET is abandoned after the timeout, retried, then fails as a timeout', async () => {
  const fake = setup(() => ({ hang: true }), { timeoutMs: 30, getRetries: 1 });
  const error = await rejection(get('/api/shops', asShops));
  assert.is(error.kind, 'timeout');
  assert.is(error.status, 0);
  assert.is(error.message, 'Сервер не відповідає. Спробуйте ще раз.');
  assert.is(fake.sent.length, 2);
});

test('a timeout holds even when the transport ignores the abort signal', async () => {
  configureHttp({ fetch: () => new Promise<Response>(() => {}), timeoutMs: 20, getRetries: 0 });
  assert.is((await rejection(get('/api/shops', asShops))).kind, 'timeout');
});

test('a POST waits by default, and honours a per-call timeout', async () => {
  const fake = setup(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { json: { data: user } };
  }, { timeoutMs: 10 });
  assert.is((await post('/api/login', {}, asUser)).id, 1, 'the GET timeout does not apply');
  const slow = setup(() => ({ hang: true }));
  const error = await rejection(post('/api/withdrawal/', {}, anything, { timeoutMs: 20 }));
  assert.is(error.kind, 'timeout');
  assert.is(slow.calls().length, 1, 'not retried');
  assert.is(fake.calls().length, 1);
});

test('extra headers per call', async () => {
  const fake = setup(() => ({ json: { data: {} } }));
  await post('/api/withdrawal/', {}, anything, { headers: { 'Idempotency-Key': 'k-1' } });
  assert.is(fake.calls()[0]?.headers['idempotency-key'], 'k-1');
  assert.is(fake.calls()[0]?.headers.accept, 'application/json', 'the defaults stay');
});

test('unwraps { data } and accepts plain bodies', async () => {
  setup((r) => (r.path === '/wrapped' ? { json: { data: user } } : { json: user }));
  assert.is((await get('/wrapped', asUser)).email, 'user@example.com');
  assert.is((await get('/plain', asUser)).email, 'user@example.com');
});

test('numbers sent as strings are normalised', async () => {
  setup(() => ({ json: user }));
  const result = await get('/api/user', asUser);
  assert.is(result.current_balance, 1250.5);
  assert.is(result.pending_balance, 0, 'missing balances are 0');
});

test('a body that is not JSON becomes a shape error, not a crash', async () => {
  for (const text of ['<!doctype html><title>Error</title>', '{"data": {"id": 1, "ema', '']) {
    setup(() => ({ text }));
    const error = await quiet(() => rejection(get('/api/user', asUser)));
    assert.is(error.kind, 'shape', text);
    assert.is(error.status, 200);
    assert.is(error.message, 'Сервер повернув неочікувану відповідь. Спробуйте ще раз.');
  }
});

test('a body of the wrong shape becomes a shape error', async () => {
  for (const json of [{ data: { id: 'one' } }, { data: null }, [user], { data: { data: [] } }]) {
    setup(() => ({ json }));
    assert.is((await quiet(() => rejection(get('/api/user', asUser)))).kind, 'shape', JSON.stringify(json));
  }
  setup(() => ({ json: { data: { shops: [] } } }));
  assert.is((await quiet(() => rejection(get('/api/shops', asShops)))).kind, 'shape', 'a list must be a list');
});

test('bad items of a list are dropped, with one warning', async () => {
  setup(() => ({ json: { data: [{ id: 1, name: 'Rozetka' }, { id: 'x' }, null, { id: '2', name: 'Comfy', cashback_percent: '7.5' }] } }));
  const warnings: unknown[][] = [];
  const { warn } = console;
  console.warn = (...args: unknown[]) => warnings.push(args);
  const shops = await get('/api/shops', asShops).finally(() => (console.warn = warn));
  assert.equal(shops.map((s) => [s.id, s.name, s.cashback_percent]), [[1, 'Rozetka', 0], [2, 'Comfy', 7.5]]);
  assert.is(warnings.length, 1);
  assert.match(String(warnings[0]?.[0]), /dropped 2 of 4/);
});

test('422: the first message per field; the top-level message is not shown beside them', async () => {
  setup(() => ({
    status: 422,
    json: { message: 'Дані не пройшли перевірку.', errors: { email: ['Такий e-mail вже зареєстровано.', 'другий'], password: ['Закороткий пароль.'] } },
  }));
  const error = await rejection(post('/api/register', {}, asUser));
  assert.is(error.kind, 'http');
  assert.is(error.status, 422);
  assert.is(error.message, 'Перевірте введені дані.');
  assert.equal(error.fields, { email: 'Такий e-mail вже зареєстровано.', password: 'Закороткий пароль.' });
});

test('an error without a message or fields gets the text of its status', async () => {
  setup(() => ({ status: 403, text: 'Forbidden' }));
  const error = await rejection(post('/api/withdrawal/', {}, anything));
  assert.is(error.status, 403);
  assert.is(error.message, 'Ця дія вам недоступна.');
  assert.equal(error.fields, {});
});

test.run();
