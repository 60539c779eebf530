/**
 * The catalogue in Chromium, in the Polish and the English store views: open a category page,
 * follow a product card to its product page, choose a variant link (the URL gets its childSku), and
 * reload: the same variant is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../content-sync/snapshot.ts';
import { categoryPagePath, flattenCategories } from '../../src/catalog/index.ts';
import { isVariantAvailable } from '../../src/domain/product/variants.ts';
import { translator } from '../../src/i18n/index.ts';
import { storeView, type StoreCode } from '../../src/config/index.ts';
import { startHarness, testSnapshot, type Harness } from './harness.ts';

let h: Harness;
let snapshot: Snapshot;

beforeAll(async () => {
  snapshot = testSnapshot();
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Parent skus of the store's configurable products with at least two available variants. */
function configurableSkus(store: StoreCode): Set<string> {
  const showOutOfStock = h.cfg.settings.showOutOfStock;
  return new Set(
    snapshot
      .products(store)
      .filter((p) => p.type_id === 'configurable')
      .filter((p) => p.configurable_children.filter((c) => isVariantAvailable(c, { showOutOfStock })).length >= 2)
      .map((p) => p.sku),
  );
}

describe.each(['pl', 'en'] as const)('the %s catalogue in Chromium', (store) => {
  it('leads from a category page through a product card to a variant that survives a reload', async () => {
    const view = storeView(store, h.cfg);
    const t = translator(view.lang);
    const flat = flattenCategories(snapshot.categories(store), store);
    const top = flat.find((c) => c.depth === 0 && c.is_active);
    const categoryPath = top ? categoryPagePath(top, flat, 'category') : undefined;
    expect(categoryPath, 'a top category page').toBeDefined();

    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    const response = await page.goto(h.url('main', categoryPath ?? '/'));
    expect(response?.status()).toBe(200);
    expect(await page.textContent('h1')).toBe(top?.name);
    expect(await page.textContent('.listing__count')).toMatch(new RegExp(t('listing.count', { count: '\\d+' })));

    const candidates = configurableSkus(store);
    const cardSkus = await page.$$eval('.card', (cards) => cards.map((c) => c.getAttribute('data-sku') ?? ''));
    const sku = cardSkus.find((s) => candidates.has(s));
    expect(sku, 'a configurable product among the cards').toBeDefined();
    await Promise.all([
      page.waitForURL((u) => u.pathname !== categoryPath),
      page.click(`.card[data-sku="${sku}"] .card__name a`),
    ]);
    expect(await page.locator('[data-slot="add-to-cart"]').count()).toBe(1);
    const variantLinks = page.locator('.variants a');
    expect(await variantLinks.count()).toBeGreaterThanOrEqual(2);

    const other = page.locator('.variants a:not([aria-current])').first();
    const childSku = (await other.getAttribute('data-sku')) ?? '';
    expect(childSku).not.toBe('');
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${childSku}`)), other.click()]);
    expect(new URL(page.url()).pathname.endsWith(`/${childSku}`)).toBe(true);
    expect(await page.getAttribute('article.product', 'data-sku')).toBe(childSku);

    await page.reload();
    expect(await page.getAttribute('article.product', 'data-sku')).toBe(childSku);
    expect(await page.getAttribute(`.variants a[data-sku="${childSku}"]`, 'aria-current')).toBe('true');
    expect(await page.textContent('[data-detail="sku"]')).toContain(childSku);
    const child = snapshot.product(store, sku ?? '')?.configurable_children.find((c) => c.sku === childSku);
    if (child?.image) expect(await page.getAttribute('.gallery__main', 'src')).toBe(`/img/600/744/resize${child.image}`);
    await page.waitForLoadState('load');
    const width = await page.$eval('.gallery__main', (img) => (img as HTMLImageElement).naturalWidth);
    expect(width, 'the main image loads through the image proxy').toBeGreaterThan(0);
    await context.close();
  });
});
