/** Which products may be shown (spec 000 §4 "Product loading", §5, §8). */
import type { Product } from '../catalog/types.ts';
import { ProductEmptyError } from '../errors.ts';

export const VISIBLE_STATUSES: readonly number[] = [0, 1];
export const VISIBLE_VISIBILITIES: readonly number[] = [2, 3, 4];

/** A product is shown with status 0 or 1 and visibility 2, 3 or 4. */
export function isProductVisible(product: Pick<Product, 'status' | 'visibility'> | null | undefined): boolean {
  if (!product) return false;
  return VISIBLE_STATUSES.includes(product.status) && VISIBLE_VISIBILITIES.includes(product.visibility);
}

/** Throws ProductEmptyError for an empty query, status 2 or higher, or visibility 1. */
export function assertProductVisible<T extends Pick<Product, 'status' | 'visibility'>>(
  product: T | null | undefined,
): asserts product is T {
  if (!product) throw new ProductEmptyError();
  if (!isProductVisible(product)) {
    throw new ProductEmptyError({ status: product.status, visibility: product.visibility });
  }
}
