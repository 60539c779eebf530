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
  it('is left out and logged, and the other results are shown', async () => {
    const context = await h.context();
    const bad: string[] = [];
    await context.route('**/api/catalog/**', async (route) => {
      const sku = await searchWithBadPrice(route, h.server.port);
      if (sku !== undefined) bad.push(sku);
    });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);
    const skus = await page.$$eval('.search-island .card', (cards) => cards.map((c) => c.getAttribute('data-sku')));
    expect(bad.length).toBeGreaterThan(0);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus).not.toContain(bad[0]);
    expect(await page.locator('.search-island .card', { hasText: 'NaN' }).count()).toBe(0);
    expect(errors.some((e) => e.includes(`(${bad[0]})`))).toBe(true);
    await context.close();
  });
});
