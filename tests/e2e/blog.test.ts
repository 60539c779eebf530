/**
 * The blog list in Chromium, with JavaScript and without (it needs none): page 2 by the pagination link
 * and back, and the category filter narrowing the list, on the Polish store view.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LISTS } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { blogCategories } from '../../src/components/blog/posts.ts';
import { pagingSegment } from '../../src/components/blog/blog-links.ts';
import { testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';

const t = translator('pl');
const h = useHarness();
let categories: readonly { slug: string; name: string }[];

beforeAll(() => {
  // The categories the blog shows (the snapshot also holds malformed ones the build drops).
  categories = blogCategories(testSnapshot().content('pl', 'blog_categories'), pagingSegment('pl'));
});

const postIds = (page: Page): Promise<string[]> =>
  page.$$eval('[data-blog-list] [data-post]', (posts) => posts.map((p) => p.getAttribute('data-post') ?? ''));
const postCategories = (page: Page): Promise<string[]> =>
  page.$$eval('[data-blog-list] .post__meta span', (spans) => spans.map((s) => s.textContent?.trim() ?? ''));

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the blog list %s', (_label, javaScriptEnabled) => {
  it('goes to page 2 by the pagination link and back', async () => {
    const context = await h.context({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(h.url('main', '/porady'));
    const first = await postIds(page);
    expect(first).toHaveLength(LISTS.blogPageSize);

    const pager = page.getByRole('navigation', { name: t('blog.pagination') });
    await pager.getByRole('link', { name: t('blog.next') }).click();
    await page.waitForURL((u) => u.pathname === '/porady/strona/2');
    const second = await postIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(await pager.locator('[aria-current="page"]').textContent()).toContain('2');

    await pager.getByRole('link', { name: t('blog.previous') }).click();
    await page.waitForURL((u) => u.pathname === '/porady');
    expect(await postIds(page)).toEqual(first);
    await context.close();
  });

  it('narrows the list to a category by its filter link', async () => {
    const context = await h.context({ javaScriptEnabled, width: 375 });
    const page = await context.newPage();
    await page.goto(h.url('main', '/porady'));
    const filter = page.getByRole('navigation', { name: t('blog.categories') });
    const category = categories.at(-1);
    expect(category, 'a blog category').toBeDefined();
    await filter.getByRole('link', { name: category?.name ?? '', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/porady/${category?.slug ?? ''}`);
    const shown = await postCategories(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([category?.name]));
    expect(await filter.locator('[aria-current="page"]').textContent()).toBe(category?.name);
    await context.close();
  });
});
