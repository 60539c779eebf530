/**
 * The content sections the pages need (spec 000 §3 "Content entities"; the backend's content models):
 * which are collections and which singletons, the default-store-only ones, and the slugged kinds of
 * spec 000 §5 ("Duplicate slugs are dropped for ...").
 */
import type { SluggedKind } from '../src/domain/content/index.ts';

export const CONTENT_COLLECTIONS = [
  'hero_slides',
  'product_blocks',
  'experts',
  'lines',
  'product_content',
  'product_benefits',
  'boxes',
  'special_offers',
  'blog_categories',
  'blog_posts',
  'static_pages',
  'about',
  'studies',
  'values',
  'category_pages',
  'need_pages',
  'mega_menu',
  'landing_pages',
  'streams',
  'external_shops',
  'pharmacies',
] as const;

export const CONTENT_SINGLETONS = [
  'top_bar',
  'recommended',
  'blog_teaser',
  'expert_info',
  'ambassador',
  'safe_payment',
  'safe_delivery',
] as const;

/** Sections served by the catalogue API's extensions rather than the content service. */
export const EXT_SECTIONS = ['instagram', 'countries'] as const;

export type CollectionName = (typeof CONTENT_COLLECTIONS)[number];
export type SingletonName = (typeof CONTENT_SINGLETONS)[number];
export type ContentSection = CollectionName | SingletonName | (typeof EXT_SECTIONS)[number];

export const CONTENT_SECTIONS: readonly ContentSection[] = [...CONTENT_COLLECTIONS, ...CONTENT_SINGLETONS, ...EXT_SECTIONS];

/** The expert and the blog teaser are shown only on the default store (spec 000 §5). */
export const DEFAULT_STORE_ONLY: readonly ContentSection[] = ['experts', 'blog_teaser'];

/** Collections whose duplicate slugs are dropped, with the domain's kind. */
export const SLUGGED_COLLECTIONS: Readonly<Partial<Record<ContentSection, SluggedKind>>> = {
  category_pages: 'category',
  need_pages: 'need',
  blog_posts: 'blogPost',
  static_pages: 'staticPage',
  product_content: 'productContent',
};

export function isSingleton(name: string): name is SingletonName {
  return (CONTENT_SINGLETONS as readonly string[]).includes(name);
}
