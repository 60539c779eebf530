/** Analytics item fields and money rules (spec 001 §9 "Analytics events", "Rules for events"). */
import { ANALYTICS } from '../../config/constants.ts';

/** An item as the storefront knows it; `quantity` or its alias `qty`. */
export interface AnalyticsItemInput {
  readonly id: string | number;
  readonly sku: string;
  readonly ean?: string;
  readonly name: string;
  readonly brand?: string;
  readonly category?: string;
  readonly category2?: string;
  readonly category3?: string;
  readonly category4?: string;
  readonly category5?: string;
  readonly variant?: string;
  readonly price: number;
  readonly quantity?: number;
  readonly qty?: number;
  readonly discount?: number;
  readonly index?: number;
  readonly listId?: string;
  readonly listName?: string;
  readonly locationId?: string;
  readonly url?: string;
  readonly image?: string;
}

/** The item as sent: quantity resolved, money rounded, index 1-based. */
export interface AnalyticsItem extends Omit<AnalyticsItemInput, 'qty' | 'quantity' | 'index'> {
  readonly quantity: number;
  readonly index: number;
}

/** Money is rounded to 2 decimals (half away from zero, robust to binary fractions like 1.005). */
export function roundMoney(amount: number, decimals: number = ANALYTICS.moneyDecimals): number {
  if (!Number.isFinite(amount)) return 0;
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(amount) * factor + Number.EPSILON * factor) / factor;
  return amount < 0 ? -rounded : rounded;
}

/**
 * Item index is 1-based: when the first item's index is 0 every given index shifts by 1; an item
 * without an index takes its 1-based position.
 */
export function indexItems<T extends { readonly index?: number }>(items: readonly T[]): (T & { index: number })[] {
  const shift = items[0]?.index === 0 ? 1 : 0;
  return items.map((item, position) => ({ ...item, index: item.index === undefined ? position + 1 : item.index + shift }));
}

/** Normalises one item: quantity (or qty, default 1), rounded price and discount. */
export function toAnalyticsItem(item: AnalyticsItemInput & { index: number }): AnalyticsItem {
  const { qty, quantity, ...rest } = item;
  const out: AnalyticsItem = { ...rest, price: roundMoney(item.price), quantity: quantity ?? qty ?? 1 };
  return item.discount === undefined ? out : { ...out, discount: roundMoney(item.discount) };
}

/** Indexes and normalises a list of items. */
export function analyticsItems(items: readonly AnalyticsItemInput[]): AnalyticsItem[] {
  return indexItems(items).map(toAnalyticsItem);
}

/** The value of a list of items: the sum of price × quantity, rounded. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundMoney(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
}
