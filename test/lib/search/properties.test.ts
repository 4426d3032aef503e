// A name always finds itself, among other names, whatever the shopper does
// to it: any case, a prefix, the other alphabet, the other keyboard layout,
// one typo (two in a long word).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { searchList } from '../../../src/lib/search/search';
import { otherLayout } from '../../../src/lib/search/keyboard-layout';

const test = suite('search: properties');

const CYRILLIC = [...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'];
const LATIN = [...'abcdefghijklmnopqrstuvwxyz'];

// Real names seldom double a letter and never triple one; the search counts a doubled letter once.
const word = (letters: string[], min = 2, max = 9) =>
  fc.array(fc.constantFrom(...letters), { minLength: min, maxLength: max }).map((l) => l.join('')).filter((w) => !/(.)\1/.test(w));
const capitalised = (w: fc.Arbitrary<string>) => w.map((s) => s[0]!.toUpperCase() + s.slice(1));
// A Ukrainian word: ь, й and the apostrophe never start it.
const ukrainian = word(CYRILLIC).filter((w) => !/^[ьй]/.test(w));
const ukrainianName = fc.array(capitalised(ukrainian), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const latinName = fc.array(capitalised(word(LATIN)), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const anyName = fc.oneof(ukrainianName, latinName);
const others = fc.array(anyName, { maxLength: 30 });

/** Whether `name`, placed among `others`, is found for `query` (all results, not only 6). */
function finds(name: string, rest: string[], query: string) {
  const items = [...rest, name].map((n, i) => ({ id: i, name: n }));
  return searchList(items, query, items.length).some((hit) => hit.item.id === items.length - 1);
}

// The national table of 2010, positional forms included: an independent reading of it.
// https://zakon.rada.gov.ua/laws/show/55-2010-п
const TABLE: Record<string, [string, string?]> = {
  а: ['a'], б: ['b'], в: ['v'], г: ['h'], ґ: ['g'], д: ['d'], е: ['e'], є: ['ie', 'ye'], ж: ['zh'], з: ['z'], и: ['y'],
  і: ['i'], ї: ['i', 'yi'], й: ['i', 'y'], к: ['k'], л: ['l'], м: ['m'], н: ['n'], о: ['o'], п: ['p'], р: ['r'], с: ['s'],
  т: ['t'], у: ['u'], ф: ['f'], х: ['kh'], ц: ['ts'], ч: ['ch'], ш: ['sh'], щ: ['shch'], ь: [''], ю: ['iu', 'yu'], я: ['ia', 'ya'],
};
const official = (text: string) =>
  text.toLowerCase().replace(/зг/g, 'zgh').replace(/'/g, '').replace(/[а-яґєії]/g, (ch, at: number, all: string) => {
    const [inside, first] = TABLE[ch]!;
    return first && (at === 0 || /[\s-]/.test(all[at - 1]!)) ? first : inside;
  });

// How a Latin brand is spelt in Cyrillic by ear: digraphs first.
const BY_EAR: [RegExp, string][] = [
  [/shch/g, 'щ'], [/zh/g, 'ж'], [/kh/g, 'х'], [/ch/g, 'ч'], [/sh/g, 'ш'], [/ts/g, 'ц'], [/ph/g, 'ф'], [/oo/g, 'у'], [/ck/g, 'к'],
  [/c(?=[eiy])/g, 'ц'], [/x/g, 'кс'], [/j/g, 'дж'], [/w/g, 'в'], [/q/g, 'к'],
];
const EAR: Record<string, string> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'і', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п',
  r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', y: 'и', z: 'з',
};
const byEar = (text: string) => BY_EAR.reduce((s, [from, to]) => s.replace(from, to), text.toLowerCase()).replace(/[a-z]/g, (ch) => EAR[ch] ?? ch);

// FC_SEED and FC_PATH replay a failure fast-check reported.
const RUNS = { numRuns: 200, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}) };

test('as written, in any case, and any prefix of it', () => {
  fc.assert(fc.property(anyName, others, fc.nat(), (name, rest, cut) => {
    assert.ok(finds(name, rest, name), name);
    assert.ok(finds(name, rest, name.toUpperCase()), `${name} in capitals`);
    assert.ok(finds(name, rest, name.toLowerCase()), `${name} in lower case`);
    const prefix = name.slice(0, 1 + (cut % name.length));
    if (prefix.trim()) assert.ok(finds(name, rest, prefix), `${name} by ${prefix}`);
  }), RUNS);
});

