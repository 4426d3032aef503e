import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prepare } from '../../../src/lib/search/prepare';
import { searchList, searchCatalog, SEARCH_LIMIT, type Hit } from '../../../src/lib/search/search';

const test = suite('search');

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const rated = (...rows: [string, number][]) => rows.map(([name, avg_stars], i) => ({ id: i + 1, name, avg_stars }));
const names = (hits: Hit<{ name: string }>[]) => hits.map((h) => h.item.name);
/** The name with its marked part in brackets: what the user sees. */
const marked = (hits: Hit<{ name: string }>[]) =>
  hits.map(({ item: { name }, mark: [from, to] }) => `${name.slice(0, from)}[${name.slice(from, to)}]${name.slice(to)}`);

test('at most 6 items per group', () => {
  const shops = list(...Array.from({ length: 40 }, (_, i) => `Tech Store ${i}`));
  const cats = list(...Array.from({ length: 10 }, (_, i) => `Техніка ${i}`));
  assert.is(SEARCH_LIMIT, 6);
  const result = searchCatalog(shops, cats, 'tech');
  assert.equal(names(result.shops), ['Tech Store 0', 'Tech Store 1', 'Tech Store 2', 'Tech Store 3', 'Tech Store 4', 'Tech Store 5']);
  assert.is(searchCatalog(shops, cats, 'техн').categories.length, 6);
});

test('no match, or an empty query, gives empty groups', () => {
  assert.equal(searchCatalog(list('Rozetka', 'Comfy'), list('Електроніка'), 'qwzx'), { shops: [], categories: [] });
  assert.equal(searchList(list('Rozetka'), '   '), []);
  assert.equal(searchList(list('Rozetka'), "'’"), []);
});

test('tiers: prefix, start of a word, substring, other alphabet or layout, typo', () => {
  const shops = list('Sandbox', 'Happy Box', 'Бокс', 'Boxberry', 'Bxo Outlet', 'Bokks');
  const found = searchList(shops, 'boxe');
  assert.equal(marked(searchList(shops, 'box')), ['[Box]berry', 'Happy [Box]', 'Sand[box]', '[Бокс]', '[Bokks]']);
  assert.equal(searchList(shops, 'box').map((h) => h.tier), ['prefix', 'word', 'substring', 'reading', 'reading']);
  assert.equal(marked(found), ['Happy [Box]', '[Бокс]', '[Boxb]erry', '[Bokks]'], 'a typo is looked for at the start of a word');
  assert.equal(found.map((h) => h.tier), ['typo', 'typo', 'typo', 'typo']);
});

test('one typo comes before two', () => {
  const shops = rated(['Eldarodo', 5], ['Eldorada', 1]);
  assert.equal(marked(searchList(shops, 'eldorado')), ['[Eldorada]', '[Eldarodo]']);
  assert.equal(marked(searchList(shops, 'eldorado', 1)), ['[Eldorada]'], 'also when one is shown');
});

test('a reading at the start of a word comes before one inside a name', () => {
  assert.equal(names(searchList(list('Avrora', 'Prostor', 'Rozetka'), 'ро')), ['Rozetka', 'Avrora', 'Prostor']);
});

test('the start of a later word counts, also after punctuation and when the first match is inside a word', () => {
  assert.equal(marked(searchList(list('Abra Bra'), 'bra')), ['Abra [Bra]']);
  assert.equal(searchList(list('Booking.com'), 'com').map((h) => h.tier), ['word']);
  assert.equal(searchList(list('Booking.com'), '.com').map((h) => h.tier), ['substring']);
  // Two to show: Рів starts with р; Ksr holds it inside; Abr Rozetka has a word that starts with it.
  assert.equal(marked(searchList(list('Рів', 'Ksr', 'Abr Rozetka'), 'р', 2)), ['[Р]ів', 'Abr [R]ozetka']);
});

test('within a tier the more popular shop comes first, then list order', () => {
  const shops = rated(['Mega One', 3.1], ['Mega Two', 4.9], ['Omega', 5], ['Mega Three', 4.9], ['Mega Four', 4.2]);
  assert.equal(names(searchList(shops, 'mega')), ['Mega Two', 'Mega Three', 'Mega Four', 'Mega One', 'Omega']);
  const readings = rated(['Rozetka', 1], ['Abra Rozetka', 5], ['Rozetka Box', 3]);
  assert.equal(names(searchList(readings, 'розет')), ['Abra Rozetka', 'Rozetka Box', 'Rozetka'], 'in the other alphabet too');
});

