/**
 * What a jump down a page puts on screen stays there, at 375 and 1280 px: "load more" (the category listing's link,
 * the search page's button) and the home page's footer. Everything above them is laid out at load, so nothing grows
 * once they are on screen and a click on them lands on them (a card or home block laid out only near the screen took
 * an estimated height until then).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { largestCategory } from './listing-page.ts';
import { SEARCH_PAGE, settled } from './search-page.ts';

const h = useHarness();

/** Jumps to an element (as "End" or the scroll bar does) and gives where it is, then where it is a moment later. */
async function jumpTo(page: Page, selector: string): Promise<{ then: number; later: number }> {
  const top = (): Promise<number> => page.$eval(selector, (el) => el.getBoundingClientRect().top);
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const then = await top();
  // Two frames and a pause: what the browser lays out once the rows are on screen has moved things by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  await page.waitForTimeout(300);
  return { then, later: await top() };
}

describe('after a jump down the page', () => {
  for (const width of [375, 1280]) {
    it(`keeps "load more" where it is on a category listing at ${width} px`, async () => {
      const { path } = largestCategory(testSnapshot());
      const page = await (await h.context()).newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(h.url('main', path));
      await islandHydrated(page, 'ListingIsland');
      const { then, later } = await jumpTo(page, '.listing__more a');
      expect(later).toBe(then);
      await page.context().close();
    });

    it(`keeps "load more" where it is on the search page at ${width} px`, async () => {
      const page = await (await h.context()).newPage();
      await page.setViewportSize({ width, height: 800 });
      // A filter-only search of more than a page.
      await page.goto(h.url('main', `${SEARCH_PAGE.pl}?price=50-100`));
      await settled(page);
      const { then, later } = await jumpTo(page, '.search-island .listing__more button');
      expect(later).toBe(then);
      await page.context().close();
    });

    it(`keeps the home page's footer where it is at ${width} px`, async () => {
      const page = await (await h.context()).newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(h.url('main', '/'));
      // Once the page has settled: the blocks below the first screen have not been near it.
      await page.waitForLoadState('networkidle');
      const { then, later } = await jumpTo(page, 'footer a');
      expect(later).toBe(then);
      await page.context().close();
    });
  }
});
