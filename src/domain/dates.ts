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
 * the 11th), and it covers its whole day. Returns undefined for null, '' or junk, and for a day that does not exist
 * (2026-11-31, 2026-02-29).
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
  return Number.isNaN(date.getTime()) || !isCalendarDate(text) ? undefined : date;
}

const WRITTEN_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whether the calendar day a date is written with exists: JavaScript's reading rolls an impossible one over
 * (2026-11-31 is read as 1 December), which would move a window's end by days. Other forms are left to that reading.
 */
function isCalendarDate(text: string): boolean {
  const written = WRITTEN_DAY.exec(text);
  if (!written) return true;
  const [year, month, day] = [Number(written[1]), Number(written[2]), Number(written[3])];
  const read = new Date(Date.UTC(2000, month - 1, day));
  read.setUTCFullYear(year);
  return read.getUTCFullYear() === year && read.getUTCMonth() === month - 1 && read.getUTCDate() === day;
}
