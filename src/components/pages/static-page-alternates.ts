/**
 * hreflang alternates of the pages showing a static page: the same entry (`_id`) wherever a store view of
 * the site builds it, on a fixed route (delivery costs, payment methods) or as a CMS page (the Romanian
 * view has no fixed route for them), so that the two kinds of page name each other.
 */
import type { Config, StoreCode } from '../../config/index.ts';
import type { Alternate } from '../../layouts/page-meta.ts';
import { routeFor } from '../../routing/index.ts';
import { catalogAlternates } from '../catalog/alternates.ts';
import type { PageSource } from '../catalog/page-source.ts';
import { contentPaths } from './content-routes.ts';
import { FIXED_PAGE_SCREENS, fixedPagePath, staticPageByIdentifier } from './static-pages.ts';

type Content = (section: string) => unknown;

/**
 * The path where a store view builds the static page `entryId`: the fixed route that shows it, else its
 * CMS page; undefined when the store view builds it nowhere.
 */
export function staticPagePath(store: StoreCode, content: Content, now: Date, entryId: string): string | undefined {
  for (const screen of FIXED_PAGE_SCREENS) {
    const page = staticPageByIdentifier(content('static_pages'), screen);
    const path = page?._id === entryId ? fixedPagePath(store, page) : undefined;
    if (path) return path;
  }
  const cms = routeFor(store, 'cms-page')?.name;
  return contentPaths(store, content, now).find((p) => p.routeName === cms && p.entryId === entryId)?.path;
}

/** Alternates of both lists, each language once (the first list's link wins), x-default last. */
function joined(first: readonly Alternate[], second: readonly Alternate[]): Alternate[] {
  const all = [...first, ...second];
  const unique = all.filter((a, i) => all.findIndex((b) => b.hreflang === a.hreflang) === i);
  return [...unique.filter((a) => a.hreflang !== 'x-default'), ...unique.filter((a) => a.hreflang === 'x-default')];
}

/**
 * The alternates of a page showing the static page `entryId`: its route's own (`routeAlternates`: a fixed
 * route's, in every store view with that route) and the page of the same entry in each store view of the site.
 */
export function staticPageAlternates(
  entryId: string,
  catalogs: ReadonlyMap<string, PageSource>,
  routeAlternates: readonly Alternate[],
  cfg: Config,
  now: Date,
): Alternate[] {
  const sameEntry = catalogAlternates(
    catalogs,
    (c) => staticPagePath(c.store as StoreCode, (s) => c.content(s), now, entryId),
    cfg,
  );
  return joined(routeAlternates, sameEntry);
}
