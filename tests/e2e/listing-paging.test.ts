/**
 * A listing larger than a page in Chromium (spec 000 §4, §8): the page holds the first page of cards; "load more"
 * brings the next ones from the listing's companion page, with live prices (asked for the cards shown, not for those
 * held back hidden); a companion that cannot be fetched
 * (or does not answer in time) is said so, and the filter, sort or page that needed it is taken back; focus goes on to
 * the cards "load more" brought.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { islandHydrated, listingSettled, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { LISTS, TIMINGS } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { chipLocator, chipsOf, largestCategory, openListing, visibleSkus } from './listing-page.ts';

const h = useHarness();

/** Scrolls the cards of these skus into view one after the other, as a shopper scrolling down the list. */
async function scrollThrough(page: Page, skus: readonly string[]): Promise<void> {
  for (const sku of skus) await page.locator(`[data-listing] > li[data-sku="${sku}"]:not([hidden])`).scrollIntoViewIfNeeded();
}
/** A page whose every request for a listing's companion page fails, and how many it has made. */
async function failingCompanion(): Promise<{ context: BrowserContext; page: Page; attempts: () => number }> {
  const context = await h.context();
  const page = await context.newPage();
  let attempts = 0;
  await page.route('**/listing/**', (route) => {
    attempts += 1;
    return route.abort();
  });
  return { context, page, attempts: () => attempts };
}

/** Where a card stands against the viewport: its top from the viewport's top, and whether any of it is in view. */
const cardInViewport = (page: Page, sku: string): Promise<{ top: number; inView: boolean }> =>
  page.$eval(`[data-listing] > li[data-sku="${sku}"]`, (li) => {
    const box = li.getBoundingClientRect();
    return { top: Math.round(box.top), inView: !(li as HTMLElement).hidden && box.bottom > 0 && box.top < innerHeight };
  });

