/**
 * Which page file of `src/pages` renders a route. Each family is an Astro page of its own, so that a built
 * page carries only the styles of its family's screens (Astro bundles styles per page file): the
 * catalogue (`[...catalog].astro`: category, need and product pages), the editorial screens
 * (`[...editorial].astro`: blog, content pages, landing pages) and the shell (`[...path].astro`: home,
 * site map, status pages, search, pharmacy finder, and every redirect).
 */
import type { RouteDef, Screen } from '../../routing/index.ts';
import { redirectOf } from '../../layouts/published.ts';
import { LANDING_SCREENS } from '../landing/landing-paths.ts';
import { CONTENT_SCREENS } from '../pages/views.ts';

const BLOG_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['blog', 'blog-category', 'blog-article']);

/** A route the editorial page file renders: a blog, content or landing screen that is not a redirect. */
export function isEditorialRoute(route: RouteDef): boolean {
  const { screen } = route;
  return (BLOG_SCREENS.has(screen) || CONTENT_SCREENS.has(screen) || LANDING_SCREENS.has(screen)) && !redirectOf(route);
}

/** Static paths of a page file whose rest parameter has another name than `path` (`[...catalog]`, `[...editorial]`). */
export function withParam<N extends string, P extends { readonly params: { readonly path: string | undefined } }>(
  name: N,
  paths: readonly P[],
): (Omit<P, 'params'> & { params: Record<N, string | undefined> })[] {
  return paths.map(({ params, ...rest }) => ({ ...rest, params: { [name]: params.path } as Record<N, string | undefined> }));
}
