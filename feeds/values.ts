/** Feed values shared by every format: prices, EAN check, availability, category path, sale window, line. */
import { PRODUCT_LINES, type ProductLineCode } from '../src/config/constants.ts';
import type { Category, Product, ProductStock } from '../src/domain/catalog/types.ts';
import { parseCatalogDate } from '../src/domain/dates.ts';
import { decimalPrice } from '../src/domain/price/format.ts';
import { skuStockStatus } from '../src/domain/product/stock.ts';
import { plainText } from './text.ts';

/** Limits of FEEDS.md. */
export const LIMITS = {
  id: 50,
  title: 150,
  description: 5000,
  additionalImages: 10,
  ceneoAttrs: 10,
  wpMinDescription: 100,
} as const;

/** A price with a dot and two decimals, rounded as the page shows it ('49.99'; decimalPrice); not a price → RangeError. */
export function feedPrice(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  return decimalPrice(amount);
}

/** '49.99 PLN': the amount, a space, the ISO 4217 code. */
export function withCurrency(amount: number, currency: string): string {
  return `${feedPrice(amount)} ${currency}`;
}

/**
 * 'in stock' when the sku's stock state is 'ok' as its page reads it from the catalogue (the domain's
 * skuStockStatus by quantity): qty above 0 and in stock; a variant without stock information counts as in stock,
 * as it counts as available (and its quantity is unknown: 0 units). Else 'out of stock'.
 */
export function feedAvailability(stock: Pick<ProductStock, 'qty' | 'is_in_stock'> | undefined): 'in stock' | 'out of stock' {
  return skuStockStatus(stock, 'qty', { missing: 'ok' }) === 'ok' ? 'in stock' : 'out of stock';
}

/** A category as the feeds read it: a tree (children_data) or a flattened list (src/catalog) both work. */
export type FeedCategory = Pick<Category, 'id' | 'name' | 'path'> & { readonly children_data?: readonly FeedCategory[] };

function flatten(tree: readonly FeedCategory[], into = new Map<number, FeedCategory>()): Map<number, FeedCategory> {
  for (const c of tree) {
    into.set(c.id, c);
    flatten(c.children_data ?? [], into);
  }
  return into;
}

/**
 * The path of the product's deepest category in the tree, names joined by `sep` ('Face > Creams').
 * Categories outside the tree are skipped; with none in the tree, the first category name listed on
 * the product; '' without any.
 */
export function categoryPath(
  product: Pick<Product, 'category' | 'category_ids'>,
  categories: readonly FeedCategory[],
  sep: string,
): string {
  const byId = flatten(categories);
  const ids = [...product.category_ids, ...product.category.map((c) => c.category_id)];
  let deepest: FeedCategory | undefined;
  for (const id of ids) {
    const found = byId.get(id);
    if (found && (!deepest || found.path.split('/').length > deepest.path.split('/').length)) deepest = found;
  }
  if (!deepest) return plainText(product.category[0]?.name);
  const names = deepest.path.split('/').flatMap((id) => {
    const c = byId.get(Number(id));
    return c ? [plainText(c.name)] : [];
  });
  return names.filter((n) => n !== '').join(sep);
}

/** A date's wall-clock time in a time zone, and the zone's offset from UTC then (minutes east). */
interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly offsetMinutes: number;
}

function localTime(date: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  // 'GMT+01:00', or 'GMT' at UTC.
  const zone = /GMT([+-])(\d{2}):?(\d{2})?/.exec(get('timeZoneName'));
  const offsetMinutes = zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3] ?? 0)) : 0;
  const n = (type: Intl.DateTimeFormatPartTypes): number => Number(get(type));
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    offsetMinutes,
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** '2026-11-01T00:00+0100': the date's wall-clock minute in the zone, with the zone's offset. */
function formatInstant(date: Date, timeZone: string): string {
  const t = localTime(date, timeZone);
  const offset = Math.abs(t.offsetMinutes);
  const zone = `${t.offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(offset / 60))}${pad(offset % 60)}`;
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}${zone}`;
}

/**
 * Google's sale_price_effective_date ('2026-11-01T00:00+0100/2026-11-30T23:59+0100') in `timeZone`.
 * Dates are read as the special-price rule reads them (date-only = whole UTC day). An open start is
 * the start of the build's day in `timeZone` (`dayStart`), so builds of one day write the same feed; an open
 * end gives undefined (no window is written: the sale runs until the next build).
 */
export function saleWindow(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
  timeZone = 'UTC',
): string | undefined {
  const end = parseCatalogDate(to, true);
  if (!end) return undefined;
  const start = parseCatalogDate(from) ?? dayStart(now, timeZone);
  return `${formatInstant(start, timeZone)}/${formatInstant(end, timeZone)}`;
}

/**
 * The instant the day of `now` began in `timeZone`: local midnight of its local date, at the offset in force at
 * midnight (found in two steps, so a day the clocks change has one start, whatever the time of the build).
 */
export function dayStart(now: Date, timeZone = 'UTC'): Date {
  const { year, month, day, offsetMinutes } = localTime(now, timeZone);
  const midnight = Date.UTC(year, month - 1, day);
  const guess = midnight - offsetMinutes * 60_000;
  return new Date(midnight - localTime(new Date(guess), timeZone).offsetMinutes * 60_000);
}

/** The product line of a product: `seria` is the line's position in PRODUCT_LINES, from 1. */
export function lineCode(product: Pick<Product, 'seria'>): ProductLineCode | undefined {
  return product.seria === undefined ? undefined : PRODUCT_LINES[product.seria - 1]?.code;
}
