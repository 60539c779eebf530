/**
 * The search page's 30-day lowest-price notes (spec 001 §9, LOOK.md "Product card") when a new search replaces
 * the results: the price histories of the replaced cards not asked yet are not asked, and the new cards' are.
 * The hits are put on special (searchOnSpecial), so that a page of results has more skus to ask than one chunk
 * of them (LOWEST_AT_ONCE). The notes coming in move nothing: each card holds its note's line until it comes.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { LOWEST_AT_ONCE } from '../../src/islands/live/fetch.ts';
import { searchOnSpecial } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { KNOWN_NOTE, SEARCH_PAGE, searchFor, settled } from './search-page.ts';

const h = useHarness();

/** A price history's answer: its lowest price (5 unless told). */
const history = (route: Route, sku: string, lowest = 5) =>
  route.fulfill({ json: { code: 200, result: { sku, storeId: 4, currency: 'PLN', days: 30, lowest, history: [] } } });

/** The search cards' notes once known. */
const KNOWN = `.search-island .card ${KNOWN_NOTE}`;

/**
 * Holds the price histories asked (their skus in `asked`) unanswered until `release`, which answers those held and,
 * from then on, each one asked; `lowest` gives a sku's lowest price (5 when it gives none).
 */
async function holdHistories(context: BrowserContext, lowest: (sku: string) => number | undefined = () => undefined) {
  const asked: string[] = [];
  const held: [Route, string][] = [];
  let holding = true;
  const answer = (route: Route, sku: string) => history(route, sku, lowest(sku));
  await context.route('**/api/product/price-history?**', async (route) => {
    const sku = String(new URL(route.request().url()).searchParams.get('sku'));
    asked.push(sku);
    if (holding) held.push([route, sku]);
    else await answer(route, sku);
  });
  const release = async (): Promise<void> => {
    holding = false;
    for (const [route, sku] of held.splice(0)) await answer(route, sku);
  };
  return { asked, release };
}

/** A hit as searchOnSpecial answers it. */
type Hit = { sku: string; original_price_incl_tax: number };

/** The skus of the cards on special shown. */
const onSpecial = (page: Page) =>
  page.$$eval('.search-island .card:has(.price__was)', (cards) => cards.map((c) => c.getAttribute('data-sku') ?? ''));

describe('the lowest-price notes of search results', () => {
  it('are not asked for the cards a new search replaced before their turn, and are for the new cards', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => searchOnSpecial(route, h.server.port));
    const { asked, release } = await holdHistories(context);
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
    await release();

    // Every card of the new search on special gets its note.
    await expect.poll(() => page.locator(KNOWN).count(), { timeout: 15_000 }).toBe(second.length);
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

describe('the cards of search results on special', () => {
  it('keep their height while their notes come in: the grid and "load more" below it stay where they are', async () => {
    const context = await h.context();
    // The regular prices of the hits (searchOnSpecial's): each note answered is the regular price, the lowest price of
    // a product not reduced in the 30 days before its promotion.
    const regular = new Map<string, number>();
    await context.route('**/api/catalog/**', async (route) => {
      const body = (await searchOnSpecial(route, h.server.port)) as { hits?: { hits: { _source: Hit }[] } };
      for (const { _source: hit } of body.hits?.hits ?? []) regular.set(hit.sku, hit.original_price_incl_tax);
    });
    const { asked, release } = await holdHistories(context, (sku) => regular.get(sku));
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    // A filter-only search of more than a page: "load more" is drawn below the cards.
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?price=50-100`));
    await settled(page);
    const cards = await onSpecial(page);
    expect(cards.length).toBeGreaterThan(LOWEST_AT_ONCE);
    await expect.poll(() => asked.length).toBe(LOWEST_AT_ONCE);
    const place = () =>
      page.evaluate(() => ({
        grid: document.querySelector('.search-island .card-grid')?.getBoundingClientRect().height,
        more: document.querySelector('.search-island .listing__more button')?.getBoundingClientRect().top,
      }));
    const before = await place();
    expect(before.more, '"load more" is drawn').toBeDefined();
    expect(await page.locator(KNOWN).count()).toBe(0);

    // Every note is answered (the later chunks as they are asked), and each card shows its own.
    await release();
    await expect.poll(() => page.locator(KNOWN).count(), { timeout: 15_000 }).toBe(cards.length);
    expect(await place()).toEqual(before);
    await context.close();
  });
});
