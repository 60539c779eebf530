/** The price client: render-list (platform price sync, CONTRACTS.md) and the 30-day price history. */
import type * as z from 'zod/mini';
import type { PriceSyncItem } from '../domain/catalog/types.ts';
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import { priceHistoryResponseSchema, renderListResponseSchema, type priceHistorySchema } from './schemas/prices.ts';

export interface RenderListQuery {
  readonly skus: readonly string[];
  readonly currencyCode: string;
  readonly storeId: number;
  readonly userGroupId?: number;
}

export async function renderList(query: RenderListQuery, opts: ApiOptions): Promise<PriceSyncItem[]> {
  const url = joinUrl(opts.baseUrl, '/api/product/render-list', {
    skus: query.skus.join(','),
    currencyCode: query.currencyCode,
    storeId: query.storeId,
    userGroupId: query.userGroupId,
  });
  const body = await requestJson(url, renderListResponseSchema, opts);
  return body.result.items as PriceSyncItem[];
}

export type PriceHistory = z.output<typeof priceHistorySchema>;

export async function priceHistory(sku: string, storeId: number, opts: ApiOptions): Promise<PriceHistory> {
  const body = await requestJson(
    joinUrl(opts.baseUrl, '/api/product/price-history', { sku, storeId }),
    priceHistoryResponseSchema,
    opts,
  );
  return body.result;
}
