/**
 * Redirects: a route's redirectTo chain (`/konto` → `/konto/twoje-dane`, `/filozofia` → `/o-marce`)
 * and, where the store view's checkout is off, login and register to the store view's base URL
 * (spec 000 §2, 001 §1).
 */
import type { StoreView } from '../config/stores.ts';
import { fillPattern } from './build.ts';
import { baseName, homeRoute, routeByName } from './registry.ts';
import type { RouteDef } from './types.ts';

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
