import { describe, expect, it } from 'vitest';
import { blogArticlePage, relatedProducts } from '../../../../src/components/blog/article-page.ts';
import { blogData, categoryFilter, hasListPage, postCard } from '../../../../src/components/blog/blog-data.ts';
import { blogListPage } from '../../../../src/components/blog/blog-page.ts';
import { blogStaticPaths, storeBlogPaths } from '../../../../src/components/blog/paths.ts';
import { storeView } from '../../../../src/config/index.ts';
import { routeFor, type RouteDef } from '../../../../src/routing/index.ts';
import { blogCatalog, categories, post, posts } from './fixtures.ts';

const route = (store: 'pl' | 'en', base: string): RouteDef => {
  const r = routeFor(store, base);
  if (!r) throw new Error(base);
  return r;
};
const catalogs = new Map([
  ['pl', blogCatalog('pl')],
  ['en', blogCatalog('en', { blog_posts: posts.slice(0, 5), blog_categories: categories })],
  ['ro', blogCatalog('ro')],
]);

describe('blog data', () => {
  it('is empty for a store view without the blog routes', () => {
    expect(blogData('us', blogCatalog('us')).posts).toEqual([]);
    expect(blogData('pl', blogCatalog('pl')).posts).toHaveLength(20);
  });

  it('has list pages for the list and for categories with posts only', () => {
    const data = blogData('pl', blogCatalog('pl'));
    expect(hasListPage(data, undefined, 3)).toBe(true);
    expect(hasListPage(data, undefined, 4)).toBe(false);
    expect(hasListPage(data, 'skin', 2)).toBe(true);
    expect(hasListPage(data, 'empty', 1)).toBe(false);
    expect(hasListPage(data, 'nowhere', 1)).toBe(false);
    expect(categoryFilter(data, 'pl', 'hair').map((f) => [f.href, f.current])).toEqual([
      ['/porady', false],
      ['/porady/skin', false],
      ['/porady/hair', true],
    ]);
  });

  it('shows a post card with its category, date and proxied image', () => {
    const data = blogData('pl', blogCatalog('pl'));
    const card = postCard(data.posts[0]!, data, storeView('pl'));
    expect(card).toMatchObject({
      id: 'post-20',
      href: '/porady/hair/post-20',
      category: 'Hair care',
      image: '/img/400/250/resize/b/post-20.png',
    });
    expect(card.date?.iso).toBe('2026-01-20');
    expect(card.date?.label).toContain('2026');
  });
});

describe('blog list pages', () => {
  it('shows 9 posts a page newest first, the rest on the last page, with the navigation', () => {
    const first = blogListPage(route('pl', 'blog'), {}, catalogs);
    expect(first.cards.map((c) => c.id).slice(0, 2)).toEqual(['post-20', 'post-19']);
    expect(first.cards).toHaveLength(9);
    expect(first.pagination).toMatchObject({ current: 1, count: 3, next: '/porady/strona/2' });
    expect(first.meta.title).toBe(first.heading);
    expect(first.meta.breadcrumbs.map((c) => c.href)).toEqual(['/', '/porady']);
    const last = blogListPage(route('pl', 'blog-page'), { page: '3' }, catalogs);
    expect(last.cards).toHaveLength(2);
    expect(last.meta.title).toContain('3');
    expect(last.meta.canonical).toMatch(/\/porady\/strona\/3$/);
    expect(last.meta.alternates).toEqual([]);
  });

  it('shows a category titled by it, with alternates where the other store view has that page', () => {
    const page = blogListPage(route('pl', 'blog-category'), { category: 'hair' }, catalogs);
    expect(page.heading).toBe('Hair care');
    // The fixture's five hair posts (every fourth of 20), on one page.
    expect(page.cards).toHaveLength(5);
    expect(page.cards.every((c) => c.category === 'Hair care')).toBe(true);
    expect(page.filter.find((f) => f.current)?.label).toBe('Hair care');
    expect(page.meta.breadcrumbs.map((c) => c.label)).toEqual(['Strona główna', 'Porady ekspertów', 'Hair care']);
    expect(page.meta.alternates.map((a) => a.href)).toEqual([
      'http://localhost:4321/porady/hair',
      'http://localhost:4321/en/blog/hair',
      'http://localhost:4321/porady/hair',
    ]);
  });

  it('refuses a page that is not built', () => {
    expect(() => blogListPage(route('pl', 'blog-category'), { category: 'empty' }, catalogs)).toThrow(/No blog list page/);
    expect(() => blogListPage(route('pl', 'blog-page'), { page: '9' }, catalogs)).toThrow(/No blog list page/);
  });
});

