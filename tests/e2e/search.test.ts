/**
 * The search in Chromium (spec 000 §4, §5, §7): a misspelt term finds products through the catalogue API
 * (pl and en); with the API failing, the fuse.js fallback over the static index finds the product and
 * the page says so, and the failure is logged (a search a newer one replaced is not); two characters,
 * or an empty submit, give the minimum-length message (search page and header box, reload too). A
 * product line's link (`?seria=`, no text) lists the line, from the API or the static index. Filters
 * keep the focus and stay open while the results update, a chosen price bucket keeps the others
 * offered (a second one gives the union), and the count is the total, reached with "load more".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { SEARCH } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { islandHydrated, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEARCH_PAGE = { pl: '/szukaj', en: '/en/search' } as const;
const RESULTS = '.search-island__results';
const COUNT = '.search-island .listing__count';

const isSearch = (r: Request): boolean => r.url().includes('/api/catalog/') && r.method() === 'POST';

async function results(page: Page): Promise<string[]> {
  await page.waitForSelector('.search-island .listing__count');
  return page.$$eval('.search-island .card__name', (names) => names.map((n) => n.textContent ?? ''));
}

/** Waits until the island shows the results of the URL's search: a count, and nothing loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    ([results, count]) =>
      document.querySelector(count) !== null && document.querySelector(results)?.getAttribute('aria-busy') === 'false',
    [RESULTS, COUNT] as const,
  );
}

/** The filter button of an option. */
const filterButton = (code: string, id: string): string => `.search-island button[data-filter="${code}"][data-option="${id}"]`;

/**
 * Waits until a filter button shows `pressed` and the results of the query it made are in: the press
 * and the loading state change in one update, so the old results cannot pass for the new ones.
 */
async function toggled(page: Page, code: string, id: string, pressed: boolean): Promise<void> {
  await page.waitForFunction(
    ([button, results, count, want]) =>
      document.querySelector(button)?.getAttribute('aria-pressed') === want &&
      document.querySelector(results)?.getAttribute('aria-busy') === 'false' &&
      document.querySelector(count) !== null,
    [filterButton(code, id), RESULTS, COUNT, String(pressed)] as const,
  );
}

const total = async (page: Page): Promise<number> => Number(await page.getAttribute(COUNT, 'data-count'));
const cardCount = (page: Page): Promise<number> => page.locator('.search-island .card').count();

/** The focused element's filter and option, and whether it is the element marked before (`__kept`). */
function focused(page: Page): Promise<{ filter?: string; option?: string; id: string; kept: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as (HTMLElement & { __kept?: boolean }) | null;
    return {
      ...(active?.dataset['filter'] === undefined ? {} : { filter: active.dataset['filter'] }),
      ...(active?.dataset['option'] === undefined ? {} : { option: active.dataset['option'] }),
      id: active?.id ?? '',
      kept: active?.__kept === true,
    };
  });
}

/** Marks the focused element, to tell afterwards whether it is still the same element (not re-created). */
const markFocused = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement & { __kept?: boolean }).__kept = true;
  });

