// The withdrawal's Idempotency-Key: a UUID v4, from crypto.randomUUID where the
// page has it, else from random bytes (a host on plain http, Safari before 15.4).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newIdempotencyKey } from '../../src/stores/withdrawal-form';

const test = suite('newIdempotencyKey');
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a UUID v4, a new one each time', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
  assert.is(keys.size, 50);
  for (const key of keys) assert.match(key, UUID_V4);
});

test('without crypto.randomUUID (the fallback): still a UUID v4', () => {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
  delete (Object.getPrototypeOf(crypto) as { randomUUID?: unknown }).randomUUID;
  try {
    assert.is(typeof crypto.randomUUID, 'undefined');
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    assert.is(keys.size, 50);
    for (const key of keys) assert.match(key, UUID_V4);
  } finally {
    if (own) Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', own);
  }
});

test.run();