describe('blog articles', () => {
  it('has the SEO title and description, the questions as FAQPage and the breadcrumbs', () => {
    const page = blogArticlePage(route('pl', 'blog-article'), { category: 'skin', slug: 'post-3' }, catalogs);
    expect(page.meta.title).toBe('Post 3 | Brand');
    expect(page.meta.description).toBe('About post 3');
    expect(page.meta.breadcrumbs.map((c) => c.href)).toEqual(['/', '/porady', '/porady/skin', '/porady/skin/post-3']);
    const faq = page.jsonLd
      .map((j) => JSON.parse(j) as { '@type': string; mainEntity?: unknown })
      .find((j) => j['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because & so' } },
    ]);
    expect(page.related).toEqual([]);
    expect(page.meta.alternates.map((a) => a.hreflang)).toEqual(['pl-PL', 'en', 'x-default']);
  });

  it('falls back to the preview title and excerpt when the SEO texts are empty', () => {
    const own = new Map([
      ['pl', blogCatalog('pl', { blog_posts: [post(1, { seo: { title: ' ', description: '' } })], blog_categories: categories })],
    ]);
    const page = blogArticlePage(route('pl', 'blog-article'), { category: 'skin', slug: 'post-1' }, own);
    expect(page.meta.title).toBe('Post 1');
    expect(page.meta.description).toBe('Excerpt 1');
    expect(page.jsonLd.some((j) => j.includes('FAQPage'))).toBe(false);
  });

  it('refuses an unknown article', () => {
    expect(() => blogArticlePage(route('pl', 'blog-article'), { category: 'hair', slug: 'post-3' }, catalogs)).toThrow(
      /No blog article/,
    );
  });

  it('relates only products visible in the store view, once each, unknown skus skipped', () => {
    const bySku = new Map([
      ['A', { sku: 'A', status: 1, visibility: 4 }],
      ['B', { sku: 'B', status: 2, visibility: 4 }],
      ['C', { sku: 'C', status: 1, visibility: 1 }],
    ]);
    expect(relatedProducts(['A', 'B', 'C', 'X', 'A'], bySku).map((p) => p.sku)).toEqual(['A']);
  });
});

describe('blog static paths', () => {
  it('builds list pages 2..n, every category with posts and every article', () => {
    const paths = storeBlogPaths('pl', blogCatalog('pl')).map((p) => `${p.props.routeName} /${p.params.path}`);
    expect(paths.filter((p) => p.startsWith('pl-blog-page '))).toEqual([
      'pl-blog-page /porady/strona/2',
      'pl-blog-page /porady/strona/3',
    ]);
    expect(paths.filter((p) => p.startsWith('pl-blog-category'))).toEqual([
      'pl-blog-category /porady/skin',
      'pl-blog-category-page /porady/skin/strona/2',
      'pl-blog-category /porady/hair',
    ]);
    expect(paths.filter((p) => p.startsWith('pl-blog-article'))).toHaveLength(20);
    expect(storeBlogPaths('us', blogCatalog('us'))).toEqual([]);
  });

  it('covers the store views of the site that have the blog', () => {
    const stores = new Set(blogStaticPaths('main', catalogs).map((p) => p.props.routeName.split('-')[0]));
    expect([...stores]).toEqual(['pl', 'en']);
    expect(blogStaticPaths('us', catalogs)).toEqual([]);
  });
});
