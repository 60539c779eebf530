/**
 * The search in Chromium (spec 000 §5, §7): a misspelt term finds products through the catalogue API
 * (pl and en); with the API failing, the fuse.js fallback over the static index finds the product and
 * the page says so; two characters give the minimum-length message (search page and header box).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH } from '../../src/config/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const SEARCH_PAGE = { pl: '/szukaj', en: '/en/search' } as const;

async function results(page: Page): Promise<string[]> {
  await page.waitForSelector('.search-island .listing__count');
  return page.$$eval('.search-island .card__name', (names) => names.map((n) => n.textContent ?? ''));
}

describe.each([
  ['pl', 'kremm', /krem/i],
  ['en', 'creem', /cream/i],
] as const)('search in %s', (store, typo, expected) => {
  const t = translator(store);

  it(`finds products for "${typo}" through the catalogue API`, async () => {
    const page = await (await h.context()).newPage();
    const api = page.waitForRequest((r) => r.url().includes('/api/catalog/') && r.method() === 'POST');
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

  it('asks for three characters', async () => {
    const page = await (await h.context()).newPage();
    const min = t('validation.searchMin', { count: SEARCH.minQueryLength });
    await page.goto(h.url('main', `${SEARCH_PAGE[store]}?q=kr`));
    await page.waitForSelector('.search-island__min');
    expect(await page.textContent('.search-island__min')).toBe(min);

    const home = h.url('main', store === 'pl' ? '/' : '/en');
    await page.goto(home);
    await page.fill('.search-box input', 'kr');
    await page.press('.search-box input', 'Enter');
    expect(await page.$eval('.search-box input', (i) => (i as HTMLInputElement).validity.tooShort)).toBe(true);
    expect(page.url()).toBe(home);
    await page.fill('.search-box input', typo);
    await Promise.all([page.waitForURL((u) => u.pathname === SEARCH_PAGE[store]), page.press('.search-box input', 'Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(typo);
  });
});
