import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  batchSkus,
  CHILD_STOCK_PREFETCH,
  childStockPrefetch,
  combinedStockStatus,
  hasVariants,
  productStockStatus,
  skuStockStatus,
  STOCK_BATCH,
  stockRule,
  stockSources,
  stockStatus,
  type SyncedStockStatus,
} from '../../../../src/domain/product/stock.ts';
import { makeChild, makeProduct } from '../catalog/fixtures.ts';

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

/** The skus stockSources gives and the rule stockRule gives: what decides a product's stock state. */
const basis = (product: Parameters<typeof stockSources>[0] & Parameters<typeof stockRule>[0]) => ({
  skus: stockSources(product).map((source) => source.sku),
  rule: stockRule(product),
});

describe('stockSources and stockRule', () => {
  it('decide a set (bundle or grouped) by its in-stock flag only, over its own sku', () => {
    for (const type_id of ['bundle', 'grouped'] as const) {
      expect(basis(makeProduct({ sku: 'SET', type_id }))).toEqual({ skus: ['SET'], rule: 'flag' });
    }
  });

  it('decide a configurable product with children (hasVariants) by its enabled variants (isVariantEnabled)', () => {
    const product = makeProduct({
      sku: 'C',
      type_id: 'configurable',
      configurable_children: [
        makeChild({ sku: 'C-A' }),
        makeChild({ sku: 'C-B', status: 2 }),
        makeChild({ sku: 'C-C', status: 0 }),
      ],
    });
    expect(hasVariants(product)).toBe(true);
    expect(basis(product)).toEqual({ skus: ['C-A', 'C-C'], rule: 'qty' });
    const allDisabled = makeProduct({ type_id: 'configurable', configurable_children: [makeChild({ status: 2 })] });
    expect(basis(allDisabled).skus).toEqual([]);
  });

  it('decide any other product by stockStatus over its own sku (a configurable product without children too)', () => {
    expect(basis(makeProduct({ sku: 'S' }))).toEqual({ skus: ['S'], rule: 'qty' });
    expect(basis(makeProduct({ sku: 'D', type_id: 'downloadable' }))).toEqual({ skus: ['D'], rule: 'qty' });
    const childless = makeProduct({ sku: 'E', type_id: 'configurable' });
    expect(hasVariants(childless)).toBe(false);
    expect(basis(childless)).toEqual({ skus: ['E'], rule: 'qty' });
    const withChildren = { type_id: 'simple' as const, configurable_children: [makeChild({ sku: 'X' })] };
    expect(hasVariants(withChildren)).toBe(false);
    const own = { qty: 0, is_in_stock: false, manage_stock: true };
    expect(stockSources(makeProduct({ sku: 'S', stock: own }))).toEqual([expect.objectContaining({ sku: 'S', stock: own })]);
  });
});

describe('skuStockStatus', () => {
  const listed = { missing: 'out_of_stock' } as const;

  it("reads a set's sku by its in-stock flag only (flag)", () => {
    expect(skuStockStatus({ qty: 0, is_in_stock: true }, 'flag', listed)).toBe('ok');
    expect(skuStockStatus({ qty: 5, is_in_stock: false }, 'flag', listed)).toBe('out_of_stock');
  });

  it('reads any other sku by stockStatus (qty)', () => {
    expect(skuStockStatus({ qty: 1, is_in_stock: true }, 'qty', listed)).toBe('ok');
    expect(skuStockStatus({ qty: 0, is_in_stock: true }, 'qty', listed)).toBe('out_of_stock');
    expect(skuStockStatus({ qty: 5, is_in_stock: false }, 'qty', listed)).toBe('out_of_stock');
  });

  it('gives a sku without a stock item the state asked for: in stock for a catalogue variant, none for a stock list answer', () => {
    for (const rule of ['flag', 'qty'] as const) {
      expect(skuStockStatus(undefined, rule, { missing: 'ok' })).toBe('ok');
      expect(skuStockStatus(undefined, rule, { missing: 'out_of_stock' })).toBe('out_of_stock');
    }
  });
});

describe('combinedStockStatus', () => {
  const on = { stockSync: true };

  it("is 'ok' when any sku is in stock, even with others unknown", () => {
    expect(combinedStockStatus(['out_of_stock', 'ok'], on)).toBe('ok');
    expect(combinedStockStatus([undefined, 'ok'], on)).toBe('ok');
  });

  it("is 'out_of_stock' when every sku is out of stock (also when none decides: no enabled variant)", () => {
    expect(combinedStockStatus(['out_of_stock', 'out_of_stock'], on)).toBe('out_of_stock');
    expect(combinedStockStatus([], on)).toBe('out_of_stock');
  });

  it('is unknown (undefined) when no sku is in stock and one is unknown', () => {
    expect(combinedStockStatus(['out_of_stock', undefined], on)).toBeUndefined();
    expect(combinedStockStatus([undefined], on)).toBeUndefined();
  });

  it("is 'volatile' when stock sync is off, whatever the skus' states", () => {
    const off = { stockSync: false };
    expect(combinedStockStatus([], off)).toBe('volatile');
    expect(combinedStockStatus(['ok'], off)).toBe('volatile');
    expect(combinedStockStatus(['out_of_stock', 'out_of_stock'], off)).toBe('volatile');
    expect(combinedStockStatus(['out_of_stock', undefined], off)).toBe('volatile');
  });

  it('is never unknown when every state is known (property)', () => {
    const state = fc.constantFrom<SyncedStockStatus>('ok', 'out_of_stock');
    fc.assert(
      fc.property(fc.array(state), (states) => {
        expect(combinedStockStatus(states, on)).toBe(states.includes('ok') ? 'ok' : 'out_of_stock');
      }),
    );
  });
});

describe("productStockStatus: a product's stock state from its own stock data", () => {
  const stock = (qty: number, is_in_stock = true) => ({ qty, is_in_stock, manage_stock: true });
  it("reads a product, or a search hit with only the fields it asks for (sku, type, stock; variants' sku, status, stock)", () => {
    expect(productStockStatus({ sku: 'A', type_id: 'simple', stock: stock(3), configurable_children: [] })).toBe('ok');
    expect(productStockStatus({ sku: 'A', type_id: 'simple', stock: stock(0), configurable_children: [] })).toBe('out_of_stock');
    const hit = {
      sku: 'C',
      type_id: 'configurable' as const,
      configurable_children: [
        { sku: 'C-1', status: 1, stock: stock(0) },
        { sku: 'C-2', status: 2, stock: stock(5) },
      ],
    };
    // the disabled variant's stock does not count
    expect(productStockStatus(hit)).toBe('out_of_stock');
    expect(productStockStatus({ ...hit, configurable_children: [...hit.configurable_children, { sku: 'C-3', status: 1 }] })).toBe(
      'ok',
    );
    // a set by its in-stock flag, whatever its quantity; stock sync off: volatile
    expect(productStockStatus({ sku: 'S', type_id: 'bundle', stock: stock(0, true), configurable_children: [] })).toBe('ok');
    expect(productStockStatus({ sku: 'A', type_id: 'simple', stock: stock(3), configurable_children: [] }, false)).toBe(
      'volatile',
    );
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
    expect(() => batchSkus(['a'], -1)).toThrow(RangeError);
    expect(() => batchSkus(['a'], 1.5)).toThrow(RangeError);
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
