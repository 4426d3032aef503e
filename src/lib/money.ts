let formatter: Intl.NumberFormat | undefined;

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
  formatter ??= new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${formatter.format(n)}\u00a0грн`;
}
