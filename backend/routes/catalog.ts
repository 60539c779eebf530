/**
 * Catalogue search: GET and POST /api/catalog/{index}/{entity}/_search (CONTRACTS.md). Answers in
 * the raw search-engine shape; product hits carry prices with tax for the store view.
 */
import { Hono, type Context } from 'hono';
import { LISTS, SEARCH } from '../../src/config/index.ts';
import type { AppDeps } from '../deps.ts';
import { productPricer } from '../catalog/pricing.ts';
import { ENTITIES, type Entity } from '../catalog/store-docs.ts';
import { storeForIndex } from '../catalog/stores.ts';
import { badRequest } from '../http/errors.ts';
import { parseQuery, readJsonBody } from '../http/query.ts';
import { parseRequestParam, parseSearchRequest, urlParamsSchema } from '../search/dsl-schema.ts';
import { executeSearch } from '../search/execute.ts';

/** Default page size per entity when the request gives none (spec 000 §9). */
export const DEFAULT_SIZE: Record<Entity, number> = {
  product: SEARCH.defaultProductSearchSize,
  category: LISTS.categoryListSize,
  attribute: LISTS.attributeListSize,
  taxrule: SEARCH.defaultPageSize,
};

function entityOf(name: string): Entity {
  if (!(ENTITIES as readonly string[]).includes(name)) throw badRequest(`Unknown entity type "${name.slice(0, 40)}" (expected ${ENTITIES.join(', ')})`);
  return name as Entity;
}

export function catalogRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const handle = async (c: Context, fromBody: boolean): Promise<Response> => {
    const view = storeForIndex(deps.config, c.req.param('index') ?? '');
    const entity = entityOf(c.req.param('entity') ?? '');
    const params = parseQuery(c, urlParamsSchema);
    if (fromBody && params.request !== undefined) throw badRequest('Give the query in the body or in request=, not both');
    const body = fromBody ? await readJsonBody(c) : parseRequestParam(params.request);
    const dsl = parseSearchRequest(body, params, DEFAULT_SIZE[entity]);
    const docs = deps.catalog.docs(view.code, entity);
    const transformHit =
      entity === 'product' ? productPricer(deps.db, deps.catalog, deps.config, view, { now: deps.now(), ...(dsl.groupId === undefined ? {} : { groupId: dsl.groupId }) }) : undefined;
    const result = executeSearch(view.catalogIndex, docs, dsl, transformHit ? { transformHit } : {});
    return c.json(result, 200);
  };
  app.get('/api/catalog/:index/:entity/_search', (c) => handle(c, false));
  app.post('/api/catalog/:index/:entity/_search', (c) => handle(c, true));
  return app;
}
