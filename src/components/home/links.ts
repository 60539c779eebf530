/**
 * Where the home page's and the mega-menu's content links lead inside a store view: content paths,
 * product lines, mega-menu redirects, the blog teaser and image proxy paths. Paths come from the
 * route tables (src/routing) and category paths from src/catalog; nothing is hard-coded per store.
 */
import { PRODUCT_LINES, type StoreCode } from '../../config/index.ts';
import { categoryPagePath, seriaOf, type CatalogCategory } from '../../catalog/index.ts';
import { fillPattern, matchInStore, routeFor, routesFor, storeBasePath, urlPathOf } from '../../routing/index.ts';

function routePath(store: StoreCode, base: string, params: Record<string, string> = {}): string | undefined {
  const route = routeFor(store, base);
  return route ? fillPattern(route.path, params, route.name) : undefined;
}

/**
 * A content link (hero button): absolute URLs as they are; a path naming a category's url_path → the
 * category page (spec 000 §2 url_path resolution); otherwise the path under the store view's prefix when it is
 * one of the store view's routes; else undefined (no link): a path no route of the store view answers, such as
 * another language's path the content service fell back to, would be a dead link.
 */
export function contentHref(store: StoreCode, link: string, categories: readonly CatalogCategory[]): string | undefined {
  if (/^(https?:)?\/\//.test(link) || link.startsWith('#')) return link;
  const base = storeBasePath(store);
  const path = link.startsWith(base === '' ? '/' : `${base}/`) ? link : `${base}/${link.replace(/^\/+/, '')}`;
  const urlPath = urlPathOf(store, path);
  const category = categories.find((c) => c.store === store && c.url_path === urlPath);
  const categoryPath = category ? categoryPagePath(category, categories) : undefined;
  if (categoryPath) return categoryPath;
  return matchInStore(store, path.split(/[?#]/)[0] ?? path) ? path : undefined;
}

/**
 * A product line's link (choice recorded in docs/decisions.md): its series landing page when the
 * store view has the series route and content has a series page with the line's slug; else the
 * line's products in the search listing (`?seria=` — filters live in the query, spec 000 §4) when
 * the store view has a search route; else undefined (the line is listed without a link).
 */
export function lineHref(store: StoreCode, lineCode: string, seriesSlugs: ReadonlySet<string>): string | undefined {
  const line = PRODUCT_LINES.find((l) => l.code === lineCode);
  if (!line) return undefined;
  const series = seriesSlugs.has(line.slug) ? routePath(store, 'series-landing', { slug: line.slug }) : undefined;
  if (series) return series;
  const search = routePath(store, 'search');
  return search ? `${search}?seria=${seriaOf(line.code) ?? ''}` : undefined;
}

/** The page that lists every line: the series landing page of the content's 'lines' menu entry, if both exist. */
export function linesOverviewHref(store: StoreCode, slug: string, seriesSlugs: ReadonlySet<string>): string | undefined {
  return slug !== '' && seriesSlugs.has(slug) ? routePath(store, 'series-landing', { slug }) : undefined;
}

/**
 * A mega-menu redirect: an absolute URL or a path as it is; else the store view's route whose path
 * ends with that segment (`koszty-dostawy` → /strona/koszty-dostawy); else the fixed route showing the
 * static page of that slug (`fixedPages`: `vartist-dostavky` → /ua/site/delivery-cost); else its CMS
 * page; else undefined.
 */
export function redirectHref(
  store: StoreCode,
  redirect: string,
  fixedPages: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const target = redirect.trim();
  if (target === '') return undefined;
  if (/^(https?:)?\/\//.test(target)) return target;
  if (target.startsWith('/')) return `${storeBasePath(store)}${target}`;
  const route = routesFor(store).find((r) => r.params.length === 0 && r.path.split('/').at(-1) === target);
  return route ? route.path : (fixedPages.get(target) ?? routePath(store, 'cms-page', { slug: target }));
}

/**
 * A mega-menu redirect's link, only to a page the store view builds (`built`: its published pages without
 * parameters, content and category pages): a redirect to anything else (the Polish value the content service
 * fell back to in another store view, another store view's path, a dropped page, a typo) would be a dead link
 * in the header of every page. Absolute URLs are kept. Undefined, with the reason, when there is no such page.
 */
export function menuRedirectHref(
  store: StoreCode,
  redirect: string,
  pages: { readonly fixed: ReadonlyMap<string, string>; readonly built: ReadonlySet<string> },
): { readonly href: string } | { readonly href: undefined; readonly reason: string } {
  const href = redirectHref(store, redirect, pages.fixed);
  if (href === undefined) return { href, reason: 'redirect is empty' };
  if (/^(https?:)?\/\//.test(href) || pages.built.has(href.split(/[?#]/)[0] ?? href)) return { href };
  return {
    href: undefined,
    reason: `redirect "${redirect.trim()}" leads to ${href}, which the store view does not build: link left out`,
  };
}

/**
 * The blog article of the blog teaser: the page of the store view's built post (`posts`, its blog's posts)
 * of that category and slug; undefined when the blog builds no such article (a draft, a post under another
 * category, a category named by its display name) or the store view has no blog.
 */
export function blogArticleHref(
  store: StoreCode,
  category: string,
  slug: string,
  posts: readonly { readonly category: string; readonly slug: string }[],
): string | undefined {
  const built = posts.some((post) => post.category === category && post.slug === slug);
  return built ? routePath(store, 'blog-article', { category, slug }) : undefined;
}