test('a prefix match late in a long list still wins over early substring matches', () => {
  const shops = list(...Array.from({ length: 20 }, (_, i) => `Shop Tech ${i}`), 'Techno');
  const found = names(searchList(shops, 'tech'));
  assert.is(found[0], 'Techno');
  assert.is(found.length, 6);
});

test('the mark covers the matched part of the name as the shop writes it', () => {
  assert.equal(marked(searchList(list('Rozetka'), 'ROZ')), ['[Roz]etka']);
  assert.equal(marked(searchList(list('Rozetka'), 'розет')), ['[Rozet]ka']);
  assert.equal(marked(searchList(list('Rozetka'), 'hjptnrf')), ['[Rozetka]']);
  assert.equal(marked(searchList(list('Yakaboo'), 'якабу')), ['[Yakaboo]'], 'the й glide and oo = у');
  assert.equal(marked(searchList(list('Foxtrot'), 'фокс')), ['[Fox]trot'], 'кс is x');
  assert.equal(marked(searchList(list("Краса і здоров'я"), 'здоровя')), ["Краса і [здоров'я]"], 'the apostrophe inside');
  assert.equal(marked(searchList(list('Краса  і   Здоров’я'), 'і здоров')), ['Краса  [і   Здоров]’я'], 'spaces as written');
  assert.equal(marked(searchList(list('Rozetka'), 'rozteka')), ['[Rozetka]'], 'a typo');
  assert.equal(marked(searchList(list('Join UP!'), 'джоін ап')), ['[Join UP]!']);
});

test('Ukrainian letters and apostrophes in any spelling', () => {
  const cats = list('Краса і здоров\'я', 'Дім і сад', 'Зоотовари');
  for (const q of ['здоров\'я', 'здоров’я', 'здоровʼя', 'здоровя', 'ЗДОРОВ', 'zdorovia', 'zdorov`ya']) {
    assert.equal(names(searchList(cats, q)), ['Краса і здоров\'я'], q);
  }
  assert.equal(names(searchList(cats, 'дім')), ['Дім і сад']);
  assert.equal(names(searchList(list('Їжак', 'Єнот', 'Ґанок'), 'ганок')), ['Ґанок']);
  assert.equal(names(searchList(list('Megogo', 'Hotline'), 'мегого')), ['Megogo'], 'г as g');
  assert.equal(names(searchList(list('Megogo', 'Hotline'), 'гот')), ['Hotline'], 'г as h');
  assert.equal(names(searchList(list('Megogo', 'Hotline'), 'хотлайн')), ['Hotline'], 'х as h, one letter extra');
});

test('typos: one edit from 4 letters, two from 8, none below 4', () => {
  const shops = list('Rozetka', 'Eldorado');
  assert.equal(names(searchList(shops, 'rzo')), [], '3 letters: no typo allowed');
  assert.equal(names(searchList(shops, 'rzoe')), ['Rozetka'], 'two letters swapped');
  assert.equal(names(searchList(shops, 'rozka')), ['Rozetka'].slice(0, 0), 'two letters missing in 5');
  assert.equal(names(searchList(shops, 'roetka')), ['Rozetka'], 'one missing');
  assert.equal(names(searchList(shops, 'rozertka')), ['Rozetka'], 'one extra');
  assert.equal(names(searchList(shops, 'eldarodo')), ['Eldorado'], 'two changed in 8');
  assert.equal(names(searchList(shops, 'eldarodu')), [], 'three changed in 8');
});

test('the index is built once per array and rebuilt for a new array', () => {
  let reads = 0;
  const shops = Array.from({ length: 10_000 }, (_, i) => ({
    id: i,
    avg_stars: i % 5,
    get name() { reads += 1; return `Shop ${i}`; },
  }));
  const first = prepare(shops);
  assert.is(reads, 10_000);
  for (const q of ['s', 'sh', 'sho', 'shop', 'shop 9', 'ырщз', 'ырщз 99', 'nope']) searchList(shops, q);
  assert.is(prepare(shops), first, 'keystrokes reuse the index');
  const afterSearching = reads;
  prepare(shops.slice());
  assert.is(reads, afterSearching + 10_000, 'a new array gets its own index');
});

test('10,000 shops: the right shop is found among many that look alike', () => {
  const words = ['Tech', 'Smart', 'Urban', 'Happy', 'Green', 'Mega', 'Nova', 'Prime'];
  const shops = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `${words[i % 8]} Market ${i}` }));
  assert.is(names(searchList(shops, 'happy market 1235'))[0], 'Happy Market 1235');
  assert.is(names(searchList(shops, 'хеппі маркет 1235'))[0], 'Happy Market 1235');
  assert.is(searchList(shops, 'market').length, 6);
});

test.run();
