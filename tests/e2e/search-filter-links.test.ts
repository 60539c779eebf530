/**
 * Links to the search page with filters and no text, in Chromium (spec 000 §4, §5): a product line's link (`?seria=`)
 * lists the line, from the catalogue API or the static index when the API fails, and a term typed there searches
 * within the line; a colour link lists from the static index what the API lists; a query naming no text and no
 * known filter shows and asks nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH } from '../../src/config/index.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { translator } from '../../src/i18n/index.ts';
import { islandHydrated, testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { SEARCH_PAGE, RESULTS, COUNT, isSearch, settled, filterButton, total, searchFor } from './search-page.ts';

const h = useHarness();

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

  it('keeps the line when a term is typed: the term is searched within the line', async () => {
    const page = await (await h.context()).newPage();
    await page.goto(h.url('main', link));
    await settled(page);
    const lineTotal = await total(page);
    const asked: unknown[] = [];
    page.on('request', (r) => {
      if (isSearch(r)) asked.push(r.postDataJSON());
    });
    // The brand, which every product's name holds (backend/seed/series.ts BRAND).
    await searchFor(page, 'Dermeya');
    expect(new URL(page.url()).searchParams.getAll('seria')).toEqual([seria]);
    // The results' request (not a filter group's counts, one hit each): the text within the line.
    const searches = asked.filter((body) => (body as { size?: number }).size !== 1).map((body) => JSON.stringify(body));
    expect(searches.length).toBeGreaterThan(0);
    for (const body of searches) {
      expect(body).toContain('multi_match');
      expect(body).toContain(JSON.stringify({ terms: { seria: [seria] } }));
    }
    expect(await page.getAttribute(filterButton('seria', seria), 'aria-pressed')).toBe('true');
    const lines = await badges(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([line]));
    expect(await total(page)).toBeLessThanOrEqual(lineTotal);
    await page.context().close();
  });

  it('lists the line newest first (the default sort, spec 000 §9), from the API and from the static index alike', async () => {
    const names = (page: Page): Promise<string[]> =>
      page.$$eval('.search-island .card__name a', (links) => links.map((a) => a.textContent ?? ''));
    const live = await (await h.context()).newPage();
    await live.goto(h.url('main', link));
    await settled(live);
    const listed = await names(live);
    await live.context().close();
    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const offline = await context.newPage();
    await offline.goto(h.url('main', link));
    await settled(offline);
    expect(await names(offline)).toEqual(listed);
    await context.close();
    // The first is one of the line's newest products (updated last), as the catalogue holds them.
    const ofLine = testSnapshot()
      .products(store)
      .filter((p) => isProductVisible(p) && String(p.seria) === seria);
    const newest = ofLine.reduce((max, p) => (String(p.updated_at) > max ? String(p.updated_at) : max), '');
    const newestNames = ofLine.filter((p) => String(p.updated_at) === newest).map((p) => p.name);
    expect(newestNames).toContain(listed[0]);
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

describe('a colour link (?color=, no text)', () => {
  it('lists from the static index, when the API fails, the products the catalogue API lists for the colour', async () => {
    // Of the colours pl products carry (their own or a variant's), the most common one that fits a page of results.
    const counts = new Map<string, number>();
    for (const p of testSnapshot().products('pl'))
      for (const c of new Set([
        p.color,
        ...p.configurable_children.filter((child) => child.status < 2).map((child) => child.color),
      ]))
        if (c !== undefined && c !== null) counts.set(String(c), (counts.get(String(c)) ?? 0) + 1);
    const color = [...counts].filter(([, n]) => n < SEARCH.defaultPageSize).sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(color, 'a colour in the pl catalogue').toBeDefined();
    const link = `${SEARCH_PAGE.pl}?color=${color}`;

    const online = await (await h.context()).newPage();
    await online.goto(h.url('main', link));
    await settled(online);
    const fromApi = (await online.$$eval('.search-island .card', (cards) => cards.map((c) => c.getAttribute('data-sku')))).sort();
    expect(await online.locator('.search-island__notice').count()).toBe(0);
    expect(fromApi.length).toBeGreaterThan(0);
    expect(fromApi.length).toBe(await total(online));

    const context = await h.context();
    await context.route('**/api/catalog/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(h.url('main', link));
    await settled(page);
    expect(await page.textContent('.search-island__notice')).toBe(translator('pl')('search.fallbackNotice'));
    const fromIndex = (await page.$$eval('.search-island .card', (cards) => cards.map((c) => c.getAttribute('data-sku')))).sort();
    expect(fromIndex).toEqual(fromApi);
    expect(await page.getAttribute(filterButton('color', color!), 'aria-pressed')).toBe('true');
    await online.context().close();
    await context.close();
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
