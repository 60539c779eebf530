import { describe, expect, it } from 'vitest';
import { amountAttribute, priceAttributes, stockAttributes, liveTarget } from '../../../../src/islands/live/target.ts';
import {
  asksChildren,
  historySku,
  priceBatches,
  readParts,
  readPriceTarget,
  readStockTarget,
  RENDER_LIST_BATCH,
  skusById,
  type Dataset,
} from '../../../../src/islands/live/read.ts';
import { makeChild, makeProduct } from '../../domain/catalog/fixtures.ts';

/** The `dataset` a browser makes of data-* attributes. */
function dataset(attrs: Readonly<Record<string, string>>): Dataset {
  return Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [k.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}

describe('liveTarget', () => {
  it('names a simple product by id and sku, with its own stock and its special window', () => {
    const t = liveTarget(makeProduct({ id: 7, sku: 'S-7', special_from_date: '2026-01-01', special_to_date: null }));
    expect(t).toEqual({
      id: 7,
      sku: 'S-7',
      stockSkus: ['S-7'],
      stockIds: [7],
      stockRule: 'qty',
      window: { from: '2026-01-01', to: '' },
    });
  });

  it('checks the enabled variants of a configurable product and leaves its window to the API', () => {
    const product = makeProduct({
      type_id: 'configurable',
      special_from_date: '2026-01-01',
      configurable_children: [makeChild({ sku: 'C-A' }), makeChild({ sku: 'C-B', status: 2 }), makeChild({ sku: 'C-C' })],
    });
    const t = liveTarget(product);
    expect(t.stockSkus).toEqual(['C-A', 'C-C']);
    expect(t.window).toBeUndefined();
  });

  it("takes a configurable product's window and price history from the variant whose price it shows", () => {
    const product = makeProduct({
      id: 9,
      sku: 'C',
      type_id: 'configurable',
      configurable_children: [
        makeChild({ sku: 'C-A', special_from_date: '2026-01-01', special_to_date: '2026-01-31' }),
        makeChild({ sku: 'C-B' }),
      ],
    });
    const t = liveTarget(product, [], 'C-A');
    expect(t).toMatchObject({ id: 9, sku: 'C', priceSku: 'C-A', window: { from: '2026-01-01', to: '2026-01-31' } });
    const attrs = priceAttributes(t, { sku: 'C-A', price: 80, original: 100, special: 80, currency: 'PLN' });
    const read = readPriceTarget(dataset(attrs));
    expect(read).toMatchObject({ sku: 'C', priceSku: 'C-A', window: { from: '2026-01-01', to: '2026-01-31' } });
    expect(historySku(read!)).toBe('C-A');
    // A variant without a window gives none; a sku no variant has is the product's own price.
    expect(liveTarget(product, [], 'C-B')).toMatchObject({ priceSku: 'C-B' });
    expect(liveTarget(product, [], 'C-B').window).toBeUndefined();
    expect(liveTarget(product, [], 'X')).not.toHaveProperty('priceSku');
    expect(
      historySku(readPriceTarget(dataset(priceAttributes(liveTarget(product), { price: 1, original: 1, currency: 'PLN' })))!),
    ).toBe('C');
  });

  it('decides grouped and bundle stock by the in-stock flag', () => {
    expect(liveTarget(makeProduct({ type_id: 'grouped' })).stockRule).toBe('flag');
    expect(liveTarget(makeProduct({ type_id: 'bundle' })).stockRule).toBe('flag');
    expect(liveTarget(makeProduct()).window).toBeUndefined();
  });
});

describe('amountAttribute', () => {
  it('writes computed gross amounts without binary noise, and without rounding them to cents', () => {
    expect(String(19.99 * 1.23)).not.toBe('24.5877');
    expect(amountAttribute(19.99 * 1.23)).toBe('24.5877');
    expect(amountAttribute(0.1 + 0.2)).toBe('0.3');
    expect(amountAttribute(12.3456789)).toBe('12.3456789');
    expect(amountAttribute(1999)).toBe('1999');
    expect(amountAttribute(0)).toBe('0');
  });
});

describe('data attributes round trip', () => {
  const target = liveTarget(makeProduct({ id: 3, sku: 'A-3', special_from_date: '2026-01-01', special_to_date: '2026-02-01' }));

  it('reads back the price target the component wrote', () => {
    const attrs = priceAttributes(target, { price: 80, original: 100, special: 80, currency: 'PLN' });
    expect(readPriceTarget(dataset(attrs))).toEqual({
      id: 3,
      sku: 'A-3',
      price: 80,
      original: 100,
      special: 80,
      window: { from: '2026-01-01', to: '2026-02-01' },
    });
  });

  it('reads back the 30-day lowest price the page was built with', () => {
    const attrs = priceAttributes(target, { price: 80, original: 100, special: 80, lowest30: 79.5, currency: 'PLN' });
    expect(attrs['data-lowest']).toBe('79.5');
    expect(readPriceTarget(dataset(attrs))?.lowest).toBe(79.5);
  });

  it('writes computed amounts without binary noise', () => {
    const attrs = priceAttributes(target, { price: 19.99 * 1.23, original: 0.1 + 0.2, currency: 'PLN' });
    expect([attrs['data-price'], attrs['data-original']]).toEqual(['24.5877', '0.3']);
    expect(readPriceTarget(dataset(attrs))?.price).toBe(24.5877);
  });

  it('reads back a price without a special price', () => {
    const plain = liveTarget(makeProduct({ id: 4, sku: 'B-4' }));
    expect(readPriceTarget(dataset(priceAttributes(plain, { price: 12.5, original: 12.5, currency: 'EUR' })))).toEqual({
      id: 4,
      sku: 'B-4',
      price: 12.5,
      original: 12.5,
    });
  });

  it('reads back the parts of a bundle or grouped product, and refuses malformed ones', () => {
    const parts = [
      { sku: 'P-1', qty: 2, id: 11, price: 19.99 * 1.23 },
      { sku: 'P-2', qty: 1, price: 7 },
    ];
    const attrs = priceAttributes(liveTarget(makeProduct({ id: 5, sku: 'SET-5', type_id: 'bundle' }), parts), {
      price: 56.175,
      original: 56.175,
      currency: 'PLN',
    });
    expect(JSON.parse(attrs['data-live-parts'] ?? '')).toEqual([
      { sku: 'P-1', qty: 2, id: 11, price: 24.5877 },
      { sku: 'P-2', qty: 1, price: 7 },
    ]);
    expect(readPriceTarget(dataset(attrs))?.parts).toEqual([
      { sku: 'P-1', qty: 2, id: 11, price: 24.5877 },
      { sku: 'P-2', qty: 1, price: 7 },
    ]);
    expect(priceAttributes(target, { price: 1, original: 1, currency: 'PLN' })['data-live-parts']).toBeUndefined();
    const base = { liveId: '5', liveSku: 'SET-5', price: '10', original: '10' };
    for (const bad of [
      '{',
      '[]',
      '{"sku":"a"}',
      '[{"sku":"a","qty":0,"price":1}]',
      '[{"sku":"a","qty":1,"price":-1}]',
      '[{"sku":"","qty":1,"price":1}]',
      '[{"sku":"a","qty":1,"price":1,"id":1.5}]',
      // A part's special price: its regular price and both ends of its window, or nothing.
      '[{"sku":"a","qty":1,"price":1,"special":null}]',
      '[{"sku":"a","qty":1,"price":1,"special":{"regular":-1,"from":"","to":"2026-12-11"}}]',
      '[{"sku":"a","qty":1,"price":1,"special":{"regular":2,"to":"2026-12-11"}}]',
      '[{"sku":"a","qty":1,"price":1,"special":{"regular":2,"from":"","to":5}}]',
    ])
      expect(readPriceTarget({ ...base, liveParts: bad }), bad).toBeUndefined();
    expect(readParts(undefined)).toBeNull();
  });

  it("reads back a part's special price (its regular price and window)", () => {
    const special = { regular: 24.6 * 1.0000000000000002, from: '', to: '2026-12-11 00:00:00' };
    const parts = [{ sku: 'P-1', qty: 1, id: 11, price: 19.99, special }];
    const attrs = priceAttributes(liveTarget(makeProduct({ id: 5, sku: 'SET-5', type_id: 'bundle' }), parts), {
      price: 19.99,
      original: 19.99,
      currency: 'PLN',
    });
    expect(readPriceTarget(dataset(attrs))?.parts).toEqual([{ ...parts[0], special: { ...special, regular: 24.6 } }]);
  });

  it('reads back the stock target', () => {
    expect(readStockTarget(dataset(stockAttributes(target, 'out_of_stock')))).toEqual({
      sku: 'A-3',
      skus: ['A-3'],
      ids: [3],
      rule: 'qty',
      stock: 'out_of_stock',
    });
  });

  it('reads the product ids of the stock skus only when there is one whole id for each', () => {
    const read = (liveIds: string | undefined) =>
      readStockTarget({ liveSku: 'C', liveSkus: 'C-1,C-2', stock: 'ok', ...(liveIds === undefined ? {} : { liveIds }) });
    expect(read('11,12')).toMatchObject({ ids: [11, 12] });
    for (const ids of [undefined, '', '11', '11,12,13', '11,x', '11,1.5', '11,-2', '11,0'])
      expect(read(ids)).not.toHaveProperty('ids');
    const configurable = liveTarget(
      makeProduct({
        type_id: 'configurable',
        configurable_children: [
          makeChild({ id: 21, sku: 'C-A' }),
          makeChild({ id: 22, sku: 'C-B', status: 2 }),
          makeChild({ id: 23, sku: 'C-C' }),
        ],
      }),
    );
    const stock = readStockTarget(dataset(stockAttributes(configurable, 'ok')));
    expect(stock).toMatchObject({ skus: ['C-A', 'C-C'], ids: [21, 23] });
    expect(skusById([stock!, { skus: ['S'], ids: [5] }, { skus: ['N'] }])).toEqual(
      new Map([
        [21, 'C-A'],
        [23, 'C-C'],
        [5, 'S'],
      ]),
    );
  });

  it("reads a configurable product's children as its stock skus (asksChildren)", () => {
    const read = (liveSkus: string) => readStockTarget({ liveSku: 'C', liveSkus, stock: 'ok' });
    expect(read('C-1,C-2')).toMatchObject({ skus: ['C-1', 'C-2'] });
    expect([read('C-1,C-2'), read('C-1'), read('C')].map((t) => t && asksChildren(t))).toEqual([true, true, false]);
  });

  it('refuses incomplete or malformed data', () => {
    expect(readPriceTarget({ liveId: '1', liveSku: 'x', price: '10' })).toBeUndefined();
    expect(readPriceTarget({ liveId: 'x', liveSku: 'x', price: '10', original: '10' })).toBeUndefined();
    expect(readPriceTarget({ liveId: '1', liveSku: 'x', price: '-1', original: '10' })).toBeUndefined();
    expect(readStockTarget({ liveSku: 'x', liveSkus: 'x', stock: 'maybe' })).toBeUndefined();
    expect(readStockTarget({ liveSku: 'x', liveSkus: '', stock: 'ok' })).toBeUndefined();
  });
});

describe('batches', () => {
  const price = (i: number) => ({ id: i, sku: `S-${i}`, price: 1, original: 1 });

  it('asks render-list for each sku once, at most RENDER_LIST_BATCH per call', () => {
    const targets = [...Array.from({ length: 120 }, (_, i) => price(i)), price(3)];
    const batches = priceBatches(targets);
    expect(RENDER_LIST_BATCH).toBe(50);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(new Set(batches.flat()).size).toBe(120);
  });

  it('asks render-list for the parts of a target too, those the store view knows', () => {
    const set = {
      ...price(1),
      parts: [
        { sku: 'P-A', qty: 1, id: 7, price: 1 },
        { sku: 'P-gone', qty: 1, price: 2 },
        { sku: 'S-2', qty: 1, id: 2, price: 1 },
      ],
    };
    expect(priceBatches([set, price(2)])).toEqual([['S-1', 'P-A', 'S-2']]);
  });
});
