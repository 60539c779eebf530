/** Lowest price of the last 30 days, shown next to promotions (spec 001 §9). */
import { COMMERCE } from '../../config/constants.ts';
import { parseCatalogDate } from '../dates.ts';

export interface PricePoint {
  /** ISO date or date-time from which the price applied. */
  date: string;
  price: number;
}

const DAY_MS = 86_400_000;

/**
 * The lowest price in effect during [now - days, now]: the points dated inside the window plus the
 * last point before it (still in effect when the window opened). Undefined with no such point.
 */
export function lowestPriceInWindow(
  history: readonly PricePoint[],
  now: Date,
  days: number = COMMERCE.lowestPriceDays,
): number | undefined {
  const end = now.getTime();
  const start = end - days * DAY_MS;
  let lowest: number | undefined;
  let before: { at: number; price: number } | undefined;
  for (const point of history) {
    const at = parseCatalogDate(point.date)?.getTime();
    if (at === undefined || at > end) continue;
    if (at < start) {
      if (!before || at > before.at) before = { at, price: point.price };
      continue;
    }
    lowest = lowest === undefined ? point.price : Math.min(lowest, point.price);
  }
  if (before) lowest = lowest === undefined ? before.price : Math.min(lowest, before.price);
  return lowest;
}

/**
 * The lowest price of 30 days shown next to a promotion (spec 001 §9): a known amount, only while a special
 * price is active; undefined otherwise (nothing to show).
 */
export function lowestPriceShown(specialActive: boolean, lowest: number | null | undefined): number | undefined {
  return specialActive && lowest !== null && lowest !== undefined && lowest > 0 ? lowest : undefined;
}
