/**
 * Dates of the catalogue and the content service (spec 000 §4 windows, §5 special price): one reading
 * for both, independent of the machine's time zone.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a catalogue date. Date-only values are whole days in UTC; date-times without a zone are UTC
 * (the catalogue's 'YYYY-MM-DD HH:mm:ss' form is accepted). Returns undefined for null, '' or junk.
 */
export function parseCatalogDate(value: string | null | undefined, endOfDay = false): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  let iso = text.replace(' ', 'T');
  if (DATE_ONLY.test(text)) iso = `${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`;
  else if (!HAS_ZONE.test(iso)) iso = `${iso}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
