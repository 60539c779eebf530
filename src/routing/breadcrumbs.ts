/** Breadcrumbs: from the store view's home down to a route through the route parents (spec 000 §2). */
import { homeRoute, routeByName } from './registry.ts';
import type { RouteDef } from './types.ts';

/** The trail of routes from the store home to the route, both included (home alone for home). */
export function breadcrumbTrail(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  const seen = new Set<string>();
  let current: RouteDef | undefined = route;
  while (current && !seen.has(current.name)) {
    seen.add(current.name);
    trail.unshift(current);
    current = current.parent !== undefined ? routeByName(current.parent) : undefined;
  }
  const home = homeRoute(route.store);
  return trail[0] === home ? trail : [home, ...trail];
}
