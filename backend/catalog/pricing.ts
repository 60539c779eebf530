/**
 * Prices with tax for product hits, computed server-side with the domain's calculateProductTax
 * (the store view's tax rules and country). A customer group id selects tier prices (qty 1) and,
 * when user-group tax is on, the customer tax class. A bundle or grouped product answers the price its page
 * shows (spec 000 §4): its parts' current gross prices summed by the domain's pricedParts and partsSum.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { TAX, type Config, type StoreView } from '../../src/config/index.ts';
import type { Product, TaxRule, TierPrice } from '../../src/domain/catalog/types.ts';
import { isSet } from '../../src/domain/price/grouped-price.ts';
import { partsSum, pricedParts } from '../../src/domain/price/parts-price.ts';
import { calculateProductTax, withGrossPrice, type TaxContext } from '../../src/domain/price/tax.ts';
import { selectTierPrice } from '../../src/domain/price/tier-price.ts';
import { nextPriceBoundary } from './price-boundaries.ts';
import type { CatalogDocs, Doc } from './store-docs.ts';

export interface PricingOptions {
  readonly groupId?: number;
  readonly now: Date;
  /** The store's special-price boundaries (EntityDocs.priceBoundaries of its products). */
  readonly boundaries: readonly number[];
}

/** The group's tier price at quantity 1 (the domain's selectTierPrice), if it is below the price. */
export function groupTierPrice(tiers: readonly TierPrice[] | undefined, groupId: number, price: number): number | undefined {
  const tier = selectTierPrice(tiers ?? [], 1, groupId);
  return tier !== undefined && tier.value < price ? tier.value : undefined;
}

/** The fields the tax calculation reads as its (net) source when a document already carries them. */
const ORIGINAL_FIELDS = ['original_price', 'original_final_price', 'original_special_price'] as const;

/**
 * The item with the group's tier price as its price. The tax calculation takes an existing
 * `original_*` field as the net source (a second calculation), so those are dropped, and so is
 * `final_price` (the platform's final price, possibly gross): the final price becomes the tier
 * price, or the special price where that is active and lower.
 */
function withTierPrice<T extends { price: number; tier_prices?: TierPrice[] }>(item: T, groupId: number): T {
  const tier = groupTierPrice(item.tier_prices, groupId, item.price);
  if (tier === undefined) return item;
  const out: Record<string, unknown> = { ...item, price: tier };
  delete out['final_price'];
  for (const key of ORIGINAL_FIELDS) {
    for (const suffix of ['', '_tax', '_incl_tax']) delete out[`${key}${suffix}`];
  }
  return out as T;
}

/** Makes a stored document safe for the tax calculation (lists the domain type requires). */
function asProduct(doc: Doc): Product {
  return {
    ...doc,
    price: typeof doc['price'] === 'number' ? doc['price'] : 0,
    tax_class_id: typeof doc['tax_class_id'] === 'number' ? doc['tax_class_id'] : 0,
    configurable_children: Array.isArray(doc['configurable_children']) ? doc['configurable_children'] : [],
    tier_prices: Array.isArray(doc['tier_prices']) ? doc['tier_prices'] : [],
    bundle_options: Array.isArray(doc['bundle_options']) ? doc['bundle_options'] : [],
    product_links: Array.isArray(doc['product_links']) ? doc['product_links'] : [],
  } as unknown as Product;
}

const groupStatements = new WeakMap<DatabaseSync, StatementSync>();

export function customerTaxClass(db: DatabaseSync, groupId: number): number | undefined {
  let statement = groupStatements.get(db);
  if (!statement) {
    statement = db.prepare('SELECT tax_class_id FROM customer_groups WHERE id = ?');
    groupStatements.set(db, statement);
  }
  const row = statement.get(groupId) as { tax_class_id: number } | undefined;
  return row?.tax_class_id;
}

