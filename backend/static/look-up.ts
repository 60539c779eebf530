/**
 * What a requested path is on a built site (backend/static/sites.ts), by the route tables, the built files and the
 * url map: a redirect step, a file, or nothing; and where a redirect's steps end (finalRedirect), in one hop.
 */
import type { Config, SiteId } from '../../src/config/index.ts';
import { isPublished, redirectOf } from '../../src/layouts/published.ts';
import { open } from 'node:fs/promises';
import {
  addressFallbacks,
  baseName,
  buildPath,
  matchPath,
  queryParam,
  redirectsForCheckoutOff,
  variantOfQuery,
  withoutQueryParam,
  type RouteMatch,
} from '../../src/routing/index.ts';
import { cleanPagePath, hasDotSegment, resolveFile } from './files.ts';
import { resolvedPagePaths, type UrlMap } from './url-resolution.ts';

/**
 * A redirect's Location on this site: the path with a single leading slash (a path decoded from `//host` or `/\host`
 * would send the visitor to another site), percent-encoded (no control character reaches a header, and a decoded
 * `?` or `#` stays part of the path), then the query.
 */
export function localLocation(path: string, search: string): string {
  const local = `/${path.replace(/^[/\\]+/, '')}`;
  return `${encodeURI(local).replace(/\?/g, '%3F').replace(/#/g, '%23')}${search}`;
}

/** A path (decoded, as requests are matched) with a query (`?a=1`, or ''). */
export interface Address {
  readonly path: string;
  readonly search: string;
}

/** A redirect step: to an address; temporary or permanent. */
export interface Redirect extends Address {
  readonly kind: 'redirect';
  readonly temporary: boolean;
}

/** What a path of a site is: a redirect step, a built file, or nothing (the not-found page). */
export type Found = Redirect | { readonly kind: 'file'; readonly file: string } | { readonly kind: 'none' };

export interface SiteRequest {
  readonly siteId: SiteId;
  readonly siteDir: string;
  readonly cfg: Config;
  readonly urlMap: UrlMap | undefined;
}

/**
 * A requested path (decoded) as the routing reads a URL's path (matchPath, resolveUrlPath): each segment
 * percent-encoded, which the routing decodes once, so that a parameter or a url_path is what the request's one
 * decoding gave (`%2525` is `%25`, not `%`; a decoded `?` or `#` stays in the path).
 */
function routingPath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/** A built page path (buildPath: its parameters percent-encoded) decoded as a requested path is. */
function decodedPath(built: string): string {
  try {
    return decodeURIComponent(built);
  } catch {
    // Not encoded by buildPath: taken as it is.
    return built;
  }
}

/**
 * A redirect step to a built page path, decoded as a requested path is (`localLocation` encodes it once for the
 * Location). A built path carries no query: the request's goes along (a listing's filters live in it, spec 000 §2).
 */
function redirectTo(built: string, search: string, temporary: boolean): Redirect {
  return { kind: 'redirect', path: decodedPath(built), search, temporary };
}

/** What a requested path (decoded) is on a site, one step at a time. */
export async function lookUp(site: SiteRequest, pathname: string, search: string): Promise<Found> {
  const { siteId, siteDir, cfg, urlMap } = site;
  // The static host's not-found file is that host's: here each store view's not-found page answers (404).
  if (hasDotSegment(pathname) || /^\/404(?:\.html)?$/.test(pathname)) return { kind: 'none' };
  // One URL per page: a trailing slash, doubled slashes, or the page's file name (`.html`, `index`) redirect to it.
  const clean = await cleanPagePath(siteDir, pathname);
  if (clean !== pathname) return { kind: 'redirect', path: clean, search, temporary: false };
  const encoded = routingPath(pathname);
  const match = matchPath(siteId, encoded, { views: cfg.storeViews });
  // Only to a page the build made (isPublished: the target's screen is rendered, the store view enabled): a
  // route leading to a screen not built yet (an account tab) is not found here. No redirecting route has
  // parameters (the route tables; tests/unit/backend/static/sites.test.ts), so none is left out.
  const target = match && redirectOf(match.route, cfg);
  if (match && target && isPublished(match.route, cfg)) {
    // A redirect the settings make (login and register while checkout is off) is temporary: not kept by browsers.
    return redirectTo(buildPath(target.name, match.params), search, redirectsForCheckoutOff(match.route, cfg.storeViews));
  }
  // An alias serves its route's page: the file of the route's own path (decoded, as files are named).
  const routePath = match ? decodedPath(buildPath(match.route.name, match.params)) : pathname;
  const file =
    (await resolveFile(siteDir, pathname)) ?? (routePath !== pathname ? await resolveFile(siteDir, routePath) : undefined);
  // A chosen variant is named in the route, not in the query (spec 000 §2 "first-variant-in-URL"; the built page
  // cannot read the query): the address stops naming a variant the page does not show.
  const childSku = queryParam(search, 'childSku');
  const rest = withoutQueryParam(search, 'childSku');
  if (file && match && childSku !== undefined) {
    // The cart product route (`/produkt/-/{url_key}`) names no slug: its page's product route, its canonical, does.
    const product = baseName(match.route) === 'cart-product' ? await canonicalMatch(site, file) : match;
    const chosen = product && (await variantPageOfQuery(siteDir, product, childSku));
    if (chosen) return redirectTo(chosen.path, rest, chosen.temporary);
  }
  if (file) return { kind: 'file', file };
  // A product address with no page: the first built page it leads to (addressFallbacks). A variant's (out of stock or
  // disabled, so not built): its product's page, which shows the first available variant (spec 000 §4); temporary, as
  // the variant may come back. A legacy address: its product's or variant's page, for good. A childSku in the query
  // named another variant without a page, or this one: the page shows neither.
  for (const fallback of match ? addressFallbacks(match) : []) {
    const path = buildPath(fallback.name, fallback.params);
    if (await resolveFile(siteDir, decodedPath(path))) return redirectTo(path, rest, fallback.temporary);
  }
  return (!match && urlMap && (await urlMapRedirect(site, urlMap, pathname, search))) || { kind: 'none' };
}

