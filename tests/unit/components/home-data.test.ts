import { describe, expect, it } from 'vitest';
import { newestBlockProducts } from '../../../src/components/home/home-data.ts';
import { LISTS } from '../../../src/config/index.ts';
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

  it("the configured category's list holds at most a listing page (LISTS.productPageSize)", () => {
    const many = Array.from({ length: LISTS.productPageSize + 1 }, (_, i) =>
      product({ id: i + 1, sku: `P${i + 1}`, category_ids: [7] }),
    );
    expect(newestBlockProducts(many, [], 7)).toHaveLength(LISTS.productPageSize);
    expect(
      newestBlockProducts(
        many,
        many.map((p) => p.sku),
        7,
      ),
    ).toHaveLength(many.length);
  });
});
