/**
 * Screens whose island cannot load its script (the request fails, as on a flaky network): on a category page the
 * sort, the filters and "load more" would do nothing, on the search page the form; they give way to a note saying
 * so in the store view's language (the `client:afterload` and `client:eager` directives mark the screen's root).
 * With its script the island hydrates and the note never shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { largestCategory } from './listing-page.ts';
import { translator } from '../../src/i18n/index.ts';

const h = useHarness();

/** A page of a new context at `width` whose requests for the island's module (and Astro's retry) fail; the failed URLs. */
async function pageWithoutIsland(component: string, width: number): Promise<{ page: Page; aborted: string[] }> {
  const context = await h.context({ width, height: 900 });
  const page = await context.newPage();
  const aborted: string[] = [];
  await page.route(new RegExp(`/${component}\\.[^/]*\\.js(\\?.*)?$`), (route) => {
    aborted.push(route.request().url());
    return route.abort('failed');
  });
  return { page, aborted };
}

describe('the listing island when its script cannot be loaded', () => {
  it('hides the sort, the filters and "load more", and says why', async () => {
    const { path } = largestCategory(testSnapshot());
    const { page, aborted } = await pageWithoutIsland('ListingIsland', 375);
    await page.goto(h.url('main', path));
    await page.waitForSelector('.listing-island[data-island-failed]', { state: 'attached' });
    expect(aborted.length).toBeGreaterThan(0);
    const note = page.locator('[data-island-failed-note]');
    expect(await note.isVisible()).toBe(true);
    expect((await note.textContent())?.trim()).toBe(translator('pl')('listing.loadFailed'));
    expect(await note.getAttribute('role')).toBe('alert');
    for (const control of ['.listing__sort', '.filters', '.listing__more']) {
      expect(await page.locator(control).count(), control).toBe(1);
      expect(await page.locator(control).isVisible(), control).toBe(false);
    }
    // The cards built into the page stay.
    expect(await page.locator('[data-listing] li').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the controls and no note when the script loads', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context({ width: 375, height: 812 });
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    expect(await page.locator('.listing-island[data-island-failed]').count()).toBe(0);
    expect(await page.locator('[data-island-failed-note]').count()).toBe(1);
    expect(await page.locator('[data-island-failed-note]').isVisible()).toBe(false);
    for (const control of ['.listing__sort', '.listing__more'])
      expect(await page.locator(control).isVisible(), control).toBe(true);
    await context.close();
  });

  it('on the search page, hides the form and says why', async () => {
    const { page, aborted } = await pageWithoutIsland('SearchIsland', 1280);
    await page.goto(h.url('main', '/en/search?q=cream'));
    await page.waitForSelector('.search-screen[data-island-failed]', { state: 'attached' });
    expect(aborted.length).toBeGreaterThan(0);
    const note = page.locator('.search-screen [data-island-failed-note]');
    expect(await note.isVisible()).toBe(true);
    expect((await note.textContent())?.trim()).toBe(translator('en')('search.loadFailed'));
    expect(await page.locator('.search-island').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-island').first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('on the search page, shows the form and no note when the script loads', async () => {
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto(h.url('main', '/en/search'));
    await islandHydrated(page, 'SearchIsland');
    expect(await page.locator('.search-screen[data-island-failed]').count()).toBe(0);
    expect(await page.locator('.search-screen [data-island-failed-note]').count()).toBe(1);
    expect(await page.locator('.search-screen [data-island-failed-note]').isVisible()).toBe(false);
    expect(await page.locator('.search-island').first().isVisible()).toBe(true);
    await context.close();
  });
});
