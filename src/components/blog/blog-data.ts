/**
 * The blog of one store view from the build's collections: its categories and posts after the rules
 * (./posts.ts), the lists of each page, and what a post's card in a list shows.
 */
import { IMAGE_SIZES, LISTS, type StoreCode, type StoreView } from '../../config/index.ts';
import type { StoreCatalog } from '../catalog/collections.ts';
import { proxiedImage } from '../../catalog/index.ts';
import { articleHref, hasBlog, listHref, pagingSegment } from './blog-links.ts';
import { pageCount, pageItems } from './paging.ts';
import { blogCategories, blogPosts, type BlogCategory, type BlogPost } from './posts.ts';

export interface BlogData {
  readonly categories: readonly BlogCategory[];
  readonly posts: readonly BlogPost[];
}

const EMPTY: BlogData = { categories: [], posts: [] };

/** The store view's blog: empty when the store view has no blog routes or content holds none. */
export function blogData(store: StoreCode, catalog: Pick<StoreCatalog, 'content'>): BlogData {
  if (!hasBlog(store)) return EMPTY;
  const categories = blogCategories(catalog.content('blog_categories'), pagingSegment(store));
  return { categories, posts: blogPosts(catalog.content('blog_posts'), categories) };
}

/** The categories that have posts, in content order (the category filter and the built category pages). */
export function categoriesWithPosts(data: BlogData): BlogCategory[] {
  const used = new Set(data.posts.map((p) => p.category));
  return data.categories.filter((c) => used.has(c.slug));
}

/** The posts of the whole list or of one category. */
export function postsOf(data: BlogData, category: string | undefined): BlogPost[] {
  return category === undefined ? [...data.posts] : data.posts.filter((p) => p.category === category);
}

/** How many list pages the whole list or one category has. */
export function listPageCount(data: BlogData, category: string | undefined): number {
  return pageCount(postsOf(data, category).length, LISTS.blogPageSize);
}

/** The posts of page `page` of the whole list or of one category. */
export function listPosts(data: BlogData, category: string | undefined, page: number): BlogPost[] {
  return pageItems(postsOf(data, category), page, LISTS.blogPageSize);
}

/** Whether page `page` of the list (or of a category with posts) exists. */
export function hasListPage(data: BlogData, category: string | undefined, page: number): boolean {
  const known = category === undefined || categoriesWithPosts(data).some((c) => c.slug === category);
  return known && page >= 1 && page <= listPageCount(data, category);
}

/** A post's publication date as ISO (for `<time datetime>`) and as the store view's readers write it. */
export function postDate(post: Pick<BlogPost, 'date'>, store: StoreView): { iso: string; label: string } | undefined {
  if (post.date === undefined) return undefined;
  const label = new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(post.date));
  return { iso: post.date, label };
}

export interface PostCard {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly href: string;
  readonly image: string;
  readonly category: string | undefined;
  readonly date: { readonly iso: string; readonly label: string } | undefined;
}

/** What a post's card in a list shows. */
export function postCard(post: BlogPost, data: BlogData, store: StoreView): PostCard {
  return {
    id: post._id,
    title: post.preview.title,
    excerpt: post.preview.excerpt,
    href: articleHref(store.code, post),
    image: proxiedImage(post.preview.image, IMAGE_SIZES.blogCard),
    category: data.categories.find((c) => c.slug === post.category)?.name,
    date: postDate(post, store),
  };
}

/** Every category with posts, by its name, linked to its first page (the category filter, the site map). */
export function categoryLinks(data: BlogData, store: StoreCode): { slug: string; label: string; href: string }[] {
  return categoriesWithPosts(data).map((c) => ({ slug: c.slug, label: c.name, href: listHref(store, 1, c.slug) }));
}

/** The category filter: every category with posts, linked to its first page, plus "all". */
export function categoryFilter(
  data: BlogData,
  store: StoreCode,
  current: string | undefined,
): { label: string | undefined; href: string; current: boolean }[] {
  return [
    { label: undefined, href: listHref(store, 1), current: current === undefined },
    ...categoryLinks(data, store).map(({ label, href, slug }) => ({ label, href, current: slug === current })),
  ];
}
