/**
 * The stock client (spec 000 §7): check one sku, list several. A failed stock check returns an
 * empty object (spec 001 §8); a list is sent in batches of at most STOCK_LIST_MAX skus, the bound the
 * backend's /api/stock/list holds to. A sku's check is cached for the life of the page unless the call
 * sets skipCache (§7), which asks again and keeps the new answer; a failed check is not kept.
 */
import type * as z from 'zod/mini';
import { AnswerCache } from './answer-cache.ts';
import { joinUrl, requestJson, type ApiOptions } from './http.ts';
import { stockCheckResponseSchema, stockListResponseSchema, type stockItemSchema } from './schemas/stock.ts';

export type StockResult = z.output<typeof stockItemSchema>;
/** The most skus one /api/stock/list request carries (the client's batches, the backend's limit). */
export const STOCK_LIST_MAX = 100;

/** The sku checks whose answers are kept: the last 500 (an answer is a few numbers). */
export const STOCK_CACHE_MAX = 500;
// Pure: a page that never calls checkStock (the live island lists stock) drops the cache from its bundle.
const checks = /* @__PURE__ */ new AnswerCache<StockResult>(STOCK_CACHE_MAX);

export interface StockCheckOptions extends ApiOptions {
  /** Ask the API even when the sku's answer is cached; the new answer replaces it. */
  readonly skipCache?: boolean;
}

/** The stock of one sku, cached unless skipCache is set; on any failure an empty object (spec 001 §8). */
export async function checkStock(sku: string, opts: StockCheckOptions): Promise<StockResult | Record<string, never>> {
  const url = joinUrl(opts.baseUrl, '/api/stock/check', { sku });
  const cached = opts.skipCache ? undefined : checks.get(url);
  if (cached) return cached;
  try {
    const body = await requestJson(url, stockCheckResponseSchema, opts);
    checks.set(url, body.result);
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
