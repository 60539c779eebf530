/**
 * The blog's entry points for the catch-all page: its static paths and the data of a blog route's page,
 * from the build's collections (./paths.ts, ./blog-page.ts, ./article-page.ts hold the logic).
 */
import type { SiteId } from '../../config/index.ts';
import type { RouteDef } from '../../routing/index.ts';
import { alternateSources } from '../catalog/alternate-sources.ts';
import { storeCatalogs } from '../catalog/collections.ts';
import { blogArticlePage, type BlogArticlePage } from './article-page.ts';
import { blogListPage, type BlogListPage } from './blog-page.ts';
import { blogStaticPaths, type BlogStaticPath } from './paths.ts';

export async function blogPaths(siteId: SiteId): Promise<BlogStaticPath[]> {
  return blogStaticPaths(siteId, await storeCatalogs());
}

/** The page of a blog, blog-category or blog-article route; undefined for any other screen. */
export async function blogPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
): Promise<BlogListPage | BlogArticlePage | undefined> {
  const catalogs = await storeCatalogs();
  const sources = await alternateSources();
  if (route.screen === 'blog' || route.screen === 'blog-category') return blogListPage(route, params, catalogs, sources);
  if (route.screen === 'blog-article') return blogArticlePage(route, params, catalogs, sources);
  return undefined;
}
