/**
 * The search page's filters and count in Chromium (spec 000 §4): filters keep the focus and stay open while
 * the results update, a chosen price bucket keeps the others offered (a second one gives the union), and
 * the count is the total, reached with "load more"; "clear filters" takes them all off, and is not offered
 * for a value that is no option.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { priceRangesIn } from '../../src/domain/price/price-filters.ts';
import { useHarness } from './use-harness.ts';
import {
  SEARCH_PAGE,
  RESULTS,
  COUNT,
  isSearch,
  settled,
  filterButton,
  toggled,
  total,
  cardCount,
  focused,
  markFocused,
  searchFor,
} from './search-page.ts';

const h = useHarness();

describe('the filters of the search page', () => {
  it('keep the focus on the activated filter and stay open while the results update; the input stays too', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);

    // From the input by keyboard: the submit button, then the filters' summary, opened with Enter.
    await page.focus('#search-page-q');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press('Enter');
    expect(await page.$eval('.search-island details.filters', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Tab');
    const target = await focused(page);
    expect(target.filter, 'a filter button has the focus').toBeTruthy();
    const { filter = '', option = '' } = target;
    await markFocused(page);

    await page.keyboard.press('Enter');
    await toggled(page, filter, option, true);
    expect(new URL(page.url()).searchParams.getAll(filter)).toEqual([option]);
    expect(await focused(page)).toEqual({ filter, option, id: '', kept: true });
    expect(await page.$eval('.search-island details.filters', (d) => (d as HTMLDetailsElement).open)).toBe(true);

    // Space takes it back; the focus and the open filters stay.
    await page.keyboard.press('Space');
    await toggled(page, filter, option, false);
    expect(new URL(page.url()).searchParams.getAll(filter)).toEqual([]);
    expect(await focused(page)).toEqual({ filter, option, id: '', kept: true });
    expect(await page.$eval('.search-island details.filters', (d) => (d as HTMLDetailsElement).open)).toBe(true);

    // A new term from the keyboard: the input is the same element, and keeps the focus.
    await page.focus('#search-page-q');
    await markFocused(page);
    await searchFor(page, 'kremm');
    expect(await focused(page)).toEqual({ id: 'search-page-q', kept: true });
    expect(await page.inputValue('#search-page-q')).toBe('kremm');
  });

  it('keep the other price buckets offered once one is chosen; a second one gives the union', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem`));
    await settled(page);
    await page.click('.search-island details.filters > summary');
    const offered = (): Promise<{ id: string; count: number; pressed: string | null }[]> =>
      page.$$eval('.search-island button[data-filter="price"]', (buttons) =>
        buttons.map((b) => ({
          id: (b as HTMLElement).dataset['option'] ?? '',
          count: Number(/\((\d+)\)\s*$/.exec(b.textContent ?? '')?.[1]),
          pressed: b.getAttribute('aria-pressed'),
        })),
      );
    const before = await offered();
    expect(before.length, 'two price buckets with results for "krem"').toBeGreaterThanOrEqual(2);
    const [first, second] = before as [(typeof before)[number], (typeof before)[number]];

    await page.click(filterButton('price', first.id));
    await toggled(page, 'price', first.id, true);
    expect(await total(page)).toBe(first.count);
    // Every bucket is still offered, with the count it would add (its own filter left out).
    const after = await offered();
    expect(after.map((o) => [o.id, o.count])).toEqual(before.map((o) => [o.id, o.count]));

    await page.click(filterButton('price', second.id));
    await toggled(page, 'price', second.id, true);
    expect(new URL(page.url()).searchParams.getAll('price')).toEqual([first.id, second.id]);
    expect(await page.getAttribute(filterButton('price', first.id), 'aria-pressed')).toBe('true');
    // The buckets do not overlap: the union holds the products of both.
    expect(await total(page)).toBe(first.count + second.count);
    expect(await cardCount(page)).toBe(Math.min(first.count + second.count, SEARCH.defaultPageSize));
  });
});

describe('"clear filters" on the search page', () => {
  it('shows while a filter is chosen, takes every filter off but keeps the term, and hands the focus to the first option', async () => {
    const page = await (await h.context()).newPage();
    // Values that are no option are ignored: nothing pressed, no "clear filters" (and the same results as
    // without them: the count once "clear filters" has taken them off with the rest).
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem&color=999&seria=999`));
    await settled(page);
    const all = await total(page);
    await page.click('.search-island details.filters > summary');
    expect(await page.locator('.search-island button[data-filter][aria-pressed="true"]').count()).toBe(0);
    expect(await page.locator('.search-island [data-search-clear]').count()).toBe(0);
    const first = await page.$eval('.search-island button[data-filter]', (b) => ({
      filter: (b as HTMLElement).dataset['filter'] ?? '',
      option: (b as HTMLElement).dataset['option'] ?? '',
    }));
    await page.click(filterButton(first.filter, first.option));
    await toggled(page, first.filter, first.option, true);
    expect(await total(page)).toBeLessThan(all);

    await page.focus('.search-island [data-search-clear]');
    await page.keyboard.press('Enter');
    await toggled(page, first.filter, first.option, false);
    expect(new URL(page.url()).search).toBe('?q=krem');
    expect(await total(page)).toBe(all);
    expect(await page.locator('.search-island [data-search-clear]').count()).toBe(0);
    expect(await focused(page)).toMatchObject({ filter: first.filter, option: first.option });
    await page.context().close();
  });

  it('hand the focus to the search box when taking off the last filter of a line’s listing ends the search', async () => {
    const page = await (await h.context()).newPage();
    // A line's link opens the search page with its filter alone: no term.
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?seria=1`));
    await settled(page);
    expect(await page.getAttribute(filterButton('seria', '1'), 'aria-pressed')).toBe('true');
    await page.focus(filterButton('seria', '1'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.search === '');
    await page.waitForSelector(RESULTS, { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-page-q');
    await page.context().close();
  });
});

describe('the count and "load more"', () => {
  it('shows the total, and loads the next page while its start is below the total, focusing its first card; a reload keeps the pages', async () => {
    const t = translator('pl');
    const page = await (await h.context()).newPage();
    const starts: number[] = [];
    page.on('request', (r) => {
      if (!isSearch(r)) return;
      const body = r.postDataJSON() as { from: number; size: number };
      // The results' pages, not the filter groups' counts (one hit each).
      if (body.size !== 1) starts.push(body.from);
    });
    // A filter-only search of more than a page: the products between 50 and 100 zł.
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?price=50-100`));
    await settled(page);
    const all = await total(page);
    expect(all, 'more products than a page').toBeGreaterThan(SEARCH.defaultPageSize);
    expect(await page.textContent(COUNT)).toBe(t('listing.count', { count: all }));
    expect(await cardCount(page)).toBe(SEARCH.defaultPageSize);
    expect(await page.textContent('.search-island .listing__more button')).toBe(t('listing.loadMore'));

    let shown: number = SEARCH.defaultPageSize;
    let pageNo = 1;
    while (shown < all) {
      await page.click('.search-island .listing__more button');
      pageNo += 1;
      const expected = Math.min(all, shown + SEARCH.defaultPageSize);
      await page.waitForFunction(
        ([n, results]) =>
          document.querySelectorAll('.search-island .card').length === n &&
          document.querySelector(results)?.getAttribute('aria-busy') === 'false',
        [expected, RESULTS] as const,
      );
      expect(new URL(page.url()).searchParams.get('page')).toBe(String(pageNo));
      // The focus goes on from "load more" to the first card it brought, as the category listing's does.
      await page.waitForFunction(
        (first) =>
          [...document.querySelectorAll('.search-island .card-grid .card__name a')].indexOf(document.activeElement as Element) ===
          first,
        shown,
      );
      shown = expected;
    }
    expect(await page.locator('.search-island .listing__more').count()).toBe(0);
    expect(starts).toEqual(Array.from({ length: pageNo }, (_, i) => i * SEARCH.defaultPageSize));
    const skus = await page.$$eval('.search-island .card', (cards) => cards.map((c) => c.getAttribute('data-sku')));
    expect(new Set(skus).size).toBe(all);
    expect(await total(page)).toBe(all);

    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('.search-island .card').length === n, all);
    await settled(page);
    expect(await page.locator('.search-island .listing__more').count()).toBe(0);
  });

  it('answers a deep ?page= from the API in requests of at most 1000 hits, without falling back', async () => {
    const page = await (await h.context()).newPage();
    const sizes: number[] = [];
    page.on('request', (r) => {
      if (isSearch(r)) sizes.push((r.postDataJSON() as { size: number }).size);
    });
    // Page 500 of 50: 25 000 hits, more than one request of the catalogue API may ask.
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?price=50-100&page=500`));
    await settled(page);
    const all = await total(page);
    await page.waitForFunction((n) => document.querySelectorAll('.search-island .card').length === n, all);
    expect(await page.locator('.search-island .search-island__notice').count()).toBe(0);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBe(SEARCH.defaultProductSearchSize);
    await page.context().close();
  });
});

describe('the price filter of a euro store view’s search page', () => {
  it('price filter ranges in the store view’s currency: the English search offers euro buckets, and one chosen lists its prices only', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.en}?q=cream`));
    await settled(page);
    await page.click('.search-island details.filters > summary');
    const offered = await page.$$eval('.search-island button[data-filter="price"]', (buttons) =>
      buttons.map((b) => (b as HTMLElement).dataset['option'] ?? ''),
    );
    const euro = priceRangesIn('EUR').map((r) => `${r.from}-${r.to ?? ''}`);
    expect(offered.length, 'the products of "cream" in more than one euro bucket').toBeGreaterThanOrEqual(2);
    for (const id of offered) expect(euro).toContain(id);

    await page.click(filterButton('price', '10-20'));
    await toggled(page, 'price', '10-20', true);
    const prices = await page.$$eval('.search-island .card .price__now', (els) =>
      els.map((el) => Number((el.textContent ?? '').replace(/[^\d.]/g, ''))),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= 10 && price < 20, String(price)).toBe(true);
  });
});
