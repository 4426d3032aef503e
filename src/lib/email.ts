// Practical, not RFC 5322: something@domain.tld, no spaces, one @, a dotted
// domain with a top-level part of two or more letters.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/;

/**
 * The e-mail check of the home teaser, login, register, reset and forgot
 * forms (spec 5). Surrounding spaces are ignored.
 *
 * @example
 * isEmail(' user@example.com ') // true
 */
export const isEmail = (value: string): boolean => {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
};
