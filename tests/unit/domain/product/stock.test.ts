import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  batchSkus,
  CHILD_STOCK_PREFETCH,
  childSkusToPrefetch,
  STOCK_BATCH,
  stockStatus,
} from '../../../../src/domain/product/stock.ts';

describe('stockStatus', () => {
  it("is 'ok' if qty is above 0 and in stock, otherwise 'out_of_stock'", () => {
    const on = { stockSync: true };
    expect(stockStatus({ qty: 1, is_in_stock: true }, on)).toBe('ok');
    expect(stockStatus({ qty: 0, is_in_stock: true }, on)).toBe('out_of_stock');
    expect(stockStatus({ qty: 5, is_in_stock: false }, on)).toBe('out_of_stock');
    expect(stockStatus(undefined, on)).toBe('out_of_stock');
  });
  it("is 'volatile' when stock sync is off", () => {
    expect(stockStatus({ qty: 1, is_in_stock: true }, { stockSync: false })).toBe('volatile');
  });
});

describe('batchSkus', () => {
  it('prefetches stock in batches of 15 skus', () => {
    expect(STOCK_BATCH).toBe(15);
    const skus = Array.from({ length: 31 }, (_, i) => `S${i}`);
    expect(batchSkus(skus).map((b) => b.length)).toEqual([15, 15, 1]);
    expect(batchSkus([])).toEqual([]);
    expect(batchSkus(['a', 'a', '', 'b'], 1)).toEqual([['a'], ['b']]);
  });
  it('refuses a batch size below 1', () => {
    expect(() => batchSkus(['a'], 0)).toThrow(RangeError);
  });
  it('prefetches the stock of 8 children', () => {
    expect(CHILD_STOCK_PREFETCH).toBe(8);
    const kids = Array.from({ length: 10 }, (_, i) => ({ sku: `c${i}` }));
    expect(childSkusToPrefetch(kids)).toHaveLength(8);
    expect(childSkusToPrefetch(kids.slice(0, 2))).toEqual(['c0', 'c1']);
  });
});

describe('batchSkus (property)', () => {
  it('batches hold every distinct sku once, in order, each batch at most the size', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 })), fc.integer({ min: 1, max: 20 }), (skus, size) => {
        const batches = batchSkus(skus, size);
        expect(batches.flat()).toEqual([...new Set(skus.filter((s) => s !== ''))]);
        expect(batches.every((b) => b.length >= 1 && b.length <= size)).toBe(true);
      }),
    );
  });
});
