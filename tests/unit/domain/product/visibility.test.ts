import { describe, expect, it } from 'vitest';
import { ProductEmptyError } from '../../../../src/domain/errors.ts';
import { assertProductVisible, isProductVisible } from '../../../../src/domain/product/visibility.ts';
import { makeProduct } from '../catalog/fixtures.ts';

describe('isProductVisible', () => {
  it('product filtering requires status 0 or 1 and visibility 2, 3 or 4', () => {
    for (const status of [0, 1])
      for (const visibility of [2, 3, 4]) {
        expect(isProductVisible({ status, visibility })).toBe(true);
      }
    expect(isProductVisible({ status: 2, visibility: 4 })).toBe(false);
    expect(isProductVisible({ status: 3, visibility: 4 })).toBe(false);
    expect(isProductVisible({ status: 1, visibility: 1 })).toBe(false);
    expect(isProductVisible(null)).toBe(false);
  });
});

describe('assertProductVisible', () => {
  it("throws 'Product query returned empty result' for status 2+, visibility 1 or no product", () => {
    expect(() => assertProductVisible(makeProduct({ status: 2 }))).toThrow(ProductEmptyError);
    expect(() => assertProductVisible(makeProduct({ visibility: 1 }))).toThrow('Product query returned empty result');
    expect(() => assertProductVisible(undefined)).toThrow(ProductEmptyError);
    let caught: unknown;
    try {
      assertProductVisible(makeProduct({ status: 2, visibility: 1 }));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ProductEmptyError);
    expect((caught as ProductEmptyError).params).toEqual({ status: 2, visibility: 1 });
  });
  it('lets a visible product through', () => {
    expect(() => assertProductVisible(makeProduct())).not.toThrow();
  });
});
