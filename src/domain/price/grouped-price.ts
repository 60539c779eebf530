/** Grouped product price (spec 000 §4, §5). */
import type { Product, ProductLink } from '../catalog/types.ts';
import type { LinkedPrices } from './bundle-price.ts';

/** The link type that makes a simple product part of a grouped product. */
export const GROUPED_LINK_TYPE = 'associated';

/** The links of a grouped product that name its parts. */
export function groupedLinks(links: readonly ProductLink[]): ProductLink[] {
  return links.filter((link) => link.link_type === GROUPED_LINK_TYPE);
}

/** The grouped price is the sum of the linked prices, each times the link qty (1 when unset). */
export function groupedPrice(links: readonly ProductLink[], linkedPrices: LinkedPrices): number {
  return groupedLinks(links).reduce((sum, link) => sum + (linkedPrices[link.linked_product_sku] ?? 0) * (link.qty ?? 1), 0);
}

export const GROUPED_LINKS_MISSING = 'grouped product has no product_links set';

/** The message to log when a grouped product has no product_links; undefined otherwise. */
export function groupedLinksMissingMessage(product: Pick<Product, 'type_id' | 'product_links'>): string | undefined {
  if (product.type_id !== 'grouped') return undefined;
  return groupedLinks(product.product_links).length === 0 ? GROUPED_LINKS_MISSING : undefined;
}
