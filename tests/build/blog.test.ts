/**
 * The blog of every store view with the blog routes, in dist/, against the content-sync snapshot the
 * build read: every valid post has its article page (SEO title, FAQPage JSON-LD with its questions, no
 * unsafe markup), invalid and duplicate ones do not; the list has 9 posts a page, the last page the
 * rest; categories have pages, unknown ones none; the home page's blog teaser lands on an article.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { defaultStoreView, LISTS, loadConfig, site as siteOf, type StoreCode } from '../../src/config/index.ts';
import { fillPattern, homeRoute, isDotSegment, matchPath, routeFor } from '../../src/routing/index.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { builtPaths, decodeEntities as decode, pageFile, readPage, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const snapshot = builtSnapshot();
const stores = siteOf('main', cfg).stores.filter((s) => routeFor(s, 'blog-article') !== undefined);

interface RawPost {
  _id?: string;
  slug?: string;
  category?: string;
  related_skus?: string[];
  preview?: { title?: string; image?: string };
  seo?: { title?: string; description?: string; questions?: { question: string; answer: string }[] };
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const path = (store: StoreCode, base: string, params: Record<string, string> = {}): string => {
  const route = routeFor(store, base);
  if (!route) throw new Error(`${store} has no ${base}`);
  return fillPattern(route.path, params);
};
const jsonLd = (html: string): { '@type': string; mainEntity?: unknown }[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'));
const postsOnPage = (html: string): number => [...html.matchAll(/data-post="/g)].length;

/** The posts a reader should find: with a slug, a title and an image, in a known category, first of each slug. */
function validPosts(store: StoreCode): RawPost[] {
  const categories = new Set(
    list<{ slug?: string }>(snapshot.content(store, 'blog_categories'))
      .map((c) => c.slug)
      .filter((slug) => slug !== undefined && !isDotSegment(slug)),
  );
  const seen = new Set<string>();
  return list<RawPost>(snapshot.content(store, 'blog_posts')).filter((p) => {
    const ok =
      !!p.slug &&
      !isDotSegment(p.slug) &&
      !!p.preview?.title &&
      !!p.preview.image &&
      categories.has(p.category) &&
      !seen.has(p.slug);
    if (ok && p.slug) seen.add(p.slug);
    return ok;
  });
}

it('links the home page blog teaser of the default store view to a built article', () => {
  const store = defaultStoreView(cfg).code;
  const home = readPage('main', homeRoute(store).path);
  const teaser = /data-block="blog-teaser"[\s\S]*?<\/section>/.exec(home)?.[0] ?? '';
  const href = /<a href="([^"]+)"/.exec(teaser)?.[1];
  expect(href, 'the teaser links an article').toBeDefined();
  expect(matchPath('main', decode(href ?? ''))?.route.screen).toBe('blog-article');
  expect(existsSync(pageFile('main', decode(href ?? '')))).toBe(true);
});

it('has the blog in the store views of the main site that have its routes', () => {
  expect(stores).toEqual(expect.arrayContaining(['pl', 'en']));
});

