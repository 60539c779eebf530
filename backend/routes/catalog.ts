/**
 * Catalogue search: GET and POST /api/catalog/{index}/{entity}/_search (CONTRACTS.md). Answers in
 * the raw search-engine shape; product hits carry prices with tax for the store view. The catalogue
 * is loaded and indexed in the background when the app starts and when it changes. Answers are kept
 * in the output cache (search/output-cache.ts) and say `X-Cache: HIT` or `MISS`; errors never reach it.
 */
import { Hono, type Context } from 'hono';
import { CACHE, LISTS, SEARCH } from '../../src/config/index.ts';
import type { AppDeps } from '../deps.ts';
import { warmPriceIndex, withPriceIndex } from '../catalog/price-index.ts';
import { productPricing } from '../catalog/pricing.ts';
import { ENTITIES, type Entity } from '../catalog/store-docs.ts';
import { storeForCode, storeForIndex } from '../catalog/stores.ts';
import { warmCatalog } from '../catalog/warm.ts';
import { badRequest } from '../http/errors.ts';
import { parseQuery } from '../http/query.ts';
import { parseRequestBody, parseRequestParam, parseSearchRequest, urlParamsSchema } from '../search/dsl-schema.ts';
import { executeSearch } from '../search/execute.ts';
import { textClauses } from '../search/match.ts';
import { createRequestKeys, searchCacheKey } from '../search/output-cache-key.ts';
import { createOutputCache, outputExpiry } from '../search/output-cache.ts';
import { searchResponseBytes } from '../search/serialize.ts';

/** Default page size per entity when the request gives none (spec 000 §9). */
export const DEFAULT_SIZE: Record<Entity, number> = {
  product: SEARCH.defaultProductSearchSize,
  category: LISTS.categoryListSize,
  attribute: LISTS.attributeListSize,
  taxrule: SEARCH.defaultPageSize,
};

function entityOf(name: string): Entity {
  if (!(ENTITIES as readonly string[]).includes(name))
    throw badRequest(`Unknown entity type "${name.slice(0, 40)}" (expected ${ENTITIES.join(', ')})`);
  return name as Entity;
}

export function catalogRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  warmCatalog(
    deps.catalog,
    deps.config.storeViews.map((v) => v.code),
    deps.logger,
    {
      now: () => deps.now().getTime(),
      // The guest's price index (price-index.ts), so that no search builds it.
      products: (store, docs) =>
        warmPriceIndex(deps.db, deps.catalog, deps.config, storeForCode(deps.config, store), docs, deps.now()),
    },
  );
  const cache = createOutputCache(deps.settings.outputCacheBytes);
  const ttlMs = CACHE.outputCacheTtlSeconds * 1000;
  const requestKeys = createRequestKeys();
  const handle = async (c: Context, fromBody: boolean): Promise<Response> => {
    const view = storeForIndex(deps.config, c.req.param('index') ?? '');
    const entity = entityOf(c.req.param('entity') ?? '');
    const text = fromBody ? await c.req.text() : '';
    const now = deps.now();
    const version = deps.catalog.version.current();
    // A request seen before is looked up without parsing it again.
    const raw = cache.enabled ? `${c.req.method} ${c.req.url}\n${text}` : '';
    const known = cache.enabled ? requestKeys.get(raw) : undefined;
    const early = known === undefined ? undefined : cache.get(known, now.getTime(), version);
    if (early) return answer(c, early, 'HIT');
    const params = parseQuery(c, urlParamsSchema);
    if (fromBody && params.request !== undefined) throw badRequest('Give the query in the body or in request=, not both');
    const dsl = parseSearchRequest(
      fromBody ? parseRequestBody(text) : parseRequestParam(params.request),
      params,
      DEFAULT_SIZE[entity],
    );
    const key = cache.enabled ? searchCacheKey(view.catalogIndex, entity, dsl) : '';
    if (cache.enabled) requestKeys.set(raw, key);
    const kept = cache.get(key, now.getTime(), version);
    if (kept) return answer(c, kept, 'HIT');
    const docs = await deps.catalog.load(view.code, entity);
    // A text query waits for the index being built in the background rather than building another.
    if (!docs.hasFullText() && textClauses(dsl.query).length > 0) await docs.fullTextAsync();
    // Products are priced with the special-price windows of their own store (spec 000 §5).
    const products = entity === 'product' ? docs : undefined;
    // Their price field is the price index's: the price each shows at this time, for the group (price-index.ts).
    const pricing = products
      ? productPricing(deps.db, deps.catalog, deps.config, view, {
          now,
          boundaries: products.priceBoundaries,
          ...(dsl.groupId === undefined ? {} : { groupId: dsl.groupId }),
        })
      : undefined;
    const result = executeSearch(
      view.catalogIndex,
      docs,
      dsl,
      pricing ? { transformHit: pricing.priced, fields: withPriceIndex(docs, pricing) } : {},
    );
    const bytes = searchResponseBytes(result);
    // Kept only when the catalogue did not change while it was computed.
    if (cache.enabled && deps.catalog.version.current() === version)
      cache.set(key, bytes, outputExpiry(now.getTime(), ttlMs, products?.priceBoundaries ?? []), version);
    return answer(c, bytes, 'MISS');
  };
  app.get('/api/catalog/:index/:entity/_search', (c) => handle(c, false));
  app.post('/api/catalog/:index/:entity/_search', (c) => handle(c, true));
  return app;
}

function answer(c: Context, bytes: Buffer, cache: 'HIT' | 'MISS'): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/json', 'x-cache': cache });
}
