/**
 * The search in Chromium (spec 000 §4, §5, §7): a misspelt term finds products through the catalogue API
 * (pl and en); with the API failing, the fuse.js fallback over the static index finds the product and
 * the page says so, and the failure is logged (a search a newer one replaced is not); two characters,
 * or an empty submit, give the minimum-length message (search page and header box, reload too). The
 * header's search box shows the term the page searched for. Links of filters without text: search-filter-links.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { SEARCH } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { normalizeForSearch } from '../../src/domain/search/normalize.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { contrast } from './contrast.ts';
import { SEARCH_PAGE, COUNT, isSearch, results, settled, searchFor, consoleErrors, KNOWN_NOTE } from './search-page.ts';

const h = useHarness();

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

  it("shows a result on special as the product's listing card does: size, special price, struck regular price, the 30-day lowest price and the stock state", async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', store === 'pl' ? '/produkty/twarz' : '/en/products/face'));
    // A listing card with a size whose special price is active, with its note (built from the snapshot's price history).
    const card = page
      .locator('.card')
      .filter({ has: page.locator('.card__size') })
      // On special (a struck price not held hidden), with its note (not the hidden stand-in that keeps its box).
      .filter({ has: page.locator('.price__now--special') })
      .filter({ has: page.locator('del.price__was:not([hidden]):not(.price__was--held)') })
      .filter({ has: page.locator(KNOWN_NOTE) });
    expect(await card.count()).toBeGreaterThan(0);
    const read = (root: ReturnType<Page['locator']>) =>
      root.evaluate((el) => ({
        name: el.querySelector('.card__name')?.textContent?.trim() ?? '',
        href: el.querySelector('.card__name a')?.getAttribute('href') ?? '',
        size: el.querySelector('.card__size')?.textContent?.trim() ?? '',
        now: el.querySelector('.price__now')?.textContent?.trim() ?? '',
        was: el.querySelector('.price__was')?.textContent?.trim() ?? '',
        lowest: el.querySelector('.price__lowest')?.textContent?.trim() ?? '',
        stock: el.querySelector('.stock')?.textContent?.trim() ?? '',
      }));
    const listed = await read(card.first());
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${encodeURIComponent(listed.name)}`));
    await settled(page);
    const found = page.locator(`.search-island .card:has(.card__name a[href="${listed.href}"])`);
    await found.first().locator(KNOWN_NOTE).waitFor();
    expect(await read(found.first())).toEqual(listed);
  });

  it('draws its search field with a border that stands out from the field’s ground (WCAG 1.4.11: its only outline)', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    await settled(page);
    const { border, ground } = await page.$eval('#search-page-q', (el) => ({
      border: getComputedStyle(el).borderTopColor,
      ground: getComputedStyle(el).backgroundColor,
    }));
    expect(contrast(border, ground), border).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it("shows the term searched for in the header's search box too: after a load, a search, and back", async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    await settled(page);
    await expect.poll(() => page.inputValue('.search-box input')).toBe(typo);
    await searchFor(page, 'serum');
    expect(await page.inputValue('.search-box input')).toBe('serum');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('q') === typo);
    await expect.poll(() => page.inputValue('.search-box input')).toBe(typo);
  });

  it('adds a history entry for a new search only: searching the same again adds none', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    await settled(page);
    const length = (): Promise<number> => page.evaluate(() => history.length);
    const before = await length();
    await page.press('#search-page-q', 'Enter');
    await page.click('.search-island__form button[type="submit"]');
    await settled(page);
    expect(await length()).toBe(before);
    await searchFor(page, 'serum');
    expect(await length()).toBe(before + 1);
  });

  it('falls back to the static index when the API fails, and says so', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    const names = await results(page);
    expect(names.some((n) => expected.test(n))).toBe(true);
    // Only what the word finds: every name holds it (before, every name matched through the brand).
    expect(
      names.every((n) => expected.test(n)),
      names.join(', '),
    ).toBe(true);
    expect(await page.textContent('.search-island__notice')).toBe(t('search.fallbackNotice'));
    // The static index's cards show their sizes, as the API's do.
    expect(await page.locator('.search-island .card .card__size').count()).toBeGreaterThan(0);
  });

  it('finds a category’s products by its name in the fallback too, as the catalogue search does (category name, boost 1)', async () => {
    // A category with products whose name's words no product name holds: only its name can find them.
    const products = testSnapshot()
      .products(store)
      .filter((p) => isProductVisible(p));
    const words = (text: string) => normalizeForSearch(text).split(/[\p{Z}\p{P}]+/u);
    const named = new Set(products.flatMap((p) => words(p.name)));
    const category = products.flatMap((p) => p.category).find((c) => words(c.name).every((w) => w.length > 3 && !named.has(w)));
    if (!category) throw new Error(`No ${store} category whose name no product name holds`);
    const inCategory = new Set(
      products.filter((p) => p.category.some((c) => c.category_id === category.category_id)).map((p) => p.name),
    );
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${encodeURIComponent(category.name)}`));
    await settled(page);
    const names = await results(page);
    expect(names.length, category.name).toBeGreaterThan(0);
    expect(names.filter((n) => inCategory.has(n)).length).toBeGreaterThan(0);
    expect(await page.textContent('.search-island__notice')).toBe(t('search.fallbackNotice'));
    await context.close();
  });

  it('asks for three characters, on the search page and from the header box (the catalogue’s message)', async () => {
    const page = await (await h.context()).newPage();
    const min = t('validation.searchMin', { count: SEARCH.minQueryLength });
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=kr`));
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);
    // The input is marked invalid and described by the message.
    const minId = await page.getAttribute('.search-island__min', 'id');
    expect(await page.getAttribute('#search-page-q', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#search-page-q', 'aria-describedby')).toBe(minId);
    // Another short term: the message is written anew in the live region, so that it is announced again.
    await islandHydrated(page, 'SearchIsland');
    await page.$eval('.search-island__min', (el) => el.setAttribute('data-seen', ''));
    await page.fill('#search-page-q', 'x');
    await page.press('#search-page-q', 'Enter');
    await page.waitForSelector('.search-island__min:not([data-seen])');
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

  it('says without JavaScript that searching needs it, in place of a form that cannot search', async () => {
    const page = await (await h.context({ javaScriptEnabled: false })).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=${typo}`));
    expect(await page.locator('[data-search-noscript]').textContent()).toBe(t('search.noScript'));
    expect(await page.locator('[data-search-noscript]').isVisible()).toBe(true);
    expect(await page.locator('#search-page-q').count()).toBe(1);
    expect(await page.locator('#search-page-q').isVisible(), 'the form, which cannot search').toBe(false);
    const withScript = await (await h.context()).newPage();
    await withScript.goto(h.url('main', SEARCH_PAGE[store]));
    expect(await withScript.locator('[data-search-noscript]').count(), 'no note: it is in a <noscript>').toBe(0);
    expect(await withScript.locator('#search-page-q').isVisible()).toBe(true);
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

describe("a query key named as a property of Object's prototype", () => {
  it('is ignored as any unknown key: the search runs and shows its results', async () => {
    const page = await (await h.context()).newPage();
    const errors = consoleErrors(page);
    await page.goto(h.url('main', `${SEARCH_PAGE.pl}?q=krem&constructor=1&toString=x&__proto__=y`));
    await settled(page);
    expect((await results(page)).length).toBeGreaterThan(0);
    expect(await page.inputValue('#search-page-q')).toBe('krem');
    expect(errors).toEqual([]);
  });
});

describe('the logging of the search (spec 000 §7)', () => {
  it('logs a failing search, and falls back', async () => {
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.fulfill({ status: 500, json: { code: 500, result: 'down' } }));
    const page = await context.newPage();
    const errors = consoleErrors(page);
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
    const errors = consoleErrors(page);
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

describe('the search page’s headings', () => {
  it('go from the page’s h1 through the results’ h2 to the cards’ h3, skipping no level', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', `${SEARCH_PAGE.en}?q=cream`));
    await settled(page);
    const levels = await page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (hs) =>
      hs.map((el) => Number(el.tagName.slice(1))),
    );
    expect(levels.filter((l) => l === 3).length, 'cards').toBeGreaterThan(0);
    for (const [i, level] of levels.entries())
      if (i > 0) expect(level, levels.join(' ')).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    await page.context().close();
  });
});
