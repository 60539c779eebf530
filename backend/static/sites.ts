/**
 * Serves the built sites by Host (DESIGN.md "Data flow"): `us.localhost` the US site, any other host the
 * main site (Polish store at its root). Paths follow the route tables: a trailing slash, doubled slashes and a page's
 * file name are dropped, redirect routes redirect (temporary for those the settings make: login and register while
 * checkout is off), a path the url map resolves redirects to its page when the site serves one (a need's too); every
 * redirect answers where the steps end, in one hop (301, or 302 when any step is temporary), keeping the query (but a
 * `childSku` once read: the address names the variant the page shows, or none, variantOfQuery) and staying on the
 * site. Aliases serve their route's page; a variant's address without a page redirects (302) to its product's page, a
 * legacy address (301) to its product's or variant's (addressFallbacks); an unknown path gets the not-found page of
 * the store view whose prefix it carries, with status 404; an error, the error page with 500. A path is decoded
 * once: its route's parameters, its file and the url map's url_path are what that decoding gives (`%2525` is `%25`).
 * Files carry an ETag and Last-Modified and answer a conditional GET or HEAD with 304; pages, scripts and styles are
 * compressed by Accept-Encoding (./representation.ts), once per content and encoding (./compressed-bodies.ts). What a
 * path is: ./look-up.ts; its file: ./files.ts, ./file-response.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context, type ErrorHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config, SiteId } from '../../src/config/index.ts';
import { buildPath, routeFor, storeForPath } from '../../src/routing/index.ts';
import { DEFAULT_SITES_COMPRESSED_CACHE_MB } from '../settings.ts';
import { compressedBodies, type CompressedBodies } from './compressed-bodies.ts';
import { contentTypeOf } from './content-type.ts';
import { bodyResponse, fileResponse } from './file-response.ts';
import { resolveFile } from './files.ts';
import { finalRedirect, localLocation, lookUp, type SiteRequest } from './look-up.ts';
import { contentDigest, negotiate } from './representation.ts';
import type { UrlMap } from './url-resolution.ts';

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

/** What the store views' not-found and error pages are read with. */
type PageOptions = Pick<SitesOptions, 'distDir' | 'cfg' | 'compressed'>;

/**
 * The page of a store view for a path when there is nothing else to send: its not-found page (404) or its error
 * page (500, spec 000 §2 "/error"), of the store view whose URL prefix the path carries (else, or when that store
 * view has no such page, the site's root store view's); compressed as the request accepts (once per content and encoding, as files are: a crawler's run of
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
  const views = { views: cfg.storeViews };
  const store = storeForPath(siteId, pathname, views);
  // A store view that routes no such page has the site's: the error page is global (spec 000 §2 "/error"), routed by
  // the sites' root store views only.
  const root = storeForPath(siteId, '/', views);
  const route = (store && routeFor(store, screen)) ?? (root && routeFor(root, screen));
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
      if (to) return c.redirect(localLocation(to.path, to.search), to.temporary ? 302 : 301);
    } else if (found.kind === 'file') {
      return fileResponse(found.file, site.siteDir, compressed, c);
    }
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
