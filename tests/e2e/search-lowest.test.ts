/**
 * The search page's 30-day lowest-price notes (spec 001 §9, LOOK.md "Product card") when a new search replaces
 * the results: the price histories of the replaced cards not asked yet are not asked, and the new cards' are.
 * The hits are put on special (searchOnSpecial), so that a page of results has more skus to ask than one chunk
 * of them (LOWEST_AT_ONCE).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { LOWEST_AT_ONCE } from '../../src/islands/live/fetch.ts';
import { searchOnSpecial } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { SEARCH_PAGE, searchFor, settled } from './search-page.ts';

const h = useHarness();

/** A price history's answer. */
const history = (route: Route, sku: string) =>
  route.fulfill({ json: { code: 200, result: { sku, storeId: 4, currency: 'PLN', days: 30, lowest: 5, history: [] } } });

/** The skus of the cards on special shown. */
const onSpecial = (page: Page) =>
  page.$$eval('.search-island .card:has(.price__was)', (cards) => cards.map((c) => c.getAttribute('data-sku') ?? ''));

describe('the lowest-price notes of search results', () => {
  it('are not asked for the cards a new search replaced before their turn, and are for the new cards', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => searchOnSpecial(route, h.server.port));
    const asked: string[] = [];
    const held: [Route, string][] = [];
    let holding = true;
    await context.route('**/api/product/price-history?**', async (route) => {
      const sku = String(new URL(route.request().url()).searchParams.get('sku'));
      asked.push(sku);
      if (holding) held.push([route, sku]);
      else await history(route, sku);
    });
    const page = await context.newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);
    const first = await onSpecial(page);
    expect(first.length).toBeGreaterThan(LOWEST_AT_ONCE);
    // The first chunk is asked and held unanswered; the next chunks wait for it.
    await expect.poll(() => asked.length).toBe(LOWEST_AT_ONCE);

    await searchFor(page, 'serum');
    const second = await onSpecial(page);
    expect(second.length).toBeGreaterThan(0);
    holding = false;
    for (const [route, sku] of held) await history(route, sku);

    // Every card of the new search on special gets its note.
    await expect.poll(() => page.locator('.search-island .card .price__lowest').count(), { timeout: 15_000 }).toBe(second.length);
    const firstChunk = asked.slice(0, LOWEST_AT_ONCE);
    const later = asked.slice(LOWEST_AT_ONCE);
    // The replaced cards beyond the first chunk were not asked (unless the new search shows them too).
    const replaced = first.filter((sku) => !firstChunk.includes(sku) && !second.includes(sku));
    expect(replaced.length).toBeGreaterThan(0);
    expect(later.filter((sku) => replaced.includes(sku))).toEqual([]);
    expect(new Set(later)).toEqual(new Set(second.filter((sku) => !firstChunk.includes(sku))));
    await context.close();
  });
});
