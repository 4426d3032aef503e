// The order history's search box and period dropdown (spec 'My cashback').
import type { Order } from '../api/types';

/**
 * The dropdown's options in the spec's order: 'за весь час', 'за місяць',
 * 'за пів року', 'поточний рік', 'вся історія'. The first and the last both
 * show every order.
 */
export const PERIODS = ['all-time', 'month', 'half-year', 'current-year', 'history'] as const;
export type Period = (typeof PERIODS)[number];

export const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

export const orderShopName = (order: Order): string => (typeof order.shop === 'string' ? order.shop : order.shop.name);

const normalize = (text: string) => text.toLocaleLowerCase('uk-UA').replace(/\s+/g, ' ').trim();

/** The earliest moment a period includes (local time), or null for every order. */
export function periodStart(period: Period, now: Date): Date | null {
  switch (period) {
    case 'month':
    case 'half-year': {
      const start = new Date(now);
      const months = period === 'month' ? 1 : 6;
      start.setMonth(start.getMonth() - months);
      // 31 March minus a month is 3 March in JS; clamp to the month's last day (28/29 February).
      if (start.getDate() !== now.getDate()) start.setDate(0);
      return start;
    }
    case 'current-year':
      return new Date(now.getFullYear(), 0, 1);
    default:
      return null;
  }
}

/**
 * The orders whose shop name contains `query` (case-insensitive, spaces
 * collapsed) and that were made in `period`, in their original order.
 *
 * @example
 * filterOrders(orders, { query: 'rozet', period: 'month' })
 */
export function filterOrders(orders: Order[], filter: { query: string; period: Period }, now = new Date()): Order[] {
  const query = normalize(filter.query);
  const start = periodStart(filter.period, now)?.getTime() ?? null;
  return orders.filter((order) => {
    if (query && !normalize(orderShopName(order)).includes(query)) return false;
    if (start === null) return true;
    const time = Date.parse(order.created_at);
    return Number.isFinite(time) && time >= start;
  });
}
