/**
 * A special price that ends or starts live moves nothing on the cards (spec 000 §7: the island re-applies the rules
 * at view time without layout shift): at 375 px, where a card's 30-day lowest-price note wraps to 2–3 lines, the
 * cards in view when render-list answers keep their place (layout-shift entries of the PerformanceObserver), on a
 * category listing and on the home page.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { storeView } from '../../src/config/index.ts';
import { formatPrice } from '../../src/domain/price/format.ts';
import { testSnapshot } from './harness.ts';
import { largestCategory } from './listing-page.ts';
import { onSale, repriced } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { countLayoutShift, layoutShift } from './layout-shift.ts';

const h = useHarness();
const FORMAT = { locale: storeView('pl').locale, currency: 'PLN' };
const LOWEST = 27.5;

/** Holds render-list's answers until `release()`; `seen` resolves at the first request. */
function gate(): { seen: Promise<void>; hold: () => Promise<void>; release: () => void } {
  let release = (): void => undefined;
  let saw = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (saw = resolve));
  return {
    seen,
    hold: () => {
      saw();
      return released;
    },
    release,
  };
}

/** A page at 375 px counting layout shifts, render-list held and answered by `answer`, price histories at LOWEST. */
async function openHeld(path: string, answer: (route: Route) => Promise<unknown>): Promise<{ page: Page; release: () => void }> {
  const context = await h.context({ width: 375, height: 812 });
  const page = await context.newPage();
  await countLayoutShift(page);
  const held = gate();
  await page.route('**/api/product/render-list?**', async (route) => {
    await held.hold();
    await answer(route);
  });
  await page.route('**/api/product/price-history?**', (route) => {
    const sku = new URL(route.request().url()).searchParams.get('sku');
    return route.fulfill({
      json: { code: 200, result: { sku, storeId: 4, currency: 'PLN', days: 30, lowest: LOWEST, history: [] } },
    });
  });
  expect((await page.goto(h.url('main', path)))?.status()).toBe(200);
  await held.seen;
  return { page, release: held.release };
}

const screens = () => [
  ['a category listing', largestCategory(testSnapshot()).path],
  ['the home page', '/'],
];

describe('cards at 375 px when render-list answers', () => {
  it.each(screens())('on %s: a special price that ends moves nothing', async (_, path) => {
    const { page, release } = await openHeld(path, (route) => repriced(route, h.server.port, 42));
    // A card on special in the middle of the screen, with cards below it.
    await page
      .locator('.card:has(.price__now--special)')
      .nth(1)
      .evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const before = await layoutShift(page);
    release();
    await page.waitForFunction(() => document.querySelectorAll('.card .price__now--special').length === 0);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(before + 0.01);
    await page.context().close();
  });

  it.each(screens())('on %s: a special price that starts shows with its note and moves nothing', async (_, path) => {
    const { page, release } = await openHeld(path, (route) => onSale(route, h.server.port, 30, 40));
    await page
      .locator('.card:not(:has(.price__now--special))')
      .nth(1)
      .evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const before = await layoutShift(page);
    const lowest = formatPrice(LOWEST, FORMAT);
    release();
    await page.waitForFunction((text) => {
      const notes = [...document.querySelectorAll<HTMLElement>('.card [data-part="lowest"]')];
      return notes.some((n) => n.textContent?.includes(text) && !n.hidden && !n.classList.contains('price__lowest--empty'));
    }, lowest);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(before + 0.01);
    // In the end every card on special shows its note.
    const withoutNote = await page.$$eval(
      '.card [data-live-price]',
      (els) =>
        els.filter((el) => {
          const note = el.querySelector<HTMLElement>('[data-part="lowest"]');
          const shows = note !== null && !note.hidden && !note.classList.contains('price__lowest--empty');
          return el.querySelector('.price__now--special') !== null && !shows;
        }).length,
    );
    expect(withoutNote).toBe(0);
    await page.context().close();
  });
});
