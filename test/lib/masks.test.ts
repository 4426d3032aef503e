import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { maskAmount, maskCard, maskName, maskPhone, type Masked } from '../../src/lib/masks';

const digits = (s: string) => s.replace(/\D/g, '');
const digitsBefore = (s: string, caret: number) => digits(s.slice(0, caret)).length;

/** Types `text` one character at a time at the end, as a keyboard would. */
function type(mask: (v: string, c: number, p: string, t: string) => Masked, text: string, start = ''): Masked {
  let state: Masked = { value: start, caret: start.length };
  for (const ch of text) {
    const raw = state.value.slice(0, state.caret) + ch + state.value.slice(state.caret);
    state = mask(raw, state.caret + 1, state.value, 'insertText');
  }
  return state;
}

/** Backspace at `caret` (no selection). */
const backspace = (mask: (v: string, c: number, p: string, t: string) => Masked, value: string, caret: number) =>
  mask(value.slice(0, caret - 1) + value.slice(caret), caret - 1, value, 'deleteContentBackward');

/** Delete (forward) at `caret`. */
const del = (mask: (v: string, c: number, p: string, t: string) => Masked, value: string, caret: number) =>
  mask(value.slice(0, caret) + value.slice(caret + 1), caret, value, 'deleteContentForward');

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/* ---- card ---- */
const card = suite('maskCard');

card('typing groups digits in fours and keeps the caret at the end', () => {
  const typed = type(maskCard, '4111111111111111');
  assert.equal(typed, { value: '4111 1111 1111 1111', caret: 19 });
  assert.equal(type(maskCard, '41111'), { value: '4111 1', caret: 6 });
  assert.equal(type(maskCard, '4111'), { value: '4111', caret: 4 });
});

card('paste and autofill of the whole value', () => {
  assert.equal(maskCard('4111-1111 1111 1111'), { value: '4111 1111 1111 1111', caret: 19 });
  assert.equal(maskCard('4111111111111111'), { value: '4111 1111 1111 1111', caret: 19 });
  assert.equal(maskCard(' 4111 1111 1111 1111 '), { value: '4111 1111 1111 1111', caret: 19 });
  assert.equal(maskCard('4111.1111.1111.1111.999'), { value: '4111 1111 1111 1111', caret: 19 }, 'extra digits are cut on paste');
});

card('non-digits never get in', () => {
  assert.equal(maskCard('abcd'), { value: '', caret: 0 });
  assert.equal(type(maskCard, '41a1-11x'), { value: '4111 1', caret: 6 });
  assert.equal(maskCard('４１１１'), { value: '', caret: 0 }, 'full-width digits are not ASCII digits');
});

card('a keystroke into a full number is refused, the caret stays', () => {
  const full = '4111 1111 1111 1111';
  assert.equal(maskCard('4111 11911 1111 1111', 7, full, 'insertText'), { value: full, caret: 6 });
  assert.equal(maskCard(full + '5', 20, full, 'insertText'), { value: full, caret: 19 });
});

card('deleting in the middle keeps the caret where it was', () => {
  // '4111 11|11 ...' Backspace removes the sixth digit; the caret stays after the fifth.
  assert.equal(backspace(maskCard, '4111 1211 1111 1111', 7), { value: '4111 1111 1111 111', caret: 6 });
  // Backspace just after a space removes the digit before it.
  assert.equal(backspace(maskCard, '4111 5111 1111 1111', 5), { value: '4115 1111 1111 111', caret: 3 });
  // Delete just before a space removes the digit after it.
  assert.equal(del(maskCard, '4111 5111 1111 1111', 4), { value: '4111 1111 1111 111', caret: 4 });
  // Typing in the middle.
  const raw = '4111 91111';
  assert.equal(maskCard(raw, 6, '4111 1111', 'insertText'), { value: '4111 9111 1', caret: 6 });
});

