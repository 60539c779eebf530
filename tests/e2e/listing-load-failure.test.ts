/**
 * A category page whose listing island cannot load its script (the request fails, as on a flaky network):
 * the sort, the filters and "load more" would do nothing, so they give way to a note saying so in the store
 * view's language (the `client:afterload` directive marks the listing's root). With its script the island
 * hydrates and the note never shows.
 */
import { describe, expect, it } from 'vitest';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { largestCategory } from './listing-page.ts';
import { translator } from '../../src/i18n/index.ts';

const h = useHarness();

describe('the listing island when its script cannot be loaded', () => {
  it('hides the sort, the filters and "load more", and says why', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context({ width: 375, height: 812 });
    const page = await context.newPage();
    const aborted: string[] = [];
    await page.route(/\/ListingIsland\.[^/]*\.js(\?.*)?$/, (route) => {
      aborted.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto(h.url('main', path));
    await page.waitForSelector('.listing-island[data-island-failed]', { state: 'attached' });
    expect(aborted.length).toBeGreaterThan(0);
    const note = page.locator('[data-island-failed-note]');
    expect(await note.isVisible()).toBe(true);
    expect((await note.textContent())?.trim()).toBe(translator('pl')('listing.loadFailed'));
    expect(await note.getAttribute('role')).toBe('alert');
    for (const control of ['.listing__sort', '.filters', '.listing__more'])
      expect(await page.locator(control).isVisible(), control).toBe(false);
    // The cards built into the page stay.
    expect(await page.locator('[data-listing] li').count()).toBeGreaterThan(0);
    await context.close();
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
});
