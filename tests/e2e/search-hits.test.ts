/**
 * A search hit the page cannot show (spec 000 §8: bad API data is logged and corrupts nothing): a hit whose gross
 * price is not a number (its card would read NaN) is left out of the results and logged with its sku; the other
 * hits are shown.
 */
import { describe, expect, it } from 'vitest';
import { searchWithBadPrice } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { consoleErrors, SEARCH_PAGE, settled } from './search-page.ts';

const h = useHarness();

describe('a malformed search hit', () => {
  it('is left out, logged and not counted, and the other results are shown', async () => {
    const context = await h.context();
    const bad: { sku: string; total: number }[] = [];
    await context.route('**/api/catalog/**', async (route) => {
      const hit = await searchWithBadPrice(route, h.server.port);
      if (hit !== undefined) bad.push(hit);
    });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);
    const skus = await page.$$eval('.search-island .card', (cards) => cards.map((c) => c.getAttribute('data-sku')));
    // one request: the search's first page (no filter chosen, so no request of a group's own counts)
    expect(bad).toHaveLength(1);
    const [{ sku, total }] = bad as [{ sku: string; total: number }];
    expect(skus.length).toBeGreaterThan(0);
    expect(skus).not.toContain(sku);
    expect(await page.locator('.search-island .card', { hasText: 'NaN' }).count()).toBe(0);
    expect(errors.some((e) => e.includes(`(${sku})`))).toBe(true);
    // the count is of the products the page can show: the hit left out is not in it
    expect(await page.locator('.search-island .listing__count').getAttribute('data-count')).toBe(String(total - 1));
    await context.close();
  });
});
