/**
 * The catalogue's entries of getStaticPaths (spec 000 §2): every category page, need page and
 * product page (the four product routes) of each store view of the site being built, and the companion
 * page of each category and need listing (every card, listing-view.ts). An empty snapshot gives none.
 */
import { config, site as siteOf, type Config, type SiteId } from '../../config/index.ts';
import type { StaticRoutePath } from '../../catalog/index.ts';
import { storeCatalogs, type CategoryPath } from './collections.ts';
import { listingCardsPath } from './listing-view.ts';

export interface CatalogStaticPath {
  readonly params: { readonly path: string };
  readonly props: {
    readonly routeName: string;
    readonly params: Readonly<Record<string, string>>;
    /** The collection entry the page shows: `{store}/{sku}` (products) or `{store}/{id}` (categories, needs). */
    readonly entryId: string;
    /** The listing's companion page rather than the listing itself. */
    readonly companion?: true;
  };
}

function entry(p: StaticRoutePath, entryId: string): CatalogStaticPath {
  return { params: { path: p.path.slice(1) }, props: { routeName: p.routeName, params: p.params, entryId } };
}

export async function catalogStaticPaths(siteId: SiteId, cfg: Config = config()): Promise<CatalogStaticPath[]> {
  const catalogs = await storeCatalogs(cfg);
  return siteOf(siteId, cfg).stores.flatMap((store) => {
    const catalog = catalogs.get(store);
    if (!catalog) return [];
    const companion = (kind: 'category' | 'needs') => (p: CategoryPath) => ({
      params: { path: listingCardsPath(store, kind, p.categoryId).slice(1) },
      props: { routeName: p.routeName, params: p.params, entryId: `${store}/${p.categoryId}`, companion: true as const },
    });
    return [
      ...catalog.categoryPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...catalog.needPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...catalog.productPaths.map((p) => entry(p, `${store}/${p.sku}`)),
      ...catalog.categoryPaths.map(companion('category')),
      ...catalog.needPaths.map(companion('needs')),
    ];
  });
}
