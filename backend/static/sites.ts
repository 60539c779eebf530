/**
 * Serves the built sites by Host (DESIGN.md "Data flow"): `us.localhost` the US site, any other host the
 * main site (Polish store at its root). Paths follow the route tables: trailing slashes are stripped with
 * a 301, redirect routes answer 301 (302 for those the settings make: login and register while checkout is off),
 * keeping the query, aliases serve their route's page, and an unknown path gets the not-found page of the store
 * view whose prefix it carries, with status 404; an error, the error page with 500. Redirects stay on the site.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono, type ErrorHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Config, SiteId } from '../../src/config/index.ts';
import { isPublished, redirectOf } from '../../src/layouts/published.ts';
import { buildPath, matchPath, notFoundRoute, redirectsForCheckoutOff, routeFor, storeForPath } from '../../src/routing/index.ts';
import { contentTypeOf } from './content-type.ts';
import { resolvedPagePath, type UrlMap } from './url-resolution.ts';

export interface SitesOptions {
  readonly distDir: string;
  readonly cfg: Config;
  /** The url map API, for paths that match no route (spec 000 §2); without it they are not found. */
  readonly urlMap?: UrlMap;
}

/** Which site a Host header asks for: the site whose configured hostname matches, else main. */
export function siteForHost(host: string | undefined, cfg: Config): SiteId {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
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

/** The not-found page of the store view that owns a path (its URL prefix, else the site's root store). */
function notFoundPath(siteId: SiteId, pathname: string, cfg: Config): string | undefined {
  const store = storeForPath(siteId, pathname, { views: cfg.storeViews });
  return store && buildPath(notFoundRoute(store).name);
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
 * name (`/porady.html`, `/en/index.html`, `/index` → `/porady`, `/en`, `/`) when that URL serves the same file.
 */
export async function cleanPagePath(siteDir: string, pathname: string): Promise<string> {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  const page = /^(.*?)(?:\/index)?(?:\.html)?$/.exec(path)?.[1] || '/';
  if (page === path) return path;
  const [named, served] = await Promise.all([resolveFile(siteDir, path), resolveFile(siteDir, page)]);
  return named !== undefined && named === served ? page : path;
}

/** The query of a URL to carry into a redirect to `path`, unless `path` has its own. */
const carriedQuery = (path: string, search: string): string => (path.includes('?') ? '' : search);

/** HTTP date of a modification time, to the second (what Last-Modified can carry). */
function httpDate(mtimeMs: number): string {
  return new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();
}

/**
 * A built file with its type, caching, Content-Length and Last-Modified (the file's modification time: the
 * feeds set theirs to when their XML last changed, src/feeds/finish.ts); a conditional request for an
 * unchanged file gets 304.
 */
async function fileResponse(file: string, siteDir: string, ifModifiedSince: string | undefined): Promise<Response> {
  const info = await stat(file);
  const lastModified = httpDate(info.mtimeMs);
  const headers = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl(file, siteDir),
    'Last-Modified': lastModified,
  };
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  if (!Number.isNaN(since) && Date.parse(lastModified) <= since) return new Response(null, { status: 304, headers });
  const body = await readFile(file);
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(body.byteLength) } });
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

export function sitesApp({ distDir, cfg, urlMap }: SitesOptions): Hono {
  const app = new Hono();
  app.use('*', SITE_SECURITY_HEADERS);
  // Pages, scripts and styles are compressed as a CDN would; the feeds keep their Content-Length (FEEDS.md).
  const compressed = compress();
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.xml')) return next();
    await compressed(c, next);
    // A HEAD answers as its GET would: the compression middleware leaves HEAD alone, and its GET varies by encoding.
    if (c.req.method === 'HEAD' && c.res.status === 200) c.res.headers.append('Vary', 'Accept-Encoding');
  });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const siteId = siteForHost(c.req.header('host'), cfg);
    const siteDir = join(distDir, siteId);
    // One URL per page: a trailing slash, doubled slashes, or the page's file name (`.html`, `index`) redirect to it.
    const clean = await cleanPagePath(siteDir, pathname);
    if (clean !== pathname) return c.redirect(localLocation(clean, url.search), 301);
    const match = matchPath(siteId, pathname, { views: cfg.storeViews });
    // Only to a page the build made (isPublished: the target's screen is rendered, the store view enabled): a
    // route leading to a screen not built yet (an account tab) is not found here. No redirecting route has
    // parameters (the route tables; tests/unit/backend/static/sites.test.ts), so none is left out.
    const target = match && redirectOf(match.route, cfg);
    if (match && target && isPublished(match.route, cfg)) {
      // A redirect the settings make (login and register while checkout is off) is temporary: not kept by browsers.
      const status = redirectsForCheckoutOff(match.route, cfg.storeViews) ? 302 : 301;
      const to = buildPath(target.name, match.params);
      return c.redirect(localLocation(to, carriedQuery(to, url.search)), status);
    }
    const routePath = match ? buildPath(match.route.name, match.params) : pathname;
    const file =
      (await resolveFile(siteDir, pathname)) ?? (routePath !== pathname ? await resolveFile(siteDir, routePath) : undefined);
    if (file) return fileResponse(file, siteDir, c.req.header('if-modified-since'));
    if (!match && urlMap) {
      const resolved = await resolvedPagePath(siteId, `${pathname}${url.search}`, cfg, urlMap, (error) =>
        console.error(`[sites] url map of ${pathname} failed`, error instanceof Error ? error.message : error),
      );
      // The query goes along: a listing's filters live in it (spec 000 §2).
      if (resolved !== undefined && resolved !== pathname)
        return c.redirect(localLocation(resolved, carriedQuery(resolved, url.search)), 301);
    }
    const notFound = notFoundPath(siteId, pathname, cfg);
    const page = notFound ? await resolveFile(siteDir, notFound) : undefined;
    if (!page) return c.text('Not found', 404);
    return c.body(await readFile(page), 404, { 'Content-Type': contentTypeOf(page), 'Cache-Control': 'no-store' });
  });
  // The sites are read only: other methods are not allowed (OPTIONS says which are).
  app.all('*', (c) =>
    c.req.method === 'OPTIONS'
      ? c.body(null, 204, { Allow: 'GET, HEAD, OPTIONS' })
      : c.text('Method not allowed', 405, { Allow: 'GET, HEAD, OPTIONS' }),
  );
  app.onError(siteErrorPage({ distDir, cfg }));
  return app;
}

/** Anything unexpected while serving: the store view's error page (spec 000 §2 "/error") with status 500, never a bare text. */
export function siteErrorPage({ distDir, cfg }: Pick<SitesOptions, 'distDir' | 'cfg'>): ErrorHandler {
  return async (error, c) => {
    console.error(`[sites] ${c.req.method} ${c.req.path} failed:`, error instanceof Error ? error.message : error);
    const siteId = siteForHost(c.req.header('host'), cfg);
    const store = storeForPath(siteId, c.req.path, { views: cfg.storeViews });
    const route = store && routeFor(store, 'error');
    const page = route ? await resolveFile(join(distDir, siteId), buildPath(route.name)) : undefined;
    if (!page) return c.text('Internal server error', 500);
    return c.body(await readFile(page), 500, { 'Content-Type': contentTypeOf(page), 'Cache-Control': 'no-store' });
  };
}
