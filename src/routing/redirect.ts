/**
 * Redirects: a route's redirectTo chain (`/konto` → `/konto/twoje-dane`, `/filozofia` → `/o-marce`),
 * where the store view's checkout is off, login and register to the store view's base URL (spec 000 §2,
 * 001 §1), and a variant's address to its product's page (firstVariantFallback).
 */
import type { StoreView } from '../config/stores.ts';
import { fillPattern } from './build.ts';
import { baseName, homeRoute, routeByName, routeFor } from './registry.ts';
import type { RouteDef, RouteMatch } from './types.ts';

const CHECKOUT_ROUTES: readonly string[] = ['login', 'register'];

/** Login and register redirect to the store view's base URL when its checkout is not enabled. */
export function redirectsForCheckoutOff(route: RouteDef, views: readonly StoreView[]): boolean {
  const view = views.find((v) => v.code === route.store);
  return view !== undefined && !view.checkout && CHECKOUT_ROUTES.includes(baseName(route));
}

/** The route a visit finally lands on after following redirects. */
export function redirectTarget(route: RouteDef, views: readonly StoreView[]): RouteDef {
  const seen = new Set<string>();
  let current = route;
  while (current.redirectTo !== undefined) {
    if (seen.has(current.name)) throw new Error(`Redirect loop at route ${current.name}`);
    seen.add(current.name);
    const next = routeByName(current.redirectTo);
    if (!next) throw new Error(`Route ${current.name} redirects to the unknown route ${current.redirectTo}`);
    current = next;
  }
  return redirectsForCheckoutOff(current, views) ? homeRoute(current.store) : current;
}

/** The final path a route leads to: its own path when it does not redirect. */
export function resolveRedirect(
  route: RouteDef,
  views: readonly StoreView[],
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const target = redirectTarget(route, views);
  return fillPattern(target.path, params, target.name);
}

/** Whether visiting the route sends the visitor elsewhere. */
export function isRedirect(route: RouteDef, views: readonly StoreView[]): boolean {
  return redirectTarget(route, views) !== route;
}

/** The routes whose `childSku` names a variant of the product their other parameters name. */
const VARIANT_ROUTES: readonly string[] = ['configurable-product', 'legacy-product'];

/**
 * Spec 000 §4 "Variant selection": a `childSku` no available variant has gives the first available variant, which the
 * product's own page shows. The product route (`product`, with the same slug) of an address that names a variant
 * by `childSku` on the configurable or legacy route; undefined for any other address. Where the pages are served
 * (backend/static/sites.ts), such an address that has no page (its variant is out of stock or disabled, so not
 * built) redirects there.
 */
export function firstVariantFallback(
  match: RouteMatch,
): { readonly name: string; readonly params: Record<string, string> } | undefined {
  const { route, params } = match;
  const slug = params['slug'];
  if (!VARIANT_ROUTES.includes(baseName(route)) || !params['childSku'] || !slug) return undefined;
  const product = routeFor(route.store, 'product');
  return product ? { name: product.name, params: { slug } } : undefined;
}

/**
 * Spec 000 §2 "first-variant-in-URL": a chosen variant is named in the route, never in the query (a built page
 * cannot read the query). The variant's address of a product address carrying a `childSku` query parameter: the
 * configurable route with that childSku for the product route; for the configurable and legacy routes, the same
 * route with its own childSku (the route's choice stands), else with the query's; undefined for any other address.
 * Where the pages are served (backend/static/sites.ts), the address redirects there (without the query's childSku).
 */
export function variantOfQuery(
  match: RouteMatch,
  childSku: string,
): { readonly name: string; readonly params: Record<string, string> } | undefined {
  const { route, params } = match;
  const base = baseName(route);
  const variantRoute =
    base === 'product' ? routeFor(route.store, 'configurable-product') : VARIANT_ROUTES.includes(base) ? route : undefined;
  if (!variantRoute || !childSku) return undefined;
  return { name: variantRoute.name, params: { ...params, childSku: params['childSku'] || childSku } };
}
