/** Cart item rules (spec 001 §4 "Cart id and load"). */
import type { CartItem } from './types.ts';

/** The minicart counts quantities (not lines). */
export function minicartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0), 0);
}

/**
 * A cart item of a configurable product is matched by the chosen colour option: the parent sku
 * (`product.sku`) and the configured variant's colour, compared as strings (ids and labels both work).
 */
export function matchConfigurableCartItem<T extends CartItem>(
  items: readonly T[],
  sku: string,
  colorOption: string | number,
): T | undefined {
  const color = String(colorOption);
  return items.find((item) => {
    if (item.product.sku !== sku || !item.configured_variant) return false;
    const variantColor = item.configured_variant.color;
    return variantColor !== undefined && variantColor !== null && String(variantColor) === color;
  });
}

/** If a cart update returns items with errors, the first such item is removed. */
export function itemToRemoveAfterUpdate<T extends CartItem>(items: readonly T[]): T | undefined {
  return items.find((item) => Array.isArray(item.errors) && item.errors.length > 0);
}