describe('a listing larger than a page', () => {
  it('holds the first page as built, and loads the next cards from its companion page with live prices', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    expect(skus.length, 'a category of more than one page').toBeGreaterThan(LISTS.productPageSize);
    const context = await h.context();
    const page = await context.newPage();
    const priced: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/render-list')) priced.push(...(url.searchParams.get('skus') ?? '').split(','));
    });
    await page.goto(h.url('main', path));
    expect(await page.locator('[data-listing] > li').count()).toBe(LISTS.productPageSize);
    await islandHydrated(page, 'ListingIsland');
    const first = await visibleSkus(page);

    await page.click('.listing__more a');
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await listingSettled(page);
    const shown = await visibleSkus(page);
    expect(shown.length).toBe(Math.min(skus.length, 2 * LISTS.productPageSize));
    expect(shown.slice(0, first.length)).toEqual(first);
    const added = shown.slice(first.length);
    expect(new Set(added).size).toBe(added.length);
    for (const sku of added) expect(skus).toContain(sku);
    // The added cards carry live prices: the live island asks for them as they come into view.
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li:not([hidden]) [data-live-price]').length > 0);
    await scrollThrough(page, added);
    await expect.poll(() => added.every((sku) => priced.includes(sku))).toBe(true);
    await context.close();
  });

  it('asks live prices for the cards it shows, not for those its companion page holds back hidden', async () => {
    const { path } = largestCategory(testSnapshot());
    const page = await (await h.context()).newPage();
    const priced: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/render-list')) priced.push(...(url.searchParams.get('skus') ?? '').split(','));
    });
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    // The cards of the page as built are priced at load, shown or not after the filter.
    const built = new Set(await visibleSkus(page));
    await page.click('.filters summary');
    await page.locator('.filters__group a[aria-pressed]').first().click();
    await listingSettled(page);
    const shown = new Set(await visibleSkus(page));
    const held = await page.$$eval('[data-listing] > li[hidden][data-sku]', (lis) => lis.map((li) => li.dataset['sku'] ?? ''));
    const heldOnly = held.filter((sku) => !shown.has(sku) && !built.has(sku));
    expect(heldOnly.length, 'cards the filter holds back').toBeGreaterThan(0);
    await scrollThrough(page, [...shown]);
    await expect.poll(() => [...shown].every((sku) => priced.includes(sku))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(heldOnly.filter((sku) => priced.includes(sku))).toEqual([]);
    await page.context().close();
  });

  it('says so when the companion page cannot be fetched, and keeps the first page', async () => {
    const { path } = largestCategory(testSnapshot());
    const { context, page } = await failingCompanion();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    const first = await visibleSkus(page);
    await page.click('.listing__more a');
    const alert = page.locator('.listing__status[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(translator('pl')('error.noProductsSynced'));
    expect(await visibleSkus(page)).toEqual(first);
    await alert.locator('button').click();
    await alert.waitFor({ state: 'detached' });
    // Focus moves on from the removed button to "load more", to try again.
    expect(await page.evaluate(() => document.activeElement?.closest('.listing__more') !== null)).toBe(true);
    await context.close();
  });

  it('hands focus from "load more", hidden once the last page shows, to the first card it brought', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    const size = LISTS.productPageSize;
    const last = Math.ceil(skus.length / size);
    expect(last, 'a category of more than one page').toBeGreaterThan(1);
    const before = last - 1;
    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', before === 1 ? path : `${path}?page=${before}`));
    await islandHydrated(page, 'ListingIsland');
    await page.waitForFunction((n) => document.querySelectorAll('[data-listing] > li:not([hidden])').length === n, before * size);
    await listingSettled(page);

    await page.focus('.listing__more a');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('page') === String(last));
    await page.locator('.listing__more').waitFor({ state: 'hidden' });
    await listingSettled(page);
    const shown = await visibleSkus(page);
    expect(shown.length).toBeGreaterThan(before * size);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        link: active?.matches('a[href]') ?? false,
        sku: active?.closest('[data-listing] > li[data-sku]')?.getAttribute('data-sku') ?? null,
      };
    });
    expect(focused).toEqual({ link: true, sku: shown[before * size] });
    await context.close();
  });

  it('continues "load more" from the page the URL names while the companion page fails, and keeps it to try again', async () => {
    const { path, skus } = largestCategory(testSnapshot());
    const size = LISTS.productPageSize;
    expect(skus.length, 'a category of more than one page').toBeGreaterThan(size);
    // Page 3 (or the last page, when there are fewer); "load more" asks for the next one, or for it again on the last.
    const from = Math.min(3, Math.ceil(skus.length / size));
    const next = skus.length > from * size ? from + 1 : from;
    const { context, page, attempts } = await failingCompanion();
    await page.goto(h.url('main', `${path}?page=${from}`));
    await islandHydrated(page, 'ListingIsland');
    const alert = page.locator('.listing__status[role="alert"]');
    await alert.waitFor();
    expect(attempts()).toBe(1);
    const entries = await page.evaluate(() => history.length);
    const more = page.locator('.listing__more a');
    expect(await more.isVisible()).toBe(true);
    expect(new URL((await more.getAttribute('href')) ?? '', 'http://x').searchParams.get('page')).toBe(String(next));

    await more.click();
    await expect.poll(attempts).toBe(2);
    await listingSettled(page);
    await alert.waitFor();
    // The page it asked for could not be shown: the URL still names the page shown, no history entry was added.
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(from));
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // After the failed attempt the link is still there, to try again.
    expect(await more.isVisible()).toBe(true);
    expect(new URL((await more.getAttribute('href')) ?? '', 'http://x').searchParams.get('page')).toBe(String(next));
    await context.close();
  });

  it('takes back a filter, a sort or "load more" whose companion page fails: nothing is shown chosen that the cards do not show', async () => {
    const { path } = largestCategory(testSnapshot());
    const { context, page, attempts } = await failingCompanion();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    const first = await visibleSkus(page);
    const chip = (await chipsOf(page)).find((c) => !c.disabled);
    if (!chip) throw new Error('the listing offers no filter option');
    const alert = page.locator('.listing__status[role="alert"]');
    const entries = await page.evaluate(() => history.length);

    await page.click('.filters summary');
    await chipLocator(page, chip).click();
    await alert.waitFor();
    expect(attempts()).toBe(1);
    expect(await chipLocator(page, chip).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-listing-clear]').isHidden()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await visibleSkus(page)).toEqual(first);
    // Focus stays on the option activated, to try again.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-option'))).toBe(chip.option);

    const select = page.locator('#listing-sort');
    const sortBefore = await select.inputValue();
    const other = await select.evaluate(
      (el: HTMLSelectElement, before) => [...el.options].find((o) => o.value !== before)?.value ?? '',
      sortBefore,
    );
    await select.selectOption(other);
    await expect.poll(attempts).toBe(2);
    await listingSettled(page);
    await alert.waitFor();
    expect(await select.inputValue()).toBe(sortBefore);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await visibleSkus(page)).toEqual(first);

    // "Load more" alike: the URL keeps naming the first page, the link the second, to try again.
    await page.click('.listing__more a');
    await expect.poll(attempts).toBe(3);
    await listingSettled(page);
    await alert.waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(new URL((await page.getAttribute('.listing__more a', 'href')) ?? '', 'http://x').searchParams.get('page')).toBe('2');
    await context.close();
  });

  it('gives up on a companion page that does not answer, says so and keeps "load more" to try again', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context();
    const page = await context.newPage();
    // The request is held, never answered: only the island's timeout (10 s) ends it.
    await page.route('**/listing/**', () => undefined);
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    const first = await visibleSkus(page);
    await page.click('.listing__more a');
    await page.locator('.listing__status[role="status"]').waitFor();
    expect(await page.getAttribute('[data-listing-grid]', 'aria-busy')).toBe('true');
    // While it loads, the cards' pictures fade (over a short transition); their text keeps its contrast (no opacity on
    // the grid or a card).
    await page.waitForFunction(() => {
      const image = document.querySelector('[data-listing-grid] .card img');
      return image !== null && getComputedStyle(image).opacity === '0.6';
    });
    const faded = await page.$eval('[data-listing-grid]', (grid) => {
      const card = grid.querySelector<HTMLElement>('.card');
      const image = card?.querySelector('img');
      return {
        grid: getComputedStyle(grid).opacity,
        card: card ? getComputedStyle(card).opacity : undefined,
        image: image ? getComputedStyle(image).opacity : undefined,
      };
    });
    expect(faded).toEqual({ grid: '1', card: '1', image: '0.6' });

    const alert = page.locator('.listing__status[role="alert"]');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(translator('pl')('error.noProductsSynced'));
    expect(await page.locator('.listing__status[role="status"]').count()).toBe(0);
    expect(await page.getAttribute('[data-listing-grid]', 'aria-busy')).toBeNull();
    expect(await visibleSkus(page)).toEqual(first);
    expect(await page.locator('.listing__more a').isVisible()).toBe(true);
    await context.close();
  });
  for (const [width, height] of [
    [375, 800],
    [1280, 900],
  ] as const) {
    it(`brings the shopper back to the card they opened after "load more" (${width} px)`, async () => {
      const { path, skus } = largestCategory(testSnapshot());
      const size = LISTS.productPageSize;
      expect(skus.length, 'a category of more than one page').toBeGreaterThan(size + 10);
      const context = await h.context({ width, height });
      const page = await openListing(context, h.url('main', path));
      await page.click('.listing__more a');
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await listingSettled(page);
      const shown = await visibleSkus(page);
      // A card well past the first page (its cards and the footer below them would fill the viewport).
      const sku = shown[Math.min(shown.length - 1, size + 20)] ?? '';
      const card = page.locator(`[data-listing] > li[data-sku="${sku}"]`);
      await card.evaluate((li) => li.scrollIntoView({ block: 'center' }));
      const before = await cardInViewport(page, sku);
      expect(before.inView).toBe(true);

      await Promise.all([page.waitForURL((u) => !u.pathname.startsWith(path)), card.locator('a[href]').first().click()]);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === path && u.searchParams.get('page') === '2');
      await islandHydrated(page, 'ListingIsland');
      await listingSettled(page);
      await expect.poll(async () => (await cardInViewport(page, sku)).inView, { timeout: 5_000 }).toBe(true);
      // Where it stood, give or take the header's and the fonts' settling.
      expect(Math.abs((await cardInViewport(page, sku)).top - before.top)).toBeLessThan(height / 4);
      await context.close();
    });
  }

  it('raises no error where the browser refuses to replace the history entry (Safari past 100 calls in 30 s)', async () => {
    const { path } = largestCategory(testSnapshot());
    const context = await h.context();
    await context.addInitScript(() => {
      history.replaceState = () => {
        throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
      };
    });
    const page = await openListing(context, h.url('main', path));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A scroll's end, then leaving the page: each keeps the place with replaceState.
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(TIMINGS.listingPlaceKeepMs + 300);
    await page.click('.listing__more a');
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await listingSettled(page);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(TIMINGS.listingPlaceKeepMs + 300);
    expect(errors).toEqual([]);
    await context.close();
  });
});
