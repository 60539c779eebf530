/**
 * Matching a pathname of a site to a route.
 *
 * Precedence when several patterns match (documented in docs/decisions.md):
 * 1. segment by segment from the left, a literal segment beats a parameter at the first position
 *    where the two patterns differ (so `/produkt/-/{url_key}`, `/produkt/{id}/recenzja` and
 *    `/produkt/{id}/recenzja-dziekujemy` beat `/produkt/{slug}/{childSku}`);
 * 2. then the pattern with fewer segments wins (a 2-segment `/produkt/x/y` is the configurable
 *    product, not the legacy route with its optional childSku absent; 3 segments are legacy);
 * 3. then table order.
 */
import { config } from '../config/index.ts';
import { STORE_CODES, type SiteId, type StoreCode, type StoreView } from '../config/stores.ts';
import { normalizeUrl } from './normalize.ts';
import { parsePattern, pathSegments, type Segment } from './pattern.ts';
import { allRoutes, homeRoute } from './registry.ts';
import type { RouteDef, RouteMatch } from './types.ts';

export interface MatchOptions {
  /** Store views to consider (default: all). */
  readonly enabled?: readonly StoreCode[];
  /** Store views with their sites (default: the configuration's). */
  readonly views?: readonly StoreView[];
  /** Routes registered at run time (DynamicRoutes), matched with the tables. */
  readonly extraRoutes?: readonly RouteDef[];
}

interface Candidate {
  readonly route: RouteDef;
  readonly segments: readonly Segment[];
  readonly params: Record<string, string>;
}

const compiled = new WeakMap<RouteDef, readonly (readonly Segment[])[]>();

function patternsOf(route: RouteDef): readonly (readonly Segment[])[] {
  let patterns = compiled.get(route);
  if (!patterns) {
    patterns = [route.path, ...(route.aliases ?? [])].map(parsePattern);
    compiled.set(route, patterns);
  }
  return patterns;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The parameters a pattern captures from path segments, or undefined when it does not match. */
export function matchSegments(pattern: readonly Segment[], parts: readonly string[]): Record<string, string> | undefined {
  const required = pattern.filter((s) => s.kind === 'literal' || !s.optional).length;
  if (parts.length < required || parts.length > pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const seg = pattern[i];
    if (!seg) return undefined;
    if (seg.kind === 'literal') {
      if (seg.value !== part) return undefined;
    } else {
      params[seg.name] = decodeSegment(part);
    }
  }
  return params;
}

/** Negative when pattern a takes precedence over pattern b (see the module comment). */
export function comparePrecedence(a: readonly Segment[], b: readonly Segment[]): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i += 1) {
    const ka = a[i]?.kind;
    const kb = b[i]?.kind;
    if (ka !== kb) return ka === 'literal' ? -1 : 1;
  }
  return a.length - b.length;
}

function storesOfSite(siteId: SiteId, options: MatchOptions): readonly StoreCode[] {
  const views = options.views ?? config().storeViews;
  const enabled = options.enabled ?? STORE_CODES;
  return views.filter((v) => v.site === siteId && enabled.includes(v.code)).map((v) => v.code);
}

/** The route among `routes` a pathname opens, by the precedence above. */
function bestMatch(routes: readonly RouteDef[], pathname: string): RouteMatch | undefined {
  const parts = pathSegments(normalizeUrl(pathname));
  let best: Candidate | undefined;
  for (const route of routes) {
    for (const segments of patternsOf(route)) {
      const params = matchSegments(segments, parts);
      if (params && (!best || comparePrecedence(segments, best.segments) < 0)) best = { route, segments, params };
    }
  }
  return best && { route: best.route, params: best.params };
}

/** The route a pathname of a site opens (normalised first; aliases honoured; params decoded). */
export function matchPath(siteId: SiteId, pathname: string, options: MatchOptions = {}): RouteMatch | undefined {
  const stores = storesOfSite(siteId, options);
  const extra = (options.extraRoutes ?? []).filter((r) => stores.includes(r.store));
  return bestMatch([...allRoutes(stores), ...extra], pathname);
}

/** The route of one store view's table a pathname opens (used to find paths another route shadows). */
export function matchInStore(store: StoreCode, pathname: string): RouteMatch | undefined {
  return bestMatch(allRoutes([store]), pathname);
}

/**
 * The store view a pathname belongs to inside a site: the one whose URL prefix starts the path,
 * else the store view at the site's root.
 */
export function storeForPath(siteId: SiteId, pathname: string, options: MatchOptions = {}): StoreCode | undefined {
  const first = pathSegments(normalizeUrl(pathname))[0];
  const stores = storesOfSite(siteId, options);
  return stores.find((code) => homeRoute(code).path === `/${first}`) ?? stores.find((code) => homeRoute(code).path === '/');
}