test('a Ukrainian name in Latin letters by the national table', () => {
  // The table writes кг as kh and пг as ph (also with ь or the apostrophe between, which it
  // drops: Пьга is pha); the search reads them as х and ф.
  fc.assert(fc.property(ukrainianName.filter((n) => !/[кп][ь']?г/i.test(n)), others, (name, rest) => {
    assert.ok(finds(name, rest, official(name)), `${name} as ${official(name)}`);
  }), RUNS);
});

test('a Latin name spelt in Cyrillic, and a Ukrainian one the other way', () => {
  fc.assert(fc.property(latinName, others, (name, rest) => {
    assert.ok(finds(name, rest, byEar(name)), `${name} as ${byEar(name)}`);
  }), RUNS);
  fc.assert(fc.property(latinName, others, (latin, rest) => {
    const name = byEar(latin);
    assert.ok(finds(name, rest, latin), `${name} as ${latin}`);
  }), RUNS);
});

test('typed with the other keyboard layout active, either way', () => {
  fc.assert(fc.property(anyName, others, (name, rest) => {
    const typed = otherLayout(name);
    assert.ok(finds(name, rest, typed), `${name} typed as ${typed}`);
  }), RUNS);
  fc.assert(fc.property(ukrainianName.map((n) => n.replace(/(\p{L})(\p{L})/u, "$1'$2")), others, (name, rest) => {
    assert.ok(finds(name, rest, otherLayout(name)), `${name} typed as ${otherLayout(name)}`);
  }), RUNS);
});

// Letters a typo cannot turn into a digraph (tz, kh...) or a glide (y, i).
const PLAIN = [...'abdefklmnoprstuv'];
// The search reads a doubled letter as one (Allo = Ало) and oo as у, so a typo
// that makes a double (akfkapa typed akkapa) is more than one edit away.
const plausible = (name: string, query: string) => !/(.)\1/.test(query) || /(.)\1/.test(name);
const typo = (w: string, kind: number, at: number, letter: string) => {
  const i = at % w.length;
  switch (kind % 4) {
    case 0: return w.slice(0, i) + w.slice(i + 1); // missing
    case 1: return w.slice(0, i) + letter + w.slice(i); // extra
    case 2: return w.slice(0, i) + letter + w.slice(i + 1); // changed
    default: return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w; // two swapped
  }
};
const edit = fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...PLAIN));

// Words many names share, in both alphabets, so that names meet in every tier.
const SHARED = ['Rozetka', 'Розетка', 'Box', 'Бокс', 'Market', 'Маркет', 'Abra', 'Кабра', 'Boxer', 'Tech', 'Теко', 'Zoo.ua'];
const sharedName = fc.array(fc.constantFrom(...SHARED), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

test('a short list is the head of the whole ranking', () => {
  const rated = fc.array(fc.tuple(fc.oneof(sharedName, anyName), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 40 });
  const query = fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...'abkoстр'));
  fc.assert(fc.property(rated, query, fc.integer({ min: 1, max: 8 }), (rows, [pick, cut, how, letter], limit) => {
    const items = rows.map(([name, avg_stars], id) => ({ id, name, avg_stars }));
    const name = items[pick % items.length]!.name;
    const piece = name.slice(cut % name.length, (cut % name.length) + 1 + (cut % 9));
    // As typed, in the other alphabet, on the other layout, with a typo: every tier gets its turn.
    const typed = [piece, byEar(piece), official(piece), otherLayout(piece) || piece, typo(piece, cut, pick, letter)][how]!;
    fc.pre(typed.trim() !== '');
    const all = searchList(items, typed, items.length);
    assert.equal(searchList(items, typed, limit), all.slice(0, limit), `${typed} among ${items.length}, ${limit} shown`);
    // As typed, each tier lists the more popular first, then in list order.
    all.forEach((hit, i) => {
      const next = all[i + 1];
      if (!next || next.tier !== hit.tier || !['prefix', 'word', 'substring'].includes(hit.tier)) return;
      assert.ok(hit.item.avg_stars > next.item.avg_stars || (hit.item.avg_stars === next.item.avg_stars && hit.item.id < next.item.id), `${typed}: ${hit.item.name} before ${next.item.name}`);
    });
  }), { numRuns: 1000 });
});


test('one typo from 4 letters on', () => {
  fc.assert(fc.property(word(PLAIN, 5, 12), others, edit, (name, rest, [kind, at, letter]) => {
    const query = typo(name, kind, at, letter);
    fc.pre(plausible(name, query));
    assert.ok(finds(name, rest, query), `${name} typed as ${query}`);
  }), RUNS);
});

test('two typos from 8 letters on', () => {
  fc.assert(fc.property(word(PLAIN, 10, 14), others, edit, edit, (name, rest, [k1, a1, l1], [k2, a2, l2]) => {
    const first = typo(name, k1, a1 % 4, l1);
    const query = typo(first, k2, 6 + (a2 % 3), l2);
    fc.pre(plausible(name, query));
    assert.ok(finds(name, rest, query), `${name} typed as ${query}`);
  }), RUNS);
});

test.run();
