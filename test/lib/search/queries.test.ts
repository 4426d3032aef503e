// What Ukrainian shoppers type, against the demo's catalogue: the default
// seed and the 10,000-shop one. Each query must find its name in the top 3
// of its group. Typed every way there is: as written, in the other alphabet,
// with informal spellings, on the wrong keyboard layout, with a typo.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Searchable } from '../../../src/lib/search/prepare';
import { searchCatalog } from '../../../src/lib/search/search';
// @ts-expect-error plain JavaScript module without types
import { createShops } from '../../../demo/seed/shops.mjs';
// @ts-expect-error plain JavaScript module without types
import { CATEGORIES } from '../../../demo/seed/catalog.mjs';

const test = suite('search: real queries');

type Row = [query: string, name: string, group?: 'categories'];

/** [query, the name it must find] — a shop unless the group says otherwise. */
export const QUERIES: Row[] = [
  // As written, any case.
  ['rozetka', 'Rozetka'],
  ['ROZ', 'Rozetka'],
  ['comfy', 'Comfy'],
  ['Foxtrot', 'Foxtrot'],
  ['allo', 'Allo'],
  ['epicentr', 'Epicentr'],
  ['aliexpress', 'AliExpress'],
  ['booking', 'Booking.com'],
  ['nash format', 'Nash Format'],
  ['format', 'Nash Format'],
  ['Електроніка', 'Електроніка', 'categories'],
  ["здоров'я", "Краса і здоров'я", 'categories'],
  ['здоровʼя', "Краса і здоров'я", 'categories'],
  // Latin brands typed in Cyrillic.
  ['розетка', 'Rozetka'],
  ['розет', 'Rozetka'],
  ['фокстрот', 'Foxtrot'],
  ['комфі', 'Comfy'],
  ['комфи', 'Comfy'],
  ['цитрус', 'Citrus'],
  ['алло', 'Allo'],
  ['ало', 'Allo'],
  ['епіцентр', 'Epicentr'],
  ['эпицентр', 'Epicentr'],
  ['ельдорадо', 'Eldorado'],
  ['мойо', 'Moyo'],
  ['пром', 'Prom'],
  ['каста', 'Kasta'],
  ['інтертоп', 'Intertop'],
  ['єва', 'Eva'],
  ['ева', 'Eva'],
  ['нотіно', 'Notino'],
  ['аліекспрес', 'AliExpress'],
  ['алиэкспресс', 'AliExpress'],
  ['сільпо', 'Silpo'],
  ['якабу', 'Yakaboo'],
  ['мастерзу', 'MasterZoo'],
  ['ватсонс', 'Watsons'],
  ['джоін ап', 'Join UP!'],
  ['будинок іграшок', 'Budynok Igrashok'],
  ['іграшок', 'Budynok Igrashok'],
  ['нова лінія', 'Nova Liniya'],
  ['мегого', 'Megogo'],
  ['адідас', 'Adidas'],
  ['шафа', 'Shafa'],
  ['варус', 'Varus'],
  ['новус', 'Novus'],
  ['зоокомплекс', 'Zoocomplex'],
  ['антошка', 'Antoshka'],
  ['пампік', 'Pampik'],
  ['букінг', 'Booking.com'],
  ['тріп', 'Trip.com'],
  ['заказ', 'Zakaz.ua'],
  // Brands said by their sound, not their letters.
  ['ашан', 'Auchan'],
  ['мейкап', 'Makeup'],
  ['мейк', 'Makeup'],
  // Informal Latin spellings.
  ['fokstrot', 'Foxtrot'],
  ['komfy', 'Comfy'],
  ['tsytrus', 'Citrus'],
  ['vatsons', 'Watsons'],
  ['yakabu', 'Yakaboo'],
  ['iakaboo', 'Yakaboo'],
  ['mastersu', 'MasterZoo'],
  // Cyrillic category names typed in Latin.
  ['elektronika', 'Електроніка', 'categories'],
  ['zootovary', 'Зоотовари', 'categories'],
  ['podorozhi', 'Подорожі', 'categories'],
  ['produkty', 'Продукти', 'categories'],
  ['dytiachi', 'Дитячі товари', 'categories'],
  ['dytyachi tovary', 'Дитячі товари', 'categories'],
  ['knyhy', 'Книги та хобі', 'categories'],
  ['dim i sad', 'Дім і сад', 'categories'],
  ['zdorovya', "Краса і здоров'я", 'categories'],
  // Typed with the English layout active.
  ['hjptnrf', 'Rozetka'],
  ['ajrcnhjn', 'Foxtrot'],
  ['rjvas', 'Comfy'],
  ['wbnhec', 'Citrus'],
  ['cskmgj', 'Silpo'],
  ["'df", 'Eva'],
  ['tgswtynh', 'Epicentr'],
  ['tktrnhjysrf', 'Електроніка', 'categories'],
  ['pjjnjdfhb', 'Зоотовари', 'categories'],
  ['rhfcf s pljhjd`z', "Краса і здоров'я", 'categories'],
  ['lsv s cfl', 'Дім і сад', 'categories'],
  ['rybub', 'Книги та хобі', 'categories'],
  // Typed with the Ukrainian layout active.
  ['кщяуелф', 'Rozetka'],
  ['сщьан', 'Comfy'],
  ['ащчекще', 'Foxtrot'],
  ['ьфлугз', 'Makeup'],
  ['лфіеф', 'Kasta'],
  ['фтіцуфк', 'Answear'],
  ['тщештщ', 'Notino'],
  ['зкщь', 'Prom'],
  ['фдшучзкуіі', 'AliExpress'],
  ['штеукещз', 'Intertop'],
  ['удвщкфвщ', 'Eldorado'],
  // Typos: a letter missing, extra, changed, two swapped; two from 8 letters.
  ['rozteka', 'Rozetka'],
  ['roztka', 'Rozetka'],
  ['rozettka', 'Rozetka'],
  ['rozeetka', 'Rozetka'],
  ['foxrtot', 'Foxtrot'],
  ['comfu', 'Comfy'],
  ['citrys', 'Citrus'],
  ['eldroado', 'Eldorado'],
  ['intretop', 'Intertop'],
  ['decatlon', 'Decathlon'],
  ['epicenter', 'Epicentr'],
  ['aliexpres', 'AliExpress'],
  ['alixepress', 'AliExpress'],
  ['makeap', 'Makeup'],
  ['notnio', 'Notino'],
  ['sportlaif', 'Sportlife'],
  ['розетак', 'Rozetka'],
  ['розтка', 'Rozetka'],
  ['фокстор', 'Foxtrot'],
  ['ельдорало', 'Eldorado'],
  ['аліекспрез', 'AliExpress'],
  ['декатлон', 'Decathlon'],
  ['спортлайф', 'Sportlife'],
  ['ансвер', 'Answear'],
  ['брейн', 'Brain'],
  ['мегаспрот', 'Megasport'],
  ['електорніка', 'Електроніка', 'categories'],
  ['зоотвари', 'Зоотовари', 'categories'],
  ['hjpnnrf', 'Rozetka'],
];

