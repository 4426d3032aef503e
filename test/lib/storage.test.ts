import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readJson, removeItem, writeJson } from '../../src/lib/storage';

const test = suite('storage');
test.before.each(() => resetDom());

test('writes, reads and removes JSON', () => {
  assert.ok(writeJson('k', { a: [1, 'b'] }));
  assert.equal(readJson('k'), { a: [1, 'b'] });
  removeItem('k');
  assert.is(readJson('k'), null);
});

test('corrupt JSON reads as null', () => {
  localStorage.setItem('k', '{"a":');
  assert.is(readJson('k'), null);
});

const withLocalStorage = (replacement: () => unknown, run: () => void) => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: replacement });
  try {
    run();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
  }
};

test('a storage that throws (private mode, quota) never throws', () => {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  withLocalStorage(
    () => ({ getItem: fail, setItem: fail, removeItem: fail }),
    () => {
      assert.is(writeJson('k', 1), false);
      assert.is(readJson('k'), null);
      removeItem('k');
    },
  );
});

test('a missing or forbidden localStorage never throws', () => {
  const forbidden = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const replacement of [forbidden, () => undefined]) {
    withLocalStorage(replacement, () => {
      assert.is(writeJson('k', 1), false);
      assert.is(readJson('k'), null);
      removeItem('k');
    });
  }
});

test.run();
