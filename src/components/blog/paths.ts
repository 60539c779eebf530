/**
 * The blog's entries of getStaticPaths: page 2..n of the list, every category with posts (page 1..n)
 * and every article, in each store view of the site that has the blog. Page 1 of the list is a
 * published static route (src/layouts/published.ts). Unknown categories get no page (404).
 */
import { config, site as siteOf, type Config, type SiteId, type StoreCode } from '../../config/index.ts';
import { routeFor } from '../../routing/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { blogData, categoriesWithPosts, listPageCount, type BlogData } from './blog-data.ts';
import { articleHref, BLOG_ROUTES, hasBlog, listHref } from './blog-links.ts';

export interface BlogStaticPath {
  readonly params: { readonly path: string };
  readonly props: { readonly routeName: string; readonly params: Readonly<Record<string, string>> };
}

function entry(store: StoreCode, base: string, path: string, params: Record<string, string>): BlogStaticPath {
  const route = routeFor(store, base);
  if (!route) throw new Error(`Store view ${store} has no ${base} route`);
  return { params: { path: path.slice(1) }, props: { routeName: route.name, params } };
}

function listPages(store: StoreCode, data: BlogData, category: string | undefined): BlogStaticPath[] {
  return Array.from({ length: listPageCount(data, category) }, (_, i) => i + 1).flatMap((page) => {
    const href = listHref(store, page, category);
    const pageParam: Record<string, string> = page > 1 ? { page: String(page) } : {};
    if (category === undefined) return page > 1 ? [entry(store, BLOG_ROUTES.listPage, href, pageParam)] : [];
    const base = page > 1 ? BLOG_ROUTES.categoryPage : BLOG_ROUTES.category;
    return [entry(store, base, href, { category, ...pageParam })];
  });
}

/** The blog pages of one store view. */
export function storeBlogPaths(store: StoreCode, catalog: Pick<StoreCatalog, 'content'>): BlogStaticPath[] {
  if (!hasBlog(store)) return [];
  const data = blogData(store, catalog);
  return [
    ...listPages(store, data, undefined),
    ...categoriesWithPosts(data).flatMap((c) => listPages(store, data, c.slug)),
    ...data.posts.map((p) => entry(store, BLOG_ROUTES.article, articleHref(store, p), { category: p.category, slug: p.slug })),
  ];
}

export function blogStaticPaths(
  siteId: SiteId,
  catalogs: ReadonlyMap<string, StoreCatalog>,
  cfg: Config = config(),
): BlogStaticPath[] {
  return siteOf(siteId, cfg).stores.flatMap((store) => {
    const catalog = catalogs.get(store);
    return catalog ? storeBlogPaths(store, catalog) : [];
  });
}
