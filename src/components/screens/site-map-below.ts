/**
 * What the site map lists under a page, by the page's path: the blog's categories (those with posts, as the blog
 * builds their pages) under the blog, and a landing page's sub-pages under it.
 */
import type { StoreCode } from '../../config/index.ts';
import { buildPath } from '../../routing/index.ts';
import { blogData, categoryLinks } from '../blog/blog-data.ts';
import { hasBlog, listHref } from '../blog/blog-links.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { landingEntries, landingTitles } from '../landing/landing-content.ts';
import { landingPaths, landingSubPages, type SubPage } from '../landing/landing-paths.ts';

export function pagesBelow(store: StoreCode, catalog: Pick<StoreCatalog, 'content'>, now: Date): Map<string, SubPage[]> {
  const below = new Map<string, SubPage[]>();
  if (hasBlog(store)) {
    const links = categoryLinks(blogData(store, catalog), store);
    if (links.length > 0) below.set(listHref(store, 1), links);
  }
  const landing = catalog.content('landing_pages');
  const entries = landingEntries(landing, now);
  const subPages = landingSubPages(landingPaths(store, landing, now), landingTitles(entries));
  for (const [parent, pages] of subPages) below.set(buildPath(parent), pages);
  return below;
}
