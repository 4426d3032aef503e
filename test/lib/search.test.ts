import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { normalize, transliterate, nameIndex, searchItems, searchCatalog, SEARCH_LIMIT } from '../../src/lib/search';

const test = suite('search');

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const names = (items: { name: string }[]) => items.map((i) => i.name);

test('normalize: lowercase, trimmed, single spaces, no apostrophes, ґ as г', () => {
  assert.is(normalize('  Краса   і  Здоров’я '), 'краса і здоровя');
  assert.is(normalize("здоров'я"), 'здоровя');
  assert.is(normalize('здоровʼя'), 'здоровя');
  assert.is(normalize('Ґудзик'), 'гудзик');
  assert.is(normalize('Mega\u00a0\tStore'), 'mega store');
  assert.is(normalize('Rozetka'), 'rozetka');
});

test('transliterate: only Cyrillic queries get a Latin twin', () => {
  assert.is(transliterate('розетка'), 'rozetka');
  assert.is(transliterate('сільпо'), 'silpo');
  assert.is(transliterate('rozetka'), '');
});

test('at most 6 items per group', () => {
  const shops = list(...Array.from({ length: 40 }, (_, i) => `Tech Store ${i}`));
  const cats = list(...Array.from({ length: 10 }, (_, i) => `Техніка ${i}`));
  assert.is(SEARCH_LIMIT, 6);
  const result = searchCatalog(shops, cats, 'tech');
  assert.is(result.shops.length, 6);
  assert.equal(names(result.shops), ['Tech Store 0', 'Tech Store 1', 'Tech Store 2', 'Tech Store 3', 'Tech Store 4', 'Tech Store 5']);
  assert.is(searchCatalog(shops, cats, 'техн').categories.length, 6);
});

test('no match, or an empty query, gives empty groups', () => {
  const result = searchCatalog(list('Rozetka', 'Comfy'), list('Електроніка'), 'qwzx');
  assert.equal(result, { shops: [], categories: [] });
  assert.equal(searchItems(list('Rozetka'), '   '), []);
});

test('names that start with the query come before names that contain it', () => {
  const shops = list('Mega Store', 'Happy Box', 'Boxberry', 'Sandbox', 'Box Outlet');
  assert.equal(names(searchItems(shops, 'box')), ['Boxberry', 'Box Outlet', 'Happy Box', 'Sandbox']);
});

test('a prefix match late in a long list still wins over early contains matches', () => {
  const shops = list(...Array.from({ length: 20 }, (_, i) => `Shop Tech ${i}`), 'Techno');
  const found = names(searchItems(shops, 'tech'));
  assert.is(found[0], 'Techno');
  assert.is(found.length, 6);
});

test('case-insensitive, Latin and Cyrillic', () => {
  assert.equal(names(searchItems(list('Rozetka', 'Kasta'), 'ROZ')), ['Rozetka']);
  assert.equal(names(searchItems(list('Електроніка', 'Одяг і взуття'), 'ЕЛЕКТ')), ['Електроніка']);
  assert.equal(names(searchItems(list('Rozetka', 'Kasta'), 'розет')), ['Rozetka']);
  assert.equal(names(searchItems(list('Megogo', 'Hotline'), 'мегого')), ['Megogo'], 'г as g');
  assert.equal(names(searchItems(list('Megogo', 'Hotline'), 'хотлайн')), [], 'no false friends');
  assert.equal(names(searchItems(list('Megogo', 'Hotline'), 'гот')), ['Hotline'], 'г as h');
});

test('Ukrainian letters and apostrophes in any spelling', () => {
  const cats = list('Краса і здоров\'я', 'Дім і сад', 'Зоотовари');
  for (const q of ['здоров\'я', 'здоров’я', 'здоровʼя', 'здоровя', 'ЗДОРОВ']) {
    assert.equal(names(searchItems(cats, q)), ['Краса і здоров\'я'], q);
  }
  assert.equal(names(searchItems(cats, 'дім')), ['Дім і сад']);
  assert.equal(names(searchItems(list('Їжак', 'Єнот', 'Ґанок'), 'ганок')), ['Ґанок']);
});

test('the index is built once per array and rebuilt for a new array', () => {
  let reads = 0;
  const shops = Array.from({ length: 10_000 }, (_, i) => ({
    id: i,
    get name() { reads += 1; return `Shop ${i}`; },
  }));
  const first = nameIndex(shops);
  assert.is(reads, 10_000);
  for (const q of ['s', 'sh', 'sho', 'shop', 'shop 9', 'shop 99', 'nope']) searchItems(shops, q);
  assert.is(reads, 10_000, 'keystrokes reuse the index');
  assert.is(nameIndex(shops), first);
  nameIndex(shops.slice());
  assert.is(reads, 20_000, 'a new array gets its own index');
});

test('10,000 shops: a keystroke stays cheap', () => {
  const words = ['Tech', 'Smart', 'Urban', 'Happy', 'Green', 'Mega', 'Nova', 'Prime'];
  const shops = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `${words[i % 8]} Market ${i}` }));
  nameIndex(shops);
  const queries = ['m', 'ma', 'mar', 'mark', 'market 99', 'prime', 'zzz', 'урбан', 'happy market 1235'];
  const started = performance.now();
  let found = 0;
  for (let round = 0; round < 20; round++) for (const q of queries) found += searchItems(shops, q).length;
  const perKeystroke = (performance.now() - started) / (20 * queries.length);
  assert.ok(found > 0);
  // Generous: a few ms is the target; 50 ms would still only fail on a broken (quadratic) search.
  assert.ok(perKeystroke < 50, `${perKeystroke.toFixed(2)} ms per keystroke`);
  assert.equal(names(searchItems(shops, 'happy market 1235')), ['Happy Market 1235']);
});

test.run();
