// What the search reads from a list once: its popularity order, and the
// same index whether it is read at once or a slice at a time.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { byStars, prepare, prepareInSlices } from '../../../src/lib/search/prepare';
import { searchList } from '../../../src/lib/search/search';

const test = suite('search: prepare');

const stars = fc.oneof(fc.constantFrom(0, -0, 5, 4.5, NaN, Infinity, undefined as unknown as number), fc.double({ min: -10, max: 10 }), fc.integer({ min: 0, max: 5 }));

test('byStars: the highest rating first, equal ones (and no rating, counted 0) in list order', () => {
  fc.assert(fc.property(fc.array(stars, { maxLength: 60 }), (ratings) => {
    const items = ratings.map((avg_stars, i) => ({ name: `n${i}`, avg_stars }));
    const value = (i: number) => (Number.isFinite(ratings[i]) ? ratings[i]! : 0);
    const expected = items.map((_, i) => i).sort((a, b) => value(b) - value(a) || a - b);
    assert.equal(byStars(items), expected);
  }), { numRuns: 500 });
});

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: ['Rozetka', 'Foxtrot', 'Comfy', 'Єва', "Здоров'я"][i % 5] + ` ${i}`, avg_stars: i % 7 }));

test('read a slice at a time, a list is indexed as it is at once, and searched the same', async () => {
  const whole = names(500);
  const sliced = names(500);
  let pauses = 0;
  // A budget of 0 ms: every slice is 32 names.
  const ready = await prepareInSlices(sliced, async () => void pauses++, 0);
  assert.ok(pauses >= 500 / 32, `${pauses} pauses`);
  assert.equal(ready, prepare(sliced), 'the same index is kept for the list');
  assert.equal(ready.entries, prepare(whole).entries);
  assert.equal(ready.skeletons.text, prepare(whole).skeletons.text);
  for (const query of ['roz', 'фокс', 'hjptnrf', 'zdorov', 'comfi']) assert.equal(searchList(sliced, query), searchList(whole, query), query);
});

test('a search between two slices reads the rest at once, and the slices stop', async () => {
  const items = names(200);
  let release = () => {};
  let pauses = 0;
  const slicing = prepareInSlices(items, () => new Promise<void>((resolve) => {
    pauses++;
    release = resolve;
  }), 0);
  assert.equal(searchList(items, 'comfy'), searchList(names(200), 'comfy'));
  release();
  assert.is(await slicing, prepare(items));
  assert.is(pauses, 1, 'no slice after the search');
  assert.is(prepare(items).entries.length, 200);
});

test.run();
