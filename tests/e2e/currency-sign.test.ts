/**
 * A store view's currency sign is the same on every price of a page, the built ones and those the live island
 * rewrites in the browser (PRICE_DISPLAY.currencySigns, withCurrencySign): Chromium's locale data writes UAH as
 * 'грн' where the build's writes '₴'.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_DISPLAY } from '../../src/config/index.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { productPagePath } from '../build/dist.ts';
import { testSnapshot } from './harness.ts';
import { repriced } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { storeView } from '../../src/config/index.ts';

const h = useHarness();

describe('the currency sign of the Ukrainian store view', () => {
  it('is ₴ on the prices the live island rewrites, as on the built ones', async () => {
    const store = storeView('ua', h.cfg);
    const product = testSnapshot()
      .products('ua')
      .find((p) => isProductVisible(p) && p.type_id === 'simple');
    if (!product) throw new Error('No visible simple product in the ua snapshot');
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    const answered = page.waitForResponse('**/api/product/render-list?**');
    await page.route('**/api/product/render-list?**', (route) => repriced(route, h.server.port, 1234.5));
    await page.goto(h.url('main', productPagePath(product, 'ua', h.cfg)));
    const built = await page.locator('.product [data-live-price] [data-part="now"]').textContent();
    expect(built).toContain(PRICE_DISPLAY.currencySigns[store.currency]);
    await answered;
    // The island wrote the repriced amount, with the store view's sign.
    await page.waitForFunction(() =>
      document.querySelector('.product [data-live-price] [data-part="now"]')?.textContent?.includes('234,50'),
    );
    const shown = await page.$$eval('[data-live-price]', (els) => els.map((el) => el.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown.filter((t) => /\d/.test(t))) {
      expect(text).toContain('₴');
      expect(text).not.toContain('грн');
    }
    await context.close();
  });
});
