import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importWithRetry } from '../../src/runtime/import-with-retry';

const test = suite('importWithRetry');

test('retries a failed chunk load once', async () => {
  let calls = 0;
  const value = await importWithRetry(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  }, 1);
  assert.is(value, 'module');
  assert.is(calls, 2);
});

test('gives up after the second failure', async () => {
  let calls = 0;
  try {
    await importWithRetry(async () => {
      calls += 1;
      throw new Error(`attempt ${calls}`);
    }, 1);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, Error);
    assert.is((error as Error).message, 'attempt 2');
  }
  assert.is(calls, 2);
});

test.run();
