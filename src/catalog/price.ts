/**
 * The price a product shows (spec 000 §5 "Tax", "Special price"; 001 §9 lowest price): the catalogue's
 * tax calculation run again at build time over the net prices the snapshot keeps (original_*), so the
 * special-price rule is applied at `now`, not at sync time. Gross amounts, unrounded (rounding is the
 * price component's, through formatPrice).
 */
import { config, TAX, type Settings, type StoreView } from '../config/index.ts';
import type { Product, TaxRule } from '../domain/catalog/index.ts';
import {
  partsSum,
  pricedParts,
  type BuiltPrice,
  type LinkedLookup,
  type PartSpecial,
  type PricedPart,
} from '../domain/price/parts-price.ts';
import { shownSpecialWindow } from '../domain/price/special-window.ts';
import { pricedDisplayPrice, type DisplayPrice } from '../domain/price/display-price.ts';
import { calculateProductTax, type TaxContext } from '../domain/price/tax.ts';
import { effectiveCustomerGroup } from '../domain/price/tier-price.ts';

export interface PriceContext {
  readonly now: Date;
  readonly store: Pick<StoreView, 'currency' | 'taxCountry'>;
  /** The store view's tax rules (the taxRules collection). */
  readonly taxRules: readonly TaxRule[];
}

export type { DisplayPrice } from '../domain/price/display-price.ts';

/**
 * The customer group a pre-rendered page prices and searches for (spec 000 §6): the default group, as a
 * static page knows no account (effectiveCustomerGroup without a user).
 */
export function pageCustomerGroup(): number {
  return effectiveCustomerGroup({
    user: null,
    useOnlyDefaultUserGroupId: TAX.useOnlyDefaultUserGroupId,
    defaultGroupId: TAX.userGroupId,
  });
}

/**
 * The tax context of a store view at a moment, as the catalogue API prices for a guest: user-group tax as
 * the USER_GROUP_TAX setting says (spec 000 §6), with no customer tax class, as a static page knows no
 * customer (so a rule matches on the product's tax class alone, as the API's does for a search without a group).
 */
export function taxContextFor(
  store: Pick<StoreView, 'taxCountry'>,
  taxRules: readonly TaxRule[],
  now: Date,
  settings: Pick<Settings, 'userGroupTax'> = config().settings,
): TaxContext {
  return {
    rules: taxRules,
    country: store.taxCountry,
    ...(TAX.defaultRegion ? { region: TAX.defaultRegion } : {}),
    sourcePriceIncludesTax: TAX.sourcePriceIncludesTax,
    finalPriceIncludesTax: TAX.finalPriceIncludesTax,
    userGroupTax: settings.userGroupTax,
    now,
    deprecatedPriceFieldsSupport: TAX.deprecatedPriceFieldsSupport,
  };
}

/** The gross prices of a product at `now` (a configurable product: its cheapest available variant's, cheapestChild). */
export function displayPrice(product: Product, { now, store, taxRules }: PriceContext): DisplayPrice {
  return pricedDisplayPrice(calculateProductTax(product, taxContextFor(store, taxRules, now)), store.currency);
}

/**
 * The price of a product with parts (spec 000 §4): the sum of the parts' prices times their qty, which
 * replaces the product's own price only when above 0; a summed price has no special price of its own.
 */
export function partsDisplayPrice(parts: readonly PricedPart[], own: DisplayPrice): DisplayPrice {
  const total = partsSum(parts);
  return total === undefined ? own : { price: total, original: total, currency: own.currency };
}

/** The price a product shows and, for a bundle or grouped product, the priced parts it sums. */
export interface ShownPrice {
  readonly price: DisplayPrice;
  readonly parts: readonly PricedPart[];
}

/**
 * The price a product shows wherever it appears (its page, its cards): its own display price, or, for a
 * bundle or grouped product, the sum of its parts' prices at `now` (spec 000 §4).
 */
export function shownPrice(product: Product, linked: LinkedLookup, ctx: PriceContext): ShownPrice {
  // Each part is priced once: its price and its special price's window come from the same display price.
  const priced = new Map<Product, DisplayPrice>();
  const priceOfPart = (p: Product): DisplayPrice => {
    let price = priced.get(p);
    if (!price) priced.set(p, (price = displayPrice(p, ctx)));
    return price;
  };
  const parts = pricedParts(
    product,
    linked,
    (p) => priceOfPart(p).price,
    (p) => partSpecial(p, priceOfPart(p)),
  );
  return { price: partsDisplayPrice(parts, displayPrice(product, ctx)), parts };
}

/**
 * The price to pay each product shows at `now` (shownPrice: a set at its parts' sum, a special price only within its
 * window, a configurable product at its cheapest available variant), computed once per product: what a listing
 * filters and sorts by (ListingPrice).
 */
export function shownPriceOf(linked: LinkedLookup, ctx: PriceContext): (product: Product) => number {
  const kept = new WeakMap<Product, number>();
  return (product) => {
    let price = kept.get(product);
    if (price === undefined) kept.set(product, (price = shownPrice(product, linked, ctx).price.price));
    return price;
  };
}

/** A part's special price with a window, as its page shows it (`price`, its display price): regular price and window. */
export function partSpecial(part: Product, price: DisplayPrice): PartSpecial | undefined {
  const window = price.special === undefined ? undefined : shownSpecialWindow(part, price.sku);
  return window ? { ...window, regular: price.original } : undefined;
}

/**
 * What of a shown price (shownPrice) changes at view time without a live answer (BuiltPrice `window`, `parts`): a set
 * priced by its parts carries them while one of them has a special price's window; another price, its special price's
 * window (partSpecial). Empty when nothing does.
 */
export function viewTimeChanges(product: Product, shown: ShownPrice): Pick<BuiltPrice, 'window' | 'parts'> {
  if (partsSum(shown.parts) !== undefined) {
    if (!shown.parts.some((part) => part.special)) return {};
    return { parts: shown.parts.map(({ qty, price, special }) => ({ qty, price, ...(special ? { special } : {}) })) };
  }
  const window = partSpecial(product, shown.price);
  return window ? { window } : {};
}
