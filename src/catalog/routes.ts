/**
 * Everything a build pre-renders for the catalogue of a store view: the product pages of the four
 * product routes, the category pages and the need pages (spec 000 §2). Paths come from the route
 * tables (src/routing); a store view without a route gets no such pages; a path is listed once.
 */
import type { StoreCode } from '../config/index.ts';
import type { Product } from '../domain/catalog/index.ts';
import { availableVariants } from '../domain/product/variants.ts';
import { isProductVisible } from '../domain/product/visibility.ts';
import { fillPattern, matchInStore, patternFits, productRouteParams as linkParams, routeFor } from '../routing/index.ts';
import { categoryPagePath, categoryRouteParams, needRouteParams, type CategoryKind } from './categories.ts';
import type { CatalogCategory, StaticRoutePath } from './types.ts';

export interface ProductPathOptions {
  /** Out-of-stock variants get pages too (setting SHOW_OUT_OF_STOCK). */
  readonly showOutOfStock?: boolean;
}

/** The route of its store view a path opens (routing's precedence: literals first, then fewer segments). */
export function routeOfPath(store: string, path: string): string | undefined {
  return matchInStore(store as StoreCode, path)?.route.name;
}

/** The route's path with these params, when the store view has the route and the path opens it (not shadowed by another route). */
function routePath(store: string, base: string, params: Record<string, string>): StaticRoutePath | undefined {
  const route = routeFor(store as StoreCode, base);
  // A slug or sku that is a dot segment ('..') names no page of its own: the product gets none on this route.
  if (!route || !patternFits(route.path, params)) return undefined;
  const path = fillPattern(route.path, params, route.name);
  return routeOfPath(store, path) === route.name ? { store, routeName: route.name, params, path } : undefined;
}

/**
 * The static paths of one product in a store view: the product route `/produkt/{slug}` for every
 * type, the configurable route `/produkt/{slug}/{childSku}` and the legacy route
 * `/produkt/{parentSku}/{slug}/{childSku}` per available variant, and the cart product route
 * `/produkt/-/{url_key}`. The legacy route without childSku is left out: its two segments open the
 * configurable route (routing's precedence), so such a page could never be reached.
 */
export function productRouteParams(
  product: Product,
  store: string,
  { showOutOfStock = false }: ProductPathOptions = {},
): StaticRoutePath[] {
  const base = linkParams(product, undefined);
  const slug = base['slug'] ?? '';
  const parentSku = base['parentSku'] ?? product.sku;
  const variants = product.type_id === 'configurable' ? availableVariants(product, { showOutOfStock }).map((c) => c.sku) : [];
  const candidates: (StaticRoutePath | undefined)[] = [
    routePath(store, 'product', { slug }),
    ...variants.map((childSku) => routePath(store, 'configurable-product', { slug, childSku })),
    routePath(store, 'legacy-product', { parentSku, slug }),
    ...variants.map((childSku) => routePath(store, 'legacy-product', { parentSku, slug, childSku })),
    product.url_key ? routePath(store, 'cart-product', { url_key: product.url_key }) : undefined,
  ];
  return candidates.filter((p): p is StaticRoutePath => p !== undefined);
}

function unique<T extends StaticRoutePath>(paths: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const p of paths) {
    if (seen.has(p.path)) continue;
    seen.add(p.path);
    out.push(p);
  }
  return out;
}

/** The product pages of a store view: every visible product of that store, each path once (the first product keeps it). */
export function staticProductPaths(
  products: readonly (Product & { store?: string })[],
  store: string,
  opts: ProductPathOptions = {},
): (StaticRoutePath & { sku: string })[] {
  const own = products.filter((p) => (p.store === undefined || p.store === store) && isProductVisible(p));
  const all = own.flatMap((p) => productRouteParams(p, store, opts).map((path) => ({ ...path, sku: p.sku })));
  return unique(all);
}

function staticPagesOf(
  categories: readonly CatalogCategory[],
  store: string,
  kind: CategoryKind,
): (StaticRoutePath & { categoryId: number })[] {
  const route = routeFor(store as StoreCode, kind);
  if (!route) return [];
  const all = categories
    .filter((c) => c.store === store && c.is_active)
    .flatMap((c) => {
      const path = categoryPagePath(c, categories, kind);
      if (path === undefined || routeOfPath(store, path) !== route.name) return [];
      const params = kind === 'category' ? categoryRouteParams(c, categories) : needRouteParams(c, categories);
      return [{ store, routeName: route.name, params, path, categoryId: c.id }];
    });
  return unique(all);
}

/** The category pages of a store view: every active category of its tree. */
export function staticCategoryPaths(
  categories: readonly CatalogCategory[],
  store: string,
): (StaticRoutePath & { categoryId: number })[] {
  return staticPagesOf(categories, store, 'category');
}

/** The need pages of a store view: every need whose levels fit the store view's needs route. */
export function staticNeedPaths(needs: readonly CatalogCategory[], store: string): (StaticRoutePath & { categoryId: number })[] {
  return staticPagesOf(needs, store, 'needs');
}