describe.each(stores)('the blog of %s', (store) => {
  const posts = validPosts(store);
  const articlePath = (p: RawPost) => path(store, 'blog-article', { category: p.category ?? '', slug: p.slug ?? '' });

  it('has an article page for every valid post, titled by its SEO title, with its FAQ as JSON-LD and on the page', () => {
    expect(posts.length).toBeGreaterThan(LISTS.blogPageSize);
    for (const post of posts) {
      const html = readPage('main', articlePath(post));
      expect(decode(title(html) ?? ''), post.slug).toBe(post.seo?.title?.trim() || post.preview?.title);
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      expect(description, post.slug).toBe(post.seo?.description?.trim() || (post.preview as { excerpt?: string }).excerpt);
      // The brand, at its home page in the store view, is the article's author and publisher.
      const posting = jsonLd(html).find((j) => j['@type'] === 'BlogPosting') as Record<string, unknown> | undefined;
      const home = `${siteOf('main', cfg).url}${homeRoute(store).path === '/' ? '/' : homeRoute(store).path}`;
      expect(posting?.['author'], post.slug).toMatchObject({ '@type': 'Organization', name: 'Dermeya', url: home });
      expect(posting?.['publisher'], post.slug).toEqual(posting?.['author']);
      const questions = post.seo?.questions ?? [];
      const faq = jsonLd(html).find((j) => j['@type'] === 'FAQPage');
      if (questions.length === 0) {
        expect(faq).toBeUndefined();
        continue;
      }
      expect(faq?.mainEntity).toEqual(
        questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
      );
      const terms = [...decode(html).matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((m) => m[1]);
      expect(terms).toEqual(questions.map((q) => q.question));
      expect(html).toMatch(/<nav class="crumbs"[\s\S]*?<ol>(?:[\s\S]*?<li>){4}/);
    }
  });

  it('shows the products the post names (related_skus) that are visible in the store view, each once', () => {
    const visible = new Set(
      snapshot
        .products(store)
        .filter((p) => isProductVisible(p))
        .map((p) => p.sku),
    );
    const withSkus = posts.filter((p) => (p.related_skus ?? []).length > 0);
    expect(withSkus.length).toBeGreaterThan(0);
    for (const post of withSkus) {
      const html = readPage('main', articlePath(post));
      const related = /<section class="related"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      const shown = [...related.matchAll(/<article class="card" data-sku="([^"]+)"/g)].map((m) => m[1]);
      expect(shown, post.slug).toEqual([...new Set(post.related_skus)].filter((sku) => visible.has(sku)));
    }
  });

  it('renders no unsafe markup from content', () => {
    for (const post of posts) {
      const article = /<article class="article"[\s\S]*?<\/article>/.exec(readPage('main', articlePath(post)))?.[0];
      expect(article, post.slug).toBeDefined();
      expect(article).not.toMatch(/<script|javascript:|onerror=|<iframe/i);
    }
  });

  it('has no page for a post or category whose slug is a dot segment, nor lists them (the build survives them)', () => {
    const posts = list<RawPost>(snapshot.content(store, 'blog_posts'));
    expect(posts.find((p) => p._id === 'post-dot-slug')?.slug).toBe('..');
    expect(posts.find((p) => p._id === 'post-dot-category')?.category).toBe('..');
    expect(list<{ slug?: string }>(snapshot.content(store, 'blog_categories')).map((c) => c.slug)).toContain('..');
    // Not listed either: the list's pages count the valid posts alone (below), and no link leads to a dot segment.
    expect(builtPaths('main').filter((p) => p.split('/').includes('..'))).toEqual([]);
    expect(readPage('main', path(store, 'blog'))).not.toMatch(/href="[^"]*\/\.\.(?:\/|")/);
  });

  it('has no page for a draft, and one page for a duplicated slug, showing the kept entry', () => {
    // The sample's draft is the only entry whose slug ends with -draft (backend/seed/content/blog.ts).
    expect(posts.some((p) => p._id === 'post-draft')).toBe(false);
    expect(builtPaths('main').filter((p) => p.endsWith('-draft'))).toEqual([]);
    const first = posts.find((p) => p._id === 'post-1');
    expect(first).toBeDefined();
    if (!first) return;
    // The duplicate shares post-1's slug (and title): one page at that slug, post-1's, without the duplicate's text.
    expect(builtPaths('main').filter((p) => p.endsWith(`/${first.slug}`))).toEqual([articlePath(first)]);
    expect(readPage('main', articlePath(first))).not.toContain('<p>Duplicate</p>');
  });

  it('lists 9 posts a page, the last page the rest, with pagination links to each page', () => {
    const count = Math.ceil(posts.length / LISTS.blogPageSize);
    const first = readPage('main', path(store, 'blog'));
    expect(postsOnPage(first)).toBe(LISTS.blogPageSize);
    expect(first).toContain(`href="${path(store, 'blog-page', { page: '2' })}"`);
    expect(first).toMatch(/aria-current="page"[^>]*>\s*1\s*</);
    const last = readPage('main', path(store, 'blog-page', { page: String(count) }));
    expect(postsOnPage(last)).toBe(posts.length - LISTS.blogPageSize * (count - 1));
    expect(existsSync(pageFile('main', path(store, 'blog-page', { page: String(count + 1) })))).toBe(false);
  });

  it('has a page for each category with posts, titled by the category, and none for an unknown one', () => {
    const categories = list<{ slug: string; name: string }>(snapshot.content(store, 'blog_categories'));
    for (const c of categories.filter((c) => posts.some((p) => p.category === c.slug))) {
      const html = readPage('main', path(store, 'blog-category', { category: c.slug }));
      expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')).toBe(c.name);
      expect(postsOnPage(html)).toBe(Math.min(LISTS.blogPageSize, posts.filter((p) => p.category === c.slug).length));
    }
    expect(existsSync(pageFile('main', path(store, 'blog-category', { category: 'no-such-category' })))).toBe(false);
  });
});
