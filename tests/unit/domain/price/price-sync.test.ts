import { describe, expect, it } from 'vitest';
import type { PriceSyncItem } from '../../../../src/domain/catalog/types.ts';
import { mergePriceSync, mergePriceSyncList, priceSyncFields } from '../../../../src/domain/price/price-sync.ts';
import { makeChild, makeProduct } from '../catalog/fixtures.ts';

function item(id: number, gross: [number, number, number | null], net: [number, number, number | null]): PriceSyncItem {
  return {
    id,
    name: 'x',
    type: 'simple',
    price_info: {
      final_price: gross[0],
      regular_price: gross[1],
      special_price: gross[2],
      minimal_price: gross[0],
      max_price: gross[1],
      extension_attributes: { tax_adjustments: { final_price: net[0], regular_price: net[1], special_price: net[2] } },
    },
  };
}

describe('mergePriceSync', () => {
  it('reads gross prices from price_info, net from tax_adjustments, *_tax = gross - net', () => {
    const p = mergePriceSync(makeProduct({ id: 1 }), item(1, [98.4, 123, 98.4], [80, 100, 80]));
    expect(p.price_incl_tax).toBe(98.4);
    expect(p.price).toBe(80);
    expect(p.price_tax).toBeCloseTo(18.4);
    expect(p.original_price_incl_tax).toBe(123);
    expect(p.original_price_tax).toBe(23);
    expect(p.special_price_incl_tax).toBe(98.4);
    expect(p.special_price).toBe(80);
    expect(p.final_price_incl_tax).toBe(98.4);
  });

  it('zeroes the special prices when price_incl_tax >= original_price_incl_tax', () => {
    const p = mergePriceSync(makeProduct({ id: 1 }), item(1, [123, 123, 110], [100, 100, 90]));
    expect(p.special_price).toBe(0);
    expect(p.special_price_incl_tax).toBe(0);
    expect(p.special_price_tax).toBe(0);
  });

  it('reads a missing special price as 0', () => {
    const p = mergePriceSync(makeProduct({ id: 1 }), item(1, [98.4, 123, null], [80, 100, null]));
    expect(p.special_price_incl_tax).toBe(0);
  });

  it('matches items by id, including configurable children', () => {
    const product = makeProduct({ id: 1, price: 7, configurable_children: [makeChild({ id: 2, price: 7 })] });
    const synced = mergePriceSync(product, item(2, [12.3, 12.3, null], [10, 10, null]));
    expect(synced.price).toBe(7);
    expect(synced.configurable_children[0]?.price_incl_tax).toBe(12.3);
    expect(product.configurable_children[0]?.price_incl_tax).toBeUndefined();
  });

  it('mergePriceSyncList applies each item to the product with its id', () => {
    const out = mergePriceSyncList(
      [makeProduct({ id: 1 }), makeProduct({ id: 3, price: 5 })],
      [item(1, [2, 2, null], [1, 1, null])],
    );
    expect(out.map((p) => p.price)).toEqual([1, 5]);
    expect(priceSyncFields(item(9, [2, 3, 2], [1, 2, 1])).special_price_tax).toBe(1);
  });
});
