/**
 * The feeds quote the prices the pages show (src/feeds/pricing.ts): the shownPrice of the product as its page
 * prices it (a variant merged over its parent, a set summed from its parts), the special price only while the
 * special-price rule applies.
 */
import { describe, expect, it } from 'vitest';
import { buildStoreViews, parseSettings } from '../../../src/config/index.ts';
import type { Product } from '../../../src/domain/catalog/types.ts';
import { variantAsProduct } from '../../../src/domain/product/variants.ts';
import { feedGrossPrices, pagePricing } from '../../../src/feeds/pricing.ts';
import { makeChild, makeProduct, VAT_PL } from '../domain/catalog/fixtures.ts';
import { NOW } from './helpers.ts';

const store = buildStoreViews(parseSettings({})).find((v) => v.code === 'pl')!;
const ctx = { now: NOW, store, taxRules: [VAT_PL] };
const none = () => undefined;
const net = (gross: number) => gross / 1.23;
const onSale = (from: string, to: string, gross: number) => ({
  special_price: net(gross),
  special_from_date: from,
  special_to_date: to,
});

describe('feed prices are the page prices', () => {
  it('quotes the regular price, and the special price while its window holds at the build instant', () => {
    const price = pagePricing(ctx, none);
    const active = price(makeProduct({ price: net(49.2), ...onSale('2026-11-01', '2026-11-30', 36.9) }));
    expect(active.price).toBeCloseTo(49.2, 9);
    expect(active.salePrice).toBeCloseTo(36.9, 9);
    const past = price(makeProduct({ price: net(49.2), ...onSale('2026-10-01', '2026-10-31', 36.9) }));
    expect(past.salePrice).toBeUndefined();
    expect(past.price).toBeCloseTo(49.2, 9);
    // A special price above the regular one never applies.
    expect(price(makeProduct({ price: net(49.2), special_price: net(60) })).salePrice).toBeUndefined();
    expect(price(makeProduct({ price: 0 }))).toEqual({ price: undefined });
  });

  it('prices a variant as its own page does, and a set at the sum of its parts', () => {
    const child = makeChild({ sku: 'V-2', price: net(79), ...onSale('2026-11-01', '2026-11-30', 59) });
    const parent = makeProduct({
      type_id: 'configurable',
      price: net(50),
      configurable_children: [makeChild({ sku: 'V-1', price: net(50) }), child],
    });
    const variant = pagePricing(ctx, none)(variantAsProduct(parent, child));
    expect(variant.salePrice).toBeCloseTo(59, 9);
    expect(variant.price).toBeCloseTo(79, 9);

    const parts = new Map<string, Product>([['A', makeProduct({ sku: 'A', price: net(10) })]]);
    const set = makeProduct({
      sku: 'SET',
      type_id: 'grouped',
      price: net(99),
      product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'A', qty: 3 }],
    });
    const linked = (sku: string) => parts.get(sku);
    expect(pagePricing(ctx, linked)(set)).toEqual({ price: expect.closeTo(30, 9) });
    // Without its parts, a set keeps its own price.
    expect(pagePricing(ctx, none)(set).price).toBeCloseTo(99, 9);
  });

  it('reads a shown price as the regular price plus the special while it applies', () => {
    expect(feedGrossPrices({ price: 40, original: 50, special: 40, currency: 'PLN' })).toEqual({ price: 50, salePrice: 40 });
    expect(feedGrossPrices({ price: 50, original: 50, currency: 'PLN' })).toEqual({ price: 50 });
    expect(feedGrossPrices({ price: 0, original: 0, currency: 'PLN' })).toEqual({ price: undefined });
  });
});
