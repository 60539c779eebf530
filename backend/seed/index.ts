/**
 * The deterministic sample-data generator: fills every table of a migrated database for all seven
 * store views from a seed. Dates of records (created_at, updated_at, content timestamps) derive from
 * `reference` (default 2026-11-01T00:00:00Z); special-price and publication windows derive from `now`
 * (default: today, midnight UTC), so the digest is stable for a given (seed, productsPerStore, now-day).
 */
import type { DatabaseSync } from 'node:sqlite';
import { countRows, inTransaction, inserter, listTables } from '../db/index.ts';
import { galleryPaths, productImageJobs, writeCatalog } from './catalog.ts';
import { seedContent } from './content/index.ts';
import { contentSink, type CatalogFacts, type Planted } from './content/writer.ts';
import { midnightUtc } from './dates.ts';
import { dataDigest, DIGEST_META_KEY } from './digest.ts';
import { isValidEan13 } from '../../src/domain/product/ean.ts';
import { renderImages, type ImageJob } from './images.ts';
import { planCatalog, type CatalogPlan } from './plan.ts';
import { createRng } from './random.ts';
import { seedStores } from './stores.ts';
import { taxRates } from './tax.ts';

export interface SeedOptions {
  readonly seed: number;
  readonly productsPerStore: number;
  readonly mediaDir: string;
  readonly images: boolean;
  /** The build day: windows are active, past or future relative to it. Default: today at midnight UTC. */
  readonly now?: Date;
  /** The fixed date record timestamps derive from. Default 2026-11-01T00:00:00Z. */
  readonly reference?: Date;
  /** Environment for settings (RO/UA currencies, TAX_RATE_{COUNTRY}); default process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface SeedReport {
  readonly seed: number;
  readonly productsPerStore: number;
  readonly now: string;
  readonly reference: string;
  readonly stores: readonly string[];
  /** Rows per table. */
  readonly counts: Readonly<Record<string, number>>;
  /** Parent products (not configurable children) per type. */
  readonly productTypes: Readonly<Record<string, number>>;
  readonly images: { readonly registered: number; readonly rendered: number; readonly pooled: boolean };
  /** Deliberately invalid or hidden data, for validation and sanitising tests. */
  readonly planted: readonly Planted[];
  /** SKUs whose EAN-13 check digit is wrong on purpose. */
  readonly invalidEans: readonly string[];
  readonly digest: string;
}

export const DEFAULT_REFERENCE = new Date('2026-11-01T00:00:00Z');
/** Above this many products per store, product images come from a shared pool per line. */
export const POOLED_IMAGES_ABOVE = 1000;

function catalogFacts(plan: CatalogPlan, pooled: boolean): CatalogFacts {
  const bySku = new Map(plan.products.map((p) => [p.sku, p]));
  const visible = plan.products.filter(
    (p) => p.status === 1 && p.visibility === 4 && (p.type === 'simple' || p.type === 'configurable'),
  );
  const byLine: Record<string, string[]> = {};
  for (const p of visible) (byLine[p.line] ??= []).push(p.sku);
  return {
    visibleSkus: visible.map((p) => p.sku),
    onSaleSkus: visible.filter((p) => p.special === 'active' || p.special === 'open').map((p) => p.sku),
    setSkus: plan.products.filter((p) => p.kind === 'set').map((p) => p.sku),
    skusByLine: byLine,
    gallery: (sku) => {
      const p = bySku.get(sku);
      return p ? galleryPaths(p, pooled) : [];
    },
  };
}

/** Fills an empty, migrated database. Throws if the catalogue tables already hold data. */
export async function seedDatabase(db: DatabaseSync, opts: SeedOptions): Promise<SeedReport> {
  if (!Number.isInteger(opts.seed)) throw new Error(`seed must be an integer, got ${opts.seed}`);
  if (!Number.isInteger(opts.productsPerStore) || opts.productsPerStore < 4)
    throw new Error(`productsPerStore must be an integer of at least 4, got ${opts.productsPerStore}`);
  if (countRows(db, 'products') > 0) throw new Error('The database already holds products: seed a fresh database');
  const now = midnightUtc(opts.now ?? new Date());
  const reference = opts.reference ?? DEFAULT_REFERENCE;
  const env = opts.env ?? process.env;
  const stores = seedStores(env);
  const rng = createRng(opts.seed);
  const plan = planCatalog(rng.fork('catalog'), opts.productsPerStore);
  const pooled = opts.productsPerStore > POOLED_IMAGES_ABOVE;
  const sink = contentSink(db, { rng: rng.fork('content'), now, reference, catalog: catalogFacts(plan, pooled) });
  inTransaction(db, () => {
    writeCatalog(db, plan, { stores, rates: taxRates(env), now, reference, pooledImages: pooled });
    seedContent(db, sink.context);
  });
  const jobs: ImageJob[] = [...productImageJobs(plan, pooled), ...sink.images];
  const planted = [...plan.planted, ...sink.planted];
  inTransaction(db, () => {
    const media = inserter(db, 'media', ['path', 'width', 'height']);
    for (const job of jobs) media([job.path, job.width, job.height]);
    const meta = inserter(db, 'meta', ['key', 'value']);
    meta(['seed', String(opts.seed)]);
    meta(['products_per_store', String(opts.productsPerStore)]);
    meta(['now', now.toISOString()]);
    meta(['reference', reference.toISOString()]);
    meta(['planted', JSON.stringify(planted)]);
  });
  if (opts.images) await renderImages(jobs, opts.mediaDir);
  const digest = dataDigest(db);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(DIGEST_META_KEY, digest);
  const productTypes: Record<string, number> = {};
  for (const p of plan.products) productTypes[p.type] = (productTypes[p.type] ?? 0) + 1;
  return {
    seed: opts.seed,
    productsPerStore: opts.productsPerStore,
    now: now.toISOString(),
    reference: reference.toISOString(),
    stores: stores.map((s) => s.code),
    counts: Object.fromEntries(listTables(db).map((t) => [t, countRows(db, t)])),
    productTypes,
    images: { registered: jobs.length, rendered: opts.images ? jobs.length : 0, pooled },
    planted,
    invalidEans: plan.products
      .flatMap((p) => [p, ...p.children])
      .filter((p) => !isValidEan13(p.ean))
      .map((p) => p.sku),
    digest,
  };
}
