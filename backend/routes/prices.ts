/**
 * Prices: GET /api/product/render-list (platform price sync, CONTRACTS.md) and
 * GET /api/product/price-history (the lowest price of the 30 days before the promotion, spec 001 §9).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { COMMERCE } from '../../src/config/index.ts';
import type { PriceSyncItem } from '../../src/domain/catalog/types.ts';
import { lowestPriceBeforePromotion } from '../../src/domain/price/lowest-price.ts';
import { isSpecialPriceActive } from '../../src/domain/price/special-price.ts';
import type { AppDeps } from '../deps.ts';
import { finiteNumber, textValue } from '../catalog/doc-values.ts';
import { priceInfoItem } from '../catalog/price-info.ts';
import { productPricer } from '../catalog/pricing.ts';
import type { Doc, SkuEntry } from '../catalog/store-docs.ts';
import { storeForId } from '../catalog/stores.ts';
import { envelope } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { parseQuery, skuList, skuParam, storeIdParam, wholeNumberParam } from '../http/query.ts';
import { statement } from '../db/statements.ts';

export const MAX_PRICE_SKUS = 100;

const renderListQuery = z.strictObject({
  skus: skuList(MAX_PRICE_SKUS),
  currencyCode: z
    .string({ error: 'currencyCode is required' })
    .regex(/^[A-Z]{3}$/, 'currencyCode is an ISO 4217 code such as PLN'),
  storeId: storeIdParam,
  userGroupId: wholeNumberParam('userGroupId', 0).optional(),
});

const historyQuery = z.strictObject({
  sku: skuParam,
  storeId: storeIdParam,
});

/** Each known sku's product, or configurable child with its parent, in the order asked. */
function lookup(index: ReadonlyMap<string, SkuEntry>, skus: readonly string[]): SkuEntry[] {
  return [...new Set(skus)].flatMap((s) => index.get(s) ?? []);
}

/** When the sku's promotion started: its special price's from date while that special price is active, else none. */
function promotionStart(doc: Doc | undefined, now: Date): string | undefined {
  if (!doc) return undefined;
  const from = textValue(doc['special_from_date']);
  const active = isSpecialPriceActive(
    finiteNumber(doc['special_price']),
    finiteNumber(doc['price']) ?? 0,
    from,
    textValue(doc['special_to_date']),
    now,
  );
  return active ? from : undefined;
}

export interface PriceHistory {
  readonly sku: string;
  readonly storeId: number;
  readonly currency: string;
  readonly days: number;
  readonly lowest: number | null;
  readonly history: readonly { date: string; price: number }[];
}

export function priceRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/api/product/render-list', async (c) => {
    const q = parseQuery(c, renderListQuery);
    const view = storeForId(deps.config, q.storeId);
    if (q.currencyCode !== view.currency)
      throw badRequest(`currencyCode ${q.currencyCode} does not match store ${view.storeId} (${view.currency})`);
    const products = await deps.catalog.load(view.code, 'product');
    const pricer = productPricer(deps.db, deps.catalog, deps.config, view, {
      now: deps.now(),
      boundaries: products.priceBoundaries,
      ...(q.userGroupId === undefined ? {} : { groupId: q.userGroupId }),
    });
    const items: PriceSyncItem[] = lookup(products.bySku(), q.skus).map(({ doc, parent }) => {
      if (!parent) return priceInfoItem(pricer(doc), String(doc['sku']), String(doc['type_id'] ?? 'simple'));
      const priced = pricer(parent);
      const child = (priced['configurable_children'] as Doc[]).find((x) => x['sku'] === doc['sku']) ?? doc;
      return priceInfoItem(child, String(parent['name'] ?? doc['sku']), 'simple');
    });
    return envelope(c, { items });
  });
  app.get('/api/product/price-history', async (c) => {
    const q = parseQuery(c, historyQuery);
    const view = storeForId(deps.config, q.storeId);
    const days = COMMERCE.lowestPriceDays;
    const now = deps.now();
    const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    const rows = statement(
      deps.db,
      'SELECT day AS date, price FROM price_history WHERE store_code = ? AND sku = ? AND day <= ? ORDER BY day',
    ).all(view.code, q.sku, now.toISOString().slice(0, 10)) as { date: string; price: number }[];
    const points = rows.map((r) => ({ date: r.date, price: r.price }));
    const products = await deps.catalog.load(view.code, 'product');
    const start = promotionStart(products.bySku().get(q.sku)?.doc, now);
    const result: PriceHistory = {
      sku: q.sku,
      storeId: view.storeId,
      currency: view.currency,
      days,
      // The domain rule: the lowest price in effect during the 30 days before the sku's promotion started (the
      // 30 days up to now without one), including the price that was in effect when that window opened.
      lowest: lowestPriceBeforePromotion(points, start, now, days) ?? null,
      history: points.filter((p) => p.date > since),
    };
    return envelope(c, result);
  });
  return app;
}
