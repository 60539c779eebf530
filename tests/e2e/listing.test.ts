/**
 * The listing island in Chromium (spec 000 §4): on a Polish category page, filter by a product line,
 * sort by price; the URL carries the query, a reload keeps the state and back restores the previous one.
 * The page holds the first page of cards; "load more" brings the next ones from the listing's companion
 * page, with live prices; a companion that cannot be fetched (or does not answer in time) is said so (spec 000 §8).
 * Focus never falls to <body> when the control holding it hides; keys the listing does not know stay in the URL
 * and ask for nothing. Once filters are chosen, each option counts the cards it would show, and one that would
 * show none is disabled.
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
import { LISTS } from '../../src/config/index.ts';
import { isInPriceBucket } from '../../src/domain/listing/apply.ts';
import { priceFilterBuckets } from '../../src/domain/price/price-filters.ts';
import { translator } from '../../src/i18n/index.ts';
import { islandHydrated, listingSettled, startHarness, testSnapshot, type Harness } from './harness.ts';

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

/** Whether a request is for a listing's companion page (`/listing/{store}/{category|needs}/{id}`). */
const isCompanion = (url: string): boolean => new URL(url).pathname.startsWith('/listing/');

/** The Polish top category with the most products. */
function largestCategory(): { path: string; skus: string[] } {
  const products = snapshot.products('pl');
  const flat = flattenCategories(snapshot.categories('pl'), 'pl');
  const top = flat
    .filter((c) => c.depth === 0 && c.is_active)
    .sort((a, b) => productsInCategory(products, b.id).length - productsInCategory(products, a.id).length)[0];
  const path = top ? categoryPagePath(top, flat, 'category') : undefined;
  if (!top || !path) throw new Error('No active top category in the pl snapshot');
  return { path, skus: productsInCategory(products, top.id).map((p) => p.sku) };
}

/** A filter option of a listing: its group (attribute code) and id. */
interface Option {
  readonly filter: string;
  readonly option: string;
}

/** A filter chip as the page shows it: its option, the count it shows, whether it is chosen and whether disabled. */
interface Chip extends Option {
  readonly count: number;
  readonly pressed: boolean;
  readonly disabled: boolean;
}

const chipsOf = (page: Page): Promise<Chip[]> =>
  page.$$eval('.filters__group a[data-filter][data-option]', (links) =>
    links.map((a) => ({
      filter: a.getAttribute('data-filter') ?? '',
      option: a.getAttribute('data-option') ?? '',
      count: Number(/^\((\d+)\)$/.exec(a.querySelector('.filters__count')?.textContent?.trim() ?? '')?.[1] ?? Number.NaN),
      pressed: a.getAttribute('aria-pressed') === 'true',
      disabled: a.getAttribute('aria-disabled') === 'true',
    })),
  );

const chipLocator = (page: Page, o: Option) =>
  page.locator(`.filters__group a[data-filter="${o.filter}"][data-option="${o.option}"]`);

/** How many products the listing says it shows (its count's data). */
const listedCount = async (page: Page): Promise<number> => Number(await page.getAttribute('.listing__count', 'data-count'));

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
    const prices = sorted.map((sku) => listingPrice(bySku.get(sku)!));
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
    const { path, skus } = largestCategory();
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
    const { path } = largestCategory();
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

describe('the sort select', () => {
  it('shows the sort the URL names in its field:order form, and Latest restores the default order and URL', async () => {
    const { path } = largestCategory();
    const bySku = new Map(snapshot.products('pl').map((p) => [p.sku, p]));
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
    const prices = (await visibleSkus(page)).map((sku) => listingPrice(bySku.get(sku)!));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.selectOption('#listing-sort', 'latest');
    await page.waitForURL((u) => u.search === '');
    expect(await visibleSkus(page)).toEqual(built);
    expect(await page.inputValue('#listing-sort')).toBe('latest');
    await context.close();
  });
});

