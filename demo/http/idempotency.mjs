/**
 * `Idempotency-Key` support (draft-ietf-httpapi-idempotency-key-header): the first
 * successful reply for a key is replayed for 24 hours; a concurrent repeat waits for
 * the first; failures keep nothing, so a corrected request may reuse the key.
 */
import { HttpError } from './respond.mjs';

const TTL_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ fingerprint: string, createdAt: number, reply: Promise<import('./respond.mjs').Reply> }} Entry */

/**
 * @param {Map<string, Entry>} entries the store; insertion order is age order
 * @param {string} key already scoped to its user
 * @param {string} fingerprint the request payload, to catch a key reused for other data
 * @param {() => Promise<import('./respond.mjs').Reply>} produce
 */
export async function once(entries, key, fingerprint, produce) {
  const now = Date.now();
  for (const [oldKey, entry] of entries) {
    if (now - entry.createdAt < TTL_MS) break;
    entries.delete(oldKey);
  }
  const found = entries.get(key);
  if (found) {
    if (found.fingerprint !== fingerprint) {
      throw new HttpError(422, 'Цей Idempotency-Key уже використано для іншого запиту.');
    }
    return found.reply;
  }
  const reply = produce();
  entries.set(key, { fingerprint, createdAt: now, reply });
  try {
    const result = await reply;
    if (result.status >= 300) entries.delete(key);
    return result;
  } catch (error) {
    entries.delete(key);
    throw error;
  }
}