const DEFAULT_SEED = 48;
const catalogues = [
  { label: 'default seed', shops: createShops(DEFAULT_SEED) as Searchable[] },
  { label: '10,000 shops', shops: createShops(10_000) as Searchable[] },
];
const categories = CATEGORIES as Searchable[];

test('the table has at least 60 queries, in both alphabets and both layouts', () => {
  assert.ok(QUERIES.length >= 60, `${QUERIES.length} queries`);
  const cyrillic = QUERIES.filter(([q]) => /[а-яіїєґ]/i.test(q)).length;
  assert.ok(cyrillic >= 30 && QUERIES.length - cyrillic >= 30, `${cyrillic} Cyrillic`);
});

test('every name of the table is in the seed', () => {
  const names = new Set([...catalogues[0]!.shops, ...categories].map((item) => item.name));
  for (const [, name] of QUERIES) assert.ok(names.has(name), name);
});

for (const { label, shops } of catalogues) {
  test(`${label}: every query finds its name in the top 3`, () => {
    const misses: string[] = [];
    for (const [query, name, group] of QUERIES) {
      const found = searchCatalog(shops, categories, query)[group ?? 'shops'].slice(0, 3).map((hit) => hit.item.name);
      if (!found.includes(name)) misses.push(`${query} → ${name}: got ${found.join(', ') || 'nothing'}`);
    }
    assert.equal(misses, []);
  });
}

test('10,000 shops: «найк» finds Nike, a partner past the default seed\'s 48', () => {
  const shops = catalogues[1]!.shops;
  assert.not.ok(catalogues[0]!.shops.some((shop) => shop.name === 'Nike'));
  for (const query of ['найк', 'Найк', 'най']) assert.is(searchCatalog(shops, categories, query).shops[0]?.item.name, 'Nike', query);
});

test('what finds nothing: «Нажаль нічого не знайдено» is right for these', () => {
  for (const query of ['zzqxw', 'щщщзззфф', 'qwzxqwzx', '###']) {
    assert.equal(searchCatalog(catalogues[0]!.shops, categories, query), { shops: [], categories: [] }, query);
  }
});

test.run();
