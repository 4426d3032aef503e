/** Password hashing with scrypt from node:crypto (`salt:hash`, both hex). */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt);
const KEY_LENGTH = 32;

/** @param {string} password */
export function hashPassword(password) {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/** @param {string} password @param {string} stored */
export async function verifyPassword(password, stored) {
  const [salt = '', hash = ''] = stored.split(':');
  const actual = /** @type {Buffer} */ (await scryptAsync(password, Buffer.from(salt, 'hex'), KEY_LENGTH));
  return timingSafeEqual(actual, Buffer.from(hash, 'hex'));
}
