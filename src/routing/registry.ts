/**
 * The route tables of every store view and lookups over them. Store views not in the configured
 * list are filtered out of the routes (spec 000 §2 "Layouts").
 */
import { STORE_CODES, type StoreCode } from '../config/stores.ts';
import { EN_ROUTES } from './tables/en.ts';
import { HR_ROUTES } from './tables/hr.ts';
import { PL_ROUTES } from './tables/pl.ts';
import { RO_ROUTES } from './tables/ro.ts';
import { TN_ROUTES } from './tables/tn.ts';
import { UA_ROUTES } from './tables/ua.ts';
import { US_ROUTES } from './tables/us.ts';
import type { RouteDef } from './types.ts';

const TABLES: Readonly<Record<StoreCode, readonly RouteDef[]>> = {
  pl: PL_ROUTES,
  en: EN_ROUTES,
  tn: TN_ROUTES,
  hr: HR_ROUTES,
  us: US_ROUTES,
  ro: RO_ROUTES,
  ua: UA_ROUTES,
};

const BY_NAME: ReadonlyMap<string, RouteDef> = new Map(
  STORE_CODES.flatMap((code) => TABLES[code].map((r) => [r.name, r] as const)),
);

/** The routes of one store view; none when the store view is not in the enabled list. */
export function routesFor(store: StoreCode, enabled: readonly StoreCode[] = STORE_CODES): readonly RouteDef[] {
  return enabled.includes(store) ? TABLES[store] : [];
}

/** The routes of every enabled store view. */
export function allRoutes(enabled: readonly StoreCode[] = STORE_CODES): readonly RouteDef[] {
  return STORE_CODES.flatMap((code) => routesFor(code, enabled));
}

/** A route by its store-prefixed name (`pl-cart`). */
export function routeByName(name: string, enabled: readonly StoreCode[] = STORE_CODES): RouteDef | undefined {
  const route = BY_NAME.get(name);
  return route && enabled.includes(route.store) ? route : undefined;
}

/** The route name without its store prefix (`pl-cart` → `cart`): equal across store views for one screen. */
export function baseName(route: RouteDef): string {
  return route.name.slice(route.store.length + 1);
}

/** A store view's route by base name (`routeFor('en', 'cart')` → en-cart). */
export function routeFor(store: StoreCode, base: string): RouteDef | undefined {
  return BY_NAME.get(`${store}-${base}`);
}

/** The same screen in the other enabled store views (hreflang alternates). */
export function equivalentRoutes(route: RouteDef, enabled: readonly StoreCode[] = STORE_CODES): RouteDef[] {
  const base = baseName(route);
  return allRoutes(enabled).filter((r) => r.store !== route.store && baseName(r) === base);
}

function requiredRoute(store: StoreCode, base: string): RouteDef {
  const route = routeFor(store, base);
  if (!route) throw new Error(`Store view ${store} has no ${base} route`);
  return route;
}

/** The store view's home route: its base URL. */
export function homeRoute(store: StoreCode): RouteDef {
  return requiredRoute(store, 'home');
}

/** The store view's not-found route. */
export function notFoundRoute(store: StoreCode): RouteDef {
  return requiredRoute(store, 'not-found');
}