describe.each([
  ['pl', 'kremm', /krem/i],
  ['en', 'creem', /cream/i],
] as const)('search in %s', (store, typo, expected) => {
  const t = translator(store);

  it(`finds products for "${typo}" through the catalogue API`, async () => {
    const page = await (await h.context()).newPage();
    const api = page.waitForRequest(isSearch);
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    const request = await api;
    expect(request.postDataJSON()).toMatchObject({ min_score: SEARCH.minScore });
    const names = await results(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => expected.test(n))).toBe(true);
    expect(await page.locator('.search-island__notice').count()).toBe(0);
  });

  it('falls back to the static index when the API fails, and says so', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    const names = await results(page);
    expect(names.some((n) => expected.test(n))).toBe(true);
    expect(await page.textContent('.search-island__notice')).toBe(t('search.fallbackNotice'));
  });

  it('asks for three characters, on the search page and from the header box (the catalogue’s message)', async () => {
    const page = await (await h.context()).newPage();
    const min = t('validation.searchMin', { count: SEARCH.minQueryLength });
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=kr`));
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);

    // The header box leaves the rule to the search page: no browser check, trimmed text counted there.
    const home = h.url('main', store === 'pl' ? '/' : '/en');
    await page.goto(home);
    expect(await page.getAttribute('.search-box input', 'minlength')).toBeNull();
    expect(await page.getAttribute('.search-box input', 'required')).toBeNull();
    await page.fill('.search-box input', ' kr ');
    await Promise.all([page.waitForURL((u) => u.pathname === SEARCH_PAGE[store]), page.press('.search-box input', 'Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(' kr ');
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);

    await page.goto(home);
    await page.fill('.search-box input', typo);
    await Promise.all([page.waitForURL((u) => u.pathname === SEARCH_PAGE[store]), page.press('.search-box input', 'Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(typo);
  });

  it('sends the header box without JavaScript too, whatever its length', async () => {
    const page = await (await h.context({ javaScriptEnabled: false })).newPage();
    await page.goto(h.url('main', store === 'pl' ? '/' : '/en'));
    await page.fill('.search-box input', 'kr');
    await Promise.all([page.waitForURL((u) => u.pathname === SEARCH_PAGE[store]), page.press('.search-box input', 'Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('kr');
  });

  it('shows the minimum-length message for an empty submit, and again after a reload', async () => {
    const page = await (await h.context()).newPage();
    const min = t('validation.searchMin', { count: SEARCH.minQueryLength });
    await page.goto(h.url('main', SEARCH_PAGE[store]));
    await islandHydrated(page, 'SearchIsland');
    expect(await page.locator('.search-island__min').count()).toBe(0);
    await page.fill('#search-page-q', '');
    await page.press('#search-page-q', 'Enter');
    await page.waitForURL((u) => u.search === '?q=');
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);

    await page.reload();
    await islandHydrated(page, 'SearchIsland');
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);
    expect(await page.locator(COUNT).count()).toBe(0);
  });
});

describe.each([
  ['pl', '1', 'A'],
  ['en', '3', 'E'],
] as const)('a product line’s link in %s (?seria=%s, no text)', (store, seria, line) => {
  const t = translator(store);
  const link = `${SEARCH_PAGE[store]}?seria=${seria}`;

  /** Every card's line badge. */
  const badges = (page: Page): Promise<(string | null)[]> =>
    page.$$eval('.search-island .card', (cards) =>
      cards.map((c) => c.querySelector('.line-badge')?.getAttribute('data-line') ?? null),
    );

  it('lists the line’s products through the catalogue API: a filter-only search, with the line as context', async () => {
    const page = await (await h.context()).newPage();
    const asked: unknown[] = [];
    page.on('request', (r) => {
      if (isSearch(r)) asked.push(r.postDataJSON());
    });
    await page.goto(h.url('main', link));
    await settled(page);
    expect(asked.length).toBeGreaterThan(0);
    for (const body of asked) {
      expect(body).not.toHaveProperty('min_score');
      expect(JSON.stringify(body)).not.toContain('multi_match');
      expect(JSON.stringify(body)).toContain('"seria"');
    }
    const lines = await badges(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([line]));
    expect(lines.length).toBe(Math.min(await total(page), SEARCH.defaultPageSize));
    expect(await page.textContent(COUNT)).toBe(t('listing.count', { count: await total(page) }));
    expect(await page.locator('.search-island__min').count()).toBe(0);
    expect(await page.locator('.search-island__notice').count()).toBe(0);
    // The chosen line shows, pressed, in the open filters, and names the listing.
    expect(await page.$eval('.search-island details.filters', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    const chosen = page.locator(filterButton('seria', seria));
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    const name = ((await chosen.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
    expect(name).not.toBe('');
    expect(await page.textContent('.search-island__context')).toContain(name);
    expect(await page.getAttribute(RESULTS, 'aria-label')).toContain(name);
  });

  it('lists the line from the static index when the API fails, and says so', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', link));
    await settled(page);
    const lines = await badges(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([line]));
    expect(await page.textContent('.search-island__notice')).toBe(t('search.fallbackNotice'));
    expect(await page.locator('.search-island__min').count()).toBe(0);
  });
});

describe('a query without text or known filters', () => {
  it('shows nothing and asks nothing, as before', async () => {
    const page = await (await h.context()).newPage();
    let asked = 0;
    page.on('request', (r) => {
      if (isSearch(r)) asked += 1;
    });
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?seria=999&sort=price-asc`));
    await islandHydrated(page, 'SearchIsland');
    // The island reads the query in an effect after hydrating: give it a moment to (not) ask.
    await page.waitForTimeout(300);
    expect(asked).toBe(0);
    expect(await page.locator(`${COUNT}, .search-island__min, ${RESULTS}`).count()).toBe(0);
  });
});

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
    await page.fill('#search-page-q', 'kremm');
    await page.press('#search-page-q', 'Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'kremm');
    await page.waitForFunction(
      ([results]) => {
        const section = document.querySelector(results);
        return section?.getAttribute('aria-busy') === 'false' && (section.getAttribute('aria-label') ?? '').includes('kremm');
      },
      [RESULTS] as const,
    );
    await settled(page);
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

describe('the count and "load more"', () => {
  it('shows the total, and loads the next page while its start is below the total; a reload keeps the pages', async () => {
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
});

describe('the logging of the search (spec 000 §7)', () => {
  it('logs a failing search, and falls back', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.fulfill({ status: 500, json: { code: 500, result: 'down' } }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=kremm`));
    await settled(page);
    expect(await page.locator('.search-island__notice').count()).toBe(1);
    expect(errors.some((e) => e.includes('/api/catalog/'))).toBe(true);
  });

  it('does not log a search a newer one replaced (its request aborted)', async () => {
    const context = await h.context();
    let held: Route | undefined;
    let seen: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (seen = resolve));
    // The first search ("wolno") is held unanswered; the others go on to the API.
    await context.route('**/api/catalog/**', async (route) => {
      if (JSON.stringify(route.request().postDataJSON()).includes('"wolno"')) {
        held = route;
        seen();
        return;
      }
      await route.fallback();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=wolno`));
    await holding;
    await page.fill('#search-page-q', 'kremm');
    await page.press('#search-page-q', 'Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'kremm');
    await settled(page);
    expect(await page.locator('.search-island__notice').count()).toBe(0);
    await held?.continue().catch(() => undefined);
    await page.waitForTimeout(300);
    expect(errors.filter((e) => e.includes('/api/catalog/') || /abort/i.test(e))).toEqual([]);
  });
});
