/** Stock at add time (spec 001 §4, §8): out of stock, only {maxQuantity} available, or ok. */
import { CART_TEXT } from './messages.ts';
import type { StockInfo } from './types.ts';

export type StockAddResult =
  | { readonly status: 'ok' }
  | {
      readonly status: 'outOfStock';
      readonly key: 'cart.outOfStock';
      readonly params: Record<string, never>;
      readonly text: string;
    }
  | {
      readonly status: 'onlyAvailable';
      readonly key: 'cart.onlyAvailable';
      readonly params: { readonly maxQuantity: number };
      readonly text: string;
    };

/**
 * Whether `qty` (the quantity wanted in the cart in total) can be added. Untracked stock
 * (manage_stock false) accepts any quantity.
 */
export function stockAddCheck(qty: number, stock: StockInfo): StockAddResult {
  if (stock.manage_stock === false) return { status: 'ok' };
  const available = Math.max(0, Math.floor(stock.qty));
  if (!stock.is_in_stock || available <= 0) {
    return { status: 'outOfStock', key: 'cart.outOfStock', params: {}, text: CART_TEXT['cart.outOfStock'] };
  }
  if (qty > available) {
    return {
      status: 'onlyAvailable',
      key: 'cart.onlyAvailable',
      params: { maxQuantity: available },
      text: CART_TEXT['cart.onlyAvailable'].replace('{maxQuantity}', String(available)),
    };
  }
  return { status: 'ok' };
}
