/**
 * A special price that ends or starts live moves nothing on the cards (spec 000 §7: the island re-applies the rules
 * at view time without layout shift): at 375 px, where a card's 30-day lowest-price note wraps to 2–3 lines, the
 * cards in view when render-list answers keep their place (layout-shift entries of the PerformanceObserver), on a
 * category listing and on the home page. And the static window rule runs as the island starts: a special price
 * whose window has ended gives way to the regular price before render-list answers.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { formatPrice } from '../../src/domain/price/format.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { productPagePath } from '../build/dist.ts';
import { testSnapshot } from './harness.ts';
import { largestCategory } from './listing-page.ts';
import { onSale, repriced } from './live-api.ts';
import { useHarness } from './use-harness.ts';
import { FORMAT, gate } from './live-page.ts';
import { countLayoutShift, layoutShift } from './layout-shift.ts';

const h = useHarness();
const LOWEST = 27.5;

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

/** The layout shift so far, once the second card matching `selector` is in the middle of the screen and at rest. */
async function shiftWithCardInView(page: Page, selector: string): Promise<number> {
  await page
    .locator(selector)
    .nth(1)
    .evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  return layoutShift(page);
}

describe('cards at 375 px when render-list answers', () => {
  it.each(screens())('on %s: a special price that ends moves nothing', async (_, path) => {
    const { page, release } = await openHeld(path, (route) => repriced(route, h.server.port, 42));
    // A card on special in the middle of the screen, with cards below it.
    const before = await shiftWithCardInView(page, '.card:has(.price__now--special)');
    release();
    await page.waitForFunction(() => document.querySelectorAll('.card .price__now--special').length === 0);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(before + 0.01);
    await page.context().close();
  });

  it.each(screens())('on %s: a special price that starts shows with its note and moves nothing', async (_, path) => {
    const { page, release } = await openHeld(path, (route) => onSale(route, h.server.port, 30, 40));
    const before = await shiftWithCardInView(page, '.card:not(:has(.price__now--special))');
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

/** The page of a visible simple Polish product built with a special price whose window ends. */
function endingSpecialPath(): { path: string; to: string } {
  const product = testSnapshot()
    .products('pl')
    .find((p) => p.type_id === 'simple' && isProductVisible(p) && (p.special_price ?? 0) > 0 && (p.special_to_date ?? '') !== '');
  if (!product) throw new Error('No visible simple product with a special price that ends in the pl snapshot');
  return { path: productPagePath(product, 'pl', h.cfg), to: String(product.special_to_date) };
}

describe('the live island on a product page whose special price has ended since the build', () => {
  it('shows the regular price before render-list answers', async () => {
    const { path, to } = endingSpecialPath();
    const context = await h.context({ width: 1280, height: 900 });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(new Date(`${to.slice(0, 10)}T12:00:00Z`).getTime() + 2 * 86_400_000));
    const held = gate();
    await page.route('**/api/product/render-list?**', async (route) => {
      await held.hold();
      await route.abort();
    });
    await page.goto(h.url('main', path));
    const price = page.locator('.product [data-live-price]');
    expect(await price.getAttribute('data-special')).not.toBeNull();
    const regular = formatPrice(Number(await price.getAttribute('data-original')), FORMAT);
    await held.seen;
    await page.waitForFunction(
      (want) => document.querySelector('.product [data-live-price] [data-part="now"]')?.textContent === want,
      regular,
      { timeout: 3000 },
    );
    expect(await price.locator('.price__now--special').count()).toBe(0);
    expect(
      await price
        .locator('[data-part="was"]')
        .evaluate((el) => getComputedStyle(el).visibility === 'hidden' || (el as HTMLElement).hidden),
    ).toBe(true);
    held.release();
    await context.close();
  });
});
