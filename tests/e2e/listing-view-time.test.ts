/**
 * The listing island on a day special prices built into a category have ended (spec 000 §4, §5): its sort by price
 * and its price buckets follow the regular prices the cards then show (the live island's window rule), not the
 * build's special prices. Render-list is kept out: it answers at the server's time, not the page's.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { largestCategory } from './listing-page.ts';

const h = useHarness();

/** A visible card's price at `now` as its price element says: the regular price once a built special's window has ended. */
interface CardPrice {
  readonly sku: string;
  readonly built: number;
  readonly atNow: number;
  readonly ended: boolean;
}

const cardPricesAt = (page: Page, now: number): Promise<CardPrice[]> =>
  page.$$eval(
    '[data-listing] > li:not([hidden])',
    (lis, at) =>
      lis.map((li) => {
        const el = li.querySelector<HTMLElement>('[data-live-price]');
        const to = el?.dataset['specialTo'] ?? '';
        const built = Number(el?.dataset['price']);
        // The end is a date (and time) of the store's day: a day after it has ended wherever the shopper is.
        const ended = el?.dataset['special'] !== undefined && to !== '' && Date.parse(to.slice(0, 10)) + 86_400_000 < at;
        return { sku: li.getAttribute('data-sku') ?? '', built, atNow: ended ? Number(el?.dataset['original']) : built, ended };
      }),
    now,
  );

describe('the listing on a day special prices built into it have ended', () => {
  it('sorts and filters by the regular prices the cards then show, not by the build’s special prices', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    const inCategory = new Set(skus);
    const ends = testSnapshot()
      .products('pl')
      .filter((p) => inCategory.has(p.sku) && (p.special_price ?? 0) > 0 && (p.special_to_date ?? '') !== '')
      .map((p) => Date.parse(String(p.special_to_date).slice(0, 10)));
    expect(ends.length, 'products of the category on a special price that ends').toBeGreaterThan(0);
    const now = Math.max(...ends) + 3 * 86_400_000;
    const context = await h.context();
    const open = async (query: string): Promise<CardPrice[]> => {
      const page = await context.newPage();
      await page.clock.setFixedTime(now);
      // Render-list answers at the server's time, not the page's: the cards keep the prices of the window rule.
      await page.route('**/api/product/render-list?**', (route) => route.abort());
      await page.goto(h.url('main', `${path}${query}`));
      await islandHydrated(page, 'ListingIsland');
      await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
      await listingSettled(page);
      return cardPricesAt(page, now);
    };

    const sorted = await open('?sort=price-asc');
    expect(sorted.filter((c) => c.ended).length, 'cards whose special price has ended').toBeGreaterThan(0);
    const prices = sorted.map((c) => c.atNow);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const cheap = await open('?price=0-50');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.filter((c) => c.atNow >= 50)).toEqual([]);
    const middle = await open('?price=50-100');
    expect(middle.filter((c) => c.atNow < 50 || c.atNow >= 100)).toEqual([]);
    await context.close();
  });
});