card('property: the value is well formed, idempotent, at most 19 characters; the caret is inside it', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), fc.nat(), (raw, at) => {
      const caret = at % (raw.length + 1);
      const { value, caret: out } = maskCard(raw, caret);
      assert.ok(/^(\d{4} ){0,3}\d{0,4}$/.test(value) && !value.endsWith(' '), value);
      assert.ok(value.length <= 19);
      assert.is(digits(value), digits(raw).slice(0, 16));
      assert.equal(maskCard(value).value, value);
      assert.ok(out >= 0 && out <= value.length);
      assert.is(digitsBefore(value, out), Math.min(digitsBefore(raw, caret), 16));
    }),
  );
});

card('property: typing a digit anywhere inserts it there and puts the caret right after it', () => {
  fc.assert(
    fc.property(digitString(0, 15), fc.nat(), fc.constantFrom(...'0123456789'), (start, at, d) => {
      const before = maskCard(start).value;
      const caret = at % (before.length + 1);
      const raw = before.slice(0, caret) + d + before.slice(caret);
      const after = maskCard(raw, caret + 1, before, 'insertText');
      const k = digitsBefore(before, caret);
      assert.is(digits(after.value), digits(before).slice(0, k) + d + digits(before).slice(k));
      assert.is(digitsBefore(after.value, after.caret), k + 1);
    }),
  );
});

card('property: Backspace anywhere removes exactly one digit, the one before the caret', () => {
  fc.assert(
    fc.property(digitString(1, 16), fc.nat(), (start, at) => {
      const before = maskCard(start).value;
      const caret = 1 + (at % before.length);
      const after = backspace(maskCard, before, caret);
      const k = digitsBefore(before, caret);
      const removed = k - 1; // the digit before the caret, or before the space before it
      assert.is(digits(after.value), digits(before).slice(0, removed) + digits(before).slice(removed + 1));
      assert.is(digitsBefore(after.value, after.caret), removed);
    }),
  );
});

/* ---- phone ---- */
/** Ukrainian mobile operator codes without their 0. */
const operator = fc.constantFrom('39', '50', '63', '66', '67', '68', '73', '91', '92', '93', '94', '95', '96', '97', '98', '99');
const phone = suite('maskPhone');

phone('pasting the usual ways of writing a Ukrainian number', () => {
  for (const raw of ['+38 (050) 123-45-67', '+380501234567', '380501234567', '0501234567', '050 123 45 67', '8 050 123 45 67', '501234567']) {
    assert.equal(maskPhone(raw), { value: '+380501234567', caret: 13 }, raw);
  }
});

phone('typing, with or without the +', () => {
  assert.equal(type(maskPhone, '+380501234567'), { value: '+380501234567', caret: 13 });
  assert.equal(type(maskPhone, '0501234567'), { value: '+380501234567', caret: 13 });
  assert.equal(type(maskPhone, '38'), { value: '+38', caret: 3 }, 'a partial country code stays as typed');
  assert.equal(type(maskPhone, '+'), { value: '+', caret: 1 });
  assert.equal(maskPhone(''), { value: '', caret: 0 });
});

phone('a local number pasted after a typed +380', () => {
  assert.equal(maskPhone('+3800501234567', 14, '+380', 'insertFromPaste'), { value: '+380501234567', caret: 13 });
});

phone('letters and symbols are dropped; a foreign + number is kept for the check to refuse', () => {
  assert.equal(maskPhone('+38abc050'), { value: '+38050', caret: 6 });
  assert.equal(maskPhone('+1 555 123'), { value: '+1555123', caret: 8 });
});

phone('a full number refuses another digit; deletion in the middle keeps the caret', () => {
  const full = '+380501234567';
  assert.equal(maskPhone('+3805091234567', 7, full), { value: full, caret: 6 });
  assert.equal(backspace(maskPhone, full, 7), { value: '+38050234567', caret: 6 });
  assert.equal(del(maskPhone, full, 6), { value: '+38050234567', caret: 6 });
});

phone('property: + and at most 12 digits, idempotent, caret inside', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), fc.nat(), (raw, at) => {
      const caret = at % (raw.length + 1);
      const { value, caret: out } = maskPhone(raw, caret);
      assert.ok(value === '' || /^\+\d{0,12}$/.test(value), value);
      assert.ok(value.length <= 13);
      assert.equal(maskPhone(value).value, value);
      assert.ok(out >= 0 && out <= value.length);
    }),
  );
});

