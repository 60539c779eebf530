import { describe, expect, it } from 'vitest';
import { articleHref, blogRequest, hasBlog, listHref, pagingSegment } from '../../../../src/components/blog/blog-links.ts';
import { matchPath, routeFor } from '../../../../src/routing/index.ts';

describe('blog links', () => {
  it('knows which store views have the blog', () => {
    expect(hasBlog('pl')).toBe(true);
    expect(hasBlog('en')).toBe(true);
    expect(hasBlog('us')).toBe(false);
    expect(pagingSegment('pl')).toBe('strona');
    expect(pagingSegment('us')).toBe('');
  });

  it('builds list, category and article paths that match their own routes', () => {
    expect(listHref('pl', 1)).toBe('/porady');
    expect(listHref('pl', 2)).toBe('/porady/strona/2');
    expect(listHref('pl', 1, 'skora')).toBe('/porady/skora');
    expect(listHref('en', 3, 'skin')).toBe('/en/blog/skin/page/3');
    expect(articleHref('pl', { category: 'skora', slug: 'a' })).toBe('/porady/skora/a');
    expect(matchPath('main', '/porady/strona/2')?.route.name).toBe('pl-blog-page');
    expect(matchPath('main', '/porady/skora/strona/2')?.route.name).toBe('pl-blog-category-page');
    expect(matchPath('main', '/porady/skora/a')?.route.name).toBe('pl-blog-article');
    expect(() => listHref('us', 1)).toThrow(/no blog route/);
  });

  it('reads the page, category and slug of a request', () => {
    const article = routeFor('pl', 'blog-article');
    const page = routeFor('pl', 'blog-category-page');
    expect(article && blogRequest(article, { category: 'c', slug: 's' })).toEqual({ category: 'c', page: 1, slug: 's' });
    expect(page && blogRequest(page, { category: 'c', page: '3' })).toEqual({ category: 'c', page: 3, slug: undefined });
    expect(page && blogRequest(page, { category: 'c', page: '03' }).page).toBe(0);
  });
});
