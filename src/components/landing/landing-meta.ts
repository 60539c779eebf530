/** The breadcrumbs of a landing page: a landing parent is named by its content title, or left out when not built. */
import type { Crumb } from '../../layouts/page-meta.ts';
import { breadcrumbTrail, type RouteDef } from '../../routing/index.ts';
import { LANDING_SCREENS, type LandingPath } from './landing-paths.ts';

/**
 * The breadcrumbs of a landing page: home, its parents and itself. A parent that is a landing page is
 * named by its content title, and left out when its store view does not build it.
 */
export function landingCrumbs(
  route: RouteDef,
  crumbs: readonly Crumb[],
  built: readonly LandingPath[],
  titleOf: (entryId: string) => string | undefined,
): Crumb[] {
  const trail = breadcrumbTrail(route);
  return crumbs.flatMap((crumb, i) => {
    const parent = i < crumbs.length - 1 ? trail[i] : undefined;
    if (!parent || !LANDING_SCREENS.has(parent.screen)) return [crumb];
    const page = built.find((p) => p.routeName === parent.name);
    const title = page ? titleOf(page.entryId) : undefined;
    return title ? [{ ...crumb, label: title }] : [];
  });
}
