/**
 * Shop orders of the shop tabs (spec 'Shop tabs'): pure and stable, so shops
 * with equal keys keep the API's order. Keys are read once per item (a
 * decorate-sort-undecorate), which keeps 10,000 shops well under a frame.
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
  const keys = items.map((item) => sortKey(key(item)));
  const order = keys.map((_, i) => i);
  order.sort((a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
  return order.map((i) => items[i] as T);
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
