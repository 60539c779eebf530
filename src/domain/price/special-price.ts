/**
 * Special price rule (spec 000 §5, CONTRACTS.md "Tax"): a special price counts only when it is below
 * the original price and the current time lies in [special_from_date, special_to_date], either end open.
 */
import { parseCatalogDate } from '../dates.ts';
import { noteWindow } from '../time-boundaries.ts';

/** True when `now` lies in [from, to]; a missing end is open; an unreadable date makes it false. */
export function isWithinWindow(from: string | null | undefined, to: string | null | undefined, now: Date): boolean {
  const start = parseCatalogDate(from);
  const end = parseCatalogDate(to, true);
  if (start === undefined && from !== null && from !== undefined && from.trim() !== '') return false;
  if (end === undefined && to !== null && to !== undefined && to.trim() !== '') return false;
  noteWindow(start?.getTime(), end?.getTime());
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
