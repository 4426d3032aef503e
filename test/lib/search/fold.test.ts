import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fold, skeleton, type Spans } from '../../../src/lib/search/fold';

const test = suite('search: fold and skeleton');

test('fold: lowercase, trimmed, single spaces, no apostrophes, ґ as г', () => {
  assert.is(fold('  Краса   і  Здоров’я '), 'краса і здоровя');
  assert.is(fold("здоров'я"), 'здоровя');
  assert.is(fold('здоровʼя'), 'здоровя');
  assert.is(fold('Ґудзик'), 'гудзик');
  assert.is(fold('Mega\u00a0\tStore'), 'mega store');
  assert.is(fold('Rozetka'), 'rozetka');
});

test('fold: every character knows where it came from', () => {
  const spans: Spans = { from: [], to: [] };
  assert.is(fold(" Дім  і сад'", spans), 'дім і сад');
  assert.equal(spans.from, [1, 2, 3, 4, 6, 7, 8, 9, 10]);
});

test('skeleton: the Latin and the Cyrillic spelling of a brand meet', () => {
  const pairs = [
    ['Rozetka', 'розетка'], ['Foxtrot', 'фокстрот'], ['Comfy', 'комфі'], ['Comfy', 'комфи'], ['Citrus', 'цитрус'],
    ['Allo', 'ало'], ['Epicentr', 'епіцентр'], ['Moyo', 'мойо'], ['Eva', 'єва'], ['Yakaboo', 'якабу'],
    ['Watsons', 'ватсонс'], ['Megogo', 'мегого'], ['Zootovary', 'зоотовари'], ['Join', 'джоін'],
    ['Nova Liniya', 'нова лінія'], ['AliExpress', 'алиэкспресс'], ['Photo', 'фото'],
    ['Elektronika', 'Електроніка'], ['Zdorovya', 'здоров’я'], ['Shchedryk', 'Щедрик'], ['Zhytomyr', 'Житомир'],
  ];
  for (const [latin, cyrillic] of pairs) assert.is(skeleton(cyrillic as string), skeleton(latin as string), `${latin} / ${cyrillic}`);
});

test('skeleton: the informal equivalences', () => {
  assert.is(skeleton('xbox'), 'ksboks');
  assert.is(skeleton('Cinema City'), 'tsinema tsiti');
  assert.is(skeleton('Phone Book'), 'fone buk');
  assert.is(skeleton('Wow'), 'vov');
  assert.is(skeleton('Quick'), 'kuik');
  assert.is(skeleton('Glovo'), skeleton('Hlovo'));
  assert.is(skeleton('Sportlife 2000'), 'sportlife 2000', 'digits stay as written');
});

test('skeleton: punctuation separates words; spans cover the original', () => {
  const spans: Spans = { from: [], to: [] };
  assert.is(skeleton('Zakaz.ua', spans), 'zakaz ua');
  const yak: Spans = { from: [], to: [] };
  assert.is(skeleton('Yakaboo', yak), 'akabu');
  assert.equal([yak.from[0], yak.to.at(-1)], [0, 7], 'the dropped glide and the doubled o are inside the spans');
  const fox: Spans = { from: [], to: [] };
  assert.is(skeleton('Фокс', fox), 'foks');
  assert.equal(fox.from, [0, 1, 2, 3]);
});

test.run();
