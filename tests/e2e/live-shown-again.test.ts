/**
 * The live island on a page shown again (spec 000 §7: the island applies the rules at view time): a product page
 * restored from the back-forward cache by Back is synced again (src/islands/live/resync.ts). The browser of this
 * file keeps its back-forward cache on (Playwright's default turns it off).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { formatPrice } from '../../src/domain/price/format.ts';
import { backFromCache, watchRestores } from './back-forward.ts';
import { useHarness } from './use-harness.ts';
import { pricedIds, repriced, soldOut } from './live-api.ts';
import {
  FORMAT,
  NEW_PRICE,
  openCounting,
  PRODUCT_PRICE,
  PRODUCT_STOCK,
  showsText,
  simpleProductPath,
  text,
} from './live-page.ts';

const h = useHarness({ backForwardCache: true });
const NOW = `${PRODUCT_PRICE} [data-part="now"]`;

type Handler = (route: Route) => Promise<unknown>;

/** A route handler that answers through the handler set last (`then`): the page's first visit, then its return. */
const switchable = (first: Handler) => {
  let current = first;
  return { handle: (route: Route) => current(route), then: (next: Handler) => void (current = next) };
};

/** The stock list's real answer with every sku asked for out of stock. */
const allSoldOut = (route: Route) =>
  soldOut(route, h.server.port, new Set((new URL(route.request().url()).searchParams.get('skus') ?? '').split(',')));

/** Leaves the product page for the home page, and comes back to it with Back (from the cache: no load). */
async function awayAndBack(page: Page): Promise<void> {
  await page.goto(h.url('main', '/'));
  await backFromCache(page);
}

describe('the live island on a product page restored by Back', () => {
  let productPath = '';
  beforeAll(async () => {
    productPath = await simpleProductPath(h);
  });

  it("syncs again: the build's price back from render-list, and the stock state changed meanwhile", async () => {
    const port = h.server.port;
    const prices = switchable((r) => repriced(r, port, NEW_PRICE));
    const stock = switchable((r) => r.fallback());
    const page = await openCounting(h, productPath, async (p) => {
      await watchRestores(p);
      await p.route('**/api/product/render-list?**', prices.handle);
      await p.route('**/api/stock/list?**', stock.handle);
    });
    await showsText(page, NOW, formatPrice(NEW_PRICE, FORMAT));
    expect(await page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('ok');
    const built = await page.locator(PRODUCT_PRICE).getAttribute('data-price');
    prices.then((r) => pricedIds(r, port));
    stock.then(allSoldOut);
    await awayAndBack(page);
    await showsText(page, NOW, formatPrice(Number(built), FORMAT));
    await expect.poll(() => page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('out_of_stock');
    await page.context().close();
  });

  it('keeps the live price it shows when render-list fails on the way back', async () => {
    const port = h.server.port;
    const prices = switchable((r) => repriced(r, port, NEW_PRICE));
    const page = await openCounting(h, productPath, async (p) => {
      await watchRestores(p);
      await p.route('**/api/product/render-list?**', prices.handle);
    });
    await showsText(page, NOW, formatPrice(NEW_PRICE, FORMAT));
    prices.then((r) => r.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/render-list?'));
    await awayAndBack(page);
    await failed;
    // The failed answer's handling (microtasks and a task or two after it) is done after a short while.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await text(page, NOW)).toBe(formatPrice(NEW_PRICE, FORMAT));
    await page.context().close();
  });
});
