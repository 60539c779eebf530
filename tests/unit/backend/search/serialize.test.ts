import { describe, expect, it } from 'vitest';
import { createCatalogDocs } from '../../../../backend/catalog/store-docs.ts';
import { trackCatalogVersion } from '../../../../backend/catalog/version.ts';
import { parseSearchRequest } from '../../../../backend/search/dsl-schema.ts';
import { executeSearch } from '../../../../backend/search/execute.ts';
import { searchResponseBytes } from '../../../../backend/search/serialize.ts';
import { fixtureDatabase } from '../fixtures.ts';

const db = fixtureDatabase();
const catalog = createCatalogDocs(db, trackCatalogVersion(db));

const BODIES: unknown[] = [
  {},
  { size: 0 },
  { from: 50 },
  { query: { bool: { must: [{ multi_match: { query: 'krem żel' } }] } } },
  { query: { term: { sku: 'nothing' } } },
  {
    _source: { includes: ['sku', 'name'] },
    aggs: {
      agg_terms_color: { terms: { field: 'color' } },
      agg_range_price: { range: { field: 'price', ranges: [{ to: 50 }, { from: 50 }] } },
    },
  },
  { _source: false, sort: [{ price: 'desc' }] },
];

describe('search response bytes', () => {
  it.each(BODIES.map((b) => [JSON.stringify(b), b] as const))(
    '%s: byte-for-byte JSON.stringify of the response',
    (_name, body) => {
      for (const entity of ['product', 'category'] as const) {
        if (entity === 'category' && JSON.stringify(body).includes('multi_match')) continue;
        const result = executeSearch('idx', catalog.docs('pl', entity), parseSearchRequest(body, {}, 100));
        const twice = [searchResponseBytes(result), searchResponseBytes(result)];
        for (const bytes of twice) expect(bytes.toString('utf8')).toBe(JSON.stringify(result));
      }
    },
  );
});
