/**
 * Shop orders of the shop tabs (spec 'Shop tabs'): pure and stable, so shops
 * with equal keys keep the API's order. 10,000 shops sort in a few ms.
 */
import type { Shop } from '../api/types';

/**
 * A number to sort by: numbers and numeric strings ("4.50", "4,5", as Laravel
 * and hand-edited data send them); anything else sorts last.
 *
 * @example
 * sortKey('4,5') // 4.5
 */
export function sortKey(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : -Infinity;
}

/**
 * A new array of `items`, largest `key` first; ties keep their order. The
 * input is left as it is.
 *
 * @example
 * sortDesc(shops, (shop) => shop.avg_stars)
 */
export function sortDesc<T>(items: readonly T[], key: (item: T) => unknown): T[] {
  // Array.prototype.sort is stable (ES2019, every baseline browser), so ties keep
  // their order; measured faster on 10,000 shops than sorting indices by cached keys.
  // Two missing keys (-Infinity minus -Infinity is NaN) count as a tie.
  return items.slice().sort((a, b) => sortKey(key(b)) - sortKey(key(a)) || 0);
}

export type ShopOrder = 'popular' | 'greatest';

const KEYS: Record<ShopOrder, (shop: Shop) => unknown> = {
  popular: (shop) => shop.avg_stars,
  greatest: (shop) => shop.cashback_percent,
};

/**
 * Shops in a tab's order: 'popular' by average stars, 'greatest' by cashback
 * percent, both descending.
 *
 * @example
 * sortShops(shops, 'greatest')[0] // the shop with the biggest cashback
 */
export const sortShops = (shops: readonly Shop[], order: ShopOrder): Shop[] => sortDesc(shops, KEYS[order]);
