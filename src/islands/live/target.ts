/**
 * What the live island needs to know about one price or stock element, rendered by the Astro
 * components as data attributes next to the static values (build side; pure).
 *
 * - price: the product's id (render-list items match products by id, CONTRACTS.md), its sku, the
 *   static gross amounts and the special-price window of the sku whose price is shown (a simple product, a
 *   variant, or a configurable product's cheapest variant), with that sku when it is not the product's own;
 * - stock: the skus whose stock decides the state, with their product ids (a stock answer's items carry
 *   `product_id`, spec 000 §7), and the rule they are read by (stockSources: a configurable product's enabled
 *   variants; stockRule: a grouped or bundle product's in-stock flag).
 */
import type { DisplayPrice } from '../../catalog/price.ts';
import type { PricedPart } from '../../domain/price/parts-price.ts';
import type { Product } from '../../domain/catalog/index.ts';
import { shownSpecialWindow, type SpecialWindow } from '../../domain/price/special-window.ts';
import { hasVariants, stockRule, stockSources, type StockRule, type StockStatus } from '../../domain/product/stock.ts';

export interface LiveTarget {
  readonly id: number;
  readonly sku: string;
  /** The parts whose prices make this product's price (spec 000 §4: bundle and grouped), if any. */
  readonly parts?: readonly PricedPart[];
  readonly stockSkus: readonly string[];
  /** The product ids of stockSkus, in their order: a stock answer names its items by `product_id` (spec 000 §7). */
  readonly stockIds: readonly number[];
  readonly stockRule: StockRule;
  /**
   * The sku whose price is shown when it is not the product's own (a configurable product's cheapest variant,
   * DisplayPrice.sku): its 30-day price history is the one to ask.
   */
  readonly priceSku?: string;
  /** The special-price window of the sku whose price is shown (absent for a configurable parent priced by no variant). */
  readonly window?: SpecialWindow;
}

/**
 * The live target of a product (or of a variant merged over its parent, as the product page shows it);
 * `parts` when its price is the sum of its parts' (the product page of a bundle or grouped product);
 * `priceSku`, the sku whose price it shows (DisplayPrice.sku: a configurable product's cheapest variant).
 */
export function liveTarget(product: Product, parts: readonly PricedPart[] = [], priceSku?: string): LiveTarget {
  const variant = hasVariants(product) ? product.configurable_children.find((c) => c.sku === priceSku) : undefined;
  const window = shownSpecialWindow(product, priceSku);
  const stocked = stockSources(product);
  return {
    id: product.id,
    sku: product.sku,
    ...(variant ? { priceSku: variant.sku } : {}),
    stockSkus: stocked.map((s) => s.sku),
    stockIds: stocked.map((s) => s.id),
    stockRule: stockRule(product),
    ...(parts.length > 0 ? { parts } : {}),
    ...(window ? { window } : {}),
  };
}

export type DataAttributes = Readonly<Record<`data-${string}`, string>>;

/**
 * An amount as an attribute: its shortest decimal form to 15 significant digits, which drops the
 * binary noise of computed gross prices (19.99 × 1.23 is 24.587699999999998 as a double) without
 * rounding the amount itself: prices stay unrounded until they are formatted (domain/price/tax.ts).
 */
export function amountAttribute(amount: number): string {
  return String(Number(amount.toPrecision(15)));
}

/** The data attributes of a live price element: the target and the static gross amounts (with the snapshot's 30-day lowest price). */
export function priceAttributes(target: LiveTarget, price: DisplayPrice): DataAttributes {
  return {
    'data-live-price': '',
    'data-live-id': String(target.id),
    'data-live-sku': target.sku,
    ...(target.priceSku ? { 'data-price-sku': target.priceSku } : {}),
    'data-price': amountAttribute(price.price),
    'data-original': amountAttribute(price.original),
    ...(price.special !== undefined ? { 'data-special': amountAttribute(price.special) } : {}),
    ...(price.lowest30 !== undefined ? { 'data-lowest': amountAttribute(price.lowest30) } : {}),
    ...(target.window ? { 'data-special-from': target.window.from, 'data-special-to': target.window.to } : {}),
    ...(target.parts ? { 'data-live-parts': partsAttribute(target.parts) } : {}),
  };
}

/** The parts as an attribute: JSON, amounts without binary noise. */
export function partsAttribute(parts: readonly PricedPart[]): string {
  const amount = (n: number) => Number(amountAttribute(n));
  return JSON.stringify(
    parts.map((part) => ({
      ...part,
      price: amount(part.price),
      ...(part.special ? { special: { ...part.special, regular: amount(part.special.regular) } } : {}),
    })),
  );
}

/** What a stock element's attributes name: the target's sku, the skus (and ids) whose stock decides it, and their rule. */
type StockTargetOf = Pick<LiveTarget, 'sku' | 'stockSkus' | 'stockIds' | 'stockRule'>;

/**
 * The data attributes of a live stock element (`data-live-stock`, a stock line whose text the island writes), or of a
 * link to another variant of a product (`data-live-variant`, whose item the island hides while the variant is out of
 * stock: spec 000 §4, unavailable variants are filtered out).
 */
export function stockAttributes(
  target: StockTargetOf,
  stock: StockStatus,
  kind: 'data-live-stock' | 'data-live-variant' = 'data-live-stock',
): DataAttributes {
  return {
    [kind]: '',
    'data-live-sku': target.sku,
    'data-live-skus': target.stockSkus.join(','),
    'data-live-ids': target.stockIds.join(','),
    'data-live-rule': target.stockRule,
    'data-stock': stock,
  };
}

/** The attributes of a link to another variant (its own sku and id, read by its quantity), built in stock. */
export function variantStockAttributes(variant: { readonly sku: string; readonly id: number }): DataAttributes {
  const target = { sku: variant.sku, stockSkus: [variant.sku], stockIds: [variant.id], stockRule: 'qty' as const };
  return stockAttributes(target, 'ok', 'data-live-variant');
}