export function taxContext(
  db: DatabaseSync,
  catalog: CatalogDocs,
  cfg: Config,
  view: StoreView,
  options: PricingOptions,
): TaxContext {
  const rules = catalog.docs(view.code, 'taxrule').docs as unknown as TaxRule[];
  const customerTaxClassId = options.groupId === undefined ? undefined : customerTaxClass(db, options.groupId);
  return {
    rules,
    country: view.taxCountry,
    ...(TAX.defaultRegion ? { region: TAX.defaultRegion } : {}),
    sourcePriceIncludesTax: TAX.sourcePriceIncludesTax,
    finalPriceIncludesTax: TAX.finalPriceIncludesTax,
    userGroupTax: cfg.settings.userGroupTax,
    ...(customerTaxClassId === undefined ? {} : { customerTaxClassId }),
    now: options.now,
    deprecatedPriceFieldsSupport: TAX.deprecatedPriceFieldsSupport,
  };
}

/**
 * Priced documents, memoised per (store, group) and price interval (the span between two special-price
 * boundaries, named by the boundary ending it), keyed by the document object: a new catalogue version
 * loads new objects, so stale prices are never served, and no price changes within an interval. At most
 * MEMO_GROUPS (store, group) memos are kept; the oldest goes first.
 */
const MEMO_GROUPS = 64;
const memo = new Map<string, { readonly until: number; readonly priced: WeakMap<Doc, Doc> }>();

function memoFor(key: string, until: number): WeakMap<Doc, Doc> {
  const found = memo.get(key);
  if (found && found.until === until) return found.priced;
  memo.delete(key);
  if (memo.size >= MEMO_GROUPS) memo.delete(memo.keys().next().value as string);
  const priced = new WeakMap<Doc, Doc>();
  memo.set(key, { until, priced });
  return priced;
}

/** The prices with tax of the store view's product documents, for one customer group at one time. */
export interface ProductPricing {
  /** A document priced (memoised per store, group and price interval). */
  readonly priced: (doc: Doc) => Doc;
  /** The same, computed without keeping the result (for a pass over every document: price-index.ts). */
  readonly compute: (doc: Doc) => Doc;
  /** The (store, group, tax) the prices are for, and the price interval they hold for (its ending boundary). */
  readonly memo: { readonly key: string; readonly until: number };
}

/** A function computing the prices with tax of one product document for the store view. */
export function productPricer(
  db: DatabaseSync,
  catalog: CatalogDocs,
  cfg: Config,
  view: StoreView,
  options: PricingOptions,
): (doc: Doc) => Doc {
  return productPricing(db, catalog, cfg, view, options).priced;
}

/** The store view's product pricing for the options' customer group at their time (ProductPricing). */
export function productPricing(
  db: DatabaseSync,
  catalog: CatalogDocs,
  cfg: Config,
  view: StoreView,
  options: PricingOptions,
): ProductPricing {
  const ctx = taxContext(db, catalog, cfg, view, options);
  const key = `${view.code}|${options.groupId ?? ''}|${cfg.settings.userGroupTax}`;
  const until = nextPriceBoundary(options.boundaries, options.now.getTime()) ?? Number.POSITIVE_INFINITY;
  const cache = memoFor(key, until);
  const products = catalog.docs(view.code, 'product');
  // A set's linked product by sku (pricedParts keeps the set parts: isSetPart); a configurable child is no
  // product of its own.
  const linked = (sku: string): Product | undefined => {
    const entry = products.bySku().get(sku);
    return entry && !entry.parent ? (entry.doc as unknown as Product) : undefined;
  };
  // A part's current gross price, as its own page shows it.
  const grossOf = (part: Product): number | undefined => {
    const gross = pricedDoc(part as unknown as Doc)['price_incl_tax'];
    return typeof gross === 'number' ? gross : undefined;
  };
  return { priced: pricedDoc, compute: price, memo: { key, until } };
  function pricedDoc(doc: Doc): Doc {
    const hit = cache.get(doc);
    if (hit) return hit;
    const priced = price(doc);
    cache.set(doc, priced);
    return priced;
  }
  function price(doc: Doc): Doc {
    let product = asProduct(doc);
    if (options.groupId !== undefined) {
      const groupId = options.groupId;
      product = {
        ...withTierPrice(product, groupId),
        configurable_children: product.configurable_children.map((c) => withTierPrice(c, groupId)),
      };
    }
    // A set answers the price its page shows: its parts' gross sum (spec 000 §4), when above 0.
    const total = isSet(product) ? partsSum(pricedParts(product, linked, grossOf)) : undefined;
    if (total !== undefined) product = withGrossPrice(product, total, ctx);
    return calculateProductTax(product, ctx) as unknown as Doc;
  }
}
