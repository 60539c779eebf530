/**
 * The catalogue's price index: the field the price filter, the price sort and agg_range_price read
 * (FILTERS.priceField), as the platform's indexer keeps it, per customer group and recomputed when prices change.
 * Per product, the gross price its card shows now (pricedDisplayPrice of the document priced by ProductPricing: a
 * bundle or grouped product at its parts' sum, a special price only within its window, a configurable product at
 * its cheapest available variant), to the cent as shown (decimalPrice: a price of 99.999984 is 100 to a range, as
 * to the storefront's isInPriceBucket). The stored `final_price` is the seed day's and knows no set's sum.
 */
import { LRUCache } from 'lru-cache';
import { FILTERS } from '../../src/config/index.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Config, StoreView } from '../../src/config/index.ts';
import { priceToPay, type PricedProduct } from '../../src/domain/price/display-price.ts';
import { decimalPrice } from '../../src/domain/price/format.ts';
import { buildFieldIndex, type FieldIndex, type FieldIndexes } from '../search/field-index.ts';
import type { EntityDocs } from './entity-docs.ts';
import { productPricing, type ProductPricing } from './pricing.ts';
import type { CatalogDocs } from './store-docs.ts';

/** Price indexes kept per set of documents: one per (store, group, tax) memo, the most recently used first. */
const MAX_PRICE_INDEXES = 16;
const kept = new WeakMap<EntityDocs, LRUCache<string, { readonly until: number; readonly index: FieldIndex }>>();

/** The price index of the documents for the pricing's group and price interval, computed once per interval. */
export function priceIndex(docs: EntityDocs, pricing: ProductPricing): FieldIndex {
  let byMemo = kept.get(docs);
  if (!byMemo) {
    byMemo = new LRUCache({ max: MAX_PRICE_INDEXES });
    kept.set(docs, byMemo);
  }
  const found = byMemo.get(pricing.memo.key);
  if (found && found.until === pricing.memo.until) return found.index;
  const field = FILTERS.priceField;
  const rows = docs.docs.map((doc) => ({
    [field]: Number(decimalPrice(priceToPay(pricing.compute(doc) as unknown as PricedProduct))),
  }));
  const index = buildFieldIndex(rows, field);
  byMemo.set(pricing.memo.key, { until: pricing.memo.until, index });
  return index;
}

/** The documents' field indexes with the price field answered from the price index (built on first use). */
export function withPriceIndex(docs: EntityDocs, pricing: ProductPricing): FieldIndexes {
  const base = docs.fields();
  return {
    field: (name) => (name === FILTERS.priceField ? priceIndex(docs, pricing) : base.field(name)),
  };
}

/**
 * Builds a store view's guest price index ahead of the searches that would read it (warm.ts). Returns when it goes
 * stale: the next special-price boundary (ms), or Infinity.
 */
export function warmPriceIndex(
  db: DatabaseSync,
  catalog: CatalogDocs,
  cfg: Config,
  view: StoreView,
  docs: EntityDocs,
  now: Date,
): number {
  const pricing = productPricing(db, catalog, cfg, view, { now, boundaries: docs.priceBoundaries });
  priceIndex(docs, pricing);
  return pricing.memo.until;
}
