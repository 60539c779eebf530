/**
 * Builders of a FeedContext's link functions from the storefront's configuration: product links by
 * the routing's productLink (absolute on the store view's site) and image links through the image
 * proxy at the gallery size (/img/600/744/resize{path}).
 */
import { proxyPath } from '../src/catalog/image-path.ts';
import { IMAGE_SIZES, type ImageSize } from '../src/config/image-sizes.ts';
import type { StoreView } from '../src/config/stores.ts';
import type { Product } from '../src/domain/catalog/types.ts';
import { productLink } from '../src/routing/links.ts';

export interface ProductUrlOptions {
  readonly store: StoreView;
  /** Absolute origin of the store view's site, without a trailing slash. */
  readonly siteUrl: string;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
}

/** Absolute product link; a configurable product's variant gets its childSku. */
export function productUrlFor(opts: ProductUrlOptions): (product: Product, childSku?: string) => string {
  const origin = opts.siteUrl.replace(/\/+$/, '');
  return (product, childSku) =>
    `${origin}${productLink(product, { store: opts.store, urlDispatcher: opts.urlDispatcher, appendStoreCode: opts.appendStoreCode, childSku })}`;
}

/**
 * Absolute image link through the image proxy. An absolute source URL is kept in the URL parser's serialisation, which
 * percent-encodes control and non-ASCII characters (so that the link is text XML can carry). A URL the parser refuses,
 * or a path that cannot be percent-encoded (a lone surrogate), is no link (undefined): the item then has no image, as
 * one whose product has none.
 */
export function imageUrlFor(siteUrl: string, size: ImageSize = IMAGE_SIZES.productGallery): (path: string) => string | undefined {
  const origin = siteUrl.replace(/\/+$/, '');
  return (path) => {
    if (/^https?:\/\//i.test(path)) return URL.parse(path)?.href;
    // A lone surrogate is no character of a file name.
    if (!path.isWellFormed()) return undefined;
    // The pages' URL of the image (proxyPath), so that a feed links the image a page shows.
    return `${origin}${proxyPath(path, size.width, size.height)}`;
  };
}
