import { describe, expect, it } from 'vitest';
import {
  CART_ITEM_ERROR_CODES,
  cartItemErrorCodes,
  itemToRemoveAfterUpdate,
  matchConfigurableCartItem,
  minicartCount,
} from '../../../../src/domain/cart/index.ts';
import type { CartItem } from '../../../../src/domain/cart/index.ts';

const item = (uid: string, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  uid,
  quantity,
  product: { sku: 'P1' },
  ...extra,
});

describe('minicartCount', () => {
  it('the minicart counts quantities, not lines', () => {
    expect(minicartCount([item('a', 2), item('b', 3)])).toBe(5);
    expect(minicartCount([])).toBe(0);
  });
  it('ignores broken quantities', () => {
    expect(minicartCount([item('a', Number.NaN), item('b', -1), item('c', 1)])).toBe(1);
  });
});

describe('matchConfigurableCartItem', () => {
  const items = [
    item('simple', 1, { product: { sku: 'S1' } }),
    item('red', 1, { configured_variant: { sku: 'P1-red', color: 49 } }),
    item('blue', 1, { configured_variant: { sku: 'P1-blue', color: 'Blue' } }),
    item('other', 1, { product: { sku: 'P2' }, configured_variant: { sku: 'P2-red', color: 49 } }),
  ];
  it('matches a configurable cart item by its parent sku and colour option', () => {
    expect(matchConfigurableCartItem(items, 'P1', 49)?.uid).toBe('red');
    expect(matchConfigurableCartItem(items, 'P1', '49')?.uid).toBe('red');
    expect(matchConfigurableCartItem(items, 'P1', 'Blue')?.uid).toBe('blue');
    expect(matchConfigurableCartItem(items, 'P2', 49)?.uid).toBe('other');
  });
  it('finds nothing for another colour or a simple item', () => {
    expect(matchConfigurableCartItem(items, 'P1', 50)).toBeUndefined();
    expect(matchConfigurableCartItem(items, 'S1', 49)).toBeUndefined();
    expect(
      matchConfigurableCartItem([item('x', 1, { configured_variant: { sku: 'v', color: null } })], 'P1', 'null'),
    ).toBeUndefined();
  });
});

describe('itemToRemoveAfterUpdate', () => {
  it('picks the first item with errors', () => {
    const items = [
      item('ok', 1, { errors: [] }),
      item('bad1', 1, { errors: [{ code: cartItemErrorCodes.INSUFFICIENT_STOCK, message: 'x' }] }),
      item('bad2', 1, { errors: [{ code: 'NOT_SALABLE', message: 'y' }] }),
    ];
    expect(itemToRemoveAfterUpdate(items)?.uid).toBe('bad1');
  });
  it('removes nothing when no item has errors', () => {
    expect(itemToRemoveAfterUpdate([item('a', 1), item('b', 1, { errors: null })])).toBeUndefined();
  });
});

describe('cartItemErrorCodes', () => {
  it('holds the five cart error codes of the commerce schema', () => {
    expect(Object.values(cartItemErrorCodes)).toEqual([...CART_ITEM_ERROR_CODES]);
    expect(CART_ITEM_ERROR_CODES).toEqual([
      'INSUFFICIENT_STOCK',
      'NOT_SALABLE',
      'PRODUCT_NOT_FOUND',
      'UNDEFINED',
      'REORDER_NOT_AVAILABLE',
    ]);
    expect(Object.isFrozen(cartItemErrorCodes)).toBe(true);
  });
});
