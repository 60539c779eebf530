/**
 * The pages of a store view that exist only with their content (spec 000 §2 "Content-driven screens"):
 * the ambassador (only when published), every visible special offer and every static page. A page
 * exists only where the store view's table has the route; a static page shown by a fixed route (its
 * identifier is `delivery-costs` or `payment-methods` and the store view has that route), a static page
 * whose path is another route's path, and slugs that are not one path segment are skipped.
 */
import type { StoreCode } from '../../config/index.ts';
import { buildPath, routeFor, routesFor } from '../../routing/index.ts';
import { publishedAmbassador } from './brand.ts';
import { visibleOffers } from './offers.ts';
import { isPathSegment } from './parse.ts';
import { fixedPagePath, staticPages } from './static-pages.ts';

export interface ContentPath {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string>>;
  readonly path: string;
  /** The content entry the page shows (its `_id`; `ambassador` for the singleton). */
  readonly entryId: string;
}

/** The content-gated pages of a store view at `now`, from its content sections. */
export function contentPaths(store: StoreCode, content: (section: string) => unknown, now: Date): ContentPath[] {
  const out: ContentPath[] = [];
  const ambassador = routeFor(store, 'ambassador');
  if (ambassador && publishedAmbassador(content('ambassador'))) {
    out.push({ routeName: ambassador.name, params: {}, path: buildPath(ambassador.name), entryId: 'ambassador' });
  }
  const slugged = (base: string, entries: readonly { readonly _id?: string; readonly id?: string; readonly slug: string }[]) => {
    const route = routeFor(store, base);
    if (!route) return;
    const fixed = new Set(routesFor(store).flatMap((r) => (r.params.length === 0 ? [r.path, ...(r.aliases ?? [])] : [])));
    for (const entry of entries) {
      if (!isPathSegment(entry.slug)) continue;
      const params = { slug: entry.slug };
      const path = buildPath(route.name, params);
      if (!fixed.has(path)) out.push({ routeName: route.name, params, path, entryId: entry._id ?? entry.id ?? entry.slug });
    }
  };
  slugged('special-offer', visibleOffers(content('special_offers'), now));
  slugged(
    'cms-page',
    staticPages(content('static_pages')).filter((page) => fixedPagePath(store, page) === undefined),
  );
  return out;
}
