/**
 * Dates of the catalogue and the content service (spec 000 §4 windows, §5 special price): one reading
 * for both, independent of the machine's time zone.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date written as a date-time at midnight without a zone, as the platform writes its date attributes. */
const ZONELESS_MIDNIGHT = /^(\d{4}-\d{2}-\d{2})[ T]00:00(?::00(?:\.0+)?)?$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a catalogue date. Date-only values are whole days in UTC; date-times without a zone are UTC
 * (the catalogue's 'YYYY-MM-DD HH:mm:ss' form is accepted). An end (`endOfDay`) at a zone-less midnight is a
 * date too: the platform writes its date attributes so ('2026-12-11 00:00:00' for a special price that holds on
 * the 11th), and it covers its whole day. Returns undefined for null, '' or junk.
 */
export function parseCatalogDate(value: string | null | undefined, endOfDay = false): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  let iso = text.replace(' ', 'T');
  const day = DATE_ONLY.test(text) ? text : endOfDay ? ZONELESS_MIDNIGHT.exec(text)?.[1] : undefined;
  if (day !== undefined) iso = `${day}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`;
  else if (!HAS_ZONE.test(iso)) iso = `${iso}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
