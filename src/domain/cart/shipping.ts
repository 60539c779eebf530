/** Shipping and payment fees (spec 001 §9): free shipping threshold and cash-on-delivery fee. */
import { COMMERCE } from '../../config/constants.ts';

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/**
 * The amount still missing for free shipping, never below 0; `null` for a store without a threshold
 * (only the Polish store has one: 200 zł). The subtotal is the gross (tax-included) items total.
 */
export function freeShippingRemaining(subtotal: number, storeCode: string): number | null {
  const { amount, store } = COMMERCE.freeShippingThreshold;
  if (storeCode !== store) return null;
  return Math.max(0, Math.round((amount - subtotal) * 100) / 100);
}

/** Free shipping is reached when the remaining amount is 0. */
export function hasFreeShipping(subtotal: number, storeCode: string): boolean {
  return freeShippingRemaining(subtotal, storeCode) === 0;
}

/** Cash on delivery costs 9 zł: the fee applies in stores whose currency is the fee's currency (PLN). */
export function cashOnDeliveryFee(storeCurrency: string): Money | null {
  const fee = COMMERCE.cashOnDeliveryFee;
  return storeCurrency === fee.currency ? { amount: fee.amount, currency: fee.currency } : null;
}
