/**
 * hreflang alternates of catalogue pages. Slugs are translated per store view, so "the same page" in
 * another store view is the same entity (category id, product sku and childSku) on the equivalent
 * route, with that store view's own params, and only where that page is built: in any enabled store view,
 * of either site (./alternate-sources.ts; docs/decisions.md).
 */
import { defaultStoreView, storeView, type Config, type StoreCode } from '../../config/index.ts';
import { absoluteUrl, type Alternate } from '../../layouts/page-meta.ts';
import type { PageSource } from './page-source.ts';

/**
 * The alternates of a page: for each store view of `catalogs` (the page's own included), the path `find`
 * gives; x-default for the default store view when it has the page. None when only the page's own
 * store view has it.
 */
export function catalogAlternates(
  catalogs: ReadonlyMap<string, PageSource>,
  find: (catalog: PageSource) => string | undefined,
  cfg: Config,
): Alternate[] {
  const found = [...catalogs.values()].flatMap((catalog) => {
    const path = find(catalog);
    return path === undefined ? [] : [{ store: storeView(catalog.store as StoreCode, cfg), path }];
  });
  if (found.length < 2) return [];
  const list = found.map(({ store, path }) => ({ hreflang: store.hreflang, href: absoluteUrl(store, path, cfg) }));
  const def = found.find((f) => f.store.code === defaultStoreView(cfg).code);
  if (def) list.push({ hreflang: 'x-default', href: absoluteUrl(def.store, def.path, cfg) });
  return list;
}
