/**
 * Resolving a URL that matches no route by its url_path (spec 000 §2): a product with that url_path
 * opens the product route (slug, parentSku, childSku); else a category with it opens the category
 * route (level1..level3 of its url_path, else of its slug); else 'No mapping found for {path}' and the
 * visitor goes on to the not-found page. A need is a category too (its url_path starts with the needs root's):
 * its page is the needs route's, a reading the category's answer also gives (urlPathReadings).
 */
import type { SiteId, StoreCode } from '../config/stores.ts';
import { categorySlug } from '../domain/product/category.ts';
import { storeBasePath } from './build.ts';
import { categoryLevels, productRouteBase, productRouteParams, type LinkableCategory, type LinkableProduct } from './links.ts';
import { matchPath, storeForPath, type MatchOptions } from './match.ts';
import { normalizeUrl, queryParam } from './normalize.ts';
import { patternFits } from './pattern.ts';
import { notFoundRoute, routeFor } from './registry.ts';
import type { RouteDef, RouteMatch } from './types.ts';

type Maybe<T> = T | undefined | null;

export interface UrlPathLookup {
  productByUrlPath(urlPath: string): Maybe<LinkableProduct> | Promise<Maybe<LinkableProduct>>;
  /** The category with that url_path, or the one a category link `c/{slug}` names (slugOfCategoryPath). */
  categoryByUrlPath(urlPath: string): Maybe<LinkableCategory> | Promise<Maybe<LinkableCategory>>;
}

/** 'No mapping found for {path}' (spec 000 §8), the text of NoMappingError and of the url map's log. */
export function noMappingMessage(path: string): string {
  return `No mapping found for ${path}`;
}

export class NoMappingError extends Error {
  readonly path: string;
  /** The store view's not-found route, where the visitor continues. */
  readonly notFoundRoute: RouteDef;
  constructor(path: string, notFound: RouteDef) {
    super(noMappingMessage(path));
    this.name = 'NoMappingError';
    this.path = path;
    this.notFoundRoute = notFound;
  }
}

/** The url_path of a site path inside a store view: without the store prefix and the outer slashes. */
export function urlPathOf(store: StoreCode, pathname: string): string {
  const base = storeBasePath(store);
  const path = normalizeUrl(pathname);
  const inside = base !== '' && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) : path;
  const trimmed = inside.replace(/^\/+/, '');
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

function routeOf(store: StoreCode, base: string): RouteDef {
  const route = routeFor(store, base);
  if (!route) throw new Error(`Store view ${store} has no ${base} route`);
  return route;
}

/** Product first, then category, else NoMappingError. A `childSku` query parameter picks the variant. */
export async function resolveUrlPath(url: string, lookup: UrlPathLookup, store: StoreCode): Promise<RouteMatch> {
  return (await urlPathReadings(url, lookup, store))[0];
}

/**
 * The routes a URL's url_path may open, most likely first: resolveUrlPath's, then, for a category, the needs route
 * (needReading), as the url map answers a need as a category; else NoMappingError.
 */
export async function urlPathReadings(
  url: string,
  lookup: UrlPathLookup,
  store: StoreCode,
): Promise<readonly [RouteMatch, ...RouteMatch[]]> {
  const urlPath = urlPathOf(store, url);
  const product = urlPath === '' ? undefined : await lookup.productByUrlPath(urlPath);
  if (product) {
    const childSku = product.type_id === 'configurable' ? queryParam(url, 'childSku') : undefined;
    return [
      { route: routeOf(store, productRouteBase(product.type_id, childSku)), params: productRouteParams(product, childSku) },
    ];
  }
  const category = urlPath === '' ? undefined : await lookup.categoryByUrlPath(urlPath);
  // The category route's parameters: its url_path's levels (as categoryLink builds them), else its slug's.
  const levels = category && (category.url_path || categorySlug(category));
  if (category && levels) {
    const need = needReading(store, category);
    return [{ route: routeOf(store, 'category'), params: categoryLevels(levels) }, ...(need ? [need] : [])];
  }
  throw new NoMappingError(normalizeUrl(url), notFoundRoute(store));
}

/**
 * A category read as a need: the needs route with its url_path's segments after the first, the needs root's, which the
 * route's own word stands for (as needRouteParams in src/catalog/categories.ts gives a need's, for a needs root at
 * the top of the tree); undefined when no segment follows or they do not fit the route (`/potrzeby` needs two).
 */
function needReading(store: StoreCode, category: LinkableCategory): RouteMatch | undefined {
  const route = routeFor(store, 'needs');
  const inside = (category.url_path ?? '')
    .split('/')
    .filter((s) => s !== '')
    .slice(1);
  const params = categoryLevels(inside.join('/'));
  return route && inside.length > 0 && patternFits(route.path, params) ? { route, params } : undefined;
}

/** A site URL: its route when one matches, else resolved by url_path in the store view of its prefix. */
export async function resolveUrl(
  siteId: SiteId,
  url: string,
  lookup: UrlPathLookup,
  options: MatchOptions = {},
): Promise<RouteMatch> {
  const match = matchPath(siteId, url, options);
  if (match) return match;
  const store = storeForPath(siteId, url, options);
  if (!store) throw new Error(`Site ${siteId} has no enabled store view`);
  return resolveUrlPath(url, lookup, store);
}
