import { formatNumber } from './money';

/**
 * A round amount in marketing copy and thresholds: `2 500 грн`, no kopecks
 * (balances use `formatMoney`, with them). No-break spaces, so it never wraps.
 *
 * @example
 * formatWholeMoney(2500) // '2 500 грн'
 */
export function formatWholeMoney(value: number): string {
  return `${formatNumber(Number.isFinite(value) ? value : 0, 0)}\u00a0грн`;
}
