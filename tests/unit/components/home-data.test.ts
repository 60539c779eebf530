import { describe, expect, it } from 'vitest';
import { newestBlockProducts } from '../../../src/components/home/home-data.ts';
import { product } from '../catalog/fixtures.ts';

const products = [
  product({ id: 1, sku: 'OLD', category_ids: [7], created_at: '2025-01-01 00:00:00' }),
  product({ id: 2, sku: 'NEWEST', category_ids: [7], created_at: '2026-10-01 00:00:00' }),
  product({ id: 3, sku: 'HIDDEN', category_ids: [7], created_at: '2026-11-01 00:00:00', visibility: 1 }),
  product({ id: 4, sku: 'FLAGGED', category_ids: [9], created_at: '2026-09-01 00:00:00', new: true }),
  product({ id: 5, sku: 'UNDATED', category_ids: [7] }),
];
const skus = (list: readonly { sku: string }[]) => list.map((p) => p.sku);

describe('the home newest block (spec 000 §9: homepage queries use categories named in configuration)', () => {
  it('without SKUs in content, lists the configured category, newest created first, visible products only', () => {
    expect(skus(newestBlockProducts(products, [], 7))).toEqual(['NEWEST', 'OLD', 'UNDATED']);
  });

  it("the content's SKUs come first; without them and without the setting, the products marked new", () => {
    expect(skus(newestBlockProducts(products, ['OLD', 'FLAGGED'], 7))).toEqual(['OLD', 'FLAGGED']);
    expect(skus(newestBlockProducts(products, [], undefined))).toEqual(['FLAGGED']);
  });
});
