import { describe, expect, it } from 'vitest';
import { isPartLoadable, isSetPart, linkedProductsToPreload } from '../../../../src/domain/product/links.ts';
import { makeProduct } from '../catalog/fixtures.ts';

describe('linkedProductsToPreload', () => {
  it('grouped products pre-load their associated simple products with qty 1 or the link qty', () => {
    const p = makeProduct({
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'a' },
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'b', qty: 3 },
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'c', qty: 0 },
        { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'r' },
      ],
    });
    expect(linkedProductsToPreload(p)).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 3 },
      { sku: 'c', qty: 1 },
    ]);
  });
  it('bundle products pre-load every selection once with its link qty', () => {
    const link = (sku: string, qty: number) => ({ id: 1, sku, qty, is_default: false });
    const p = makeProduct({
      type_id: 'bundle',
      bundle_options: [
        { option_id: 1, title: 'A', type: 'radio', required: true, product_links: [link('x', 2), link('y', 1)] },
        { option_id: 2, title: 'B', type: 'radio', required: true, product_links: [link('x', 5)] },
      ],
    });
    expect(linkedProductsToPreload(p)).toEqual([
      { sku: 'x', qty: 2 },
      { sku: 'y', qty: 1 },
    ]);
  });
  it('simple products pre-load nothing', () => {
    expect(linkedProductsToPreload(makeProduct())).toEqual([]);
  });
});

describe('isPartLoadable', () => {
  it('a linked part is pre-loaded when enabled (status 0 or 1), whatever its visibility', () => {
    for (const status of [0, 1])
      for (const visibility of [1, 2, 3, 4])
        expect(isPartLoadable(makeProduct({ status, visibility })), `${status}/${visibility}`).toBe(true);
    expect(isPartLoadable(makeProduct({ status: 2, visibility: 1 }))).toBe(false);
    expect(isPartLoadable(makeProduct({ status: 3, visibility: 4 }))).toBe(false);
    expect(isPartLoadable(undefined)).toBe(false);
  });
});

describe('isSetPart', () => {
  it('a set part is an enabled product that is not itself a set', () => {
    for (const type_id of ['simple', 'configurable', 'downloadable'] as const)
      expect(isSetPart(makeProduct({ type_id, status: 1 })), type_id).toBe(true);
    for (const type_id of ['bundle', 'grouped'] as const)
      expect(isSetPart(makeProduct({ type_id, status: 1 })), type_id).toBe(false);
    expect(isSetPart(makeProduct({ type_id: 'simple', status: 2 }))).toBe(false);
    expect(isSetPart(undefined)).toBe(false);
  });
});
