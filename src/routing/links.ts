/**
 * Product and category links (spec 000 §2 "Link shapes and URL resolution").
 *
 * URL dispatcher on: `/{store}/{url_path}`, where `/{store}` is the store view's URL prefix (none for
 * the store views at a site root) and is left out when store-code appending is off; a configurable
 * product's chosen variant goes into the query (`?childSku=`). A category without a url_path gets
 * `/{store}/c/{slug}`, its slug being its own or else its name plus '-' plus id (categorySlug).
 * URL dispatcher off: the named route `{type_id}-product` (a configurable product with a chosen
 * variant → the configurable-product route, every other type → the product route) filled with
 * parentSku, slug and childSku; a category → the category route with level1..3 from its url_path.
 */
import type { StoreCode, StoreView } from '../config/stores.ts';
import { categorySlug, type SlugSource } from '../domain/product/category.ts';
import { fillPattern, localizedRoutePath } from './build.ts';
import { routeFor } from './registry.ts';

export interface LinkableProduct {
  readonly sku: string;
  readonly type_id: string;
  readonly parentSku?: string | undefined;
  readonly slug?: string | undefined;
  readonly url_key?: string | undefined;
  readonly url_path?: string | undefined;
}

/** A category's slug is its own, else its name plus '-' plus id (categorySlug, spec 000 §3 "Category"). */
export interface LinkableCategory extends SlugSource {
  readonly url_path?: string | undefined;
}

export interface LinkOptions {
  readonly store: StoreView;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
}

export interface ProductLinkOptions extends LinkOptions {
  /** The chosen variant of a configurable product. */
  readonly childSku?: string | undefined;
}

/** The url_path of a category link by slug (dispatcher on, no url_path): `c/{slug}`. */
export function categorySlugPath(slug: string): string {
  return `c/${slug}`;
}

/** The slug a `c/{slug}` url_path names (one segment), else undefined: the other side of categorySlugPath. */
export function slugOfCategoryPath(urlPath: string): string | undefined {
  return /^c\/([^/]+)$/.exec(urlPath)?.[1];
}

/** The category route takes at most three levels: deeper url_paths keep their last three segments. */
export const CATEGORY_LEVELS = 3;

function encodePath(urlPath: string): string {
  return urlPath
    .split('/')
    .filter((p) => p !== '')
    .map(encodeURIComponent)
    .join('/');
}

/** `/{store}/{url_path}` of the URL dispatcher; the store part is left out when appending is off. */
export function dispatcherPath(urlPath: string, opts: LinkOptions): string {
  const prefix = opts.appendStoreCode ? opts.store.prefix : '';
  return `${prefix}/${encodePath(urlPath)}`;
}

/** The route base name for a product type: `{type_id}-product` maps configurable with a variant to the configurable route. */
export function productRouteBase(typeId: string, childSku: string | undefined): string {
  return typeId === 'configurable' && childSku ? 'configurable-product' : 'product';
}

function productSlug(product: LinkableProduct): string {
  const slug = product.slug || product.url_key;
  if (!slug) throw new Error(`Product ${product.sku} has neither slug nor url_key`);
  return slug;
}

/** The parameters of a product route: parentSku, slug and childSku. */
export function productRouteParams(product: LinkableProduct, childSku: string | undefined): Record<string, string> {
  const params: Record<string, string> = { slug: productSlug(product), parentSku: product.parentSku || product.sku };
  if (childSku) params['childSku'] = childSku;
  return params;
}

function namedPath(store: StoreCode, base: string, params: Record<string, string>): string {
  const route = routeFor(store, base);
  return route ? fillPattern(route.path, params, route.name) : localizedRoutePath(store, base, params);
}

/** The link of a product in a store view. */
export function productLink(product: LinkableProduct, opts: ProductLinkOptions): string {
  const childSku = product.type_id === 'configurable' ? opts.childSku : undefined;
  if (opts.urlDispatcher && product.url_path) {
    const path = dispatcherPath(product.url_path, opts);
    return childSku ? `${path}?childSku=${encodeURIComponent(childSku)}` : path;
  }
  return namedPath(opts.store.code, productRouteBase(product.type_id, childSku), productRouteParams(product, childSku));
}

/** level1..level3 of the category route from a url_path (the last three segments). */
export function categoryLevels(urlPath: string): Record<string, string> {
  const parts = urlPath
    .split('/')
    .filter((p) => p !== '')
    .slice(-CATEGORY_LEVELS);
  return Object.fromEntries(parts.map((part, i) => [`level${i + 1}`, part]));
}

/** The link of a category in a store view. */
export function categoryLink(category: LinkableCategory, opts: LinkOptions): string {
  const slug = categorySlug(category);
  if (opts.urlDispatcher) {
    if (category.url_path) return dispatcherPath(category.url_path, opts);
    if (slug) return dispatcherPath(categorySlugPath(slug), opts);
  }
  const levels = category.url_path || slug;
  if (!levels) throw new Error('Category has neither url_path nor slug');
  return namedPath(opts.store.code, 'category', categoryLevels(levels));
}
