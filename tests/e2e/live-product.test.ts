/**
 * The live price and stock island on a product page in Chromium (spec 000 §4, §7): the render-list price replaces
 * the static one in place (no layout shift), the stock list's answer replaces the stock state ('Stock check in
 * progress' once the check is slow; a quick answer that changes nothing writes nothing), failures and offline keep
 * the static values. Sets: live-sets.test.ts; when and how much the island asks: live-loading.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { formatPrice } from '../../src/domain/price/format.ts';
import { translator } from '../../src/i18n/index.ts';
import { useHarness } from './use-harness.ts';
import { layoutShift } from './layout-shift.ts';
import { repriced } from './live-api.ts';
import {
  FORMAT,
  gate,
  NEW_PRICE,
  openCounting,
  PRODUCT_PRICE,
  PRODUCT_STOCK,
  showsText,
  simpleProductPath,
  text,
} from './live-page.ts';

const t = translator('pl');
const h = useHarness();
const open = (path: string, setup?: (page: Page) => Promise<unknown>) => openCounting(h, path, setup);

/** A made-up stock list answer: every sku asked for is out of stock. */
const allOutOfStock = (route: Route): Promise<void> => {
  const skus = (new URL(route.request().url()).searchParams.get('skus') ?? '').split(',');
  return route.fulfill({
    json: { code: 200, result: skus.map((sku, i) => ({ sku, product_id: i + 1, qty: 0, is_in_stock: false })) },
  });
};

/** Records each text the product's stock line (a live region) is given, in `window.__stockTexts`. */
const watchStockLine = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const w = window as unknown as { __stockTexts: string[] };
    w.__stockTexts = [];
    document.addEventListener('DOMContentLoaded', () => {
      const line = document.querySelector('.product [data-live-stock]');
      if (!line) return;
      const seen = () => w.__stockTexts.push(line.textContent ?? '');
      new MutationObserver(seen).observe(line, { childList: true, characterData: true, subtree: true });
    });
  });
};
/** The texts `watchStockLine` recorded. */
const stockTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __stockTexts: string[] }).__stockTexts);

describe('the live island on a product page', () => {
  let productPath = '';
  beforeAll(async () => {
    productPath = await simpleProductPath(h);
  });

  it('replaces the static price with the render-list price without moving anything', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route('**/api/product/render-list?**', async (route) => {
        await held.hold();
        await repriced(route, h.server.port, NEW_PRICE);
      }),
    );
    await held.seen;
    const before = await page.locator(PRODUCT_PRICE).boundingBox();
    const staticText = await text(page, `${PRODUCT_PRICE} [data-part="now"]`);
    const expected = formatPrice(NEW_PRICE, FORMAT);
    expect(staticText).not.toBe(expected);
    held.release();
    await showsText(page, `${PRODUCT_PRICE} [data-part="now"]`, expected);
    const after = await page.locator(PRODUCT_PRICE).boundingBox();
    expect(after).toEqual(before);
    expect(await page.locator(PRODUCT_PRICE).getAttribute('aria-live')).toBe('polite');
    const cls = await layoutShift(page);
    expect(cls).toBeLessThan(0.01);
    await page.context().close();
  });

  it("says 'Stock check in progress', then out of stock when the stock list says so", async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route('**/api/stock/list?**', async (route) => {
        await held.hold();
        await allOutOfStock(route);
      }),
    );
    await held.seen;
    await showsText(page, PRODUCT_STOCK, t('cart.stockCheck'));
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    expect(await page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('out_of_stock');
    await page.context().close();
  });

  it('changes nothing in the stock line, a live region, when its check answers at once with the built state: nothing is announced on load', async () => {
    const page = await open(productPath, watchStockLine);
    const built = await text(page, PRODUCT_STOCK);
    await page.waitForResponse('**/api/stock/list?**');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction((sel) => !document.querySelector(sel)?.hasAttribute('aria-busy'), PRODUCT_STOCK);
    expect(await text(page, PRODUCT_STOCK)).toBe(built);
    expect(await stockTexts(page)).toEqual([]);
    await page.context().close();
  });

  it('writes the stock line once, with the answer, when a check answered at once changes the state', async () => {
    const page = await open(productPath, async (p) => {
      await p.route('**/api/stock/list?**', allOutOfStock);
      await watchStockLine(p);
    });
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    expect(await stockTexts(page)).toEqual([t('product.outOfStock')]);
    await page.context().close();
  });

  it('shows the stock state as soon as the stock list answers, while the price calls still hang', async () => {
    const prices = gate();
    const page = await open(productPath, async (p) => {
      await p.route('**/api/product/render-list?**', async (route) => {
        await prices.hold();
        await route.abort();
      });
      await p.route('**/api/stock/list?**', allOutOfStock);
    });
    await prices.seen;
    await showsText(page, PRODUCT_STOCK, t('product.outOfStock'));
    prices.release();
    await page.context().close();
  });

  it('keeps the static price and stock when the APIs answer 500', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route(/\/api\/(product|stock)\//, async (route) => {
        await held.hold();
        await route.fulfill({ status: 500, json: { code: 500, result: 'down' } });
      }),
    );
    const staticPrice = await text(page, PRODUCT_PRICE);
    await held.seen;
    await showsText(page, PRODUCT_STOCK, t('cart.stockCheck'));
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.inStock'));
    await page.waitForLoadState('networkidle');
    expect(await text(page, PRODUCT_PRICE)).toBe(staticPrice);
    expect(await page.locator(PRODUCT_STOCK).getAttribute('data-stock')).toBe('ok');
    await page.context().close();
  });

  it('keeps the static values when the network goes offline after load', async () => {
    const held = gate();
    const page = await open(productPath, (p) =>
      p.route(/\/api\/(product|stock)\//, async (route) => {
        await held.hold();
        await route.abort('internetdisconnected');
      }),
    );
    const staticPrice = await text(page, PRODUCT_PRICE);
    await held.seen;
    await page.context().setOffline(true);
    held.release();
    await showsText(page, PRODUCT_STOCK, t('product.inStock'));
    expect(await text(page, PRODUCT_PRICE)).toBe(staticPrice);
    await page.context().close();
  });
});
