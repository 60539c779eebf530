import { describe, expect, it } from 'vitest';
import { cashOnDeliveryFee, freeShippingRemaining, hasFreeShipping, stockAddCheck } from '../../../../src/domain/cart/index.ts';

describe('stockAddCheck', () => {
  it('out of stock cannot be added to the cart', () => {
    expect(stockAddCheck(1, { is_in_stock: false, qty: 5 }).status).toBe('outOfStock');
    const r = stockAddCheck(1, { is_in_stock: true, qty: 0 });
    expect(r).toMatchObject({ status: 'outOfStock', key: 'cart.outOfStock' });
  });
  it("more than the stock gives 'Only {maxQuantity} available'", () => {
    expect(stockAddCheck(4, { is_in_stock: true, qty: 3 })).toEqual({
      status: 'onlyAvailable',
      key: 'cart.onlyAvailable',
      params: { maxQuantity: 3 },
      text: 'Only 3 available',
    });
  });
  it('a quantity within stock is ok, untracked stock always', () => {
    expect(stockAddCheck(3, { is_in_stock: true, qty: 3 })).toEqual({ status: 'ok' });
    expect(stockAddCheck(99, { is_in_stock: false, qty: 0, manage_stock: false })).toEqual({ status: 'ok' });
  });
});

describe('freeShippingRemaining', () => {
  it('the Polish store ships free from 200 zł', () => {
    expect(freeShippingRemaining(150.5, 'pl')).toBe(49.5);
    expect(freeShippingRemaining(200, 'pl')).toBe(0);
    expect(freeShippingRemaining(250, 'pl')).toBe(0);
    expect(hasFreeShipping(200, 'pl')).toBe(true);
    expect(hasFreeShipping(199.99, 'pl')).toBe(false);
  });
  it('other stores have no threshold', () => {
    expect(freeShippingRemaining(500, 'en')).toBeNull();
    expect(hasFreeShipping(500, 'en')).toBe(false);
  });
});

describe('cashOnDeliveryFee', () => {
  it('cash on delivery costs 9 zł', () => {
    expect(cashOnDeliveryFee('PLN')).toEqual({ amount: 9, currency: 'PLN' });
    expect(cashOnDeliveryFee('EUR')).toBeNull();
  });
});
