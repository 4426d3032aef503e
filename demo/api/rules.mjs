/** Field rules shared by several calls, with their Ukrainian messages. */
import { check, confirmed, email, length, required, string } from '../validation.mjs';
import { findUserByEmail } from './lookups.mjs';

/** A new or changed e-mail: valid and not taken by another user. */
export const uniqueEmailRules = (db, exceptUserId = null) => [
  required(),
  email(),
  check((value) => {
    const owner = findUserByEmail(db, value);
    return !owner || owner.id === exceptUserId;
  }, 'Такий email вже зареєстровано.'),
];

export const newPasswordRules = () => [
  required(),
  string(),
  length(8, Infinity, 'Пароль має містити щонайменше 8 символів.'),
  length(0, 255, 'Пароль не може перевищувати 255 символів.'),
  confirmed('Підтвердження пароля не збігається.'),
];

/** Without `required`: registration may omit the name. */
export const fullNameFormat = () => [string(), length(3, 50, "Ім'я має містити від 3 до 50 символів.")];
