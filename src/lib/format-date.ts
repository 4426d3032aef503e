let formatter: Intl.DateTimeFormat | undefined;

/**
 * A date as Ukrainian readers write it, '17.04.2025', in the reader's time
 * zone; '' for a value that is not a date.
 *
 * @example
 * formatDate('2025-04-17T10:00:00Z') // '17.04.2025'
 */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return '';
  formatter ??= new Intl.DateTimeFormat('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return formatter.format(time);
}