phone('property: any mobile number, written any usual way, give +380 and them', () => {
  fc.assert(
    fc.property(operator, digitString(7, 7), fc.constantFrom('+380', '380', '0', '80', '+38 (0', ''), (code, rest, prefix) => {
      assert.is(maskPhone(prefix + code + rest).value, `+380${code}${rest}`);
    }),
  );
});

/* ---- amount ---- */
const amount = suite('maskAmount');

amount('digits only, no leading zeros, at most 4 digits, kopecks dropped', () => {
  assert.equal(maskAmount('0050'), { value: '50', caret: 2 });
  assert.equal(maskAmount('0'), { value: '', caret: 0 });
  assert.equal(maskAmount('1 250,50'), { value: '1250', caret: 4 });
  assert.equal(maskAmount('1250.5'), { value: '1250', caret: 4 });
  assert.equal(maskAmount('12345'), { value: '1234', caret: 4 }, 'a long paste is cut');
  assert.equal(maskAmount('12a3'), { value: '123', caret: 3 });
  assert.equal(type(maskAmount, '100'), { value: '100', caret: 3 });
});

amount('a fifth digit is refused and the caret stays', () => {
  assert.equal(maskAmount('12534', 3, '1234', 'insertText'), { value: '1234', caret: 2 });
  assert.equal(type(maskAmount, '99999'), { value: '9999', caret: 4 });
});

amount('deleting in the middle', () => {
  assert.equal(backspace(maskAmount, '1250', 2), { value: '150', caret: 1 });
  assert.equal(backspace(maskAmount, '1050', 1), { value: '50', caret: 0 }, 'a zero that becomes leading goes');
});

amount('property: the value is a whole number of at most 4 digits without a leading zero', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 20 }), fc.nat(), (raw, at) => {
      const caret = at % (raw.length + 1);
      const { value, caret: out } = maskAmount(raw, caret);
      assert.ok(/^([1-9]\d{0,3})?$/.test(value), value);
      assert.equal(maskAmount(value).value, value);
      assert.ok(out >= 0 && out <= value.length);
    }),
  );
});

/* ---- name ---- */
const name = suite('maskName');

name('letters, apostrophes, hyphens; no leading or double spaces', () => {
  assert.equal(maskName('  Олена  Коваленко'), { value: 'Олена Коваленко', caret: 15 });
  assert.equal(maskName("Мар'яна Сидоренко-Петрук"), { value: "Мар'яна Сидоренко-Петрук", caret: 24 });
  assert.equal(maskName('Olena 123 Kovalenko!'), { value: 'Olena Kovalenko', caret: 15 });
  assert.equal(type(maskName, 'Олена '), { value: 'Олена ', caret: 6 }, 'a trailing space is kept while typing');
});

name('at most 50 characters; a keystroke into a full name is refused', () => {
  const long = 'А'.repeat(60);
  assert.equal(maskName(long).value, 'А'.repeat(50));
  const full = 'Б'.repeat(50);
  assert.equal(maskName(full.slice(0, 10) + 'В' + full.slice(10), 11, full, 'insertText'), { value: full, caret: 10 });
});

name('typing a space in the middle next to a space', () => {
  assert.equal(maskName('Олена  Коваленко', 6, 'Олена Коваленко', 'insertText'), { value: 'Олена Коваленко', caret: 6 });
});

name('property: well formed, idempotent, at most 50 characters, caret inside', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 80 }), fc.nat(), (raw, at) => {
      const caret = at % (raw.length + 1);
      const { value, caret: out } = maskName(raw, caret);
      assert.ok(!value.startsWith(' ') && !value.includes('  '), JSON.stringify(value));
      assert.ok([...value].length <= 50);
      assert.ok(/^[\p{L}\p{M}'’ʼ`.\- ]*$/u.test(value));
      assert.equal(maskName(value).value, value);
      assert.ok(out >= 0 && out <= value.length);
    }),
  );
});

card.run();
phone.run();
amount.run();
name.run();
