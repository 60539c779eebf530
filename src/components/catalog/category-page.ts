/**
 * The data of a category or need page (spec 000 §2): the category of the entry id, its title, its
 * breadcrumbs under the store home, its subcategories, its listing and hreflang alternates, its content
 * (listing-content.ts: header, banner, lead, boxes, expert tip and preview, offer bundle; the entry's seo
 * as title and description); and of the listing's companion page (every card, listing-view.ts).
 */
import { categoryLinkTest } from '../../domain/catalog/category-reading.ts';
import { buildInstant } from '../../config/build-instant.ts';
import { config, defaultStoreView, storeView, type Config, type StoreView } from '../../config/index.ts';
import { breadcrumbsForCategory, categoryPagePath, productsInCategory, type CatalogCategory } from '../../catalog/index.ts';
import { translator } from '../../i18n/index.ts';
import { isShownOnStore } from '../../domain/content/visibility.ts';
import { pageMeta, type Crumb, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import { buildPath, homeRoute, type RouteDef } from '../../routing/index.ts';
import { alternateSources } from './alternate-sources.ts';
import { catalogAlternates } from './alternates.ts';
import { storeCatalog } from './collections.ts';
import { listingCards, listingCardsPath, listingView, type ListingCards, type ListingView } from './listing-view.ts';
import { listingContentView, type ListingContentView } from './listing-content.ts';
import { sharingImage } from '../content/banner.ts';
import { boxView, type BoxView } from '../pages/views.ts';

/** The content of a category or need page, with the offer bundle its entry names. */
export type ListingContent = ListingContentView & { readonly box: BoxView | undefined };

export interface CategoryPage {
  readonly meta: PageMeta;
  readonly heading: string;
  /** The page's own path (the listing's links carry their query on it). */
  readonly path: string;
  readonly subcategories: readonly { readonly name: string; readonly href: string }[];
  readonly listing: ListingView;
  /** The content service's entry for the page, when it has a valid one. */
  readonly content: ListingContent | undefined;
}

/** The companion page of a category or need listing: every card and the values the listing island filters by. */
export interface ListingCardsPage extends ListingCards {
  readonly store: StoreView;
  readonly title: string;
}

export async function listingCardsPage(route: RouteDef, entryId: string, cfg: Config = config()): Promise<ListingCardsPage> {
  const { catalog, category } = await listingOf(route, entryId, cfg);
  const store = storeView(route.store, cfg);
  const cards = listingCards(productsInCategory(catalog.products, category.id), {
    store,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    linked: catalog.linked,
    settings: cfg.settings,
    now: buildInstant(),
  });
  return { ...cards, store, title: category.name };
}

/** The category (or need) of a listing route's entry id, with its store view's catalogue and tree. */
async function listingOf(route: RouteDef, entryId: string, cfg: Config) {
  const kind = route.screen === 'needs' ? ('needs' as const) : ('category' as const);
  const catalog = await storeCatalog(route.store, cfg);
  const tree = kind === 'needs' ? catalog.needs : catalog.categories;
  const category = tree.find((c) => `${c.store}/${c.id}` === entryId);
  if (!category) throw new Error(`No ${kind} ${entryId} for ${route.name}`);
  return { kind, catalog, tree, category };
}

export async function categoryPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  entryId: string,
  cfg: Config = config(),
): Promise<CategoryPage> {
  const { kind, catalog, tree, category } = await listingOf(route, entryId, cfg);
  const showExpert = isShownOnStore('expert', route.store, defaultStoreView(cfg).code);
  const view = listingContentView({ kind, category, tree, content: catalog.content, showExpert });
  const t = translator(storeView(route.store, cfg).wording);
  const derived = {
    title: view?.seo.title ?? category.name,
    // A page's own description, else one naming it (the route's one text would be every such page's).
    description: view?.seo.description ?? t('listing.description', { name: category.name }),
  };
  const base = pageMeta({ route, params, derived, isPublished: (r) => isPublished(r, cfg), cfg });
  const path = buildPath(route.name, params);
  const trail = breadcrumbsForCategory(category, tree, kind).flatMap((c): Crumb[] =>
    c.path === undefined ? [] : [{ label: c.name, href: c.path }],
  );
  const breadcrumbs = [{ label: t('breadcrumbs.home'), href: buildPath(homeRoute(route.store).name) }, ...trail];
  const catalogs = await alternateSources(cfg);
  const paths = (c: (typeof catalog)['categoryPaths']) => c.find((p) => p.categoryId === category.id)?.path;
  const alternates = catalogAlternates(catalogs, (c) => paths(kind === 'needs' ? c.needPaths : c.categoryPaths), cfg);
  const meta: PageMeta = { ...base, breadcrumbs, alternates, ...sharingImage(base.store, view?.banner, category.name, cfg) };
  const byId = (id: number): CatalogCategory | undefined => tree.find((c) => c.id === id);
  const linked = categoryLinkTest(tree);
  // Of the category tree, the subcategories with products (isCategoryLinked); a need's, all.
  const subcategories = category.child_ids.flatMap((id) => {
    const child = byId(id);
    if (!child?.is_active || (kind === 'category' && !linked(child))) return [];
    const href = categoryPagePath(child, tree, kind);
    return href ? [{ name: child.name, href }] : [];
  });
  const listing = listingView(productsInCategory(catalog.products, category.id), {
    cardsPath: listingCardsPath(route.store, kind, category.id),
    store: base.store,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    linked: catalog.linked,
    settings: cfg.settings,
    now: buildInstant(),
    t,
  });
  // The box is found by id in the `boxes` section and shown as on a special offer.
  const box = view?.boxId
    ? boxView(
        { boxId: view.boxId },
        {
          store: base.store,
          storeViews: cfg.storeViews,
          data: catalog,
          now: buildInstant(),
          settings: cfg.settings,
        },
      )
    : undefined;
  return {
    meta,
    heading: view?.title ?? category.name,
    path,
    subcategories,
    listing,
    content: view ? { ...view, box } : undefined,
  };
}
