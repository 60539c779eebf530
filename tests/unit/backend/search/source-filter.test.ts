import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSource, globMatcher, sourceFilter } from '../../../../backend/search/source-filter.ts';

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

  it('fields of a top-level field (`parent.field`) give what the pattern path gives, kept per document', () => {
    const hit = {
      sku: 'C',
      type_id: 'configurable',
      stock: { qty: 0, is_in_stock: false },
      configurable_children: [{ sku: 'C-1', status: 1, price: 9, stock: { qty: 2 } }, 'odd', [{ sku: 'x', y: 1 }], null],
      category: { id: 3, name: 'Twarz' },
      name: 'Krem',
    };
    const fields = ['sku', 'configurable_children.sku', 'configurable_children.stock', 'category.name', 'name.first', 'stock'];
    const picked = sourceFilter(fields, [])(hit);
    expect(picked).toEqual({
      sku: 'C',
      stock: { qty: 0, is_in_stock: false },
      // As Elasticsearch: the scalars of an array only reached into ('odd', null) are not named, so left out.
      configurable_children: [{ sku: 'C-1', stock: { qty: 2 } }, [{ sku: 'x' }]],
      category: { name: 'Twarz' },
    });
    expect(sourceFilter([...fields].reverse(), [])(hit)).toBe(picked);
    // The same as the general path, for any choice of fields and sub-fields.
    const names = ['sku', 'type_id', 'stock', 'configurable_children', 'category', 'name', 'other'];
    const subs = ['sku', 'status', 'price', 'stock', 'id', 'name', 'qty', 'y'];
    fc.assert(
      fc.property(fc.subarray(names), fc.subarray(names), fc.subarray(subs, { minLength: 1 }), (top, parents, children) => {
        const includes = [...top, ...parents.flatMap((p) => children.map((c) => `${p}.${c}`))];
        if (includes.length === 0) return;
        const viaPatterns = sourceFilter([...includes, 'no*such*field'], [])(hit);
        expect(JSON.stringify(sourceFilter(includes, [])({ ...hit }))).toBe(JSON.stringify(viaPatterns));
      }),
    );
  });

  const product = {
    sku: 'P',
    qty: 4,
    category_ids: [3, 4],
    stock: { qty: 0, is_in_stock: true },
    media_gallery: [{ src: '/a.png', pos: 1 }],
    configurable_options: [{ attribute_code: 'color', values: [{ value_index: 5 }] }],
    configurable_children: [
      { sku: 'P-1', stock: { qty: 2 }, qty: 2 },
      { sku: 'P-2', stock: { qty: 0 }, qty: 0 },
    ],
  };

  it('a wildcard within a path segment reaches into arrays of objects: configurable_*.sku keeps each variant’s sku', () => {
    expect(sourceFilter(['configurable_*.sku', 'sku'], [])(product)).toEqual({
      sku: 'P',
      configurable_children: [{ sku: 'P-1' }, { sku: 'P-2' }],
    });
  });

  it('a field of a scalar or of an array of scalars names nothing: category_ids.foo keeps nothing', () => {
    expect(sourceFilter(['category_ids.foo', 'sku'], [])(product)).toEqual({ sku: 'P' });
    expect(sourceFilter(['category_ids.foo'], [])(product)).toEqual({});
  });

  it('*.qty keeps the nested qty fields only: no emptied objects or arrays, no top-level qty, no other scalars', () => {
    expect(sourceFilter(['*.qty'], [])(product)).toEqual({
      stock: { qty: 0 },
      configurable_children: [
        { stock: { qty: 2 }, qty: 2 },
        { stock: { qty: 0 }, qty: 0 },
      ],
    });
  });

  it('an object or array named by an include and emptied by excludes stays, an array item so emptied goes (Elasticsearch’s rule)', () => {
    expect(sourceFilter(['stock', 'media_gallery'], ['stock.*', 'media_gallery.*'])(product)).toEqual({
      stock: {},
      media_gallery: [],
    });
    const simple = { sku: 'S', configurable_children: [] };
    expect(sourceFilter(['configurable_children', 'sku'], ['configurable_children.price'])(simple)).toEqual(simple);
    expect(sourceFilter([], ['*.qty', 'configurable_children.sku'])(product)).toEqual({
      ...product,
      stock: { is_in_stock: true },
      configurable_children: [{ stock: {} }, { stock: {} }],
    });
  });

  it('dotted includes and excludes still go through the patterns', () => {
    expect(filterSource(doc, ['stock.*', 'tags.a'], ['stock.qty'])).toEqual({ stock: { is_in_stock: true }, tags: [{ a: 1 }] });
  });
});

describe('_source wildcard patterns', () => {
  it('a * stands for any run of characters, dots included; without one the path must be equal', () => {
    expect(globMatcher('name')('name')).toBe(true);
    expect(globMatcher('name')('names')).toBe(false);
    expect(globMatcher('configurable_children.*')('configurable_children.sku')).toBe(true);
    expect(globMatcher('*.sku')('configurable_children.sku')).toBe(true);
    expect(globMatcher('*price*')('final_price_incl_tax')).toBe(true);
    expect(globMatcher('a*b*a')('aba')).toBe(true);
    expect(globMatcher('ab*ba')('aba')).toBe(false);
    expect(globMatcher('*')('')).toBe(true);
    expect(globMatcher('a.b')('axb')).toBe(false);
  });

  it('agrees with the regular-expression reading of the pattern on every short pattern and path', () => {
    const alphabet = ['a', 'b', '.', '*'];
    const words = (n: number): string[] => (n === 0 ? [''] : words(n - 1).flatMap((w) => alphabet.map((c) => w + c)));
    const patterns = [0, 1, 2, 3, 4].flatMap(words);
    const paths = [0, 1, 2, 3, 4].flatMap(words).filter((w) => !w.includes('*'));
    const regex = (spec: string) =>
      new RegExp(
        `^${spec
          .split('*')
          .map((p) => p.replace(/\./g, '\\.'))
          .join('.*')}$`,
      );
    let compared = 0;
    for (const spec of patterns) {
      const glob = globMatcher(spec);
      const re = regex(spec);
      for (const path of paths) {
        expect(glob(path), `${spec} ~ ${path}`).toBe(re.test(path));
        compared += 1;
      }
    }
    expect(compared).toBe(341 * 121);
  });

  it('a pattern of many stars that never matches is refused at once, not after an exponential search', () => {
    const hostile = `${'*'.repeat(40)}Z`;
    const path = 'configurable_children.final_price_incl_tax.something_long_enough';
    expect(globMatcher(hostile)(path)).toBe(false);
    const flat = { final_price_incl_tax: 1, sku: 'A', name: 'a_long_name_with_many_a' };
    expect(sourceFilter([hostile, '*a*a*a*a*a*a*a*a*Z'], [])(flat)).toEqual({});
    expect(sourceFilter([], [hostile, '*a*a*a*a*a*a*a*a*Z'])(flat)).toEqual(flat);
  });
});
