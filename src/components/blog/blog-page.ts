/**
 * The data of a blog list page (spec 000 §2 "blog list with filters"): the whole list or one category's,
 * 9 posts a page newest first (spec 000 §9 blog page size), the category filter, the pagination, and the
 * page's metadata (title from the category, page number after page 1).
 */
import { config, storeView, type Config, type StoreCode } from '../../config/index.ts';
import { translator } from '../../i18n/index.ts';
import { pageMeta, type Crumb, type PageMeta } from '../../layouts/page-meta.ts';
import { isPublished } from '../../layouts/published.ts';
import type { RouteDef } from '../../routing/index.ts';
import type { PageSource } from '../catalog/page-source.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { blogData, categoryFilter, hasListPage, listPageCount, listPosts, postCard, type PostCard } from './blog-data.ts';
import { blogAlternates, blogCrumbs } from './blog-meta.ts';
import { blogRequest, listHref } from './blog-links.ts';
import { pagination, type Pagination } from './paging.ts';

export interface BlogListPage {
  readonly kind: 'list';
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly PostCard[];
  readonly filter: readonly { readonly label: string; readonly href: string; readonly current: boolean }[];
  readonly pagination: Pagination;
}

/** The list page a blog or blog-category route shows; throws for a page that is not built (unknown category, page past the end). */
export function blogListPage(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  catalogs: ReadonlyMap<string, StoreCatalog>,
  /** Where its alternates are looked up: every enabled store view's pages (default: `catalogs`). */
  sources: ReadonlyMap<string, PageSource> = catalogs,
  cfg: Config = config(),
): BlogListPage {
  const store = storeView(route.store, cfg);
  const t = translator(store.wording);
  const catalog = catalogs.get(store.code);
  const data = catalog ? blogData(store.code, catalog) : { categories: [], posts: [] };
  const { category: slug, page } = blogRequest(route, params);
  if (!hasListPage(data, slug, page)) throw new Error(`No blog list page ${page} of ${slug ?? 'all'} in ${route.name}`);
  const category = data.categories.find((c) => c.slug === slug);
  const count = listPageCount(data, slug);
  const heading = category?.name ?? t('route.blog.title');
  const pageLabel = t('blog.pageOf', { page, count });
  const title = page > 1 ? `${heading} – ${pageLabel}` : heading;
  const intro = category ? t('blog.categoryIntro', { category: category.name }) : t('route.blog.description');
  const base = pageMeta({ route, params, derived: { title, description: intro }, isPublished: (r) => isPublished(r, cfg), cfg });
  const trail: Crumb[] = [
    ...(category ? [{ label: category.name, href: listHref(store.code, 1, category.slug) }] : []),
    ...(page > 1 ? [{ label: pageLabel, href: listHref(store.code, page, category?.slug) }] : []),
  ];
  const alternates = blogAlternates(
    sources,
    (other: StoreCode, otherData) => {
      const same = category && otherData.categories.find((c) => c._id === category._id)?.slug;
      if (category && same === undefined) return undefined;
      return hasListPage(otherData, same, page) ? listHref(other, page, same) : undefined;
    },
    cfg,
  );
  const meta: PageMeta = { ...base, breadcrumbs: blogCrumbs(store, trail), alternates };
  return {
    kind: 'list',
    meta,
    heading,
    intro,
    cards: listPosts(data, slug, page).map((p) => postCard(p, data, store)),
    filter: categoryFilter(data, store.code, slug).map((f) => ({ ...f, label: f.label ?? t('blog.allCategories') })),
    pagination: pagination(page, count, (n) => listHref(store.code, n, slug)),
  };
}
