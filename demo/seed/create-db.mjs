/** The in-memory database of the demo, seeded deterministically. */
import { createAccounts } from './accounts.mjs';
import { CATEGORIES } from './catalog.mjs';
import { POSTERS, QUESTIONS } from './content.mjs';
import { createReviews } from './reviews.mjs';
import { createShops } from './shops.mjs';

/**
 * @param {{ shopCount: number, now?: number }} options
 */
export function createDb({ shopCount, now = Date.now() }) {
  const shops = createShops(shopCount);
  return {
    categories: CATEGORIES.map((category) => ({ ...category })),
    shops,
    questions: QUESTIONS.map((question) => ({ ...question })),
    posters: POSTERS.map((poster) => ({ ...poster })),
    feedbacks: createReviews(shopCount, now),
    ...createAccounts(shops, now),
    /** @type {Map<string, { type: string, data: Buffer }>} uploaded avatars by file name */
    avatars: new Map(),
    /** @type {Map<string, { tokenHash: string, createdAt: number }>} reset tokens by lower-cased e-mail */
    passwordResets: new Map(),
    /** @type {Map<string, import('../http/idempotency.mjs').Entry>} withdrawal replies by `userId:key` */
    idempotency: new Map(),
  };
}

/** @typedef {ReturnType<typeof createDb>} Db */
