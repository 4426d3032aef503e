/**
 * A number as `Intl.NumberFormat('uk-UA')` writes it with exactly `decimals`
 * decimals: digits in groups of three split by no-break spaces, a decimal
 * comma, rounded half away from zero on the number as it reads (1.005 → 1,01).
 * Without Intl because Intl's first use on a page loads the locale's data:
 * 60 ms of a signed-in page's hydration at 4x CPU, in the header's balances.
 * A number too large or too small for a plain decimal (1e21, 1e-7) is left
 * to Intl.
 *
 * @example
 * formatNumber(1234567.5, 2) // '1 234 567,50'
 */
export function formatNumber(value: number, decimals: number): string {
  // The shortest decimal that reads back as the number: what Intl rounds.
  const text = String(Math.abs(value));
  if (text.includes('e')) return value.toLocaleString('uk-UA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const [int, fraction = ''] = text.split('.');
  // In units of the last decimal kept, rounded up when the next digit is 5 or more.
  const digits = String(BigInt(int + fraction.padEnd(decimals, '0').slice(0, decimals)) + BigInt((fraction[decimals] ?? '') >= '5')).padStart(decimals + 1, '0');
  const point = digits.length - decimals;
  // 1 / -0 is -Infinity: Intl writes minus zero as '-0'.
  return (1 / value < 0 ? '-' : '') + digits.slice(0, point).replace(/\B(?=(\d{3})+$)/g, '\u00a0') + (decimals ? ',' + digits.slice(point) : '');
}

/**
 * Hryvnia as shoppers read it: `1 250,50 грн`, always two decimals; the
 * spaces are no-break spaces (U+00A0), so an amount never wraps.
 * Accepts numeric strings ("1250.50", as Laravel sends decimals); anything
 * not numeric is shown as 0.
 *
 * @example
 * formatMoney(1250.5) // '1 250,50 грн'
 */
export function formatMoney(value: number | string | null | undefined): string {
  let n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : 0;
  if (!Number.isFinite(n) || Math.abs(n) < 0.005) n = 0; // no '-0,00'
  return `${formatNumber(n, 2)}\u00a0грн`;
}
