/**
 * Breadcrumbs and hreflang alternates of the blog's pages. Slugs are translated, so "the same page" in
 * another store view is the same content entry (category or post `_id`, same page number) where that
 * store view builds it (as for catalogue pages, src/components/catalog/alternates.ts).
 */
import type { Config, StoreCode, StoreView } from '../../config/index.ts';
import { translator } from '../../i18n/index.ts';
import type { Alternate, Crumb } from '../../layouts/page-meta.ts';
import { buildPath, homeRoute } from '../../routing/index.ts';
import { catalogAlternates } from '../catalog/alternates.ts';
import type { PageSource } from '../catalog/page-source.ts';
import { blogData, type BlogData } from './blog-data.ts';
import { hasBlog, listHref } from './blog-links.ts';

/** home › blog › …`trail` (the blog's own crumb links its first page). */
export function blogCrumbs(store: StoreView, trail: readonly Crumb[]): Crumb[] {
  const t = translator(store.wording);
  return [
    { label: t('breadcrumbs.home'), href: buildPath(homeRoute(store.code).name) },
    { label: t('route.blog.title'), href: listHref(store.code, 1) },
    ...trail,
  ];
}

/** The page in each store view of `catalogs` with the blog that `find` names from that store view's blog. */
export function blogAlternates(
  catalogs: ReadonlyMap<string, PageSource>,
  find: (store: StoreCode, data: BlogData) => string | undefined,
  cfg: Config,
): Alternate[] {
  return catalogAlternates(
    catalogs,
    (catalog) => {
      const store = catalog.store as StoreCode;
      return hasBlog(store) ? find(store, blogData(store, catalog)) : undefined;
    },
    cfg,
  );
}
