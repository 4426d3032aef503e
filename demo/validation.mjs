/**
 * Laravel-style validation with Ukrainian messages. A schema maps each field to
 * rules; a rule returns an error message or nothing. Empty values skip every rule
 * except `required`, as in Laravel. Each field stops at its first failure (Laravel's
 * `bail`); the first field's message becomes the top-level message.
 */
import { HttpError } from './http/respond.mjs';
import { plural } from './plural.mjs';

/** @typedef {((value: any, field: string, input: Record<string, any>) => string | null | undefined) & { implicit?: boolean }} Rule */

const isEmpty = (value) => value === undefined || value === null || (typeof value === 'string' && value === '');
const chars = (value) => [...String(value)].length;

/** "(та ще 1 помилка)", "(та ще 3 помилки)", "(та ще 5 помилок)". */
export const moreErrors = (n) => `(та ще ${n} ${plural(n, 'помилка', 'помилки', 'помилок')})`;

/** 422 with Laravel's `{ message, errors }` body. */
export class ValidationError extends HttpError {
  /** @param {Record<string, string[]>} errors */
  constructor(errors) {
    const messages = Object.values(errors).flat();
    const rest = messages.length - 1;
    super(422, rest > 0 ? `${messages[0]} ${moreErrors(rest)}` : messages[0], { errors });
  }
}

/** Throws a 422 for one field. */
export function fail(field, message) {
  throw new ValidationError({ [field]: [message] });
}

/**
 * @param {Record<string, any>} input
 * @param {Record<string, Rule[]>} schema
 */
export function validate(input, schema) {
  /** @type {Record<string, string[]>} */
  const errors = {};
  for (const [field, rules] of Object.entries(schema)) {
    const value = input[field];
    for (const rule of rules) {
      if (isEmpty(value) && !rule.implicit) continue;
      const message = rule(value, field, input);
      if (message) {
        errors[field] = [message];
        break;
      }
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Field names as Laravel's Ukrainian `validation.attributes` would show them. */
const ATTRIBUTES = {
  password: 'пароль', password_confirmation: 'підтвердження пароля', full_name: "ім'я та прізвище",
  birth_date: 'дата народження', gender: 'стать', status: 'статус', token: 'токен', text: 'текст відгуку',
  stars: 'оцінка', name: "ім'я", amount: 'сума', card_number: 'номер картки', phone: 'телефон',
  withdrawal_method: 'спосіб виведення', avatar: 'аватар', shop_id: 'магазин', user_id: 'користувач',
  user_thumbnail: 'фото користувача', cashback_status: 'зміна статусу кешбеку',
  service_updates: 'оновлення сервісу', sales: 'акції та розпродажі',
};
const attr = (field) => ATTRIBUTES[field] ?? field.replace(/_/g, ' ');

/** @returns {Rule} */
export const required = (message) =>
  Object.assign((value, field) => (isEmpty(value) ? (message ?? `Поле «${attr(field)}» є обов'язковим.`) : null), { implicit: true });

/** @returns {Rule} */
export const string = () => (value, field) => (typeof value === 'string' ? null : `Поле «${attr(field)}» має бути рядком.`);

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** @returns {Rule} */
export const email = () => (value, field) =>
  typeof value === 'string' && EMAIL.test(value) && value.length <= 255
    ? null
    : `Поле «${attr(field)}» має бути дійсною адресою електронної пошти.`;

/** Length in characters (code points), like `mb_strlen`. @returns {Rule} */
export const length = (min, max, message) => (value) =>
  typeof value === 'string' && chars(value) >= min && chars(value) <= max ? null : message;

/** @returns {Rule} */
export const confirmed = (message) => (value, field, input) => (input[`${field}_confirmation`] === value ? null : message);

/** Whole numbers, also as digit strings (Laravel's `integer`). @returns {Rule} */
export const integer = (message) => (value, field) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value))
    ? null
    : (message ?? `Поле «${attr(field)}» має бути цілим числом.`);

/** @returns {Rule} */
export const oneOf = (values, message) => (value, field) =>
  values.includes(value) ? null : (message ?? `Вибране значення поля «${attr(field)}» недійсне.`);

/** @returns {Rule} */
export const matches = (regex, message) => (value) => (typeof value === 'string' && regex.test(value) ? null : message);

/** Any predicate; `message` may depend on the value. @returns {Rule} */
export const check = (predicate, message) => (value, field, input) =>
  predicate(value, input) ? null : typeof message === 'function' ? message(value) : message;

const BOOLEANS = new Map([[true, true], [false, false], [1, true], [0, false], ['1', true], ['0', false], ['true', true], ['false', false]]);
/** Laravel's `boolean` rule accepts these; `toBoolean` maps them. @returns {Rule} */
export const boolean = () => (value, field) => (BOOLEANS.has(value) ? null : `Поле «${attr(field)}» має бути логічним значенням.`);
export const toBoolean = (value) => BOOLEANS.get(value) === true;
