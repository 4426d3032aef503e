/**
 * A round amount in marketing copy and thresholds: `2 500 грн`, no kopecks
 * (balances use `formatMoney`, with them). No-break spaces, so it never wraps.
 * The same text as Intl.NumberFormat('uk-UA') with no decimals, without Intl
 * (see money.ts) and without money.ts: the guest pages that show a threshold
 * (the referral banner, the loyalty statuses) need no more than this.
 *
 * @example
 * formatWholeMoney(2500) // '2 500 грн'
 */
export function formatWholeMoney(value: number): string {
  const n = Number.isFinite(value) ? value : 0;
  // 1 / -0 is -Infinity: Intl writes minus zero as '-0'.
  return `${1 / n < 0 ? '-' : ''}${String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, '\u00a0')}\u00a0грн`;
}
