/** The prices a priced product shows (src/domain/price/display-price.ts): the build's cards and the search page's. */
import { describe, expect, it } from 'vitest';
import { pricedDisplayPrice, priceToPay, type PricedProduct } from '../../../../src/domain/price/display-price.ts';

const priced = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  sku: 'A-1',
  type_id: 'simple',
  price: 32.52,
  price_incl_tax: 40,
  original_price_incl_tax: 40,
  special_price: 0,
  special_price_incl_tax: 0,
  ...over,
});

describe('pricedDisplayPrice: the price to pay, the regular price and an active special price of a priced product', () => {
  it('shows the regular price alone when the rule left no special price (0)', () => {
    expect(pricedDisplayPrice(priced(), 'PLN')).toEqual({ sku: 'A-1', price: 40, original: 40, currency: 'PLN' });
  });

  it('shows an active special price with the regular price it replaces', () => {
    const onSale = priced({ price: 29.26, price_incl_tax: 35.99, special_price: 29.26, special_price_incl_tax: 35.99 });
    expect(pricedDisplayPrice(onSale, 'PLN')).toEqual({
      sku: 'A-1',
      price: 35.99,
      original: 40,
      special: 35.99,
      currency: 'PLN',
    });
  });

  it('takes the price to pay as the special price when no gross special price was written (no tax rate found)', () => {
    const untaxed = priced({ price: 29.26, price_incl_tax: 29.26, special_price: 29.26, special_price_incl_tax: 0 });
    expect(pricedDisplayPrice(untaxed, 'EUR').special).toBe(29.26);
  });

  it("names a configurable product's price by its cheapest available variant, and falls back on the regular price field", () => {
    const configurable = priced({
      type_id: 'configurable',
      configurable_children: [
        { sku: 'A-1-100', status: 1, price: 40, price_incl_tax: 49.2 },
        { sku: 'A-1-30', status: 2, price: 10, price_incl_tax: 12.3 },
        { sku: 'A-1-50', status: 1, price: 32.52, price_incl_tax: 40 },
      ],
    });
    expect(pricedDisplayPrice(configurable, 'PLN').sku).toBe('A-1-50');
    const bare = pricedDisplayPrice({ sku: 'B', type_id: 'simple', price: 12 }, 'PLN');
    expect(bare).toEqual({ sku: 'B', price: 12, original: 12, currency: 'PLN' });
  });
});

describe('priceToPay', () => {
  it('priceToPay: the gross price to pay now, else the net price when no gross one was computed', () => {
    expect(priceToPay({ price: 50, price_incl_tax: 61.5 })).toBe(61.5);
    expect(priceToPay({ price: 50 })).toBe(50);
  });
});