describe('query keys the listing does not know', () => {
  it('ask for no companion page, and stay in the URL through filtering and clearing', async () => {
    const { path } = largestCategory();
    const context = await h.context();
    const page = await context.newPage();
    const companion: string[] = [];
    page.on('request', (r) => {
      if (isCompanion(r.url())) companion.push(r.url());
    });
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

describe('a listing larger than a page', () => {
  it('holds the first page as built, and loads the next cards from its companion page with live prices', async () => {
    const { path, skus } = largestCategory();
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
    // The added cards carry live prices: the live island is asked for them too.
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li:not([hidden]) [data-live-price]').length > 0);
    await expect.poll(() => added.every((sku) => priced.includes(sku))).toBe(true);
    await context.close();
  });

  it('says so when the companion page cannot be fetched, and keeps the first page', async () => {
    const { path } = largestCategory();
    const context = await h.context();
    const page = await context.newPage();
    await page.route('**/listing/**', (route) => route.abort());
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
    const { path, skus } = largestCategory();
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
    const { path, skus } = largestCategory();
    const size = LISTS.productPageSize;
    expect(skus.length, 'a category of more than one page').toBeGreaterThan(size);
    // Page 3 (or the last page, when there are fewer); "load more" asks for the next one, or for it again on the last.
    const from = Math.min(3, Math.ceil(skus.length / size));
    const next = skus.length > from * size ? from + 1 : from;
    const context = await h.context();
    const page = await context.newPage();
    let attempts = 0;
    await page.route('**/listing/**', (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.goto(h.url('main', `${path}?page=${from}`));
    await islandHydrated(page, 'ListingIsland');
    const alert = page.locator('.listing__status[role="alert"]');
    await alert.waitFor();
    expect(attempts).toBe(1);
    const more = page.locator('.listing__more a');
    expect(await more.isVisible()).toBe(true);
    expect(new URL((await more.getAttribute('href')) ?? '', 'http://x').searchParams.get('page')).toBe(String(next));

    await more.click();
    await page.waitForURL((u) => u.searchParams.get('page') === String(next));
    await expect.poll(() => attempts).toBe(2);
    await listingSettled(page);
    await alert.waitFor();
    // After the failed attempt the link is still there, to try again.
    expect(await more.isVisible()).toBe(true);
    await context.close();
  });

  it('gives up on a companion page that does not answer, says so and keeps "load more" to try again', async () => {
    const { path } = largestCategory();
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

    const alert = page.locator('.listing__status[role="alert"]');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(translator('pl')('error.noProductsSynced'));
    expect(await page.locator('.listing__status[role="status"]').count()).toBe(0);
    expect(await page.getAttribute('[data-listing-grid]', 'aria-busy')).toBeNull();
    expect(await visibleSkus(page)).toEqual(first);
    expect(await page.locator('.listing__more a').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the filter counts', () => {
  it('count, once an option is chosen, the cards each option of another group would show, and disable the dead ends', async () => {
    const { path, skus } = largestCategory();
    const bySku = new Map(snapshot.products('pl').map((p) => [p.sku, p]));
    const products = skus.map((sku) => bySku.get(sku)!);
    /** Whether a product has an option, as the listing filters (a price bucket holds its gross price). */
    const has = (p: (typeof products)[number], o: Option): boolean => {
      if (o.filter !== 'price') return attributeValues(p, o.filter).includes(o.option);
      const bucket = priceFilterBuckets('').find((b) => b.id === o.option);
      return bucket !== undefined && isInPriceBucket(listingPrice(p), bucket.from, bucket.to);
    };
    const context = await h.context();
    const page = await context.newPage();
    await page.goto(h.url('main', path));
    await islandHydrated(page, 'ListingIsland');
    await page.click('.filters summary');
    const built = await chipsOf(page);
    expect(built.every((c) => Number.isInteger(c.count) && c.count > 0 && !c.disabled)).toBe(true);

    // An option of one group after which another group offers at least two options with cards and one without.
    const scenario = built
      .flatMap((chosen) => {
        const within = products.filter((p) => has(p, chosen));
        const others = [...new Set(built.map((c) => c.filter))].filter((f) => f !== chosen.filter);
        return others.map((filter) => ({
          chosen,
          options: built
            .filter((c) => c.filter === filter)
            .map((c) => ({ ...c, expected: within.filter((p) => has(p, c)).length })),
        }));
      })
      .find(({ options }) => options.filter((o) => o.expected > 0).length >= 2 && options.some((o) => o.expected === 0));
    expect(scenario, 'an option that leaves another group a dead end').toBeDefined();
    const { chosen, options } = scenario!;
    const onlyChosen = (u: URL) =>
      u.searchParams.getAll(chosen.filter).join() === chosen.option && [...u.searchParams.keys()].length === 1;

    await chipLocator(page, chosen).click();
    await page.waitForURL(onlyChosen);
    // The companion page is in once its further cards are (hidden) in the list.
    await page.waitForFunction(() => document.querySelectorAll('[data-listing] > li[hidden]').length > 0);
    await listingSettled(page);
    const refined = await chipsOf(page);
    // The chosen group keeps its counts as built (counted without its own choice); the other groups are refined.
    expect(refined.filter((c) => c.filter === chosen.filter)).toEqual(
      built.filter((c) => c.filter === chosen.filter).map((c) => ({ ...c, pressed: c.option === chosen.option })),
    );
    for (const o of options) {
      const chip = refined.find((c) => c.filter === o.filter && c.option === o.option);
      expect(chip, `${o.filter}=${o.option}`).toMatchObject({ count: o.expected, disabled: o.expected === 0, pressed: false });
    }

    // A count is the number of cards the listing shows once that option is added too.
    for (const o of options.filter((c) => c.expected > 0).slice(0, 3)) {
      const chip = chipLocator(page, o);
      await chip.click();
      await page.waitForURL(
        (u) => u.searchParams.get(o.filter) === o.option && u.searchParams.get(chosen.filter) === chosen.option,
      );
      await listingSettled(page);
      expect(await listedCount(page), `${o.filter}=${o.option}`).toBe(o.expected);
      expect(await visibleSkus(page)).toHaveLength(Math.min(o.expected, LISTS.productPageSize));
      // Chosen, it keeps its count and stays enabled (to be taken back).
      expect((await chipsOf(page)).find((c) => c.filter === o.filter && c.option === o.option)).toMatchObject({
        count: o.expected,
        pressed: true,
        disabled: false,
      });
      await chip.click();
      await page.waitForURL(onlyChosen);
    }

    // An option that would show no card is disabled: neither a click nor Space chooses it.
    const dead = options.find((c) => c.expected === 0)!;
    const deadChip = chipLocator(page, dead);
    expect(await deadChip.getAttribute('aria-disabled')).toBe('true');
    expect(await deadChip.getAttribute('class')).toContain('filters__option--empty');
    const url = page.url();
    const count = await listedCount(page);
    // Playwright waits for an aria-disabled element to be enabled before clicking: force the click through.
    await deadChip.click({ force: true });
    await deadChip.focus();
    await page.keyboard.press('Space');
    // Nothing is to happen: give a navigation or a re-render the island would wrongly make the time to show.
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await listedCount(page)).toBe(count);
    expect(await deadChip.getAttribute('aria-pressed')).toBe('false');

    // Taking the choice back restores the whole category's counts, none disabled.
    await chipLocator(page, chosen).click();
    await page.waitForURL((u) => u.search === '');
    expect(await chipsOf(page)).toEqual(built);
    await context.close();
  });
});
