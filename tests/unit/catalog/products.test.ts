import { describe, expect, it } from 'vitest';
import {
  hasActiveSpecial,
  lineOf,
  newestProducts,
  productsOfLine,
  seriaOf,
  specialProducts,
} from '../../../src/catalog/index.ts';
import { product } from './fixtures.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('product lines', () => {
  it('maps line codes to seria values (position in PRODUCT_LINES from 1) and back', () => {
    expect(seriaOf('A')).toBe(1);
    expect(seriaOf('X')).toBe(14);
    expect(seriaOf('ZZ')).toBeUndefined();
    expect(lineOf({ seria: 2 })?.code).toBe('DS');
    expect(lineOf({})).toBeUndefined();
    expect(lineOf({ seria: 99 })).toBeUndefined();
  });

  it('lists a line\u2019s visible products by created_at ascending, at most LISTS.lineProducts (4)', () => {
    const products = [
      product({ id: 1, sku: 'A1', seria: 1, created_at: '2026-05-01 00:00:00' }),
      product({ id: 2, sku: 'A2', seria: 1, created_at: '2026-01-01 00:00:00' }),
      product({ id: 3, sku: 'A3', seria: 1 }),
      product({ id: 4, sku: 'A4', seria: 1, created_at: '2026-03-01 00:00:00', visibility: 1 }),
      product({ id: 5, sku: 'A5', seria: 1, created_at: '2026-02-01 00:00:00' }),
      product({ id: 6, sku: 'A6', seria: 1, created_at: '2026-02-01 00:00:00' }),
      product({ id: 7, sku: 'DS', seria: 2, created_at: '2025-01-01 00:00:00' }),
    ];
    expect(productsOfLine(products, 'A').map((p) => p.sku)).toEqual(['A2', 'A5', 'A6', 'A1']);
    expect(productsOfLine(products, 'A', 10).map((p) => p.sku)).toEqual(['A2', 'A5', 'A6', 'A1', 'A3']);
    expect(productsOfLine(products, 'nope')).toEqual([]);
  });
});

describe('home page lists', () => {
  const products = [
    product({ id: 1, sku: 'OLD', new: true, created_at: '2025-01-01' }),
    product({ id: 2, sku: 'NEW', new: true, created_at: '2026-10-01' }),
    product({ id: 3, sku: 'PLAIN', created_at: '2026-11-01' }),
    product({ id: 4, sku: 'HIDDEN', new: true, status: 2 }),
    product({ id: 5, sku: 'SALE', price: 10, special_price: 8, special_from_date: '2026-11-01', special_to_date: '2026-11-30' }),
    product({ id: 6, sku: 'ENDED', price: 10, special_price: 8, special_to_date: '2026-11-19' }),
    product({ id: 7, sku: 'HIGHER', price: 10, special_price: 12 }),
  ];

  it('newest: the block\u2019s SKUs in their order (visible only), else the new ones newest first', () => {
    expect(newestProducts(products).map((p) => p.sku)).toEqual(['NEW', 'OLD']);
    expect(newestProducts(products, { limit: 1 }).map((p) => p.sku)).toEqual(['NEW']);
    expect(newestProducts(products, { skus: ['PLAIN', 'HIDDEN', 'MISSING', 'OLD', 'PLAIN'] }).map((p) => p.sku)).toEqual([
      'PLAIN',
      'OLD',
    ]);
  });

  it('special: only products whose special price is active at now (below the price, inside its window)', () => {
    expect(specialProducts(products, NOW).map((p) => p.sku)).toEqual(['SALE']);
    expect(specialProducts(products, new Date('2026-11-10T00:00:00Z')).map((p) => p.sku)).toEqual(['SALE', 'ENDED']);
    expect(specialProducts(products, NOW, { skus: ['PLAIN', 'SALE'] }).map((p) => p.sku)).toEqual(['SALE']);
    expect(specialProducts(products, NOW, { limit: 0 })).toEqual([]);
    expect(hasActiveSpecial(products[4] as never, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
