/** Grouped product price (spec 000 §4, §5). */
import type { Product, ProductLink } from '../catalog/types.ts';
import { bundleParts, linkQty, type PricePart } from './bundle-price.ts';

/** The link type that makes a simple product part of a grouped product. */
export const GROUPED_LINK_TYPE = 'associated';

/** The links of a grouped product that name its parts. */
export function groupedLinks(links: readonly ProductLink[]): ProductLink[] {
  return links.filter((link) => link.link_type === GROUPED_LINK_TYPE);
}

/** A grouped product's parts: its associated products, each with the link qty (linkQty: 1 when unset or 0). */
export function groupedParts(links: readonly ProductLink[]): PricePart[] {
  return groupedLinks(links).map((link) => ({ sku: link.linked_product_sku, qty: linkQty(link.qty) }));
}

/** A set: a bundle or grouped product, whose price and availability come from its parts (spec 000 §4). */
export function isSet(product: Pick<Product, 'type_id'>): boolean {
  return product.type_id === 'bundle' || product.type_id === 'grouped';
}

/**
 * The parts whose prices make a product's price (spec 000 §4): a bundle's default selections, a grouped
 * product's associated products; none for other types (their price is their own).
 */
export function priceParts(product: Pick<Product, 'type_id' | 'bundle_options' | 'product_links'>): PricePart[] {
  if (product.type_id === 'bundle') return bundleParts(product);
  if (product.type_id === 'grouped') return groupedParts(product.product_links);
  return [];
}

/** The English text of the message catalogue's `error.groupedNoLinks` (spec 000 §5). */
export const GROUPED_LINKS_MISSING = 'The grouped product has no product_links set';

/** The message to log when a grouped product has no product_links; undefined otherwise. */
export function groupedLinksMissingMessage(product: Pick<Product, 'type_id' | 'product_links'>): string | undefined {
  if (product.type_id !== 'grouped') return undefined;
  return groupedLinks(product.product_links).length === 0 ? GROUPED_LINKS_MISSING : undefined;
}
