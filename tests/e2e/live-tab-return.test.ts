/**
 * The live island on a page shown again after a while hidden (spec 000 §7: the island applies the rules at view
 * time; src/islands/live/resync.ts): a product page left in a background tab for longer than
 * TIMINGS.liveResyncHiddenMs asks render-list again when it is shown, and a shorter absence asks nothing. The page's
 * clock is Playwright's (fast-forwarded), its visibility set as a browser sets it when the tab is hidden and shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { TIMINGS } from '../../src/config/constants.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { useHarness } from './use-harness.ts';
import { pricedIds, repriced } from './live-api.ts';
import { FORMAT, NEW_PRICE, openCounting, PRODUCT_PRICE, showsText, simpleProductPath } from './live-page.ts';

const h = useHarness();
const NOW = `${PRODUCT_PRICE} [data-part="now"]`;

/** Sets the page's visibility as the browser does when its tab is hidden or shown again, with its event. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((to) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => to });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => to === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('the live island on a product page shown again in its tab', () => {
  let productPath = '';
  beforeAll(async () => {
    productPath = await simpleProductPath(h);
  });

  it.each([
    ['longer than', 'asks render-list again', TIMINGS.liveResyncHiddenMs + 1_000, true],
    ['shorter than', 'asks nothing', TIMINGS.liveResyncHiddenMs - 60_000, false],
  ] as const)('hidden %s the resync time, %s', async (_, __, hiddenMs, asksAgain) => {
    const port = h.server.port;
    let answer = (route: Route) => repriced(route, port, NEW_PRICE);
    let asked = 0;
    const page = await openCounting(h, productPath, async (p) => {
      await p.clock.install();
      await p.route('**/api/product/render-list?**', (route) => ((asked += 1), answer(route)));
    });
    await showsText(page, NOW, formatPrice(NEW_PRICE, FORMAT));
    const built = Number(await page.locator(PRODUCT_PRICE).getAttribute('data-price'));
    const before = asked;
    // Meanwhile the price changed back to the build's.
    answer = (route) => pricedIds(route, port);
    await setVisibility(page, 'hidden');
    await page.clock.fastForward(hiddenMs);
    await setVisibility(page, 'visible');
    if (asksAgain) {
      await showsText(page, NOW, formatPrice(built, FORMAT));
      expect(asked).toBe(before + 1);
    } else {
      // Any request the return made would have been sent by now: the page is idle and shows what it showed.
      await page.waitForLoadState('networkidle');
      expect(asked).toBe(before);
      expect(await page.locator(NOW).textContent()).toContain(formatPrice(NEW_PRICE, FORMAT));
    }
    await page.context().close();
  });
});
