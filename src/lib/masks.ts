// Input masks of the withdrawal forms (spec section 5). Each takes what the
// input holds right after an edit and where the caret is, and returns the
// masked value and where the caret belongs, so typing, deleting in the
// middle, pasting and autofill (the whole value at once) all behave.
// `previous` (the value before the edit) lets a mask tell a deleted space
// from a deleted digit and refuse a keystroke into a full field;
// `inputType` is InputEvent.inputType ('deleteContentForward' for Delete).

export interface Masked {
  value: string;
  /** Where the caret goes, in UTF-16 units of `value`. */
  caret: number;
}

export const CARD_DIGITS = 16;
/** Digits after the '+': 380 and nine more. */
export const PHONE_DIGITS = 12;
export const AMOUNT_DIGITS = 4;
export const NAME_MAX = 50;

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const digitsOf = (text: string) => text.replace(/\D/g, '');
const clampCaret = (caret: number, value: string) => Math.max(0, Math.min(caret, value.length));

/** A keystroke into a full field is refused: the value stays and the caret stays put. */
function refuse(previous: string, value: string, caret: number): Masked {
  return { value: previous, caret: clampCaret(caret - (value.length - previous.length), previous) };
}

/**
 * When an edit removed only a separator (Backspace after a space), the digit
 * beside it goes too, as the user meant; otherwise the caret could never pass it.
 */
function dropDigitBesideSeparator(value: string, caret: number, previous: string, inputType: string): Masked {
  if (value.length !== previous.length - 1 || digitsOf(value) !== digitsOf(previous)) return { value, caret };
  if (inputType === 'deleteContentForward') {
    for (let i = caret; i < value.length; i++) {
      if (isDigit(value[i]!)) return { value: value.slice(0, i) + value.slice(i + 1), caret };
    }
  } else {
    for (let i = Math.min(caret, value.length) - 1; i >= 0; i--) {
      if (isDigit(value[i]!)) return { value: value.slice(0, i) + value.slice(i + 1), caret: i };
    }
  }
  return { value, caret };
}

/** How many digits stand before `caret`. */
const digitsBefore = (value: string, caret: number) => digitsOf(value.slice(0, clampCaret(caret, value))).length;

/** The caret right after the n-th digit of `value` (0: before the first). */
function caretAfterDigit(value: string, n: number): number {
  if (n <= 0) {
    const first = value.search(/\d/);
    return first < 0 ? value.length : first;
  }
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (isDigit(value[i]!) && ++seen === n) return i + 1;
  }
  return value.length;
}

/**
 * A card number: digits only, in blocks of 4 separated by spaces, at most 16
 * digits (19 characters).
 *
 * @example
 * maskCard('4111-1111 1111 1111', 19) // { value: '4111 1111 1111 1111', caret: 19 }
 */
export function maskCard(value: string, caret = value.length, previous = '', inputType = ''): Masked {
  ({ value, caret } = dropDigitBesideSeparator(value, caret, previous, inputType));
  let digits = digitsOf(value);
  if (digits.length > CARD_DIGITS && digitsOf(previous).length >= CARD_DIGITS) return refuse(previous, value, caret);
  digits = digits.slice(0, CARD_DIGITS);
  const masked = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return { value: masked, caret: caretAfterDigit(masked, Math.min(digitsBefore(value, caret), digits.length)) };
}

/**
 * A Ukrainian mobile number as '+380' and nine digits (13 characters), digits
 * and '+' only. Local forms gain the country code: '0501234567',
 * '80501234567' and '501234567' all become '+380501234567'; a value typed
 * with its own '+' is kept as typed (the check then says what is wrong).
 *
 * @example
 * maskPhone('+38 (050) 123-45-67') // { value: '+380501234567', caret: 13 }
 */
export function maskPhone(value: string, caret = value.length, previous = '', _inputType = ''): Masked {
  let digits = digitsOf(value);
  let added = '';
  if (!value.trimStart().startsWith('+') && digits && !'380'.startsWith(digits)) added = countryCodeFor(digits);
  let typed = digitsBefore(value, caret);
  digits = added + digits;
  if (digits.length > PHONE_DIGITS && digitsOf(previous).length >= PHONE_DIGITS) return refuse(previous, value, caret);
  // A local number pasted after a typed '+380': '+380' + '0501234567'.
  if (digits.length > PHONE_DIGITS && /^380(380|80|0)/.test(digits)) {
    const rest = digits.slice(3);
    digits = countryCodeFor(rest) + rest;
    typed = digits.length;
  }
  digits = digits.slice(0, PHONE_DIGITS);
  const masked = digits || value.includes('+') ? `+${digits}` : '';
  return { value: masked, caret: caretAfterDigit(masked, Math.min(added.length + typed, digits.length)) };
}

/** What a number typed without '+' lacks of its country code 380. */
const countryCodeFor = (digits: string) =>
  digits.startsWith('380') ? '' : digits.startsWith('80') ? '3' : digits.startsWith('0') ? '38' : '380';

/** Keeps the characters `keep` accepts (it sees the output so far), tracking the caret. */
function filter(value: string, caret: number, keep: (ch: string, out: string) => boolean): Masked {
  let out = '';
  let outCaret = -1;
  let index = 0;
  for (const ch of value) {
    if (index >= caret && outCaret < 0) outCaret = out.length;
    if (keep(ch, out)) out += ch;
    index += ch.length;
  }
  return { value: out, caret: outCaret < 0 ? out.length : outCaret };
}

/**
 * A withdrawal amount in whole hryvnias: digits only, no leading zeros, at
 * most 4 digits.
 *
 * @example
 * maskAmount('1 250,50') // { value: '1250', caret: 4 }  (kopecks never count)
 */
export function maskAmount(value: string, caret = value.length, previous = '', _inputType = ''): Masked {
  // A decimal part is cut off rather than merged: '1250,50' is 1250 hryvnias, never 125050.
  const comma = value.search(/[.,]/);
  const whole = comma < 0 ? value : value.slice(0, comma);
  const result = filter(whole, Math.min(caret, whole.length), (ch, out) => isDigit(ch) && !(ch === '0' && out === ''));
  if (result.value.length > AMOUNT_DIGITS && previous.length >= AMOUNT_DIGITS) return refuse(previous, value, caret);
  const masked = result.value.slice(0, AMOUNT_DIGITS);
  return { value: masked, caret: Math.min(result.caret, masked.length) };
}

const NAME_CHAR = /[\p{L}\p{M}'’ʼ`.\- ]/u;

/**
 * The recipient's name: letters, spaces, apostrophes, hyphens and dots; no
 * leading or double spaces; at most 50 characters.
 *
 * @example
 * maskName('  Олена  Коваленко') // { value: 'Олена Коваленко', caret: 15 }
 */
export function maskName(value: string, caret = value.length, previous = '', _inputType = ''): Masked {
  const result = filter(value, caret, (ch, out) => NAME_CHAR.test(ch) && !(ch === ' ' && (out === '' || out.endsWith(' '))));
  const chars = [...result.value];
  if (chars.length <= NAME_MAX) return result;
  if ([...previous].length >= NAME_MAX) return refuse(previous, value, caret);
  const masked = chars.slice(0, NAME_MAX).join('');
  return { value: masked, caret: Math.min(result.caret, masked.length) };
}
