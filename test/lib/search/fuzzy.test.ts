import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fuzzyEdits, fuzzyEnd, fuzzyMatch } from '../../../src/lib/search/fuzzy';

const test = suite('search: typos');

/** [edits, end] of the best prefix of `text` from `start`, or null. */
const best = (query: string, text: string, max: number, start = 0) => {
  const found = fuzzyMatch(query, text, start, max);
  return found < 0 ? null : [fuzzyEdits(found), fuzzyEnd(found)];
};

test('a letter missing, extra, changed, or two swapped is one edit', () => {
  assert.equal(best('roetka', 'rozetka', 1), [1, 7]);
  assert.equal(best('rozzetka', 'rozetka', 1), [1, 7]);
  assert.equal(best('rozatka', 'rozetka', 1), [1, 7]);
  assert.equal(best('rozteka', 'rozetka', 1), [1, 7]);
  assert.equal(best('orzetka', 'rozetka', 1), [1, 7]);
});

test('the query may be the start of the name', () => {
  assert.equal(best('rozte', 'rozetka', 1), [1, 5]);
  assert.equal(best('tecn', 'tech market', 1), [1, 4]);
});

test('more edits than allowed find nothing', () => {
  assert.is(best('rztka', 'rozetka', 1), null);
  assert.equal(best('rztka', 'rozetka', 2), [2, 7]);
  assert.is(best('abcd', 'wxyz', 2), null);
  assert.is(best('rozetka', 'roz', 1), null, 'the name is too short');
});

test('from a word inside the text', () => {
  assert.equal(best('markte', 'tech market 12', 1, 5), [1, 11]);
  assert.is(best('markte', 'tech market 12', 1, 0), null);
});

test('swaps at the start and the end', () => {
  assert.equal(best('ab', 'ba', 1), [1, 2]);
  assert.equal(best('eldoraod', 'eldorado', 1), [1, 8]);
});

test.run();
