/**
 * The listing island in Chromium (spec 000 §4): on a Polish category page, filter by a product line,
 * sort by price; the URL carries the query, a reload keeps the state and back restores the previous one.
 * Focus never falls to <body> when the control holding it hides; keys the listing does not know stay in the URL
 * and ask for nothing; the count becomes a live region once the page's own query is shown. Paging is in
 * listing-paging.test.ts, the filter counts in listing-counts.test.ts, prices at view time in listing-view-time.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import type { Page } from 'playwright-core';
import { attributeValues, categoryPagePath, flattenCategories, productsInCategory } from '../../src/catalog/index.ts';
import { LISTS } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { companionRequests, largestCategory, openListing, visibleCardPrices, visibleSkus } from './listing-page.ts';

const h = useHarness();
describe('the listing island', () => {
  it('filters by a line, sorts by price, keeps the state in the URL across a reload and goes back', async () => {
    const products = testSnapshot().products('pl');
    const flat = flattenCategories(testSnapshot().categories('pl'), 'pl');
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
    await islandHydrated(page, 'ListingIsland');
    const before = await visibleSkus(page);

    await page.click('.filters summary');
    const group = page.locator('.filters__group', { has: page.locator('legend', { hasText: translator('pl')('filter.seria') }) });
    const chip = group.locator('a').first();
    const href = (await chip.getAttribute('href')) ?? '';
    const seria = new URL(href, 'http://x').searchParams.get('seria');
    expect(seria, 'a seria option').toBeTruthy();
    await chip.click();
    await page.waitForURL((u) => u.searchParams.get('seria') === seria);
    await listingSettled(page);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    const filtered = await visibleSkus(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(before.length);
    for (const sku of filtered) expect(attributeValues(bySku.get(sku)!, 'seria')).toContain(seria);
    expect(await page.textContent('.listing__count')).toContain(String(filtered.length));

    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc' && u.searchParams.get('seria') === seria);
    const sorted = await visibleSkus(page);
    const prices = await visibleCardPrices(page);
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(sorted)).toEqual(new Set(filtered));

    await page.reload();
    await islandHydrated(page, 'ListingIsland');
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
    await listingSettled(page);
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

describe('the filter chips', () => {
  it('toggle with Space like the buttons they are, and the clear link removes every filter but keeps the sort', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    const context = await h.context();
    // Counts the changes to the count's live region from the moment the page is parsed.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const count = document.querySelector('.listing__count');
        const w = window as unknown as { countChanges: number };
        w.countChanges = 0;
        if (count)
          new MutationObserver((records) => (w.countChanges += records.length)).observe(count, {
            childList: true,
            characterData: true,
            subtree: true,
          });
      });
    });
    const countChanges = (page: Page) => page.evaluate(() => (window as unknown as { countChanges: number }).countChanges);
    const page = await context.newPage();
    await page.goto(h.url('main', `${path}?sort=price-asc`));
    await islandHydrated(page, 'ListingIsland');
    await listingSettled(page);
    // Taking over the page (and sorting, which keeps the count) announces nothing.
    expect(await countChanges(page)).toBe(0);
    const clear = page.locator('.filters__clear');
    expect(await clear.isVisible()).toBe(false);

    await page.click('.filters summary');
    const chip = page.locator('.filters__group a[aria-pressed]').first();
    await chip.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc' && [...u.searchParams.keys()].length === 2);
    await listingSettled(page);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await countChanges(page)).toBeGreaterThan(0);
    const filtered = await visibleSkus(page);
    expect(filtered.length).toBeLessThan(skus.length);
    expect(await page.textContent('.listing__count')).toContain(String(filtered.length));

    await clear.click();
    await page.waitForURL((u) => u.search === '?sort=price-asc');
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    expect(await clear.isVisible()).toBe(false);
    expect(await page.textContent('.listing__count')).toContain(String(skus.length));
    expect(await visibleSkus(page)).toHaveLength(Math.min(skus.length, LISTS.productPageSize));
    await context.close();
  });

  it('hand focus from the clear link, hidden once activated by keyboard, to the first filter option', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    await page.click('.filters summary');
    const chip = page.locator('.filters__group a[aria-pressed]').first();
    await chip.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((u) => [...u.searchParams.keys()].length === 1);
    await listingSettled(page);
    const clear = page.locator('.filters__clear');
    expect(await clear.isVisible()).toBe(true);

    await clear.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.search === '');
    expect(await clear.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(
      await page.evaluate(() => document.activeElement === document.querySelector('.filters__group a[data-filter][data-option]')),
    ).toBe(true);
    await context.close();
  });
});

describe('the filter panel', () => {
  const panelOpen = (page: Page): Promise<boolean> =>
    page.$eval('.listing-island details.filters', (d) => (d as HTMLDetailsElement).open);

  it('opens on a page opened with filters in its URL, and stays closed once the shopper closes it', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context({ width: 375, height: 800 });
    const page = await openListing(context, h.url('main', path));
    expect(await panelOpen(page)).toBe(false);

    await page.click('.filters summary');
    const chip = page.locator('.filters__group a[aria-pressed]:not([aria-disabled="true"])').first();
    const option = await chip.getAttribute('data-option');
    await chip.click();
    await page.waitForURL((u) => u.search !== '');
    await listingSettled(page);
    const filteredUrl = page.url();
    await page.click('.filters summary');
    expect(await panelOpen(page)).toBe(false);

    // A sort and a move back through history leave it closed.
    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc');
    await listingSettled(page);
    expect(await panelOpen(page)).toBe(false);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('sort') === null && u.search !== '');
    await listingSettled(page);
    expect(await panelOpen(page)).toBe(false);

    // Opened with the filter in its URL, the page shows it chosen in the open panel.
    await page.goto(filteredUrl);
    await islandHydrated(page, 'ListingIsland');
    await listingSettled(page);
    expect(await panelOpen(page)).toBe(true);
    expect(await page.getAttribute(`.filters__group a[data-option="${option}"]`, 'aria-pressed')).toBe('true');
    await context.close();
  });

  it('closes on Escape with the focus in it, the focus back on its summary; Escape elsewhere leaves it open', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context({ width: 375, height: 800 });
    const page = await openListing(context, h.url('main', path));
    await page.click('.filters summary');
    await page.focus('#listing-sort');
    await page.keyboard.press('Escape');
    expect(await panelOpen(page)).toBe(true);

    await page.locator('.filters__group a[aria-pressed]').first().focus();
    await page.keyboard.press('Escape');
    expect(await panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('.filters > summary') ?? false)).toBe(true);
    await context.close();
  });
});

describe('the product count, a live region', () => {
  it('says nothing as a page opened with a filter in its URL counts its cards, and announces what the shopper changes', async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await (await h.context()).newPage();
    // Each text the count is given, with whether it was a live region then.
    await page.addInitScript(() => {
      const w = window as unknown as { __counts: [string, boolean][] };
      w.__counts = [];
      document.addEventListener('DOMContentLoaded', () => {
        const count = document.querySelector('.listing__count');
        if (!count) return;
        new MutationObserver(() => w.__counts.push([count.textContent ?? '', count.hasAttribute('aria-live')])).observe(count, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
    });
    const counts = () => page.evaluate(() => (window as unknown as { __counts: [string, boolean][] }).__counts);
    const built = await page.goto(h.url('main', `${path}?seria=1`)).then(() => page.textContent('.listing__count'));
    expect(await page.getAttribute('.listing__count', 'aria-live')).toBeNull();
    await islandHydrated(page, 'ListingIsland');
    await listingSettled(page);
    await expect.poll(() => page.getAttribute('.listing__count', 'aria-live')).toBe('polite');
    const opened = await counts();
    expect(opened.length, 'the count changed as the filter applied').toBeGreaterThan(0);
    expect(opened.at(-1)?.[0]).not.toBe(built);
    expect(opened.filter(([, live]) => live)).toEqual([]);

    // The panel is open: the page was opened with a filter chosen.
    await page.locator('.filters__group a[aria-pressed="true"]').first().click();
    await page.waitForURL((u) => u.search === '');
    await listingSettled(page);
    expect((await counts()).at(-1)).toEqual([built, true]);
    await page.context().close();
  });
});

describe('the sort select', () => {
  it('shows the sort the URL names in its field:order form, and Latest restores the default order and URL', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    const built = await visibleSkus(page);

    await page.goto(h.url('main', `${path}?sort=final_price:asc`));
    await islandHydrated(page, 'ListingIsland');
    // The companion page is in once its further cards are (hidden) in the list.
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
    await listingSettled(page);
    expect(await page.inputValue('#listing-sort')).toBe('price-asc');
    const prices = await visibleCardPrices(page);
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.selectOption('#listing-sort', 'latest');
    await page.waitForURL((u) => u.search === '');
    expect(await visibleSkus(page)).toEqual(built);
    expect(await page.inputValue('#listing-sort')).toBe('latest');
    await context.close();
  });

  it('makes one history entry of sort options stepped through by keyboard: Back goes to before the sorting', async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await openListing(await h.context(), h.url('main', `${path}?seria=1`));
    const start = await page.evaluate(() => history.length);
    await page.focus('#listing-sort');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((u) => u.searchParams.get('sort') !== null);
    await listingSettled(page);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-desc');
    expect(await page.inputValue('#listing-sort')).toBe('price-desc');
    expect(await page.evaluate(() => history.length)).toBe(start + 1);
    await page.goBack();
    await page.waitForURL((u) => u.search === '?seria=1');
    expect(await page.inputValue('#listing-sort')).toBe('latest');
    await page.context().close();
  });
});

describe('query keys the listing does not know', () => {
  it('ask for no companion page, and stay in the URL through filtering and clearing', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context();
    const page = await context.newPage();
    const companion = companionRequests(page);
    await page.goto(h.url('main', `${path}?utm_source=x&fbclid=abc`));
    await islandHydrated(page, 'ListingIsland');
    // Nothing is to happen: give a request the island would wrongly make the time to show.
    await page.waitForTimeout(500);
    expect(companion).toEqual([]);
    expect(await page.locator('.listing__status').count()).toBe(0);
    expect(await page.getAttribute('[data-listing-grid]', 'aria-busy')).toBeNull();
    expect(await page.locator('[data-listing] > li[hidden]').count()).toBe(0);

    await page.click('.filters summary');
    const chip = page.locator('.filters__group a[aria-pressed]').first();
    const filter = (await chip.getAttribute('data-filter')) ?? '';
    await chip.click();
    await page.waitForURL(
      (u) => u.searchParams.get('utm_source') === 'x' && u.searchParams.get('fbclid') === 'abc' && u.searchParams.has(filter),
    );
    await listingSettled(page);
    expect(companion.length).toBeGreaterThan(0);
    await page.click('.filters__clear');
    await page.waitForURL((u) => u.search === '?utm_source=x&fbclid=abc');
    await context.close();
  });
});

describe('a sort no option is', () => {
  it('is not applied: the built cards stay, no companion page is asked, and the sort control shows the default', async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    const built = await visibleSkus(page);
    const companion = companionRequests(page);
    await page.goto(h.url('main', `${path}?sort=updated_at:asc`));
    await islandHydrated(page, 'ListingIsland');
    // Nothing is to happen: give a request the island would wrongly make the time to show.
    await page.waitForTimeout(500);
    expect(companion).toEqual([]);
    expect(await page.inputValue('#listing-sort')).toBe('latest');
    expect(await visibleSkus(page)).toEqual(built);
    await page.context().close();
  });
});

describe("a query key named as a property of Object's prototype", () => {
  it("is ignored as any unknown key: the URL's filter is applied", async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    await page.click('.filters summary');
    const chip = page.locator('.filters__group a[aria-pressed]').first();
    const filter = (await chip.getAttribute('data-filter')) ?? '';
    const option = (await chip.getAttribute('data-option')) ?? '';
    await page.goto(h.url('main', `${path}?constructor=1&toString=x&__proto__=y&${filter}=${option}`));
    await islandHydrated(page, 'ListingIsland');
    await listingSettled(page);
    await expect
      .poll(() => page.getAttribute(`.filters__group a[data-filter="${filter}"][data-option="${option}"]`, 'aria-pressed'))
      .toBe('true');
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('hides the sort, the filters and "load more", which only the island can apply, and says why', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    expect(skus.length, 'a category longer than a page').toBeGreaterThan(LISTS.productPageSize);
    const t = translator('pl');
    const controls = ['.listing__sort', '.filters', '.listing__more'];
    const withScript = await (await h.context()).newPage();
    await withScript.goto(h.url('main', path));
    for (const control of controls) expect(await withScript.locator(control).isVisible(), control).toBe(true);
    expect(await withScript.locator('[data-listing-noscript]').count(), 'no note: it is in a <noscript>').toBe(0);

    const page = await (await h.context({ javaScriptEnabled: false })).newPage();
    await page.goto(h.url('main', path));
    for (const control of controls) {
      expect(await page.locator(control).count(), control).toBe(1);
      expect(await page.locator(control).isVisible(), control).toBe(false);
    }
    expect(await page.locator('[data-listing-noscript]').textContent()).toBe(t('listing.noScript'));
    expect(await page.locator('[data-listing-noscript]').isVisible()).toBe(true);
    // Not the note of a script that failed to load: without scripting nothing failed.
    expect(await page.locator('[data-island-failed-note]').count()).toBe(1);
    expect(await page.locator('[data-island-failed-note]').isVisible()).toBe(false);
    // The first page of cards is all there.
    expect(await page.locator('[data-listing] > li:not([hidden])').count()).toBe(LISTS.productPageSize);
  });
});
