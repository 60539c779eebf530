/**
 * The landing pages a store view builds: each emotopic and hair-loss route whose `contentSlug` names a
 * published landing entry (by its `_id`, the same in every language), and one series page per published
 * series entry (`/seria/{slug}`) where the store view's table has the route. Without its content a
 * landing route is not built.
 */
import type { StoreCode } from '../../config/index.ts';
import { buildPath, routeByName, routeFor, routesFor, type Screen } from '../../routing/index.ts';
import { landingEntries, seriesPageSlugs, type LandingEntry } from './landing-content.ts';

/** The screens of this folder. */
export const LANDING_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['emotopic-landing', 'hair-landing', 'series-landing']);

export interface LandingPath {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string>>;
  readonly path: string;
  /** The landing entry's `_id`. */
  readonly entryId: string;
}

/** The landing pages of a store view at `now`, from its `landing_pages` section. */
export function landingPaths(store: StoreCode, landingPages: unknown, now: Date): LandingPath[] {
  const entries = landingEntries(landingPages, now);
  const byId = new Map(entries.map((e) => [e._id, e]));
  const bound = routesFor(store).flatMap((route): LandingPath[] => {
    const entry = route.contentSlug !== undefined && LANDING_SCREENS.has(route.screen) ? byId.get(route.contentSlug) : undefined;
    return entry ? [{ routeName: route.name, params: {}, path: buildPath(route.name), entryId: entry._id }] : [];
  });
  const series = routeFor(store, 'series-landing');
  if (!series) return bound;
  const slugs = seriesPageSlugs(landingPages, now);
  const fixed = new Set(bound.map((p) => p.path));
  const pages = entries.flatMap((entry: LandingEntry): LandingPath[] => {
    if (entry.type !== 'series' || !slugs.delete(entry.slug)) return [];
    const params = { slug: entry.slug };
    const path = buildPath(series.name, params);
    return fixed.has(path) ? [] : [{ routeName: series.name, params, path, entryId: entry._id }];
  });
  return [...bound, ...pages];
}

/** A page linked from the page above it: its title and path. */
export interface SubPage {
  readonly label: string;
  readonly href: string;
}

/**
 * The sub-pages of each built landing page, by the parent's route name ("More on this topic" on the page, and
 * under it on the site map): the built pages whose route names it as parent, titled by their entry.
 */
export function landingSubPages(
  built: readonly LandingPath[],
  titleOf: (entryId: string) => string | undefined,
): Map<string, SubPage[]> {
  const below = new Map<string, SubPage[]>();
  for (const page of built) {
    const parent = routeByName(page.routeName)?.parent;
    const label = titleOf(page.entryId);
    if (parent === undefined || !label) continue;
    below.set(parent, [...(below.get(parent) ?? []), { label, href: page.path }]);
  }
  return below;
}
