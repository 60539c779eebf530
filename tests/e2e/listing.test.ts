/**
 * The listing island in Chromium (spec 000 §4): on a Polish category page, filter by a product line,
 * sort by price; the URL carries the query, a reload keeps the state and back restores the previous one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Snapshot } from '../../content-sync/snapshot.ts';
import {
  attributeValues,
  categoryPagePath,
  flattenCategories,
  listingPrice,
  productsInCategory,
} from '../../src/catalog/index.ts';
import { translator } from '../../src/i18n/index.ts';
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

const visibleSkus = (page: Page): Promise<string[]> =>
  page.$$eval('[data-listing] > li:not([hidden])', (lis) => lis.map((li) => li.getAttribute('data-sku') ?? ''));

describe('the listing island', () => {
  it('filters by a line, sorts by price, keeps the state in the URL across a reload and goes back', async () => {
    const products = snapshot.products('pl');
    const flat = flattenCategories(snapshot.categories('pl'), 'pl');
    // A top category whose products span at least two lines.
    const top = flat.find(
      (c) => c.depth === 0 && c.is_active && new Set(productsInCategory(products, c.id).map((p) => p.seria)).size > 1,
    );
    expect(top, 'a category with two lines').toBeDefined();
    const path = top ? categoryPagePath(top, flat, 'category') : undefined;
    const bySku = new Map(products.map((p) => [p.sku, p]));

    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', path ?? '/'));
    await page.waitForSelector('astro-island:not([ssr])');
    const before = await visibleSkus(page);

    await page.click('.filters summary');
    const group = page.locator('.filters__group', { has: page.locator('legend', { hasText: translator('pl')('filter.seria') }) });
    const chip = group.locator('a').first();
    const href = (await chip.getAttribute('href')) ?? '';
    const seria = new URL(href, 'http://x').searchParams.get('seria');
    expect(seria, 'a seria option').toBeTruthy();
    await chip.click();
    await page.waitForURL((u) => u.searchParams.get('seria') === seria);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const filtered = await visibleSkus(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(before.length);
    for (const sku of filtered) expect(attributeValues(bySku.get(sku)!, 'seria')).toContain(seria);
    expect(await page.textContent('.listing__count')).toContain(String(filtered.length));

    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc' && u.searchParams.get('seria') === seria);
    const sorted = await visibleSkus(page);
    const prices = sorted.map((sku) => listingPrice(bySku.get(sku)!));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(sorted)).toEqual(new Set(filtered));

    await page.reload();
    await page.waitForSelector('astro-island:not([ssr])');
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
    expect(await visibleSkus(page)).toEqual(sorted);
    expect(await page.inputValue('#listing-sort')).toBe('price-asc');

    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('sort') === null && u.searchParams.get('seria') === seria);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-listing] > li:not([hidden])').length === n,
      filtered.length,
    );
    expect(await visibleSkus(page)).toEqual(filtered);
    expect(await page.inputValue('#listing-sort')).toBe('latest');
  });
});
