import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSource, sourceFilter } from '../../../../backend/search/source-filter.ts';

describe('_source filter', () => {
  const doc = { id: 1, sku: 'A', stock: { qty: 3, is_in_stock: true }, name: 'n', tags: [{ a: 1, b: 2 }] };

  it('plain top-level includes keep those fields in the document order', () => {
    const picked = sourceFilter(['name', 'sku', 'missing'], [])(doc);
    expect(picked).toEqual({ sku: 'A', name: 'n' });
    expect(Object.keys(picked)).toEqual(['sku', 'name']);
  });

  it('plain includes give the same projection object for the same document and fields, a bounded few per document', () => {
    const shared = { id: 7, sku: 'B', name: 'm', price: 1, image: '/b.png', url_key: 'b' };
    const first = sourceFilter(['sku', 'name'], [])(shared);
    expect(sourceFilter(['name', 'sku'], [])(shared)).toBe(first);
    const sets = [['id'], ['price'], ['image'], ['url_key'], ['id', 'price']];
    const projected = sets.map((fields) => sourceFilter(fields, [])(shared));
    expect(projected.map((p) => Object.keys(p))).toEqual([['id'], ['price'], ['image'], ['url_key'], ['id', 'price']]);
    // Four sets are kept per document: the fifth is computed afresh each time, and stays right.
    expect(sourceFilter(['id', 'price'], [])(shared)).not.toBe(projected[4]);
    expect(sourceFilter(['id', 'price'], [])(shared)).toEqual({ id: 7, price: 1 });
    expect(sourceFilter(['sku', 'name'], [])({ ...shared })).not.toBe(first);
  });

  it('plain includes give what the pattern path gives (a wildcard-free pattern read through "x*" forms)', () => {
    const keys = ['id', 'sku', 'stock', 'name', 'tags', 'other'];
    fc.assert(
      fc.property(fc.subarray(keys), (includes) => {
        // `name*` as a pattern matches the same top-level field `name` here, through the general path.
        const viaPatterns = sourceFilter(
          includes.map((k) => `${k}*`),
          [],
        )(doc);
        const direct = sourceFilter(includes, [])(doc);
        expect(JSON.stringify(direct)).toBe(JSON.stringify(includes.length === 0 ? doc : viaPatterns));
      }),
    );
  });

  it('dotted includes and excludes still go through the patterns', () => {
    expect(filterSource(doc, ['stock.*', 'tags.a'], ['stock.qty'])).toEqual({ stock: { is_in_stock: true }, tags: [{ a: 1 }] });
  });
});