/**
 * A path that matches no route, by its url_path through the url map: a redirect step to the first page it may resolve
 * to (resolvedPagePaths: a category's page, else its need page) that the site serves (built, or redirecting to a
 * built page: a variant without a page to its product's); undefined when none is, so that the path is not found at
 * once instead of redirecting to a not-found address.
 */
async function urlMapRedirect(
  site: SiteRequest,
  urlMap: UrlMap,
  pathname: string,
  search: string,
): Promise<Redirect | undefined> {
  const encoded = routingPath(pathname);
  const pages = await resolvedPagePaths(site.siteId, `${encoded}${search}`, site.cfg, urlMap, (error) =>
    console.error(`[sites] url map of ${pathname} failed`, error instanceof Error ? error.message : error),
  );
  for (const page of pages.filter((p) => p !== encoded)) {
    // The url map read the childSku (a configurable product's variant, now in the route; ignored by any other page).
    const step = redirectTo(page, withoutQueryParam(search, 'childSku'), false);
    // A built page path matches a route: the look-up of the step never asks the url map again.
    if ((await lookUp(site, step.path, step.search)).kind !== 'none') return step;
  }
  return undefined;
}

/** The product route a built page is canonical to (its `<link rel="canonical">`, in the head), if any. */
async function canonicalMatch(site: SiteRequest, file: string): Promise<RouteMatch | undefined> {
  const head = await readHead(file, HEAD_BYTES);
  const href = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  if (href === undefined || !URL.canParse(href)) return undefined;
  const match = matchPath(site.siteId, new URL(href).pathname, { views: site.cfg.storeViews });
  return match && baseName(match.route) === 'product' ? match : undefined;
}

/** How much of a page the canonical link is looked for in: its head. */
const HEAD_BYTES = 16_384;

/** The first `bytes` of a file as text (a character cut at the end is replaced, not thrown). */
async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The page of the variant a product address's `childSku` query parameter names (variantOfQuery), when it was built;
 * else, for a product address, the address itself (its query then loses the childSku): temporary, as the
 * variant may come back. Undefined for any other address.
 */
async function variantPageOfQuery(
  siteDir: string,
  match: RouteMatch,
  childSku: string,
): Promise<{ readonly path: string; readonly temporary: boolean } | undefined> {
  const variant = variantOfQuery(match, childSku);
  if (!variant) return undefined;
  const path = buildPath(variant.name, variant.params);
  if (await resolveFile(siteDir, decodedPath(path))) return { path, temporary: false };
  return { path: buildPath(match.route.name, match.params), temporary: true };
}

/** Redirect steps followed on the server, at most this many: a chain is a few steps (clean path, route, url map). */
const MAX_REDIRECT_STEPS = 8;

/**
 * Where a redirect from `from` ends: the next steps followed until a path that serves a page, and temporary when any
 * step is (a browser keeps a 301 for good); undefined when they end at nothing (`/konto/` by way of `/konto`, a screen
 * not built), so that the address is not found at once rather than redirected to a not-found address. A step back to
 * an address (path and query: a step may change the query only, dropping a childSku) already passed stops it.
 */
export async function finalRedirect(site: SiteRequest, from: Address, first: Redirect): Promise<Redirect | undefined> {
  const addressOf = (r: Address) => JSON.stringify([r.path, r.search]);
  const seen = new Set([addressOf(from), addressOf(first)]);
  let at = first;
  for (let step = 1; step < MAX_REDIRECT_STEPS; step++) {
    const next = await lookUp(site, at.path, at.search);
    if (next.kind === 'none') return undefined;
    if (next.kind !== 'redirect' || seen.has(addressOf(next))) break;
    seen.add(addressOf(next));
    at = { ...next, temporary: at.temporary || next.temporary };
  }
  return at;
}
