/**
 * What search engines are told about a site beyond the page heads: which built pages its sitemap lists
 * and its robots.txt. Pure: astro.config.mjs and the robots endpoint call them with the site.
 */
import { config, type Config, type SiteId } from '../config/index.ts';
import { matchPath, type RouteDef, type Screen } from '../routing/index.ts';
import { redirectOf } from './published.ts';

/**
 * Screens whose pages are never listed: status pages; the two product routes that duplicate the product
 * page (canonical to it, docs/decisions.md); the XML feeds (not pages); the site's own search results;
 * and the shopper's own steps (cart, order, sign-in, account, review forms), with nothing to find by search.
 */
export const UNLISTED_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'not-found',
  'error',
  'legacy-product',
  'cart-product',
  'product-feed',
  'search',
  'cart',
  'order',
  'order-thank-you',
  'order-error',
  'order-register',
  'payu-return',
  'login',
  'register',
  'register-completed',
  'forgot-password',
  'change-password',
  'reset-password',
  'account',
  'account-your-data',
  'account-delivery',
  'account-history',
  'review',
  'review-thanks',
]);

/**
 * Screens whose pages search engines are asked not to index (robots noindex, and no canonical or hreflang links
 * that would name them as the page to index): the status pages, which the server also answers at their own
 * address with 200, and the site's own search results.
 */
export const NOINDEX_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['not-found', 'error', 'search']);

/** A route's page may be indexed (not a NOINDEX_SCREENS page). */
export function isIndexedRoute(route: Pick<RouteDef, 'screen'>): boolean {
  return !NOINDEX_SCREENS.has(route.screen);
}

/** A route's page belongs in the sitemap: it is not a redirect, a status page or a duplicate. */
export function isListedRoute(route: RouteDef, cfg: Config = config()): boolean {
  return !UNLISTED_SCREENS.has(route.screen) && redirectOf(route, cfg) === undefined;
}

/**
 * The @astrojs/sitemap filter of a site: keeps an absolute page URL when its path opens a listed route of
 * the site's store views (a URL that opens no route is not one of ours and is left out).
 */
export function sitemapFilter(siteId: SiteId, cfg: Config = config()): (url: string) => boolean {
  return (url) => {
    const match = matchPath(siteId, new URL(url).pathname, { views: cfg.storeViews });
    return match !== undefined && isListedRoute(match.route, cfg);
  };
}

/** The sitemap index of a site, as the integration writes it (`{site}/sitemap-index.xml`). */
export function sitemapIndexUrl(siteUrl: string | URL): string {
  return `${String(siteUrl).replace(/\/+$/, '')}/sitemap-index.xml`;
}

/** Where the listings' companion pages live (src/components/catalog/listing-view.ts): the islands' data, not pages. */
export const LISTING_CARDS_PREFIX = '/listing/';

/** robots.txt of a site: every crawler may read every page but the listings' companions, and the sitemap index is named. */
export function robotsTxt(siteUrl: string | URL): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${LISTING_CARDS_PREFIX}`, '', `Sitemap: ${sitemapIndexUrl(siteUrl)}`, ''].join(
    '\n',
  );
}
