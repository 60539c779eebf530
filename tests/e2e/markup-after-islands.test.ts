/**
 * The markup the islands write in the browser passes the markup check the built pages pass
 * (tests/helpers/html-validity.ts, and tests/build/html-valid.test.ts for the pages as built): the document as it
 * stands once the search island has shown its results, the listing island has sorted and loaded more cards (the
 * live island pricing them), and the pharmacy finder has answered a search.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { largestCategory, openListing } from './listing-page.ts';
import { markupProblems } from '../helpers/html-validity.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

/** The markup check's findings on the page's document as it stands. */
async function problemsOf(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
  return markupProblems(html, page.url());
}

describe('the markup after the islands have written in the page', () => {
  it.each(['/szukaj?q=krem', '/en/search?q=cream'])('is valid on the search page %s with its results', async (path) => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', path), { waitUntil: 'networkidle' });
    await page.waitForSelector('.search-island .card');
    expect(await problemsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('is valid on a listing sorted and given more cards', async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await openListing(await h.context(), h.url('main', `${path}?sort=price-asc`));
    await listingSettled(page);
    await page.click('[data-listing-more]');
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li:not([hidden])').length > 50);
    await listingSettled(page);
    // Every disclosure open: the filter panel's options as the island keeps them.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(await problemsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('is valid on the pharmacy finder after a search', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', '/znajdz-apteke'));
    await islandHydrated(page, 'PharmacyFinder');
    await page.waitForSelector('#pharmacy-q:enabled');
    await page.fill('#pharmacy-q', 'lodz');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'lodz');
    expect(await problemsOf(page)).toEqual([]);
    await page.context().close();
  });
});
