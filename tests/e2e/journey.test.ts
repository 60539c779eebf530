/**
 * The shopper's journey through the catalogue in Chromium (issue "Static storefront I"), in the Polish
 * and the English store views: home → a category from the mega-menu → filter by a product line → sort
 * by price → open a configurable product → choose a variant (the URL gets its childSku; a reload keeps
 * it) → the price and stock islands show the values the live APIs answer, which differ from the build's
 * (a new price, the variant sold out).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { attributeValues, categoryPagePath, flattenCategories, productsInCategory } from '../../src/catalog/index.ts';
import { storeView, type StoreCode } from '../../src/config/index.ts';
import type { PriceSyncItem } from '../../src/domain/catalog/types.ts';
import { isVariantAvailable } from '../../src/domain/product/variants.ts';
import { livePriceView, liveStockStatus, priceTexts } from '../../src/islands/live/merge.ts';
import { readPriceTarget, readStockTarget, type Dataset } from '../../src/islands/live/read.ts';
import type { StockResult } from '../../src/api/stock.ts';
import { buildPath, homeRoute } from '../../src/routing/index.ts';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { repriced, soldOut } from './live-api.ts';

const h = useHarness();
/** A configurable product with two available variants, in a top category whose products span two lines. */
function journeyTarget(store: StoreCode): { categoryPath: string; seria: string; sku: string } {
  const products = testSnapshot().products(store);
  const flat = flattenCategories(testSnapshot().categories(store), store);
  const showOutOfStock = h.cfg.settings.showOutOfStock;
  for (const top of flat.filter((c) => c.depth === 0 && c.is_active)) {
    const inside = productsInCategory(products, top.id);
    if (new Set(inside.map((p) => p.seria)).size < 2) continue;
    const product = inside.find(
      (p) =>
        p.type_id === 'configurable' &&
        p.configurable_children.filter((c) => isVariantAvailable(c, { showOutOfStock })).length >= 2 &&
        attributeValues(p, 'seria').length > 0,
    );
    const path = categoryPagePath(top, flat, 'category');
    if (product && path) return { categoryPath: path, seria: attributeValues(product, 'seria')[0] ?? '', sku: product.sku };
  }
  throw new Error(`No journey in the ${store} snapshot`);
}

const visibleSkus = (page: Page): Promise<string[]> =>
  page.$$eval('[data-listing] > li:not([hidden])', (lis) => lis.map((li) => li.getAttribute('data-sku') ?? ''));

const LIVE_PRICE = 66.66;
const PRICE_NOW = '.product [data-live-price] [data-part="now"]';
const STOCK = '.product [data-live-stock]';

const datasetOf = (page: Page, selector: string): Promise<Dataset> =>
  page.$eval(selector, (el) => ({ ...(el as HTMLElement).dataset }));

describe.each(['pl', 'en'] as const)('the %s shopper journey', (store) => {
  it('goes from home to a variant with live price and stock', async () => {
    const view = storeView(store, h.cfg);
    const { categoryPath, seria, sku } = journeyTarget(store);
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();

    // Home → the category, through the mega-menu.
    await page.goto(h.url('main', buildPath(homeRoute(store).name)));
    const menuLink = page.locator(`header a[href="${categoryPath}"]`).first();
    if (!(await menuLink.isVisible())) {
      await page
        .locator('details.mega__section', { has: page.locator(`a[href="${categoryPath}"]`) })
        .first()
        .locator('summary')
        .first()
        .click();
    }
    await Promise.all([page.waitForURL((u) => u.pathname === categoryPath), menuLink.click()]);
    await islandHydrated(page, 'ListingIsland');

    // Filter by the product's line, then sort by price.
    await page.click('.filters summary');
    const hrefs = await page.$$eval('.filters a[href*="seria="]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((x) => new URL(x, 'http://x').searchParams.get('seria') === seria);
    expect(href, `a chip for line ${seria}`).toBeDefined();
    const chip = page.locator(`.filters a[href="${href}"]`).first();
    await Promise.all([page.waitForURL((u) => u.searchParams.get('seria') === seria), chip.click()]);
    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc' && u.searchParams.get('seria') === seria);
    await listingSettled(page);
    expect(await visibleSkus(page)).toContain(sku);

    // The product, then another variant.
    await Promise.all([
      page.waitForURL((u) => u.pathname !== categoryPath),
      page.click(`.card[data-sku="${sku}"] .card__name a`),
    ]);
    const other = page.locator('.variants a:not([aria-current])').first();
    const childSku = (await other.getAttribute('data-sku')) ?? '';
    expect(childSku).not.toBe('');
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${childSku}`)), other.click()]);
    expect(await page.getAttribute('article.product', 'data-sku')).toBe(childSku);

    // Reload: the same variant, and the islands show what the live APIs answer.
    // The live answers differ from the build: a new price, and the chosen variant sold out.
    const bodies: { url: string; body: { result: unknown } }[] = [];
    await page.route(/\/api\/(product\/render-list|stock\/list)\?/, async (route) => {
      const url = route.request().url();
      const live = url.includes('render-list')
        ? repriced(route, h.server.port, LIVE_PRICE)
        : soldOut(route, h.server.port, new Set([childSku]));
      bodies.push({ url, body: (await live) as { result: unknown } });
    });
    const staticPrice = await page.textContent(PRICE_NOW);
    expect(await page.getAttribute(STOCK, 'data-stock')).toBe('ok');
    await page.reload();
    await expect
      .poll(() => ['render-list', 'stock/list'].every((kind) => bodies.some((b) => b.url.includes(kind))), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getAttribute('article.product', 'data-sku')).toBe(childSku);
    expect(await page.getAttribute(`.variants a[data-sku="${childSku}"]`, 'aria-current')).toBe('true');

    const items = new Map<number, PriceSyncItem>();
    const found = new Map<string, StockResult>();
    const checked = new Set<string>();
    for (const { url, body } of bodies) {
      if (url.includes('render-list'))
        for (const item of (body.result as { items: PriceSyncItem[] }).items) items.set(item.id, item);
      else {
        for (const s of new URL(url).searchParams.get('skus')?.split(',') ?? []) checked.add(s);
        for (const item of body.result as StockResult[]) if (item.sku) found.set(item.sku, item);
      }
    }
    const priceTarget = readPriceTarget(await datasetOf(page, '.product [data-live-price]'));
    expect(priceTarget && items.has(priceTarget.id), 'render-list answered for the product').toBe(true);
    const expected = priceTexts(livePriceView(priceTarget!, items.get(priceTarget!.id), new Date()), {
      locale: view.locale,
      currency: view.currency,
    }).now;
    const expectedPrice = expected.text;
    expect(expectedPrice).not.toBe(staticPrice);
    // The live price with its mobile face (spec 001 §9: 0 decimals on mobile), both written by the island.
    await page.waitForFunction(
      ([sel, want, mobile]) => {
        const el = document.querySelector(sel ?? '');
        return el !== null && el.textContent === want && el.getAttribute('data-mobile') === mobile;
      },
      [PRICE_NOW, expectedPrice, expected.mobile],
    );
    const stockTarget = readStockTarget(await datasetOf(page, STOCK));
    const expectedStock = liveStockStatus(stockTarget!, { found, checked }, h.cfg.settings.stockSync);
    expect(expectedStock).toBe('out_of_stock');
    await page.waitForFunction(
      ([sel, want]) => (document.querySelector(sel ?? '') as HTMLElement | null)?.dataset['stock'] === want,
      [STOCK, expectedStock],
    );
    await context.close();
  });
});
