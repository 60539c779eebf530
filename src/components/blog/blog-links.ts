/**
 * Where the blog's pages live in a store view (route tables, src/routing/tables): the list and a
 * category, page 1 on the route itself and page 2..n on the paging routes (`blog-page`,
 * `blog-category-page`; choice recorded in docs/decisions.md "Blog"), and the articles.
 */
import type { StoreCode } from '../../config/index.ts';
import { fillPattern, routeFor, type RouteDef } from '../../routing/index.ts';

/** Base names of the blog's routes in every store view's table. */
export const BLOG_ROUTES = {
  list: 'blog',
  listPage: 'blog-page',
  category: 'blog-category',
  categoryPage: 'blog-category-page',
  article: 'blog-article',
} as const;

/** Whether the store view has the whole blog: list, category, article and both paging routes. */
export function hasBlog(store: StoreCode): boolean {
  return Object.values(BLOG_ROUTES).every((base) => routeFor(store, base) !== undefined);
}

function path(store: StoreCode, base: string, params: Readonly<Record<string, string>>): string {
  const route = routeFor(store, base);
  if (!route) throw new Error(`Store view ${store} has no ${base} route`);
  return fillPattern(route.path, params, route.name);
}

/** The literal segment of the list's paging route (`strona` in `/porady/strona/{page}`); a category may not use it. */
export function pagingSegment(store: StoreCode): string {
  const route = routeFor(store, BLOG_ROUTES.listPage);
  return route?.path.split('/').at(-2) ?? '';
}

/** Page `page` of the list, or of one category's list when `category` is given. */
export function listHref(store: StoreCode, page: number, category?: string): string {
  if (category === undefined)
    return page <= 1 ? path(store, BLOG_ROUTES.list, {}) : path(store, BLOG_ROUTES.listPage, { page: String(page) });
  return page <= 1
    ? path(store, BLOG_ROUTES.category, { category })
    : path(store, BLOG_ROUTES.categoryPage, { category, page: String(page) });
}

/** An article's page. */
export function articleHref(store: StoreCode, post: { readonly category: string; readonly slug: string }): string {
  return path(store, BLOG_ROUTES.article, { category: post.category, slug: post.slug });
}

/** What a blog route's parameters ask for: the category (if any), the page number (≥ 1) and the article slug. */
export interface BlogRequest {
  readonly category: string | undefined;
  readonly page: number;
  readonly slug: string | undefined;
}

/** Reads a blog route's parameters; a page that is not a whole number ≥ 1 reads as 0 (no such page). */
export function blogRequest(route: RouteDef, params: Readonly<Record<string, string>>): BlogRequest {
  const raw = params['page'];
  const page = raw === undefined ? 1 : /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  return { category: params['category'], page, slug: route.screen === 'blog-article' ? params['slug'] : undefined };
}
