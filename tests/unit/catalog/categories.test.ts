import { describe, expect, it } from 'vitest';
import {
  breadcrumbsForCategory,
  categoryByPath,
  categoryPagePath,
  categoryRouteParams,
  flattenCategories,
  needByPath,
  needRouteParams,
  productsInCategory,
} from '../../../src/catalog/index.ts';
import { CATEGORIES, NEEDS, TREE, product } from './fixtures.ts';

const cat = (store: string, id: number) => {
  const found = CATEGORIES.find((c) => c.store === store && c.id === id) ?? NEEDS.find((c) => c.store === store && c.id === id);
  if (!found) throw new Error(`no ${store}/${id}`);
  return found;
};

describe('flattenCategories', () => {
  it('lists every node parents first with parent ids, child ids, depth and store, without children_data', () => {
    const flat = flattenCategories(TREE, 'pl');
    expect(flat.map((c) => [c.id, c.parent_id, c.depth])).toEqual([
      [3, 2, 0],
      [4, 3, 1],
      [5, 4, 2],
      [7, 3, 1],
      [11, 2, 0],
    ]);
    expect(flat[0]?.child_ids).toEqual([4, 7]);
    expect(flat.every((c) => c.store === 'pl' && !('children_data' in c))).toBe(true);
  });
});

describe('category routes', () => {
  it('takes level1..level3 from the url_path and finds the category back', () => {
    expect(categoryRouteParams(cat('pl', 5), CATEGORIES)).toEqual({ level1: 'twarz', level2: 'oczyszczanie', level3: 'zele' });
    expect(categoryRouteParams(cat('pl', 3), CATEGORIES)).toEqual({ level1: 'twarz' });
    expect(categoryByPath(CATEGORIES, 'pl', { level1: 'twarz', level2: 'oczyszczanie' })?.id).toBe(4);
    expect(categoryByPath(CATEGORIES, 'en', { level1: 'twarz', level2: 'oczyszczanie', level3: 'zele' })).toMatchObject({
      id: 5,
      store: 'en',
    });
    expect(categoryByPath(CATEGORIES, 'pl', { level1: 'twarz', level2: 'nie-ma' })).toBeUndefined();
    expect(categoryByPath(CATEGORIES, 'us', { level1: 'twarz' })).toBeUndefined();
  });

  it('builds the levels from the ancestors\u2019 slugs when a category has no url_path', () => {
    const flat = flattenCategories(TREE, 'pl').map((c) => (c.id === 5 ? { ...c, url_path: '' } : c));
    const leaf = flat.find((c) => c.id === 5);
    expect(leaf && categoryRouteParams(leaf, flat)).toEqual({ level1: 'twarz', level2: 'oczyszczanie', level3: 'zele' });
  });

  it('gives the page path in the store view\u2019s table', () => {
    expect(categoryPagePath(cat('pl', 5), CATEGORIES)).toBe('/produkty/twarz/oczyszczanie/zele');
    expect(categoryPagePath(cat('en', 11), CATEGORIES)).toBe('/en/products/cialo');
  });

  it('leaves the needs root out of need levels; the Polish needs route wants two levels', () => {
    expect(needRouteParams(cat('pl', 33), NEEDS)).toEqual({ level1: 'problemy', level2: 'sucha' });
    expect(needRouteParams(cat('pl', 31), NEEDS)).toEqual({});
    expect(categoryPagePath(cat('pl', 33), NEEDS, 'needs')).toBe('/potrzeby/problemy/sucha');
    expect(categoryPagePath(cat('pl', 32), NEEDS, 'needs')).toBeUndefined();
    expect(categoryPagePath(cat('en', 32), NEEDS, 'needs')).toBe('/en/needs/problemy');
    expect(needByPath(NEEDS, 'pl', { level1: 'problemy', level2: 'sucha' })?.id).toBe(33);
    expect(needByPath(NEEDS, 'pl', { level1: 'potrzeby' })).toBeUndefined();
  });

  it('gives breadcrumbs from the top category down, with each level\u2019s page', () => {
    expect(breadcrumbsForCategory(cat('pl', 5), CATEGORIES)).toEqual([
      { id: 3, name: 'Cat twarz', path: '/produkty/twarz' },
      { id: 4, name: 'Cat oczyszczanie', path: '/produkty/twarz/oczyszczanie' },
      { id: 5, name: 'Cat zele', path: '/produkty/twarz/oczyszczanie/zele' },
    ]);
    expect(breadcrumbsForCategory(cat('pl', 33), NEEDS, 'needs')).toEqual([
      { id: 32, name: 'Cat problemy', path: undefined },
      { id: 33, name: 'Cat sucha', path: '/potrzeby/problemy/sucha' },
    ]);
  });
});

describe('productsInCategory', () => {
  it('keeps visible products of the category (by category_ids or the category list) in order', () => {
    const products = [
      product({ id: 1, sku: 'A', category_ids: [3, 4] }),
      product({ id: 2, sku: 'B', category_ids: [], category: [{ category_id: 4, name: 'x' }] }),
      product({ id: 3, sku: 'C', category_ids: [4], visibility: 1 }),
      product({ id: 4, sku: 'D', category_ids: [4], status: 2 }),
      product({ id: 5, sku: 'E', category_ids: [7] }),
    ];
    expect(productsInCategory(products, 4).map((p) => p.sku)).toEqual(['A', 'B']);
    expect(productsInCategory(products, 99)).toEqual([]);
  });
});
