import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, cmsErrorSchema } from '../../src/api/schemas/envelope.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { CONTENT_TOKEN, databaseDigest, rawGet, startServer, type TestServer } from './helpers/server.ts';

const db = fixtureDatabase();
const digestBefore = databaseDigest(db);
let server: TestServer;
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());

const S = '/api/catalog/vue_storefront_catalog_pl/product/_search';
const T = `?token=${CONTENT_TOKEN}`;
const big = 'x'.repeat(1024 * 1024 + 10);
const q = (dsl: unknown) => `${S}?request=${encodeURIComponent(JSON.stringify(dsl))}`;

interface Case {
  readonly name: string;
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly raw?: boolean;
  readonly status: number;
  readonly message: RegExp;
}

const CASES: readonly Case[] = [
  { name: 'bad JSON body in search', method: 'POST', path: S, body: '{"query":', status: 400, message: /not valid JSON/ },
  { name: 'bad JSON in request=', path: `${S}?request=%7Bnope`, status: 400, message: /request parameter is not valid JSON/ },
  {
    name: 'unsupported clause wildcard',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { wildcard: { name: 'k*' } } }),
    status: 400,
    message: /Unsupported query clause "wildcard"/,
  },
  {
    name: 'unsupported clause script in bool',
    path: q({ query: { bool: { filter: [{ script: { source: 'x' } }] } } }),
    status: 400,
    message: /Unsupported query clause "script"/,
  },
  {
    name: 'unsupported top-level option',
    method: 'POST',
    path: S,
    body: JSON.stringify({ highlight: { fields: {} } }),
    status: 400,
    message: /Unsupported search option "highlight"/,
  },
  { name: 'size too large', path: `${S}?size=10001`, status: 400, message: /size must be at most 10000/ },
  { name: 'huge size in body', method: 'POST', path: S, body: JSON.stringify({ size: 1e12 }), status: 400, message: /size/ },
  { name: 'negative from', path: `${S}?from=-5`, status: 400, message: /from must not be negative/ },
  { name: 'size not a number', path: `${S}?size=lots`, status: 400, message: /size must be a number/ },
  {
    name: 'size as a string in body',
    method: 'POST',
    path: S,
    body: JSON.stringify({ size: 'ten' }),
    status: 400,
    message: /size/,
  },
  {
    name: 'term with an object value',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { term: { sku: { $ne: 1 } } } }),
    status: 400,
    message: /query.term/,
  },
  {
    name: 'terms with a non-list',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { terms: { sku: 'KR-001' } } }),
    status: 400,
    message: /query.terms.sku/,
  },
  {
    name: 'range without bounds',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { range: { price: {} } } }),
    status: 400,
    message: /needs gt, gte, lt or lte/,
  },
  {
    name: 'range with unknown bound',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { range: { price: { from: 1 } } } }),
    status: 400,
    message: /unknown field/,
  },
  {
    name: 'multi_match without query',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { multi_match: { fields: ['name'] } } }),
    status: 400,
    message: /query.multi_match/,
  },
  {
    name: 'multi_match on an unsearchable field',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { multi_match: { query: 'krem', fields: ['secret^9'] } } }),
    status: 400,
    message: /not searchable/,
  },
  {
    name: 'fuzziness out of range',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { multi_match: { query: 'krem', fuzziness: 9 } } }),
    status: 400,
    message: /fuzziness/,
  },
  {
    name: 'two clauses in one object',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { term: { a: 1 }, terms: { b: [1] } } }),
    status: 400,
    message: /exactly one clause/,
  },
  {
    name: 'query nested too deep',
    method: 'POST',
    path: S,
    body: JSON.stringify({
      query: Array.from({ length: 15 }).reduce((inner) => ({ bool: { must: [inner] } }), { match_all: {} }),
    }),
    status: 400,
    message: /nest at most/,
  },
  {
    name: 'bad sort order',
    method: 'POST',
    path: S,
    body: JSON.stringify({ sort: [{ price: 'sideways' }] }),
    status: 400,
    message: /sort/,
  },
  { name: 'bad sort in URL', path: `${S}?sort=price:up`, status: 400, message: /sort/ },
  {
    name: 'unknown aggregation type',
    method: 'POST',
    path: S,
    body: JSON.stringify({ aggs: { a: { histogram: { field: 'price' } } } }),
    status: 400,
    message: /aggregation/,
  },
  {
    name: 'SQL injection in the field name',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { term: { "sku'; DROP TABLE products;--": 'x' } } }),
    status: 400,
    message: /field names/,
  },
  {
    name: 'unknown catalogue index',
    path: '/api/catalog/vue_storefront_catalog_xx/product/_search',
    status: 400,
    message: /Unknown catalogue index/,
  },
  {
    name: 'unknown entity type',
    path: '/api/catalog/vue_storefront_catalog_pl/order/_search',
    status: 400,
    message: /Unknown entity type "order"/,
  },
  { name: 'unknown URL parameter on search', path: `${S}?explain=true`, status: 400, message: /unknown field/ },
  {
    name: 'oversized search body',
    method: 'POST',
    path: S,
    body: JSON.stringify({ query: { term: { sku: big } } }),
    status: 413,
    message: /larger than/,
  },
  { name: 'URL longer than 8 KB', path: `${S}?request=${'a'.repeat(9000)}`, status: 414, message: /URL longer than/ },
  { name: 'stock check without sku', path: '/api/stock/check', status: 400, message: /sku is required/ },
  {
    name: 'stock list of 101 skus',
    path: `/api/stock/list?skus=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(',')}`,
    status: 400,
    message: /at most 100 skus/,
  },
  { name: 'stock list with an empty list', path: '/api/stock/list?skus=,,', status: 400, message: /at least one sku/ },
  {
    name: 'stock check with SQL injection stays a lookup',
    path: `/api/stock/check?sku=${encodeURIComponent("x' OR '1'='1")}`,
    status: 404,
    message: /No stock/,
  },
  {
    name: 'render-list without currency',
    path: '/api/product/render-list?skus=KR-001&storeId=4',
    status: 400,
    message: /currencyCode is required/,
  },
  {
    name: 'render-list with a bad storeId',
    path: '/api/product/render-list?skus=KR-001&currencyCode=PLN&storeId=abc',
    status: 400,
    message: /storeId must be a number/,
  },
  {
    name: 'render-list with an unknown storeId',
    path: '/api/product/render-list?skus=KR-001&currencyCode=PLN&storeId=999',
    status: 400,
    message: /Unknown storeId 999/,
  },
  {
    name: 'render-list currency of another store',
    path: '/api/product/render-list?skus=KR-001&currencyCode=USD&storeId=4',
    status: 400,
    message: /does not match/,
  },
  { name: 'price history without sku', path: '/api/product/price-history?storeId=4', status: 400, message: /sku is required/ },
  { name: 'url map without url', method: 'POST', path: '/api/url/map', body: '{}', status: 400, message: /url is required/ },
  { name: 'url map with a number url', method: 'POST', path: '/api/url/map', body: '{"url": 5}', status: 400, message: /url/ },
  {
    name: 'url map with an unknown store',
    method: 'POST',
    path: '/api/url/map',
    body: '{"url": "/x", "store": "zz"}',
    status: 400,
    message: /Unknown store "zz"/,
  },
  { name: 'url map with bad JSON', method: 'POST', path: '/api/url/map', body: 'url=/x', status: 400, message: /not valid JSON/ },
  {
    name: 'content without token',
    method: 'POST',
    path: '/api/collections/get/blog_posts',
    body: '{}',
    status: 401,
    message: /^Unauthorized$/,
  },
  {
    name: 'content with a wrong token',
    method: 'POST',
    path: '/api/collections/get/blog_posts?token=nope',
    body: '{}',
    status: 401,
    message: /^Unauthorized$/,
  },
  {
    name: 'singleton with a wrong token',
    method: 'POST',
    path: '/api/singletons/get/top_bar?token=x',
    body: '{}',
    status: 401,
    message: /^Unauthorized$/,
  },
  { name: 'list collections without token', path: '/api/collections/listCollections', status: 401, message: /^Unauthorized$/ },
  {
    name: 'unknown collection',
    method: 'POST',
    path: `/api/collections/get/orders${T}`,
    body: '{}',
    status: 412,
    message: /^Collection not found$/,
  },
  {
    name: 'singleton asked as a collection',
    method: 'POST',
    path: `/api/collections/get/top_bar${T}`,
    body: '{}',
    status: 412,
    message: /^Collection not found$/,
  },
  {
    name: 'content filter with $where',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: JSON.stringify({ filter: { $where: 'sleep(1)' } }),
    status: 400,
    message: /field names/,
  },
  {
    name: 'content filter with $regex',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: JSON.stringify({ filter: { slug: { $regex: '.*' } } }),
    status: 400,
    message: /unsupported option "\$regex"/,
  },
  {
    name: 'content limit above 500',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: JSON.stringify({ limit: 501 }),
    status: 400,
    message: /at most 500/,
  },
  {
    name: 'content negative skip',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: JSON.stringify({ skip: -1 }),
    status: 400,
    message: /skip must not be negative/,
  },
  {
    name: 'content unknown language',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: JSON.stringify({ lang: 'xx' }),
    status: 400,
    message: /lang must be one of/,
  },
  {
    name: 'content bad JSON',
    method: 'POST',
    path: `/api/collections/get/blog_posts${T}`,
    body: '{',
    status: 400,
    message: /not valid JSON/,
  },
  { name: 'instagram limit too large', path: '/api/ext/instagram/latest?limit=1000', status: 400, message: /at most 50/ },
  { name: 'unknown CMS type', path: '/api/ext/cms-data/cmsWidget/1', status: 400, message: /Unknown CMS type/ },
  { name: 'CMS data with a bad store id', path: '/api/ext/cms-data/cmsPage/x/abc', status: 400, message: /storeId/ },
  { name: 'image width 0', path: '/img/0/10/resize/p/KR-001-1.png', status: 400, message: /between 1 and 2000/ },
  { name: 'image height above 2000', path: '/img/10/2001/resize/p/KR-001-1.png', status: 400, message: /between 1 and 2000/ },
  { name: 'image unknown path', path: '/img/10/10/resize/p/none.png', status: 404, message: /Unknown image/ },
  {
    name: 'image traversal with ..',
    raw: true,
    path: '/img/10/10/resize/../../../etc/passwd',
    status: 400,
    message: /leave the media directory/,
  },
  {
    name: 'image traversal encoded',
    raw: true,
    path: '/img/10/10/resize/%2e%2e/%2e%2e/etc/passwd',
    status: 400,
    message: /leave the media directory/,
  },
  {
    name: 'image absolute path',
    raw: true,
    path: '/img/10/10/resize//etc/passwd',
    status: 400,
    message: /leave the media directory/,
  },
  {
    name: 'image encoded backslash',
    raw: true,
    path: '/img/10/10/resize/p%5c..%5cx.png',
    status: 400,
    message: /leave the media directory/,
  },
  {
    name: 'image raw backslash',
    raw: true,
    path: '/img/10/10/resize/p\\x.png',
    status: 400,
    message: /Backslash in request path/,
  },
  { name: 'unknown route', path: '/api/nothing', status: 404, message: /^Request does not match any route$/ },
];

describe('bad input', () => {
  it('the table holds at least 40 malformed requests', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$name → $status with a message', async (c) => {
    let status: number;
    let text: string;
    if (c.raw) {
      ({ status, body: text } = await rawGet(server.baseUrl, c.path));
    } else {
      const res = await fetch(`${server.baseUrl}${c.path}`, {
        method: c.method ?? 'GET',
        ...(c.body === undefined ? {} : { body: c.body, headers: { 'content-type': 'application/json' } }),
      });
      status = res.status;
      text = await res.text();
    }
    expect(status).toBe(c.status);
    const body = JSON.parse(text) as unknown;
    const message =
      status === 401 || status === 412 || (c.path.includes('/collections/') && status === 400)
        ? cmsErrorSchema.parse(body).error
        : errorEnvelopeSchema.parse(body).result;
    if (!(status === 401 || status === 412 || c.path.includes('/collections/')))
      expect(errorEnvelopeSchema.parse(body).code).toBe(status);
    expect(message).toMatch(c.message);
  });

  it('the database is unchanged after every bad request', () => {
    expect(databaseDigest(db)).toBe(digestBefore);
  });
});
