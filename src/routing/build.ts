/** Building paths from route names and parameters (spec 000 §2 "Link shapes and URL resolution"). */
import type { StoreCode } from '../config/stores.ts';
import { parsePattern } from './pattern.ts';
import { homeRoute, routeByName, routeFor } from './registry.ts';

/**
 * Fills a pattern: parameters are URI-encoded; a missing optional parameter drops itself and the
 * optional ones after it; a missing required parameter (or an optional one given after a missing
 * one) throws an error naming it.
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>, label = pattern): string {
  const out: string[] = [];
  let dropped: string | undefined;
  for (const seg of parsePattern(pattern)) {
    if (seg.kind === 'literal') {
      out.push(seg.value);
      continue;
    }
    const value = params[seg.name];
    const missing = value === undefined || value === '';
    if (!seg.optional && missing) throw new Error(`Route ${label} needs the parameter ${seg.name}`);
    if (missing) {
      dropped ??= seg.name;
      continue;
    }
    if (dropped !== undefined) throw new Error(`Route ${label} needs the parameter ${dropped} before ${seg.name}`);
    out.push(encodeURIComponent(value));
  }
  return `/${out.join('/')}`;
}

/** The path of a named route with its parameters; throws for an unknown route name. */
export function buildPath(name: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return fillPattern(route.path, params, name);
}

/** The store view's base URL path inside its site ('' for a store view at the root). */
export function storeBasePath(store: StoreCode): string {
  const home = homeRoute(store).path;
  return home === '/' ? '' : home;
}

/**
 * A store view's path for a route name (`cart` or `en-cart`) or a path. An unknown route name falls
 * back to a path under the store view's URL (`foo` → `/en/foo`).
 */
export function localizedRoutePath(
  store: StoreCode,
  nameOrPath: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const named = nameOrPath.startsWith(`${store}-`) ? routeByName(nameOrPath) : routeFor(store, nameOrPath);
  if (named && named.store === store) return fillPattern(named.path, params, named.name);
  const base = storeBasePath(store);
  const path = `/${nameOrPath.replace(/^\/+/, '')}`;
  if (base !== '' && (path === base || path.startsWith(`${base}/`))) return path;
  return path === '/' ? base || '/' : `${base}${path}`;
}
