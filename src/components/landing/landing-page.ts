/**
 * The landing pages' entry points for the catch-all page: their static paths, and the data of one page
 * (metadata, view, JSON-LD) from the build's collections. Title: the entry's title; breadcrumbs name a
 * landing parent (the hair-loss page above its sub-pages) by its content title and leave it out when it
 * is not built, and a landing parent links its built sub-pages; hreflang: the same entry on the same route
 * where another store view of the site builds it.
 */
import { buildInstant } from '../../config/build-instant.ts';
import { config, site as siteOf, type Config, type SiteId, type StoreCode } from '../../config/index.ts';
import { pageMeta, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import { baseName, type RouteDef } from '../../routing/index.ts';
import { faqPageLd } from '../blog/json-ld.ts';
import { alternateSources } from '../catalog/alternate-sources.ts';
import type { PageSource } from '../catalog/page-source.ts';
import { catalogAlternates } from '../catalog/alternates.ts';
import { storeCatalogs, type StoreCatalog } from '../catalog/collections.ts';
import { jsonLdText } from '../catalog/json-ld.ts';
import { sharingImage } from '../content/banner.ts';
import { landingEntries, landingTitles, seriesPageSlugs } from './landing-content.ts';
import { landingCrumbs } from './landing-meta.ts';
import { LANDING_SCREENS, landingPaths, landingSubPages, type LandingPath, type SubPage } from './landing-paths.ts';
import { landingBanner, landingView, type LandingView } from './landing-view.ts';

export interface LandingPage {
  readonly meta: PageMeta;
  readonly view: LandingView;
  readonly jsonLd: readonly string[];
  /** The built landing pages below this one (the hair-loss page's women, men and postpartum pages), by title. */
  readonly children: readonly SubPage[];
}

function pathsOf(catalog: Pick<StoreCatalog, 'store' | 'content'>, now: Date): LandingPath[] {
  return landingPaths(catalog.store as StoreCode, catalog.content('landing_pages'), now);
}

/** Static paths of the landing pages of a site's store views ([...editorial].astro getStaticPaths). */
export async function landingStaticPaths(siteId: SiteId, cfg: Config = config(), now = buildInstant()) {
  const catalogs = await storeCatalogs(cfg);
  return siteOf(siteId, cfg).stores.flatMap((store) => {
    const catalog = catalogs.get(store);
    if (!catalog) return [];
    return pathsOf(catalog, now).map((p) => ({
      params: { path: p.path.slice(1) },
      props: { routeName: p.routeName, params: p.params, entryId: p.entryId },
    }));
  });
}

/** The page of a landing route (its content entry `entryId`); undefined for any other screen. */
export async function landingPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  entryId: string,
  cfg: Config = config(),
  now = buildInstant(),
): Promise<LandingPage | undefined> {
  if (!LANDING_SCREENS.has(route.screen)) return undefined;
  const catalogs = await storeCatalogs(cfg);
  const catalog = catalogs.get(route.store);
  const entries = landingEntries(catalog?.content('landing_pages'), now);
  const entry = entries.find((e) => e._id === entryId);
  if (!catalog || !entry) throw new Error(`No landing content ${entryId} for ${route.name}`);
  const base = pageMeta({ route, params, derived: { title: entry.title }, isPublished: (r) => isPublished(r, cfg), cfg });
  const view = landingView(entry, {
    store: base.store,
    data: catalog,
    now,
    settings: cfg.settings,
    seriesSlugs: seriesPageSlugs(catalog.content('landing_pages'), now),
  });
  const built = pathsOf(catalog, now);
  const titleOf = landingTitles(entries);
  const breadcrumbs = landingCrumbs(route, base.breadcrumbs, built, titleOf);
  const same = (c: PageSource) => (p: LandingPath) => p.entryId === entryId && p.routeName === `${c.store}-${baseName(route)}`;
  const alternates = catalogAlternates(await alternateSources(cfg), (c) => pathsOf(c, now).find(same(c))?.path, cfg);
  const meta: PageMeta = {
    ...base,
    breadcrumbs,
    alternates,
    ...sharingImage(base.store, landingBanner(entry), entry.title, cfg),
  };
  const faq = faqPageLd(entry.faq);
  const children = landingSubPages(built, titleOf).get(route.name) ?? [];
  return { meta, view, jsonLd: faq ? [jsonLdText(faq)] : [], children };
}
