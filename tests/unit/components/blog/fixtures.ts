/** Sample blog content for the blog's unit tests: categories and posts as content-sync writes them. */
import type { StoreCatalog } from '../../../../src/components/catalog/collections.ts';

export const categories = [
  { _id: 'cat-1', slug: 'skin', name: 'Skin care' },
  { _id: 'cat-2', slug: 'hair', name: 'Hair care' },
  { _id: 'cat-3', slug: 'empty', name: 'No posts yet' },
];

export function post(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: `post-${n}`,
    _published: 1_700_000_000 + n,
    category: n % 4 === 0 ? 'hair' : 'skin',
    slug: `post-${n}`,
    date: `2026-01-${String(n).padStart(2, '0')}`,
    preview: { image: `/b/post-${n}.png`, title: `Post ${n}`, excerpt: `Excerpt ${n}` },
    content: { description: `<p>Description ${n}</p>`, items: [{ title: 'One', text: '<p>Text</p>' }] },
    seo: {
      title: `Post ${n} | Brand`,
      description: `About post ${n}`,
      questions: [{ question: 'Why?', answer: '<p>Because &amp; so</p>' }],
    },
    related_skus: ['SKU-1', 'UNKNOWN'],
    ...extra,
  };
}

/** 20 posts: 15 in skin, 5 in hair (every fourth). */
export const posts = Array.from({ length: 20 }, (_, i) => post(i + 1));

/** A store's catalogue holding only blog content (and, optionally, products by sku). */
export function blogCatalog(
  store: string,
  content: Record<string, unknown> = { blog_posts: posts, blog_categories: categories },
  bySku: ReadonlyMap<string, unknown> = new Map(),
): StoreCatalog {
  return {
    store,
    products: [],
    bySku,
    categories: [],
    needs: [],
    attributes: [],
    taxRules: [],
    productPaths: [],
    categoryPaths: [],
    needPaths: [],
    content: (section: string) => content[section] as never,
  } as unknown as StoreCatalog;
}
