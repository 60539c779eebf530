/**
 * The special-price window of the price a product shows (spec 000 §5 "Special price"): the window of the sku whose
 * price is shown, a variant's for a configurable product (its cheapest available one), else the product's own. A
 * page holds it next to a special price, so that the price gives way to the regular one once the window ends.
 */
import type { Product } from '../catalog/types.ts';
import { hasVariants } from '../product/stock.ts';
import { isWithinWindow } from './special-price.ts';

export interface SpecialWindow {
  /** `special_from_date` as the catalogue gives it ('' when open). */
  readonly from: string;
  /** `special_to_date` as the catalogue gives it ('' when open). */
  readonly to: string;
}

/**
 * The window of the sku `shownSku` whose price `product` shows: that variant's for a configurable product, the
 * product's own otherwise; undefined when both ends are open, or a configurable product's price is of no variant.
 */
export function shownSpecialWindow(
  product: Pick<Product, 'type_id' | 'special_from_date' | 'special_to_date' | 'configurable_children'>,
  shownSku: string | undefined,
): SpecialWindow | undefined {
  const variant = hasVariants(product) ? product.configurable_children.find((c) => c.sku === shownSku) : undefined;
  if (hasVariants(product) && !variant) return undefined;
  const source = variant ?? product;
  const from = source.special_from_date ?? '';
  const to = source.special_to_date ?? '';
  return from !== '' || to !== '' ? { from, to } : undefined;
}

/** A special price's window with the gross regular price it gives way to (a part's, a static index entry's). */
export interface WindowedSpecial extends SpecialWindow {
  /** The gross regular price. */
  readonly regular: number;
}

/**
 * The price to pay at `now` of a price computed earlier (`price`, at the build) that is a special price with a window
 * (`special`): the special price inside its window, the regular price once it has ended (spec 000 §5); without a
 * window, the price as computed.
 */
export function priceAtViewTime(price: number, special: WindowedSpecial | undefined, now: Date): number {
  return special === undefined || isWithinWindow(special.from, special.to, now) ? price : special.regular;
}
