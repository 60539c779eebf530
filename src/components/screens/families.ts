/**
 * Which page file of `src/pages` renders a route. Each family is an Astro page of its own, so that a built
 * page carries only the styles of its family's screens (Astro bundles styles per page file): the
 * listings (`[...listing].astro`: category and need pages with their companions), the product pages
 * (`[...product].astro`), the editorial screens
 * (`[...editorial].astro`: blog, content pages, landing pages), the finders (`[...finder].astro`: the
 * search results and the pharmacy finder, each built around its island), the redirects (`[...moved].astro`:
 * a page with no styles that sends the browser on) and the shell (`[...path].astro`: home, site map, status
 * pages).
 */
import { buildSiteId } from '../../config/index.ts';
import { routeByName, type RouteDef, type Screen } from '../../routing/index.ts';
import { redirectOf, staticPaths, type StaticPath } from '../../layouts/published.ts';
import { LANDING_SCREENS } from '../landing/landing-paths.ts';
import { CONTENT_SCREENS } from '../pages/views.ts';

const BLOG_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['blog', 'blog-category', 'blog-article']);

/** A route the editorial page file renders: a blog, content or landing screen that is not a redirect. */
export function isEditorialRoute(route: RouteDef): boolean {
  const { screen } = route;
  return (BLOG_SCREENS.has(screen) || CONTENT_SCREENS.has(screen) || LANDING_SCREENS.has(screen)) && !redirectOf(route);
}

const FINDER_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['search', 'pharmacy-finder']);

/** A route the finder page file renders: the search results or the pharmacy finder, when not a redirect. */
export function isFinderRoute(route: RouteDef): boolean {
  return FINDER_SCREENS.has(route.screen) && !redirectOf(route);
}

/** A route the redirects' page file renders: any route that redirects (spec 000 §2: /filozofia → /o-marce). */
export function isRedirectRoute(route: RouteDef): boolean {
  return redirectOf(route) !== undefined;
}

/** The static paths of the built site's published routes that a family renders. */
export function familyStaticPaths(belongs: (route: RouteDef) => boolean): StaticPath[] {
  return staticPaths(buildSiteId()).filter((p) => {
    const route = routeByName(p.props.routeName);
    return route !== undefined && belongs(route);
  });
}

/** Static paths of a page file whose rest parameter has another name than `path` (`[...listing]`, `[...product]`, `[...editorial]`, `[...finder]`). */
export function withParam<N extends string, P extends { readonly params: { readonly path: string | undefined } }>(
  name: N,
  paths: readonly P[],
): (Omit<P, 'params'> & { params: Record<N, string | undefined> })[] {
  return paths.map(({ params, ...rest }) => ({ ...rest, params: { [name]: params.path } as Record<N, string | undefined> }));
}
