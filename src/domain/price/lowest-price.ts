/** Lowest price of the last 30 days (before the promotion), shown next to promotions (spec 001 §9). */
import { COMMERCE } from '../../config/constants.ts';
import { parseCatalogDate } from '../dates.ts';
import { sameToTheCent } from './format.ts';

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
 * When the price in effect at `now` began, read from the history: the first point of its last run of one price, when
 * an earlier point had another price; undefined when the history holds no other price (or no point).
 */
function currentPriceSince(history: readonly PricePoint[], now: Date): number | undefined {
  const points = history
    .map((point) => ({ at: parseCatalogDate(point.date)?.getTime(), price: point.price }))
    .filter((point): point is { at: number; price: number } => point.at !== undefined && point.at <= now.getTime())
    .sort((a, b) => a.at - b.at);
  const last = points.at(-1);
  if (!last) return undefined;
  for (let i = points.length - 1; i > 0; i -= 1) {
    const earlier = points[i - 1];
    if (earlier && !sameToTheCent(earlier.price, last.price)) return points[i]?.at;
  }
  return undefined;
}

/**
 * The lowest price of the 30 days before a promotion (spec 001 §9, "shown next to promotions", as the EU's Omnibus
 * rule reads it: the reference is the price before the reduction, not the reduced price itself): the lowest price
 * in effect during the `days` before the promotion started (exclusive). The start is `promotionStart` (the special
 * price's from date); without a readable one (an open start), the day the history's current price began. When the
 * start is still to come, or unknown (the history holds no other price), the lowest of the `days` up to now
 * (lowestPriceInWindow).
 */
export function lowestPriceBeforePromotion(
  history: readonly PricePoint[],
  promotionStart: string | null | undefined,
  now: Date,
  days: number = COMMERCE.lowestPriceDays,
): number | undefined {
  const start = parseCatalogDate(promotionStart)?.getTime() ?? currentPriceSince(history, now);
  if (start === undefined || start > now.getTime()) return lowestPriceInWindow(history, now, days);
  const before = history.filter((point) => (parseCatalogDate(point.date)?.getTime() ?? start) < start);
  return lowestPriceInWindow(before, new Date(start - 1), days);
}

/**
 * The lowest price of 30 days shown next to a promotion (spec 001 §9): a known amount, only while a special
 * price is active; undefined otherwise (nothing to show).
 */
export function lowestPriceShown(specialActive: boolean, lowest: number | null | undefined): number | undefined {
  return specialActive && lowest !== null && lowest !== undefined && lowest > 0 ? lowest : undefined;
}
