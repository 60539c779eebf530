/**
 * The parts of a bundle's or grouped product's price, priced (spec 000 §4), and their sum: one rule for the
 * storefront's pages and cards (src/catalog/price.ts), the feeds (feeds/sets.ts), the live island and the
 * reference backend's answers (backend/catalog/pricing.ts).
 */
import type { Product } from '../catalog/types.ts';
import { summedPrice, type PricePart } from './bundle-price.ts';
import { priceParts } from './grouped-price.ts';
import { isSetPart } from '../product/links.ts';
import { priceAtViewTime, type SpecialWindow, type WindowedSpecial } from './special-window.ts';

/** A part priced at a special price that starts or ends at a set time: its regular price and the window. */
export interface PartSpecial extends SpecialWindow {
  /** The part's gross regular price. */
  readonly regular: number;
}

/**
 * A part of a bundle's or grouped product's price, priced: `price` is the unit price the page was built with
 * (the live island counts a part at it when render-list has no answer for the part).
 */
export interface PricedPart extends PricePart {
  /** The linked product's id (render-list answers name products by id), when the store view has it. */
  readonly id?: number;
  readonly price: number;
  /**
   * While `price` is a special price with a window: the regular price and the window. Where render-list gives no
   * price for the part, the live island counts it at `regular` once the window has ended, as its own page does.
   */
  readonly special?: PartSpecial;
}

/** A product a grouped or bundle product links to: a product of the store view, or a part not visible on its own. */
export type LinkedLookup = (sku: string) => Product | undefined;

/**
 * A bundle's or grouped product's parts (spec 000 §4: its default selections, or its associated products),
 * each priced by `priceOf` (the price its own page shows: gross, the special price while active) when `linked`
 * finds it and it is a set part (isSetPart: enabled, not itself a set), else by the link's own price, else 0;
 * with `specialOf`, a part so priced carries its special price's regular price and window (PartSpecial).
 * Empty for other products.
 */
export function pricedParts(
  product: Product,
  linked: LinkedLookup,
  priceOf: (product: Product) => number | undefined,
  specialOf: (product: Product) => PartSpecial | undefined = () => undefined,
): PricedPart[] {
  return priceParts(product).map((part) => {
    const linkedProduct = linked(part.sku);
    const found = isSetPart(linkedProduct) ? linkedProduct : undefined;
    const price = found ? priceOf(found) : undefined;
    const fallback = part.price ?? 0;
    if (!found) return { sku: part.sku, qty: part.qty, price: fallback };
    const special = price === undefined ? undefined : specialOf(found);
    return { sku: part.sku, qty: part.qty, id: found.id, price: price ?? fallback, ...(special ? { special } : {}) };
  });
}

/** The sum of priced parts times their qty, when above 0 (spec 000 §4: only then does it replace the own price). */
export function partsSum(parts: readonly PricedPart[]): number | undefined {
  return summedPrice(parts, {});
}

/**
 * A set's part as a page carries it for view time: its qty, price as built and its special price's window; no sku (a
 * part not visible on its own is named only on the pages of the sets that link it).
 */
export type BuiltPart = Pick<PricedPart, 'qty' | 'price' | 'special'>;

/**
 * A price as built (`price`) with what changes it at view time without a live answer: the window of its special price
 * (`window`), or, for a set priced by its parts, the parts while one of them has such a window (`parts`).
 */
export interface BuiltPrice {
  readonly price: number;
  readonly window?: WindowedSpecial;
  readonly parts?: readonly BuiltPart[];
}

/**
 * A set's price at `now` from its parts as priced at the build: each part at its price at `now` (priceAtViewTime: its
 * regular price once its special price's window has ended), times its qty, summed when above 0 (summedPrice); as the
 * live island prices a part render-list has no answer for.
 */
export function partsPriceAtViewTime(parts: readonly BuiltPart[], now: Date): number | undefined {
  return summedPrice(
    // No linked prices to look up: each part carries its own.
    parts.map((part) => ({ sku: '', qty: part.qty, price: priceAtViewTime(part.price, part.special, now) })),
    {},
  );
}

/**
 * The price a built price shows at `now` (spec 000 §5 special price, §4 set price): a set's parts each at its price at
 * `now`, summed (partsPriceAtViewTime; the price as built when they sum to nothing); else priceAtViewTime.
 */
export function builtPriceAt(built: BuiltPrice, now: Date): number {
  return built.parts ? (partsPriceAtViewTime(built.parts, now) ?? built.price) : priceAtViewTime(built.price, built.window, now);
}
