/**
 * Serves the built sites by Host (DESIGN.md "Data flow"): `us.localhost` the US site, any other host the
 * main site (Polish store at its root). Paths follow the route tables: a trailing slash, doubled slashes and a page's
 * file name are dropped, redirect routes redirect (temporary for those the settings make: login and register while
 * checkout is off), a path the url map resolves redirects to its page; every redirect answers where the steps end,
 * in one hop (301, or 302 when any step is temporary), keeping the query (but a `childSku` once read: the address names
 * the variant the page shows, or none, variantOfQuery) and staying on the site. Aliases serve
 * their route's page; a variant's address without a page redirects (302) to its product's page (firstVariantFallback);
 * an unknown path gets the not-found page of the store view whose prefix it carries, with status
 * 404; an error, the error page with 500. A path is decoded once: its route's parameters, its file and the url map's
 * url_path are what that decoding gives (`%2525` is `%25`). Files carry an ETag and Last-Modified and answer a
 * conditional GET or HEAD with 304; pages, scripts and styles are compressed by Accept-Encoding (./representation.ts),
 * once per content and encoding (./compressed-bodies.ts).
 */
import type { NonSharedBuffer } from 'node:buffer';
import { open, readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono, type Context, type ErrorHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config, SiteId } from '../../src/config/index.ts';
import { isPublished, redirectOf } from '../../src/layouts/published.ts';
import {
  buildPath,
  firstVariantFallback,
  matchPath,
  queryParam,
  redirectsForCheckoutOff,
  routeFor,
  storeForPath,
  variantOfQuery,
  withoutQueryParam,
  type RouteMatch,
} from '../../src/routing/index.ts';
import { isNotModified } from '../http/conditional.ts';
import { isFeedFile } from '../../feeds/names.ts';
import { DEFAULT_SITES_COMPRESSED_CACHE_MB } from '../settings.ts';
import { compressedBodies, type CompressedBodies } from './compressed-bodies.ts';
import { contentTypeOf } from './content-type.ts';
import {
  contentDigest,
  encodingHeaders,
  entityTag,
  fileDigest,
  fileIdentity,
  negotiate,
  type Negotiated,
} from './representation.ts';
import { resolvedPagePath, type UrlMap } from './url-resolution.ts';

export interface SitesOptions {
  readonly distDir: string;
  readonly cfg: Config;
  /** The url map API, for paths that match no route (spec 000 §2); without it they are not found. */
  readonly urlMap?: UrlMap;
  /** The compressed bodies kept (default: up to DEFAULT_SITES_COMPRESSED_CACHE_MB MiB of them). */
  readonly compressed?: CompressedBodies;
}

/**
 * Which site a Host header asks for: the site whose configured hostname matches, else main. A fully qualified
 * name's trailing dot (`us.localhost.`) names the same host (RFC 1034 §3.1), as browsers and DNS treat it.
 */
export function siteForHost(host: string | undefined, cfg: Config): SiteId {
  const hostname = (host ?? '').replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  const found = cfg.sites.find((s) => new URL(s.url).hostname === hostname);
  return found?.id ?? 'main';
}

