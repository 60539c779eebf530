/**
 * The data of a content page (special offers, CMS and brand pages): its metadata (title, description,
 * canonical, hreflang, breadcrumbs, Open Graph image) and its view. Pages with a content entry (an offer,
 * a static page, the ambassador) have alternates only where that entry's page exists.
 */
import { buildInstant } from '../../config/build-instant.ts';
import { config, site as siteOf, type Config, type SiteId, type StoreCode } from '../../config/index.ts';
import { pageMeta, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import { baseName, buildPath, routeFor, type RouteDef } from '../../routing/index.ts';
import { alternateSources } from '../catalog/alternate-sources.ts';
import { catalogAlternates } from '../catalog/alternates.ts';
import { BANNER_SIZES, bannerView, sharingImage } from '../content/banner.ts';
import { storeCatalog, storeCatalogs } from '../catalog/collections.ts';
import { contentPaths, type ContentPath } from './content-routes.ts';
import { cmsTitle } from '../../domain/content/cms-title.ts';
import { FIXED_PAGE_SCREENS, staticPageByIdentifier, staticPages } from './static-pages.ts';
import { staticPageAlternates } from './static-page-alternates.ts';
import { contentView, offerOf, type ContentView, type ViewContext } from './views.ts';

export interface ContentPage {
  readonly meta: PageMeta;
  /** The page heading: the entry's title, else the route's title. */
  readonly heading: string;
  readonly view: ContentView;
}

/** Static paths of the content-gated pages of a site's store views ([...editorial].astro getStaticPaths). */
export async function pagesStaticPaths(siteId: SiteId, cfg: Config = config(), now = buildInstant()) {
  const catalogs = await storeCatalogs(cfg);
  return siteOf(siteId, cfg).stores.flatMap((store) => {
    const catalog = catalogs.get(store);
    if (!catalog) return [];
    return contentPaths(store, (s) => catalog.content(s), now).map((p) => ({
      params: { path: p.path.slice(1) },
      props: { routeName: p.routeName, params: p.params, entryId: p.entryId },
    }));
  });
}

export async function contentPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  entryId: string,
  cfg: Config = config(),
  now = buildInstant(),
): Promise<ContentPage> {
  const data = await storeCatalog(route.store, cfg);
  const base = pageMeta({ route, params, isPublished: (r) => isPublished(r, cfg), cfg });
  const ctx: ViewContext = { store: base.store, storeViews: cfg.storeViews, data, now, settings: cfg.settings };
  const offerRoute = routeFor(route.store, 'special-offer');
  const offerHref = (slug: string) => (offerRoute ? buildPath(offerRoute.name, { slug }) : '');
  const view = contentView(route.screen, entryId, ctx, offerHref);
  if (!view) throw new Error(`No content for ${route.name} ${entryId}`);
  const catalogs = await alternateSources(cfg);
  if (route.params.length === 0 && route.screen !== 'ambassador') {
    // The safe payment and delivery pages are headed by their content's header.
    const heading = view.kind === 'safe' && view.info ? view.info.header : base.title;
    // Delivery costs and payment methods: also the CMS page of their entry where a store view has no such route.
    const shown = FIXED_PAGE_SCREENS.includes(route.screen)
      ? staticPageByIdentifier(data.content('static_pages'), route.screen)
      : undefined;
    const alternates = shown ? staticPageAlternates(shown._id, catalogs, base.alternates, cfg, now) : base.alternates;
    return { meta: { ...base, alternates }, heading, view };
  }

  // Pages of one content entry: derived title and description, alternates where the entry's page exists.
  const offer = view.kind === 'offer' ? offerOf(ctx, entryId) : undefined;
  const page = route.screen === 'cms-page' ? staticPages(data.content('static_pages')).find((p) => p._id === entryId) : undefined;
  const title = offer?.title ?? (page ? cmsTitle(route.store, page, cfg.settings.cmsSlugTitleStores) : base.title);
  const derived = { title, description: offer?.lead ?? base.description };
  const meta = pageMeta({ route, params, derived, isPublished: (r) => isPublished(r, cfg), cfg });
  const same = (store: string) => (p: ContentPath) => p.entryId === entryId && p.routeName === `${store}-${baseName(route)}`;
  // A static page's entry may be shown by a fixed route in another store view (staticPageAlternates).
  const alternates = page
    ? staticPageAlternates(entryId, catalogs, meta.alternates, cfg, now)
    : catalogAlternates(
        catalogs,
        (c) => contentPaths(c.store as StoreCode, (s) => c.content(s), now).find(same(c.store))?.path,
        cfg,
      );
  const banner = offer?.banner ? bannerView(offer.banner, BANNER_SIZES.offer) : undefined;
  // A CMS page is headed by its entry's own title; its <title> follows the slug rule where the setting says so.
  const heading = page?.title ?? title;
  const full = { ...meta, alternates, ...sharingImage(meta.store, banner, title, cfg) };
  return { meta: full, heading, view };
}
