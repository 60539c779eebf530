/**
 * The stock client (spec 000 §7): check one sku, list several. A failed stock check returns an
 * empty object (spec 001 §8); a list is sent in batches of at most 100 skus.
 */
import type * as z from 'zod/mini';
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import { stockCheckResponseSchema, stockListResponseSchema, type stockItemSchema } from './schemas/stock.ts';

export type StockResult = z.output<typeof stockItemSchema>;
export const STOCK_LIST_MAX = 100;

/** The stock of one sku; on any failure an empty object (spec 001 §8). */
export async function checkStock(sku: string, opts: ApiOptions): Promise<StockResult | Record<string, never>> {
  try {
    const body = await requestJson(joinUrl(opts.baseUrl, '/api/stock/check', { sku }), stockCheckResponseSchema, opts);
    return body.result;
  } catch {
    return {};
  }
}

/** The stock of several skus (unknown skus are absent); rejects on failure. */
export async function listStock(skus: readonly string[], opts: ApiOptions): Promise<StockResult[]> {
  const out: StockResult[] = [];
  for (let i = 0; i < skus.length; i += STOCK_LIST_MAX) {
    const batch = skus.slice(i, i + STOCK_LIST_MAX);
    const body = await requestJson(
      joinUrl(opts.baseUrl, '/api/stock/list', { skus: batch.join(',') }),
      stockListResponseSchema,
      opts,
    );
    out.push(...body.result);
  }
  return out;
}
