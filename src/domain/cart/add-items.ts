/**
 * What a product page puts in the cart (spec 001 §2 "Default quantity on add to cart is 1", §5 addProductsToCart "one
 * item per call with sku, quantity, selected_options"; CONTRACTS.md `CartItemInput`): the items, each ready for one
 * call. A configurable product adds its shown variant with its parent's sku and the variant's option values; a bundle
 * adds itself with the selection of each option its price sums (the default, else the first); a grouped product adds
 * its associated products, each with its link qty. The option ids are the commerce API's uids: base64 of
 * `configurable/{attribute id}/{value index}` and `bundle/{option id}/{selection id}/{qty}`.
 */
import type { ConfigurableChild, Product } from '../catalog/types.ts';
import { defaultBundleSelection, linkQty } from '../price/bundle-price.ts';
import { groupedLinks } from '../price/grouped-price.ts';
import { childAttributeValue } from '../product/variants.ts';

/** One item of an `addProductsToCart` call (CONTRACTS.md). */
export interface CartItemInput {
  readonly sku: string;
  readonly quantity: number;
  readonly parent_sku?: string;
  readonly selected_options?: readonly string[];
}

/** The quantity a product is added with unless the shopper chooses another (spec 001 §2). */
export const DEFAULT_ADD_QUANTITY = 1;

/** Base64 of a text's UTF-8 bytes (`btoa` alone refuses a character beyond Latin-1, which a catalogue's code may hold). */
function base64(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

/** The uid of a configurable option's value (the option named by its attribute id, else its code). */
export function configurableOptionUid(option: string | number, valueIndex: string | number): string {
  return base64(`configurable/${option}/${valueIndex}`);
}

/** The uid of a bundle option's selection, with the qty it is added with. */
export function bundleOptionUid(optionId: number, selectionId: number, qty: number): string {
  return base64(`bundle/${optionId}/${selectionId}/${qty}`);
}

/**
 * The items a product page adds (see the file's comment). `child` is the configurable product's shown variant (none:
 * nothing to add); `offered` says which of a grouped product's members its page offers (all by default).
 */
export function cartItemsToAdd(
  product: Pick<Product, 'sku' | 'type_id' | 'configurable_options' | 'bundle_options' | 'product_links'>,
  child?: ConfigurableChild,
  offered: (sku: string) => boolean = () => true,
): CartItemInput[] {
  const quantity = DEFAULT_ADD_QUANTITY;
  switch (product.type_id) {
    case 'configurable': {
      if (!child) return [];
      const selected = product.configurable_options.flatMap((option) => {
        const value = childAttributeValue(child, option.attribute_code);
        return value === undefined ? [] : [configurableOptionUid(option.attribute_id ?? option.attribute_code, value)];
      });
      return [{ sku: child.sku, parent_sku: product.sku, quantity, selected_options: selected }];
    }
    case 'bundle': {
      const selected = product.bundle_options.flatMap((option) => {
        const selection = defaultBundleSelection(option);
        return selection ? [bundleOptionUid(option.option_id, selection.id, linkQty(selection.qty))] : [];
      });
      return [{ sku: product.sku, quantity, selected_options: selected }];
    }
    case 'grouped':
      return groupedLinks(product.product_links)
        .filter((link) => offered(link.linked_product_sku))
        .map((link) => ({ sku: link.linked_product_sku, quantity: linkQty(link.qty) }));
    default:
      return [{ sku: product.sku, quantity }];
  }
}
