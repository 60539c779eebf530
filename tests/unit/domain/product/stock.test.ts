import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  batchSkus,
  CHILD_STOCK_PREFETCH,
  childStockPrefetch,
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
  it('prefetches child stock for the first 8 configurable products of a list (child stock prefetch)', () => {
    expect(CHILD_STOCK_PREFETCH).toBe(8);
    // Twelve entries: simple products at 0, 5 and 11, configurable ones elsewhere (nine of them).
    const simple = new Set([0, 5, 11]);
    const entries = Array.from({ length: 12 }, (_, i) => ({ i, children: !simple.has(i) }));
    const { now, later } = childStockPrefetch(entries);
    expect(now.map((e) => e.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect(later.map((e) => e.i)).toEqual([10]);
    expect(childStockPrefetch(entries, 2).later.map((e) => e.i)).toEqual([3, 4, 6, 7, 8, 9, 10]);
    expect(childStockPrefetch([])).toEqual({ now: [], later: [] });
  });

  it('asks for an entry not shown when it is shown, and counts the 8 over the entries shown (child stock prefetch)', () => {
    const entries = [
      { i: 0, children: true, hidden: true },
      { i: 1, children: false, hidden: true },
      ...Array.from({ length: 9 }, (_, k) => ({ i: k + 2, children: true })),
    ];
    const { now, later } = childStockPrefetch(entries);
    expect(now.map((e) => e.i)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(later.map((e) => e.i)).toEqual([0, 1, 10]);
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
