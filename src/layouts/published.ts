/**
 * Which routes of a site are pre-rendered as static pages, and the static paths Astro builds for them.
 * A screen is published here once its screen component exists (src/components/screens); routes with
 * parameters are published by the screens that own their data (catalogue and content issues).
 */
import { config, site as siteOf, type Config, type SiteId } from '../config/index.ts';
import { buildPath, redirectTarget, routesFor, type RouteDef } from '../routing/index.ts';
import type { Screen } from '../routing/types.ts';

/** Screens that have a screen component and no data parameters. */
export const STATIC_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'home',
  'site-map',
  'not-found',
  'error',
  'search',
  'pharmacy-finder',
  'blog',
  // Content pages without parameters (src/components/pages); without content they show an empty state.
  'special-offers',
  'delivery-costs',
  'payment-methods',
  'about',
  'studies',
  'values',
  'safe-payment',
  'safe-delivery',
  'external-shops',
  'streams',
]);

/** Where a route leads when it redirects (redirectTo chains, login/register with checkout off), else undefined. */
export function redirectOf(route: RouteDef, cfg: Config = config()): RouteDef | undefined {
  const target = redirectTarget(route, cfg.storeViews);
  return target === route ? undefined : target;
}

/**
 * A route is published when its store view is enabled (STORE_VIEWS), it has no parameters and its screen
 * (or its redirect target's) is rendered.
 */
export function isPublished(route: RouteDef, cfg: Config = config()): boolean {
  if (route.params.length > 0 || !cfg.settings.enabledStores.includes(route.store)) return false;
  const target = redirectOf(route, cfg) ?? route;
  return target.params.length === 0 && STATIC_SCREENS.has(target.screen);
}

export function publishedRoutes(siteId: SiteId, cfg: Config = config()): RouteDef[] {
  return siteOf(siteId, cfg).stores.flatMap((code) => routesFor(code).filter((r) => isPublished(r, cfg)));
}

export interface StaticPath {
  readonly params: { readonly path: string | undefined };
  readonly props: { readonly routeName: string; readonly params: Readonly<Record<string, string>> };
}

/** Astro getStaticPaths entries of the published routes without parameters (the shell and editorial page files). */
export function staticPaths(siteId: SiteId, cfg: Config = config()): StaticPath[] {
  return publishedRoutes(siteId, cfg).map((route) => {
    const path = buildPath(route.name);
    return { params: { path: path === '/' ? undefined : path.slice(1) }, props: { routeName: route.name, params: {} } };
  });
}
