/**
 * A cashback percent as Ukrainians write it: a decimal comma, at most two
 * decimals, no trailing zeros. Numeric strings are accepted.
 *
 * @example
 * formatPercent(2.5) // '2,5'
 */
export function formatPercent(value: number | string): string {
  const n = Math.round(Number(value) * 100) / 100;
  return String(Number.isFinite(n) ? n : 0).replace('.', ',');
}
