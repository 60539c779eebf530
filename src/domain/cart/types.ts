/**
 * The cart shapes the cart rules read (spec 001 §3 "Cart", "Cart item"; CONTRACTS.md Cart type).
 * Structural and minimal: the API layer's parsed cart satisfies them.
 */

/** Cart item error codes of the commerce schema (spec 001 §3). */
export const CART_ITEM_ERROR_CODES = [
  'INSUFFICIENT_STOCK',
  'NOT_SALABLE',
  'PRODUCT_NOT_FOUND',
  'UNDEFINED',
  'REORDER_NOT_AVAILABLE',
] as const;
export type CartItemErrorCode = (typeof CART_ITEM_ERROR_CODES)[number];
/** The codes as a frozen name → value map, used like an enum (erasable syntax only). */
export const cartItemErrorCodes: { readonly [K in CartItemErrorCode]: K } = Object.freeze({
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  NOT_SALABLE: 'NOT_SALABLE',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  UNDEFINED: 'UNDEFINED',
  REORDER_NOT_AVAILABLE: 'REORDER_NOT_AVAILABLE',
});

export interface CartItemError {
  readonly code: CartItemErrorCode | string;
  readonly message: string;
}

export interface CartItem {
  readonly uid: string;
  readonly quantity: number;
  readonly product: { readonly sku: string; readonly name?: string };
  readonly configured_variant?: {
    readonly sku: string;
    readonly color?: string | number | null;
    readonly color_pantone?: string | null;
  } | null;
  readonly configurable_options?: readonly {
    readonly option_label?: string;
    readonly value_label?: string;
    readonly value_id?: number | string;
  }[];
  readonly errors?: readonly CartItemError[] | null;
}

/** A stock result item (spec 000 §3 "Stock result item"). */
export interface StockInfo {
  readonly is_in_stock: boolean;
  readonly qty: number;
  /** When false, stock is not tracked and any quantity can be added. Default true. */
  readonly manage_stock?: boolean;
}
