import { describe, expect, it } from 'vitest';
import {
  canStartPayment,
  isCartNotActiveError,
  isSavedCheckoutExpired,
  loadSavedCheckout,
  paymentFlagsOnUnload,
} from '../../../../src/domain/cart/index.ts';

const MIN = 60_000;

describe('isSavedCheckoutExpired', () => {
  it('saved checkout data expires 5 minutes after saving', () => {
    expect(isSavedCheckoutExpired(0, 5 * MIN - 1)).toBe(false);
    expect(isSavedCheckoutExpired(0, 5 * MIN)).toBe(true);
    expect(isSavedCheckoutExpired(0, 10 * MIN)).toBe(true);
  });
  it('an unreadable save time counts as expired', () => {
    expect(isSavedCheckoutExpired(Number.NaN, 0)).toBe(true);
  });
});

describe('loadSavedCheckout', () => {
  const saved = { savedAt: 1_000, personalDetails: { email: 'a@b.pl' }, shipping: { zipCode: '00-950' } };
  it('keeps fresh data', () => {
    expect(loadSavedCheckout(saved, 1_000 + MIN)).toEqual({ checkout: saved, clearCache: false });
  });
  it('drops expired data and asks to clear the cache', () => {
    expect(loadSavedCheckout(saved, 1_000 + 6 * MIN)).toEqual({ checkout: null, clearCache: true });
  });
  it('nothing saved: nothing to load or clear', () => {
    expect(loadSavedCheckout(null, 0)).toEqual({ checkout: null, clearCache: false });
  });
});

describe('canStartPayment', () => {
  it('refuses a repeat attempt while payment is open in another tab', () => {
    const r = canStartPayment({ paymentInProgress: true });
    expect(r.allowed).toBe(false);
    if (!r.allowed) {
      expect(r.key).toBe('cart.paymentInAnotherTab');
      expect(r.text).toMatch(/another tab/);
    }
  });
  it('starts a payment and raises the flag', () => {
    expect(canStartPayment({ paymentInProgress: false })).toEqual({ allowed: true, flags: { paymentInProgress: true } });
  });
  it('the payment flag is reset to false when the page unloads', () => {
    expect(paymentFlagsOnUnload()).toEqual({ paymentInProgress: false });
  });
});

describe('isCartNotActiveError', () => {
  it("recognises 'The cart isn't active.' (clear the cart, rethrow)", () => {
    expect(isCartNotActiveError("The cart isn't active.")).toBe(true);
    expect(isCartNotActiveError(" The cart isn't active. ")).toBe(true);
  });
  it('other errors are not', () => {
    expect(isCartNotActiveError('Could not find a cart with ID "1"')).toBe(false);
    expect(isCartNotActiveError(undefined)).toBe(false);
  });
});
