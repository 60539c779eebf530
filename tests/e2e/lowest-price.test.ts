/**
 * The 30-day lowest price in Chromium (spec 001 §9): on a product page the note is in the built page
 * (the snapshot's amount), the live island replaces it with the price history's answer, and keeps it
 * when the history call fails; a card's note stays while render-list keeps its special price and goes
 * with it, and a card whose special price started after the build asks its history to fill its empty note.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasActiveSpecial, staticProductPaths } from '../../src/catalog/index.ts';
import { snapshotLowest } from '../../src/catalog/lowest.ts';
import { storeView } from '../../src/config/index.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { translator } from '../../src/i18n/index.ts';
import { baseName, routeByName } from '../../src/routing/index.ts';
import { testSnapshot } from './harness.ts';
import { useHarness } from './use-harness.ts';
import { onSale, repriced } from './live-api.ts';

const NOTE = '.product [data-live-price] [data-part="lowest"]';
const pl = storeView('pl');
const note = (amount: number) =>
  translator('pl')('price.lowest30', { price: formatPrice(amount, { locale: pl.locale, currency: pl.currency }) });

const h = useHarness();
let target: { path: string; lowest: number };

beforeAll(() => {
  const snapshot = testSnapshot();
  const products = snapshot.products('pl').map((p) => ({ ...p, store: 'pl' }));
  const pages = staticProductPaths(products, 'pl').filter((p) => baseName(routeByName(p.routeName)!) === 'product');
  const now = new Date();
  const found = products.flatMap((p) => {
    const lowest = snapshotLowest(p, p.sku);
    const path = pages.find((x) => x.sku === p.sku)?.path;
    return p.type_id === 'simple' && lowest !== undefined && path && hasActiveSpecial(p, now) ? [{ path, lowest }] : [];
  });
  if (!found[0]) throw new Error('No simple product on sale with a known lowest price in the pl snapshot');
  target = found[0];
});

async function open(answer: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await (await h.context({ width: 1280, height: 900 })).newPage();
  await answer(page);
  const response = await page.goto(h.url('main', target.path));
  expect(response?.status()).toBe(200);
  return page;
}

describe('the 30-day lowest price on a product page', () => {
  it('is in the built page, and the live price history replaces it', async () => {
    const live = Math.round(target.lowest * 80) / 100;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open((p) =>
      p.route('**/api/product/price-history?**', async (route) => {
        await held;
        const sku = new URL(route.request().url()).searchParams.get('sku');
        const result = { sku, storeId: 4, currency: 'PLN', days: 30, lowest: live, history: [] };
        await route.fulfill({ json: { code: 200, result } });
      }),
    );
    expect(await page.locator(NOTE).textContent()).toBe(note(target.lowest));
    release();
    await page.waitForFunction(([sel, want]) => document.querySelector(sel ?? '')?.textContent === want, [NOTE, note(live)]);
    await page.context().close();
  });

  it('keeps the built note when the price history call fails', async () => {
    const page = await open((p) =>
      p.route('**/api/product/price-history?**', (route) => route.fulfill({ status: 500, json: { code: 500, result: 'down' } })),
    );
    await page.waitForLoadState('networkidle');
    expect(await page.locator(NOTE).textContent()).toBe(note(target.lowest));
    expect(await page.locator(NOTE).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the 30-day lowest price on the cards of the home page', () => {
  const CARD_NOTES = '.card [data-live-price] [data-part="lowest"]';
  const visibleNotes = (page: Page) =>
    page.$$eval(
      CARD_NOTES,
      (els) => els.filter((el) => !(el as HTMLElement).hidden && !el.classList.contains('price__lowest--empty')).length,
    );

  it('stays as built while render-list keeps the special prices', async () => {
    const page = await (await h.context({ width: 1280, height: 900 })).newPage();
    const asked = page.waitForResponse((r) => r.url().includes('/api/product/render-list'));
    await page.goto(h.url('main', '/'));
    const built = await page.$$eval(CARD_NOTES, (els) => els.map((el) => el.textContent));
    const shown = await visibleNotes(page);
    expect(shown).toBeGreaterThan(0);
    await asked;
    await page.waitForLoadState('networkidle');
    expect(await page.$$eval(CARD_NOTES, (els) => els.map((el) => el.textContent))).toEqual(built);
    expect(await visibleNotes(page)).toBe(shown);
    await page.context().close();
  });

  it('goes when render-list says the special prices have ended', async () => {
    const page = await (await h.context({ width: 1280, height: 900 })).newPage();
    await page.route('**/api/product/render-list?**', (route) => repriced(route, h.server.port, 42));
    await page.goto(h.url('main', '/'));
    expect(await visibleNotes(page)).toBeGreaterThan(0);
    await expect.poll(() => visibleNotes(page), { timeout: 15_000 }).toBe(0);
    // The note's line stays (empty), so the card does not change height.
    expect(await page.locator(CARD_NOTES).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('is added to a card whose special price started after the build, from its price history', async () => {
    const page = await (await h.context({ width: 1280, height: 900 })).newPage();
    const askedHistory: string[] = [];
    await page.route('**/api/product/render-list?**', (route) => onSale(route, h.server.port, 30, 40));
    await page.route('**/api/product/price-history?**', async (route) => {
      const sku = new URL(route.request().url()).searchParams.get('sku');
      askedHistory.push(String(sku));
      await route.fulfill({
        json: { code: 200, result: { sku, storeId: 4, currency: 'PLN', days: 30, lowest: 27.5, history: [] } },
      });
    });
    const priced = page.waitForResponse((r) => r.url().includes('/api/product/render-list'));
    await page.goto(h.url('main', '/'));
    // Every live card carries the note; the ones built without a text carry it empty (a hidden stand-in in its box).
    const built = await page.$$eval('.card [data-live-price]', (els) =>
      els.map((el) => el.querySelector<HTMLElement>('[data-part="lowest"]')?.classList.contains('price__lowest--empty')),
    );
    expect(built).not.toContain(undefined);
    expect(built.filter((empty) => empty).length).toBeGreaterThan(0);
    const late = (els: Element[]) => els.filter((el) => el.textContent?.includes('27,50')).length;
    // Cards now on sale (a set's card shows the sum of its parts, never a special price): the ones built without
    // a text get it from the history, the others keep the note they were built with.
    const onSaleCards = () =>
      page.$$eval('.card [data-live-price]', (els) =>
        els
          .filter((el) => el.querySelector('.price__now--special') !== null)
          // The sku whose price the card shows (a configurable product's variant, data-price-sku), whose history it asks.
          .map((el) => {
            const data = (el as HTMLElement).dataset;
            return { sku: data['priceSku'] ?? data['liveSku'] ?? '', built: el.hasAttribute('data-lowest') };
          }),
      );
    // Every history call the island makes follows the render-list answer: after it, the page settles.
    await priced;
    await page.waitForLoadState('networkidle');
    const sale = await onSaleCards();
    const want = sale.filter((c) => !c.built);
    expect(want.length).toBeGreaterThan(0);
    await expect.poll(() => page.$$eval(CARD_NOTES, late), { timeout: 15_000 }).toBe(want.length);
    expect([...new Set(askedHistory)].sort()).toEqual([...new Set(want.map((c) => c.sku))].sort());
    // each sku's history asked once, however many cards show it
    expect(askedHistory).toHaveLength(new Set(askedHistory).size);
    expect(await visibleNotes(page)).toBe(sale.length);
    await page.context().close();
  });
});
