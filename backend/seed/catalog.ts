/** Writes the catalogue tables: categories, attributes, tax rules, products, stock, price history, customer groups. */
import type { DatabaseSync } from 'node:sqlite';
import { PRODUCT_LINES } from '../../src/config/index.ts';
import { inserter } from '../db/index.ts';
import { attributeDocs } from './attributes.ts';
import { categoryDocs, placeCategories, type PlacedCategory } from './categories.ts';
import type { ImageJob } from './images.ts';
import { IMAGE_SIZES } from './images.ts';
import type { CatalogPlan, PlannedProduct } from './plan.ts';
import { HISTORY_DAYS, historyDays, priceHistory } from './prices.ts';
import { productCategoryIds, productDocs, type ProductContext } from './products.ts';
import { stockRows } from './stock.ts';
import type { SeedStore } from './stores.ts';
import { countryRate, CUSTOMER_GROUPS, taxRule, type TaxCountry } from './tax.ts';
import { vocab } from './text/index.ts';
import type { CategoryKey } from './text/types.ts';

export interface CatalogOptions {
  readonly stores: readonly SeedStore[];
  readonly rates: Readonly<Record<TaxCountry, number>>;
  readonly now: Date;
  readonly reference: Date;
  readonly pooledImages: boolean;
}

const lineColor = (code: string): string => PRODUCT_LINES.find((l) => l.code === code)?.color ?? '#555555';

/** Product gallery paths: one image set per sku, or a shared pool per line at benchmark scale. */
export function galleryPaths(p: PlannedProduct, pooled: boolean): string[] {
  return Array.from({ length: p.imageCount }, (_, i) => (pooled ? `/p/pool/${p.line}-${i + 1}.png` : `/p/${p.sku}-${i + 1}.png`));
}

/** The image jobs of the product galleries (deduplicated). */
export function productImageJobs(plan: CatalogPlan, pooled: boolean): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  for (const p of plan.products) {
    galleryPaths(p, pooled).forEach((path, i) => {
      if (!jobs.has(path))
        jobs.set(path, {
          path,
          ...IMAGE_SIZES.product,
          color: lineColor(p.line),
          label: p.line,
          shape: i % 2 === 0 ? 'bottle' : 'tube',
        });
    });
  }
  return [...jobs.values()];
}

/** Visible parent products per category id (status 1, visibility above 1). */
export function productCounts(plan: CatalogPlan, categories: ReadonlyMap<CategoryKey, PlacedCategory>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of plan.products) {
    if (p.status !== 1 || p.visibility === 1) continue;
    for (const id of productCategoryIds(p, categories)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export function writeCatalog(db: DatabaseSync, plan: CatalogPlan, opts: CatalogOptions): void {
  const placed = placeCategories();
  const byKey = new Map(placed.map((c) => [c.key, c]));
  const counts = productCounts(plan, byKey);
  const insertCategory = inserter(db, 'categories', [
    'store_code',
    'id',
    'parent_id',
    'level',
    'position',
    'is_active',
    'url_path',
    'doc',
  ]);
  const insertAttribute = inserter(db, 'attributes', ['store_code', 'attribute_id', 'attribute_code', 'doc']);
  const insertTax = inserter(db, 'tax_rules', ['store_code', 'id', 'doc']);
  const insertProduct = inserter(db, 'products', [
    'store_code',
    'id',
    'sku',
    'type_id',
    'url_path',
    'status',
    'visibility',
    'updated_at',
    'doc',
  ]);
  const historySql = `INSERT INTO price_history (store_code, sku, day, price) VALUES ${Array.from({ length: HISTORY_DAYS }, () => '(?, ?, ?, ?)').join(', ')}`;
  const insertHistory = db.prepare(historySql);
  const insertStock = inserter(db, 'stock', ['sku', 'product_id', 'qty', 'is_in_stock', 'manage_stock']);
  const insertGroup = inserter(db, 'customer_groups', ['id', 'code', 'tax_class_id']);
  for (const g of CUSTOMER_GROUPS) insertGroup([g.id, g.code, g.tax_class_id]);
  for (const p of plan.products)
    for (const s of stockRows(p)) insertStock([s.sku, s.product_id, s.qty, s.is_in_stock, s.manage_stock]);
  const rule = taxRule(opts.rates);
  const days = historyDays(opts.now);
  // Written in sku order so the price-history key index grows at its end (much faster inserts).
  const bySku = [...plan.products].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const kinds = new Map(plan.products.map((p) => [p.sku, p.kind]));
  for (const store of opts.stores) {
    const v = vocab(store.lang);
    const cats = categoryDocs(placed, v, 'Dermeya', counts);
    for (const c of cats)
      insertCategory([store.code, c.id, c.parent_id, c.level, c.position, c.is_active ? 1 : 0, c.url_path, JSON.stringify(c)]);
    for (const a of attributeDocs(v, store.wording))
      insertAttribute([store.code, a.attribute_id, a.attribute_code, JSON.stringify(a)]);
    insertTax([store.code, rule.id, JSON.stringify(rule)]);
    const ctx: ProductContext = {
      store,
      vocab: v,
      ratePercent: countryRate(opts.rates, store.country),
      now: opts.now,
      reference: opts.reference,
      categories: byKey,
      categoryNames: new Map(cats.map((c) => [c.id, { name: c.name, slug: c.slug }])),
      gallery: (p) => galleryPaths(p, opts.pooledImages),
      kindOf: (sku) => kinds.get(sku),
    };
    for (const p of bySku) {
      for (const { doc, prices } of productDocs(p, ctx)) {
        insertProduct([
          store.code,
          doc.id,
          doc.sku,
          doc.type_id,
          doc.url_path,
          doc.status,
          doc.visibility,
          doc.updated_at,
          JSON.stringify(doc),
        ]);
        if (doc.type_id === 'grouped') continue;
        insertHistory.run(...priceHistory(prices, days, p.priceDrop).flatMap((h) => [store.code, doc.sku, h.day, h.price]));
      }
    }
  }
}
