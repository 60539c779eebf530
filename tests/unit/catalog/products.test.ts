import { describe, expect, it } from 'vitest';
import {
  hasActiveSpecial,
  lineOf,
  lineRecord,
  newestProducts,
  productsOfLine,
  seriaOf,
  specialProducts,
} from '../../../src/catalog/index.ts';
import { PRODUCT_LINES } from '../../../src/config/index.ts';
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

  it("a line's content record (spec 000 §3: category, cms_id): the one whose category is its slug, else by cms_id among records naming no line", () => {
    const [A, DS, E, F] = PRODUCT_LINES;
    const records = [
      { category: 'a-allergic', cms_id: 9, label: 'A by category' },
      // Names line E by its category: it labels E only, though its cms_id is DS's seria number (2).
      { category: 'e-atopic', cms_id: 2, label: 'E by category' },
      { category: 'seborrhoea', cms_id: 2, label: 'DS by cms_id' },
      { cms_id: 4, label: 'F by cms_id, no category' },
    ];
    expect(lineRecord(records, A)?.label).toBe('A by category');
    expect(lineRecord(records, DS)?.label).toBe('DS by cms_id');
    expect(lineRecord(records, E)?.label).toBe('E by category');
    expect(lineRecord(records, F)?.label).toBe('F by cms_id, no category');
    // A record naming another line by category never falls back to a line by its cms_id.
    expect(lineRecord([{ category: 'e-atopic', cms_id: 1 }], A)).toBeUndefined();
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

  it("newest from a category (HOME_NEW_PRODUCTS_CATEGORY): without SKUs, the category's visible products newest first", () => {
    const inCategory = [
      product({ id: 11, sku: 'C-OLD', category_ids: [7], created_at: '2025-01-01' }),
      product({ id: 12, sku: 'C-NEW', category_ids: [], category: [{ category_id: 7, name: 'Face' }], created_at: '2026-10-01' }),
      product({ id: 13, sku: 'C-HIDDEN', category_ids: [7], created_at: '2026-11-01', visibility: 1 }),
      product({ id: 14, sku: 'OTHER', category_ids: [9], created_at: '2026-11-02', new: true }),
    ];
    expect(newestProducts(inCategory, { category: 7 }).map((p) => p.sku)).toEqual(['C-NEW', 'C-OLD']);
    expect(newestProducts(inCategory, { category: 7, limit: 1 }).map((p) => p.sku)).toEqual(['C-NEW']);
    expect(newestProducts(inCategory, { category: 7, skus: ['OTHER'] }).map((p) => p.sku)).toEqual(['OTHER']);
  });

  it('special: only products whose special price is active at now (below the price, inside its window)', () => {
    expect(specialProducts(products, NOW).map((p) => p.sku)).toEqual(['SALE']);
    expect(specialProducts(products, new Date('2026-11-10T00:00:00Z')).map((p) => p.sku)).toEqual(['SALE', 'ENDED']);
    expect(specialProducts(products, NOW, { skus: ['PLAIN', 'SALE'] }).map((p) => p.sku)).toEqual(['SALE']);
    expect(specialProducts(products, NOW, { limit: 0 })).toEqual([]);
    expect(hasActiveSpecial(products[4] as never, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
