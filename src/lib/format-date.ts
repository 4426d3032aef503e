/** Genitive, as a date says them: '5 січня'. */
const MONTHS = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The value as a local date, or null when it is not one. */
function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Both as Intl.DateTimeFormat('uk-UA') writes them, without it: its first use
// on a page loads the locale's data (tens of ms at 4x CPU; see money.ts).

/**
 * A date as Ukrainian readers write it, '17.04.2025', in the reader's time
 * zone; '' for a value that is not a date.
 *
 * @example
 * formatDate('2025-04-17T10:00:00Z') // '17.04.2025'
 */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '';
}

/**
 * A date in words, '17 квітня 2025 р.', in the reader's time zone; '' for a
 * value that is not a date.
 */
export function formatLongDate(value: string): string {
  const date = parse(value);
  return date ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} р.` : '';
}
