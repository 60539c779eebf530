/**
 * The catalogue's entries of getStaticPaths (spec 000 §2), for its two page files: every category and need
 * page of each store view of the site being built with the companion page of each (every card,
 * listing-view.ts), and every product page (the four product routes). An empty snapshot gives none.
 */
import { config, site as siteOf, type Config, type SiteId } from '../../config/index.ts';
import type { StaticRoutePath } from '../../catalog/index.ts';
import { storeCatalogs, type CategoryPath, type StoreCatalog } from './collections.ts';
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

/** The store catalogues of the site being built, in its store order (an empty snapshot gives none). */
async function siteCatalogs(siteId: SiteId, cfg: Config): Promise<StoreCatalog[]> {
  const catalogs = await storeCatalogs(cfg);
  return siteOf(siteId, cfg).stores.flatMap((store) => catalogs.get(store) ?? []);
}

/** Every category and need page of the site, and the companion page of each. */
export async function listingStaticPaths(siteId: SiteId, cfg: Config = config()): Promise<CatalogStaticPath[]> {
  return (await siteCatalogs(siteId, cfg)).flatMap(({ store, categoryPaths, needPaths }) => {
    const companion = (kind: 'category' | 'needs') => (p: CategoryPath) => ({
      params: { path: listingCardsPath(store, kind, p.categoryId).slice(1) },
      props: { routeName: p.routeName, params: p.params, entryId: `${store}/${p.categoryId}`, companion: true as const },
    });
    return [
      ...categoryPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...needPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...categoryPaths.map(companion('category')),
      ...needPaths.map(companion('needs')),
    ];
  });
}

/** Every product page of the site (the four product routes). */
export async function productStaticPaths(siteId: SiteId, cfg: Config = config()): Promise<CatalogStaticPath[]> {
  return (await siteCatalogs(siteId, cfg)).flatMap(({ store, productPaths }) =>
    productPaths.map((p) => entry(p, `${store}/${p.sku}`)),
  );
}
