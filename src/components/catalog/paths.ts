/**
 * The catalogue's entries of getStaticPaths (spec 000 §2): every category page, need page and
 * product page (the four product routes) of each store view of the site being built. An empty
 * snapshot gives none.
 */
import { config, site as siteOf, type Config, type SiteId } from '../../config/index.ts';
import type { StaticRoutePath } from '../../catalog/index.ts';
import { storeCatalogs } from './collections.ts';

export interface CatalogStaticPath {
  readonly params: { readonly path: string };
  readonly props: {
    readonly routeName: string;
    readonly params: Readonly<Record<string, string>>;
    /** The collection entry the page shows: `{store}/{sku}` (products) or `{store}/{id}` (categories, needs). */
    readonly entryId: string;
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
    return [
      ...catalog.categoryPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...catalog.needPaths.map((p) => entry(p, `${store}/${p.categoryId}`)),
      ...catalog.productPaths.map((p) => entry(p, `${store}/${p.sku}`)),
    ];
  });
}