async function fileIfExists(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The file of a built page or asset for a URL path, or undefined. Refuses paths leaving the site folder. */
export async function resolveFile(siteDir: string, pathname: string): Promise<string | undefined> {
  const clean = normalize(pathname).replace(/^([/\\])+/, '');
  if (clean.split(sep).includes('..')) return undefined;
  const base = join(siteDir, clean);
  if (!base.startsWith(siteDir)) return undefined;
  const candidates = pathname === '/' ? [join(siteDir, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const c of candidates) {
    const found = await fileIfExists(c);
    if (found) return found;
  }
  return undefined;
}

/** The caching of a served file: hashed assets (the site's `_astro/` folder, by the file served) for a year. */
function cacheControl(file: string, siteDir: string): string {
  return file.startsWith(join(siteDir, '_astro') + sep)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * A redirect's Location on this site: the path with a single leading slash (a path decoded from `//host` or `/\host`
 * would send the visitor to another site), percent-encoded (no control character reaches a header, and a decoded
 * `?` or `#` stays part of the path), then the query.
 */
export function localLocation(path: string, search: string): string {
  const local = `/${path.replace(/^[/\\]+/, '')}`;
  return `${encodeURI(local).replace(/\?/g, '%3F').replace(/#/g, '%23')}${search}`;
}

/**
 * The one URL of what a path names: without a trailing slash or doubled slashes, and a built page without its file
 * name (`/porady.html`, `/en/index.html`, `/index` → `/porady`, `/en`, `/`) when that URL serves a page and the name
 * is no other file (the build writes `/en` as `en.html`: `/en/index.html` names no file of its own).
 */
export async function cleanPagePath(siteDir: string, pathname: string): Promise<string> {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  const named = /^(.*?)(?:\/index)?(?:\.html)?$/s.exec(path)?.[1];
  const page = named === undefined ? path : named || '/';
  if (page === path) return path;
  const [file, served] = await Promise.all([resolveFile(siteDir, path), resolveFile(siteDir, page)]);
  return served !== undefined && (file === undefined || file === served) ? page : path;
}

/**
 * Whether a path (decoded) has a dot segment (`/produkt/..`, `/en/./x`). A URL's own dot segments, `%2e%2e` too, are
 * removed when it is parsed (RFC 3986 §5.2.4, as a browser does); one made by decoding an encoded slash
 * (`/_astro%2F..%2Fporady`) remains, and names no page of its own.
 */
export function hasDotSegment(pathname: string): boolean {
  return pathname.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/** HTTP date of a modification time, to the second (what Last-Modified can carry). */
function httpDate(mtimeMs: number): string {
  return new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();
}

/** An answer with a body in its negotiated encoding, and its length. */
function bodyResponse(
  body: NonSharedBuffer,
  status: number,
  headers: Readonly<Record<string, string>>,
  negotiated: Negotiated,
): Response {
  const length = String(body.byteLength);
  return new Response(body, { status, headers: { ...headers, ...encodingHeaders(negotiated), 'Content-Length': length } });
}

/**
 * A built file with its type, caching, ETag (./representation.ts) and Last-Modified (the file's modification time:
 * the feeds set theirs to when their XML last changed, src/feeds/finish.ts), compressed as the request accepts
 * (not the feeds, `isFeedFile`, which keep their Content-Length: FEEDS.md; the sitemaps are compressed as any other
 * file). A request naming the representation it holds (If-None-Match, else If-Modified-Since) gets 304 with the
 * validators, the caching and Vary, and no body. The bytes
 * and the time are read from one open file, so that a build published meanwhile cannot pair one file's time with
 * another's content.
 */
async function fileResponse(file: string, siteDir: string, compressed: CompressedBodies, c: Context): Promise<Response> {
  const handle = await open(file);
  try {
    const info = await handle.stat();
    // A file read before is not read again to answer a revalidation: its digest is kept by what was read.
    const { digest, bytes } = await fileDigest(fileIdentity(info), () => handle.readFile());
    const type = contentTypeOf(file);
    const negotiated = negotiate(type, info.size, c.req.header('accept-encoding'), !isFeedFile(file));
    const validators = { etag: entityTag(digest, negotiated.encoding), lastModified: httpDate(info.mtimeMs) };
    const headers = {
      'Cache-Control': cacheControl(file, siteDir),
      ETag: validators.etag,
      'Last-Modified': validators.lastModified,
    };
    const asked = { ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') };
    if (isNotModified(asked, validators))
      return new Response(null, { status: 304, headers: { ...headers, ...encodingHeaders(negotiated, false) } });
    // A compressed body kept from before is sent without reading the file again.
    const body = await compressed.body(digest, negotiated.encoding, async () => bytes ?? (await handle.readFile()));
    return bodyResponse(body, 200, { ...headers, 'Content-Type': type }, negotiated);
  } finally {
    await handle.close();
  }
}

/** A path (decoded, as requests are matched) with a query (`?a=1`, or ''). */
interface Address {
  readonly path: string;
  readonly search: string;
}

/** A redirect step: to an address; temporary or permanent. */
interface Redirect extends Address {
  readonly kind: 'redirect';
  readonly temporary: boolean;
}

/** What a path of a site is: a redirect step, a built file, or nothing (the not-found page). */
type Found = Redirect | { readonly kind: 'file'; readonly file: string } | { readonly kind: 'none' };

interface SiteRequest {
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
async function lookUp({ siteId, siteDir, cfg, urlMap }: SiteRequest, pathname: string, search: string): Promise<Found> {
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
    const chosen = await variantPageOfQuery(siteDir, match, childSku);
    if (chosen !== undefined) return redirectTo(chosen.path, rest, chosen.temporary);
  }
  if (file) return { kind: 'file', file };
  // A variant's address with no page (the variant is out of stock or disabled, so not built): its product's page,
  // which shows the first available variant (spec 000 §4); temporary, as the variant may come back. A childSku
  // in the query named another variant without a page, or this one: the page shows neither.
  const product = match && firstVariantFallback(match);
  const productPath = product && buildPath(product.name, product.params);
  if (productPath !== undefined && (await resolveFile(siteDir, decodedPath(productPath))))
    return redirectTo(productPath, rest, true);
  if (!match && urlMap) {
    const resolved = await resolvedPagePath(siteId, `${encoded}${search}`, cfg, urlMap, (error) =>
      console.error(`[sites] url map of ${pathname} failed`, error instanceof Error ? error.message : error),
    );
    // The url map read the childSku (a configurable product's variant, now in the route; ignored by any other page).
    if (resolved !== undefined && resolved !== encoded) return redirectTo(resolved, rest, false);
  }
  return { kind: 'none' };
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
 * Where a redirect from `from` ends: the next steps followed until a path that serves a page (or none), and
 * temporary when any step is (a browser keeps a 301 for good). A step back to an address (path and query: a step
 * may change the query only, dropping a childSku) already passed stops it.
 */
async function finalRedirect(site: SiteRequest, from: Address, first: Redirect): Promise<Redirect> {
  const addressOf = (r: Address) => JSON.stringify([r.path, r.search]);
  const seen = new Set([addressOf(from), addressOf(first)]);
  let at = first;
  for (let step = 1; step < MAX_REDIRECT_STEPS; step++) {
    const next = await lookUp(site, at.path, at.search);
    if (next.kind !== 'redirect' || seen.has(addressOf(next))) break;
    seen.add(addressOf(next));
    at = { ...next, temporary: at.temporary || next.temporary };
  }
  return at;
}

/** What the store views' not-found and error pages are read with. */
type PageOptions = Pick<SitesOptions, 'distDir' | 'cfg' | 'compressed'>;

/**
 * The page of a store view for a path when there is nothing else to send: its not-found page (404) or its error
 * page (500, spec 000 §2 "/error"), of the store view whose URL prefix the path carries (else the site's root store
 * view's); compressed as the request accepts (once per content and encoding, as files are: a crawler's run of
 * unknown paths costs a digest each, not a compression), never stored; a bare text when the site has no such page
 * built.
 */
async function storeViewPage(
  c: Context,
  { distDir, cfg, compressed }: Required<PageOptions>,
  pathname: string,
  screen: 'not-found' | 'error',
): Promise<Response> {
  const status = screen === 'not-found' ? 404 : 500;
  const siteId = siteForHost(c.req.header('host'), cfg);
  const store = storeForPath(siteId, pathname, { views: cfg.storeViews });
  const route = store && routeFor(store, screen);
  const page = route ? await resolveFile(join(distDir, siteId), buildPath(route.name)) : undefined;
  if (!page) return c.text(status === 404 ? 'Not found' : 'Internal server error', status);
  const bytes = await readFile(page);
  const type = contentTypeOf(page);
  const negotiated = negotiate(type, bytes.byteLength, c.req.header('accept-encoding'));
  const body = await compressed.body(contentDigest(bytes), negotiated.encoding, async () => bytes);
  return bodyResponse(body, status, { 'Content-Type': type, 'Cache-Control': 'no-store' }, negotiated);
}

/**
 * The security headers of every page and file, as the CDN in front of the sites would send them
 * (docs/decisions.md "Running the product"): no MIME sniffing, no framing by other sites, the origin only in
 * cross-origin referrers, geolocation for the pharmacy finder only from the page itself, no camera or
 * microphone. HSTS is the HTTPS front's to send. No Cross-Origin-Opener-Policy: on these catalogue pages it
 * protects nothing a shopper owns, and it costs every navigation into the site a new browsing context group
 * (a new renderer process where a browser would reuse one): a trivial page lost 100–400 ms of Lighthouse's total
 * blocking time with it (docs/benchmarks.md, "Lighthouse"). Account and checkout pages can send their own.
 */
export const SITE_SECURITY_HEADERS = secureHeaders({
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-site',
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: 'SAMEORIGIN',
  permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
});

/** The compressed bodies an app keeps when it is given none: as many as the setting's default bounds. */
function defaultCompressed(): CompressedBodies {
  return compressedBodies(DEFAULT_SITES_COMPRESSED_CACHE_MB * 1024 * 1024);
}

export function sitesApp({ distDir, cfg, urlMap, compressed = defaultCompressed() }: SitesOptions): Hono {
  const app = new Hono();
  app.use('*', SITE_SECURITY_HEADERS);
  // A HEAD is answered as its GET (Hono routes it so and drops the body): the same headers, the same 304.
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const siteId = siteForHost(c.req.header('host'), cfg);
    const site: SiteRequest = { siteId, siteDir: join(distDir, siteId), cfg, urlMap };
    const found = await lookUp(site, pathname, url.search);
    if (found.kind === 'redirect') {
      // In one hop: `/filozofia/` to `/o-marce`, not by way of `/filozofia`.
      const to = await finalRedirect(site, { path: pathname, search: url.search }, found);
      return c.redirect(localLocation(to.path, to.search), to.temporary ? 302 : 301);
    }
    if (found.kind === 'file') return fileResponse(found.file, site.siteDir, compressed, c);
    return storeViewPage(c, { distDir, cfg, compressed }, pathname, 'not-found');
  });
  // The sites are read only: other methods are not allowed (OPTIONS says which are).
  app.all('*', (c) =>
    c.req.method === 'OPTIONS'
      ? c.body(null, 204, { Allow: 'GET, HEAD, OPTIONS' })
      : c.text('Method not allowed', 405, { Allow: 'GET, HEAD, OPTIONS' }),
  );
  app.onError(siteErrorPage({ distDir, cfg, compressed }));
  return app;
}

/** Anything unexpected while serving: the store view's error page with status 500, never a bare text. */
export function siteErrorPage({ compressed = defaultCompressed(), ...options }: PageOptions): ErrorHandler {
  const pages = { ...options, compressed };
  return async (error, c) => {
    console.error(`[sites] ${c.req.method} ${c.req.path} failed:`, error instanceof Error ? error.message : error);
    return storeViewPage(c, pages, c.req.path, 'error');
  };
}
