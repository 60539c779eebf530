import { describe, expect, it } from 'vitest';
import { linkedTeaser, menuTargets, newestBlockProducts } from '../../../src/components/home/home-data.ts';
import { blogArticleHref } from '../../../src/components/home/links.ts';
import { nameSection } from '../../../src/components/pages/parse.ts';
import { LISTS, loadConfig, storeView } from '../../../src/config/index.ts';
import { product } from '../catalog/fixtures.ts';
import { blogCatalog, categories, post } from './blog/fixtures.ts';
import { entry as landingEntry } from './landing/fixtures.ts';

const products = [
  product({ id: 1, sku: 'OLD', category_ids: [7], created_at: '2025-01-01 00:00:00' }),
  product({ id: 2, sku: 'NEWEST', category_ids: [7], created_at: '2026-10-01 00:00:00' }),
  product({ id: 3, sku: 'HIDDEN', category_ids: [7], created_at: '2026-11-01 00:00:00', visibility: 1 }),
  product({ id: 4, sku: 'FLAGGED', category_ids: [9], created_at: '2026-09-01 00:00:00', new: true }),
  product({ id: 5, sku: 'UNDATED', category_ids: [7] }),
];
const skus = (list: readonly { sku: string }[]) => list.map((p) => p.sku);

describe('the home newest block (spec 000 §9: homepage queries use categories named in configuration)', () => {
  it('without SKUs in content, lists the configured category, newest created first, visible products only', () => {
    expect(skus(newestBlockProducts(products, [], 7))).toEqual(['NEWEST', 'OLD', 'UNDATED']);
  });

  it("the content's SKUs come first; without them and without the setting, the products marked new", () => {
    expect(skus(newestBlockProducts(products, ['OLD', 'FLAGGED'], 7))).toEqual(['OLD', 'FLAGGED']);
    expect(skus(newestBlockProducts(products, [], undefined))).toEqual(['FLAGGED']);
  });

  it("the configured category's list holds at most a listing page (LISTS.productPageSize)", () => {
    const many = Array.from({ length: LISTS.productPageSize + 1 }, (_, i) =>
      product({ id: i + 1, sku: `P${i + 1}`, category_ids: [7] }),
    );
    expect(newestBlockProducts(many, [], 7)).toHaveLength(LISTS.productPageSize);
    expect(
      newestBlockProducts(
        many,
        many.map((p) => p.sku),
        7,
      ),
    ).toHaveLength(many.length);
  });
});

const posts = [post(1), post(4)].map((p) => ({ category: String(p['category']), slug: String(p['slug']) }));

describe('blogArticleHref', () => {
  it('links the article the blog builds, and nothing for an article it does not build', () => {
    expect(blogArticleHref('pl', 'skin', 'post-1', posts)).toBe('/porady/skin/post-1');
    expect(blogArticleHref('en', 'hair', 'post-4', posts)).toBe('/en/blog/hair/post-4');
    // a post under another category, a category by its display name, a draft (not among the posts)
    expect(blogArticleHref('pl', 'hair', 'post-1', posts)).toBeUndefined();
    expect(blogArticleHref('pl', 'Skin care', 'post-1', posts)).toBeUndefined();
    expect(blogArticleHref('pl', 'skin', 'post-1-draft', posts)).toBeUndefined();
    // a store view without a blog
    expect(blogArticleHref('us', 'skin', 'post-1', posts)).toBeUndefined();
  });
});

describe('linkedTeaser', () => {
  const teaser = (category: string, slug: string) => ({
    title: 'Atopic skin',
    preview_title: 'Atopic skin: a guide',
    excerpt: 'How to care for it',
    image: '/b/t.png',
    alt: 'A jar',
    category,
    slug,
  });
  const catalog = (blogTeaser: object) =>
    blogCatalog('pl', { blog_posts: [post(1), post(4)], blog_categories: categories, blog_teaser: blogTeaser });

  it('keeps a teaser of a built article with its link', () => {
    expect(linkedTeaser('pl', catalog(teaser('skin', 'post-1')))).toMatchObject({
      title: 'Atopic skin: a guide',
      href: '/porady/skin/post-1',
    });
  });

  it('drops a teaser whose article the blog does not build, naming it in the build output', () => {
    const value = teaser('Skin care', 'post-1');
    const warnings: string[] = [];
    nameSection(value, 'pl', 'blog_teaser', (message) => warnings.push(message));
    expect(linkedTeaser('pl', catalog(value))).toBeUndefined();
    expect(warnings).toEqual([
      '[content] pl: dropped blog_teaser entry blog_teaser: the blog builds no article of category "Skin care", slug "post-1"',
    ]);
  });
});

describe('menuTargets', () => {
  it('holds the pages a menu redirect may lead to: product, blog article and landing pages among them', () => {
    const catalog = {
      ...blogCatalog('pl', {
        blog_posts: [post(1), post(4)],
        blog_categories: categories,
        landing_pages: [landingEntry('series-1', { type: 'series', slug: 'e-atopic' })],
      }),
      productPaths: [{ sku: 'A', store: 'pl', path: '/produkt/krem', routeName: 'pl-product', params: { slug: 'krem' } }],
    };
    const targets = menuTargets(storeView('pl'), catalog, loadConfig({}), new Date('2026-11-22T12:00:00Z'));
    expect([...targets]).toEqual(
      expect.arrayContaining(['/produkt/krem', '/porady/skin/post-1', '/seria/e-atopic', '/strona/koszty-dostawy', '/']),
    );
    // A route's pattern is no page.
    expect([...targets].some((path) => path.includes(':'))).toBe(false);
    expect(targets.has('/porady/hair/post-1')).toBe(false);
  });
});
