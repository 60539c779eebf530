/**
 * Spec 000 §2 "Link shapes and URL resolution" where the pages are served (a CDN's edge rule): a path
 * that matches no route is resolved by its url_path through the url map API (POST /api/url/map, spec
 * 000 §3 "Url mapping"): a product or a category with that url_path (or the category a link
 * `/{store}/c/{slug}` names) gives its page, to redirect to (a category's page, else its need page, the one that
 * was built: urlPathReadings); otherwise 'No mapping found for {path}',
 * which the url map logs (backend/routes/url-map.ts, debug), and the visitor gets the not-found page.
 * Dispatcher links (`URL_DISPATCHER`, `/{store}/{url_path}`) and old catalogue URLs resolve this way.
 */
import { URL_MAP_MAX_LENGTH, type UrlMapResult } from '../../src/api/schemas/url-map.ts';
import type { Config, SiteId } from '../../src/config/index.ts';
import { buildPath, NoMappingError, storeForPath, urlPathReadings, type UrlPathLookup } from '../../src/routing/index.ts';

/** The url map call: the product, category or CMS page of a url_path in a store view, or null. */
export type UrlMap = (urlPath: string, store: string) => Promise<UrlMapResult>;

/** The lookup resolveUrlPath asks, over one url map call per path. */
export function urlMapLookup(map: UrlMap, store: string): UrlPathLookup {
  const answers = new Map<string, Promise<UrlMapResult>>();
  const ask = (urlPath: string): Promise<UrlMapResult> => {
    // A url_path longer than the url map reads maps to nothing: not asked (its answer would be a 400, logged as a failure).
    if (urlPath.length > URL_MAP_MAX_LENGTH) return Promise.resolve(null);
    let answer = answers.get(urlPath);
    if (!answer) answers.set(urlPath, (answer = map(urlPath, store)));
    return answer;
  };
  return {
    async productByUrlPath(urlPath) {
      const r = await ask(urlPath);
      return r?.type === 'product' ? { sku: r.sku, type_id: r.type_id, slug: r.slug, parentSku: r.parentSku } : undefined;
    },
    async categoryByUrlPath(urlPath) {
      const r = await ask(urlPath);
      return r?.type === 'category' ? { slug: r.slug, url_path: r.url_path } : undefined;
    },
  };
}

/**
 * The page paths a site URL (path and query) may resolve to by url_path, most likely first (urlPathReadings: a
 * category's page, then its need page), or none when nothing maps ('No mapping found') or the url map cannot be
 * asked (`onError` is told; the not-found page stands).
 */
export async function resolvedPagePaths(
  siteId: SiteId,
  url: string,
  cfg: Config,
  map: UrlMap,
  onError: (error: unknown) => void = () => undefined,
): Promise<readonly string[]> {
  const store = storeForPath(siteId, url, { views: cfg.storeViews });
  if (!store) return [];
  try {
    const readings = await urlPathReadings(url, urlMapLookup(map, store), store);
    return readings.map((match) => buildPath(match.route.name, match.params));
  } catch (error) {
    // No mapping: the url map logs a path it cannot map (debug); the not-found page stands.
    if (!(error instanceof NoMappingError)) onError(error);
    return [];
  }
}
