/**
 * Laravel's `throttle:api` (RateLimiter::for('api') in the skeleton's
 * RouteServiceProvider): 60 requests a minute per user, or per IP for guests, in a
 * window that starts with the first request. Every reply carries
 * `X-RateLimit-Limit` and `X-RateLimit-Remaining`; past the limit, 429 with
 * `Retry-After` and `X-RateLimit-Reset`.
 */
import { HttpError } from './respond.mjs';

/** @param {{ limit?: number, windowMs?: number, now?: () => number }} [options] */
export function createRateLimiter({ limit = 60, windowMs = 60_000, now = Date.now } = {}) {
  /** @type {Map<string, { hits: number, resetAt: number }>} */
  const windows = new Map();

  /**
   * Counts one request for `key`; throws Laravel's 429 past the limit.
   * @param {string} key
   * @returns {Record<string, string>} the headers for the reply
   */
  function hit(key) {
    const time = now();
    for (const [oldKey, window] of windows) if (window.resetAt <= time) windows.delete(oldKey);
    let window = windows.get(key);
    if (!window) windows.set(key, (window = { hits: 0, resetAt: time + windowMs }));
    if (window.hits >= limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw new HttpError(429, 'Too Many Attempts.', {}, {
        'retry-after': String(retryAfter),
        'x-ratelimit-reset': String(Math.ceil(window.resetAt / 1000)),
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': '0',
      });
    }
    window.hits += 1;
    return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(limit - window.hits) };
  }

  return { hit };
}
