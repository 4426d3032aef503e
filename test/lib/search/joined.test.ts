import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { joinNames, scan } from '../../../src/lib/search/joined';

const test = suite('search: joined names');

const found = (names: string[], needle: string, lead = 0, enough = Infinity) => {
  const seen: number[] = [];
  scan(joinNames(names), needle, lead, (index) => seen.push(index) >= enough);
  return seen;
};

test('each name that holds the piece, in list order, once', () => {
  assert.equal(found(['banana', 'apple', 'cherry', 'nan'], 'an'), [0, 3]);
  assert.equal(found(['a', 'b', 'a', 'a'], 'a'), [0, 2, 3]);
  assert.equal(found(['abc'], 'x'), []);
  assert.equal(found([], 'a'), []);
});

test('a line break before the piece finds the names that start with it', () => {
  assert.equal(found(['tech box', 'box', 'sandbox', 'boxer'], '\nbox', 1), [1, 3]);
  assert.equal(found(['', 'box'], '\nbox', 1), [1], 'an empty name');
});

test('a match never runs from one name into the next', () => {
  assert.equal(found(['ab', 'cd'], 'bc'), []);
});

test('stops when told it has seen enough', () => {
  assert.equal(found(['a1', 'a2', 'a3', 'a4'], 'a', 0, 2), [0, 1]);
});

test.run();
