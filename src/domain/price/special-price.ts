/**
 * Special price rule (spec 000 §5, CONTRACTS.md "Tax"): a special price counts only when it is below
 * the original price and the current time lies in [special_from_date, special_to_date], either end open.
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

/** True when `now` lies in [from, to]; a missing end is open; an unreadable date makes it false. */
export function isWithinWindow(from: string | null | undefined, to: string | null | undefined, now: Date): boolean {
  const start = parseCatalogDate(from);
  const end = parseCatalogDate(to, true);
  if (start === undefined && from !== null && from !== undefined && from.trim() !== '') return false;
  if (end === undefined && to !== null && to !== undefined && to.trim() !== '') return false;
  const t = now.getTime();
  return (start === undefined || start.getTime() <= t) && (end === undefined || t <= end.getTime());
}

/** The special price applies only below the original price and inside its window. */
export function isSpecialPriceActive(
  special: number | null | undefined,
  original: number,
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): boolean {
  if (special === null || special === undefined || !(special > 0)) return false;
  if (!(special < original)) return false;
  return isWithinWindow(from, to, now);
}

/** The special price after the rule: the special price when active, else 0 (zeroed). */
export function applySpecialPriceRule(
  special: number | null | undefined,
  original: number,
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): number {
  return isSpecialPriceActive(special, original, from, to, now) ? (special as number) : 0;
}
