// The one error mapping over what Laravel 8 and 10+ really send: the shopper
// reads field messages under their fields and the bundle's own Ukrainian
// text for everything else; Laravel's English never comes through.
import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, errorText, FALLBACK, isRefusal, loadErrorTexts } from '../../src/api/errors';
import { retryAfterSeconds } from '../../src/api/failure';
import { MESSAGES } from '../../src/api/error-texts';
import { anything, configureHttp, get, post } from '../../src/api/http';
import { asShop } from '../../src/api/shapes';
import { laravel } from './fixtures/laravel';
import { fakeFetch, quiet, rejection, type Reply } from './helpers';

const test = suite('errors');

function failureOf(reply: Reply, method: 'get' | 'post' = 'post') {
  const fake = fakeFetch(() => reply);
  configureHttp({ fetch: fake.fetch, retryDelayMs: 0, getRetries: 0 });
  return quiet(() => rejection(method === 'post' ? post('/api/user', {}, anything) : get('/api/shops/7', asShop)));
}

/** A shopper-facing text: Ukrainian, with no Latin word in it. */
const isOurs = (text: string) => /[\u0400-\u04ff]/.test(text) && !/[A-Za-z]{2,}/.test(text);

test.before.each(() => resetDom());
test.after.each(() => configureHttp({}));

test('Laravel 8 422: the field message, never "The given data was invalid."', async () => {
  const error = await failureOf(laravel.validation8);
  assert.equal(error.fields, { email: 'Таке значення поля email вже існує.' });
  assert.is(error.message, MESSAGES[422]);
  assert.is(errorText(error, 'email'), 'Таке значення поля email вже існує.');
});

test('Laravel 10+ 422: the first message of each field; the "(та ще 1 помилка)" summary is not shown', async () => {
  const error = await failureOf(laravel.validation10);
  assert.equal(error.fields, { email: 'Таке значення поля email вже існує.', password: 'Поле пароль повинно містити щонайменше 8 символів.' });
  assert.is(error.message, MESSAGES[422]);
  assert.is(errorText(error, 'password'), 'Поле пароль повинно містити щонайменше 8 символів.');
  assert.is(errorText(error, 'gender'), 'Таке значення поля email вже існує.', 'another field: the first message');
});

test('an untranslated Laravel: field messages are the server’s to word; the top-level summary never shows', async () => {
  for (const reply of [laravel.validation8English, laravel.validation10English]) {
    const error = await failureOf(reply);
    assert.is(error.message, MESSAGES[422]);
    assert.is(error.fields.email, 'The email has already been taken.');
  }
});

test('a 422 with only a message (no field): that message, when it is Ukrainian and not a summary', async () => {
  assert.is((await failureOf(laravel.refusal)).message, 'Недостатньо коштів на балансі.');
  assert.is((await failureOf({ status: 422, json: { message: 'The given data was invalid.', errors: {} } })).message, MESSAGES[422]);
  assert.is((await failureOf({ status: 422, json: { message: 'Дані недійсні. (та ще 2 помилки)' } })).message, MESSAGES[422]);
  assert.is((await failureOf({ status: 422, json: { errors: { email: [] } } })).message, MESSAGES[422]);
});

test('429 "Too Many Attempts.": our text, and Retry-After in seconds', async () => {
  const error = await failureOf(laravel.tooManyAttempts);
  assert.is(error.status, 429);
  assert.is(error.message, MESSAGES[429]);
  assert.is(error.retryAfter, 42);
});

test('Retry-After as seconds or as an HTTP date; absent or nonsense is 0', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  assert.is(retryAfterSeconds('30', now), 30);
  assert.is(retryAfterSeconds('Thu, 01 Jan 2026 10:01:30 GMT', now), 90);
  assert.is(retryAfterSeconds('Thu, 01 Jan 2026 09:00:00 GMT', now), 0, 'a date in the past');
  assert.is(retryAfterSeconds(null, now), 0);
  assert.is(retryAfterSeconds('soon', now), 0);
});

test('403 "Your email address is not verified.": asks to confirm the e-mail; other 403s: not allowed', async () => {
  assert.is((await failureOf(laravel.unverified)).message, 'Спершу підтвердіть свою електронну пошту.');
  assert.is((await failureOf(laravel.forbidden)).message, MESSAGES[403]);
});

