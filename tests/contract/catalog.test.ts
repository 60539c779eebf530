import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCatalog } from '../../src/api/catalog.ts';
import { searchSort } from '../../src/domain/listing/sort.ts';
import { rawSearchResponseSchema } from '../../src/api/schemas/catalog.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const db = fixtureDatabase();
let server: TestServer;
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());

const url = (store: string, entity: string, query = '') =>
  `${server.baseUrl}/api/catalog/vue_storefront_catalog_${store}/${entity}/_search${query}`;
async function post(body: unknown, store = 'pl', entity = 'product', query = '') {
  const res = await fetch(url(store, entity, query), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return rawSearchResponseSchema.parse(await res.json());
}
const text = (query: string) => ({
  query: {
    bool: {
      must: [
        { multi_match: { query, fields: ['name^4', 'sku^2', 'category.name^1'], fuzziness: 2, minimum_should_match: '75%' } },
      ],
    },
  },
  min_score: 0.02,
});
const skus = (r: { hits: { hits: { _source: Record<string, unknown> }[] } }) => r.hits.hits.map((h) => h._source['sku']);
const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('catalogue search over HTTP', () => {
  it('GET with request= and POST with the body give the same raw engine response', async () => {
    const body = { query: { bool: { filter: [{ terms: { category_ids: [10] } }] } }, size: 3 };
    const viaGet = rawSearchResponseSchema.parse(
      await (await fetch(url('pl', 'product', `?request=${encodeURIComponent(JSON.stringify(body))}`))).json(),
    );
    const viaPost = await post(body);
    expect(skus(viaGet)).toEqual(skus(viaPost));
    expect(viaPost.hits.total).toEqual({ value: 4, relation: 'eq' });
    expect(viaPost.hits.hits[0]?._index).toBe('vue_storefront_catalog_pl');
  });

  it('typo tolerance: "kremm" finds the creams', async () => {
    expect(skus(await post(text('kremm')))).toEqual(expect.arrayContaining(['KR-001', 'KR-002']));
  });

  it('a name match ranks above a category-name-only match', async () => {
    const found = skus(await post(text('krem')));
    expect(found.indexOf('KR-001')).toBeLessThan(found.indexOf('EM-004'));
  });

  it('minimum-should-match 75 % drops documents matching too few terms', async () => {
    expect(skus(await post(text('szampon ryba banan')))).toEqual([]);
    expect(skus(await post(text('szampon łagodny banan ryba')))).toEqual([]);
    expect(skus(await post(text('szampon łagodny włosy banan')))).toEqual(['SZ-003']);
  });

  it('filters and aggregations agree with a direct SQL count', async () => {
    const r = await post({
      query: { bool: { filter: [{ range: { price: { gte: 30 } } }, { terms: { status: [0, 1] } }] } },
      size: 0,
      aggs: { agg_terms_color: { terms: { field: 'color' } } },
    });
    const total = typeof r.hits.total === 'number' ? r.hits.total : r.hits.total.value;
    expect(total).toBe(
      count(
        "SELECT count(*) AS n FROM products WHERE store_code = 'pl' AND json_extract(doc, '$.price') >= 30 AND status IN (0, 1)",
      ),
    );
    const colorFive = r.aggregations?.['agg_terms_color']?.buckets.find((b) => b.key === 5)?.doc_count;
    expect(colorFive).toBe(
      count(
        "SELECT count(*) AS n FROM products WHERE store_code = 'pl' AND json_extract(doc, '$.price') >= 30 AND status IN (0, 1) AND json_extract(doc, '$.color') = 5",
      ),
    );
  });

  it('an aggregation named __proto__ is in the answer', async () => {
    const terms = { terms: { field: 'color' } };
    const res = await fetch(url('pl', 'product'), {
      method: 'POST',
      body: `{"size":0,"aggs":{"__proto__":${JSON.stringify(terms)},"agg_terms_color":${JSON.stringify(terms)}}}`,
    });
    expect(res.status).toBe(200);
    const { aggregations } = JSON.parse(await res.text()) as { aggregations: Record<string, unknown> };
    expect(Object.keys(aggregations)).toEqual(['__proto__', 'agg_terms_color']);
    expect(Object.getOwnPropertyDescriptor(aggregations, '__proto__')?.value).toEqual(aggregations['agg_terms_color']);
  });

  it('paging past the end gives no hits but the full total', async () => {
    const r = await post({ from: 100, size: 10 });
    expect(r.hits.hits).toEqual([]);
    expect(r.hits.total).toEqual({ value: 7, relation: 'eq' });
  });

  it('_source_include and _source_exclude filter the documents', async () => {
    const res = await fetch(url('pl', 'product', '?size=1&_source_include=sku,stock&_source_exclude=stock.qty'));
    const r = rawSearchResponseSchema.parse(await res.json());
    expect(r.hits.hits[0]?._source).toEqual({ sku: 'KR-001', stock: { is_in_stock: true, manage_stock: true } });
  });

  it('product hits carry prices with tax for the store view (PL 23 %)', async () => {
    const r = await post({ query: { bool: { filter: [{ term: { sku: 'KR-001' } }] } } });
    expect(r.hits.hits[0]?._source['price_incl_tax']).toBeCloseTo(49.2, 6);
    expect(r.hits.hits[0]?._source['price_tax']).toBeCloseTo(9.2, 6);
  });

  it('groupId selects the tier price of the customer group', async () => {
    const r = await post({ groupId: 1, query: { bool: { filter: [{ term: { sku: 'KR-001' } }] } } });
    expect(r.hits.hits[0]?._source['price']).toBeCloseTo(36, 6);
  });

  it('category, attribute and taxrule entities are searchable', async () => {
    expect(
      (
        await post({ query: { bool: { filter: [{ term: { level: 2 } }] } }, sort: 'position:asc' }, 'pl', 'category')
      ).hits.hits.map((h) => h._id),
    ).toEqual(['10', '11', '12', '13']);
    expect((await post({}, 'pl', 'attribute')).hits.hits[0]?._source['attribute_code']).toBe('color');
    expect((await post({}, 'pl', 'taxrule')).hits.hits).toHaveLength(1);
  });

  it('a search of filters only, sorted by the default sort (searchSort), lists the newest first', async () => {
    const result = await searchCatalog(
      {
        store: 'pl',
        type: 'product',
        searchQuery: { filters: [{ attribute: 'status', value: [0, 1] }] },
        sort: searchSort(undefined, 'updated_at:desc'),
        size: 50,
      },
      { baseUrl: server.baseUrl },
    );
    const dates = result.items.map((i) => String(i['updated_at' as keyof typeof i]));
    expect(dates.length).toBeGreaterThan(2);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = db
      .prepare("SELECT sku FROM products WHERE store_code = 'pl' AND status < 2 ORDER BY updated_at DESC LIMIT 1")
      .get() as { sku: string };
    expect(result.items[0]?.['sku' as keyof (typeof result.items)[0]]).toBe(newest.sku);
  });

  it('the typed client builds the DSL and returns the client SearchResult', async () => {
    const result = await searchCatalog(
      {
        store: 'pl',
        type: 'product',
        searchQuery: { text: 'kremm', filters: [{ attribute: 'status', value: [0, 1] }], aggregations: ['seria', 'price'] },
        size: 10,
      },
      { baseUrl: server.baseUrl },
    );
    expect(result.items.map((i) => i['sku' as keyof typeof i])).toEqual(expect.arrayContaining(['KR-001', 'KR-002']));
    expect(result.items.every((i) => typeof i._score === 'number' && i.slug !== '')).toBe(true);
    expect(result.start).toBe(0);
    expect(result.perPage).toBe(10);
    expect(Object.keys(result.aggregations)).toEqual(expect.arrayContaining(['agg_terms_seria', 'agg_range_price']));
  });
});
