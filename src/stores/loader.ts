import { atom } from 'nanostores';

/**
 * The page-wide loading indicator.
 *
 * @example
 * $loader.set(true); try { await work() } finally { $loader.set(false) }
 */
export const $loader = atom(false);