test('404 naming the model, 405 as JSON or as Symfony’s page, 419, 401, 500, 503: each its own text', async () => {
  const cases: [Reply, number, string][] = [
    [laravel.modelNotFound, 404, MESSAGES[404]],
    [laravel.methodNotAllowedJson, 405, MESSAGES[405]],
    [laravel.methodNotAllowedHtml, 405, MESSAGES[405]],
    [laravel.csrfMismatch, 419, MESSAGES[419]],
    [laravel.unauthenticated, 401, MESSAGES[401]],
    [laravel.serverError, 500, MESSAGES[500]],
    [{ status: 502, text: '<html><body>Bad Gateway</body></html>' }, 502, MESSAGES[500]],
    [laravel.maintenance, 503, MESSAGES[503]],
    [{ status: 409, json: { message: 'Conflict' } }, 409, MESSAGES.http],
  ];
  for (const [reply, status, text] of cases) {
    // 419 is retried once with a fresh cookie, and fails again the same way.
    const error = await failureOf(reply);
    assert.equal([error.status, error.message], [status, text], String(status));
    assert.equal(error.fields, {});
  }
  assert.is((await failureOf(laravel.maintenance)).retryAfter, 120);
});

test('a GET answered with an HTML page and 200 is a shape error, not data', async () => {
  const error = await failureOf(laravel.htmlWith200, 'get');
  assert.equal([error.kind, error.status, error.message], ['shape', 200, MESSAGES.shape]);
});

test('a write answered with an HTML page and 200 did not happen: a shape error, not a success', async () => {
  const error = await failureOf(laravel.htmlWith200);
  assert.is(error.kind, 'shape');
});

test('writes: 204, {"status": "verification-link-sent"}, a 201 record, a password-reset sentence are all successes', async () => {
  for (const reply of [laravel.noContent, laravel.verificationLinkSent, laravel.created({ id: 1 }), laravel.resetLinkSent]) {
    const fake = fakeFetch(() => reply);
    configureHttp({ fetch: fake.fetch });
    assert.is(await post('/api/user', {}, anything), true);
  }
});

test('no network, a timeout: our text', async () => {
  assert.is((await failureOf({ network: true })).message, MESSAGES.network);
  const fake = fakeFetch(() => ({ hang: true }));
  configureHttp({ fetch: fake.fetch, getRetries: 0, timeoutMs: 5 });
  assert.is((await quiet(() => rejection(get('/api/shops/7', asShop)))).message, MESSAGES.timeout);
});

test('every text of the table is Ukrainian; no Laravel English reaches a message', async () => {
  for (const [key, text] of Object.entries({ ...MESSAGES, FALLBACK })) assert.ok(isOurs(text), `${key}: ${text}`);
  const replies = Object.values(laravel).filter((r): r is Reply => typeof r !== 'function' && 'status' in r && (r.status ?? 200) >= 400);
  for (const reply of replies) {
    const error = await failureOf(reply);
    assert.ok(isOurs(error.message), `${error.status}: ${error.message}`);
  }
});

test('errorText: anything that is not an ApiError gets the general text', async () => {
  await loadErrorTexts();
  assert.is(errorText(new Error('TypeError: x is undefined')), MESSAGES.http);
  assert.is(errorText(new ApiError('network')), MESSAGES.network);
});

test('isRefusal: a 4xx answer is a definite no; no answer, a 5xx or an HTML 200 may have been applied', async () => {
  const cases: [string, Reply, boolean][] = [
    ['422', laravel.validation8, true],
    ['429', { status: 429, json: { message: 'Too Many Attempts.' } }, true],
    ['500', { status: 500, json: {} }, false],
    ['503', laravel.maintenance, false],
    ['an HTML 200', laravel.htmlWith200, false],
    ['no network', { network: true }, false],
  ];
  for (const [what, reply, refused] of cases) assert.is(isRefusal(await failureOf(reply)), refused, what);
  assert.not.ok(isRefusal(new ApiError('timeout')));
  assert.not.ok(isRefusal(new Error('Failed to fetch')), 'not an ApiError: unknown');
});

test.run();
