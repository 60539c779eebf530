/**
 * The live island e2e tests' page helpers: the largest category and a simple product's page, a page opened counting
 * layout shifts, a gate that holds an API's answers, and the product page's price and stock selectors.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { categoryPagePath, flattenCategories } from '../../src/catalog/index.ts';
import { storeView } from '../../src/config/index.ts';
import { testSnapshot } from './harness.ts';
import { countLayoutShift } from './layout-shift.ts';
import type { useHarness } from './use-harness.ts';

type TestHarness = ReturnType<typeof useHarness>;

/** The Polish top category page with the most products. */
export function largestCategoryPath(): string {
  const flat = flattenCategories(testSnapshot().categories('pl'), 'pl');
  const top = flat.filter((c) => c.depth === 0 && c.is_active).sort((a, b) => b.product_count - a.product_count)[0];
  const path = top ? categoryPagePath(top, flat, 'category') : undefined;
  if (!path) throw new Error('No active top category in the pl snapshot');
  return path;
}

/** A main-site page at 1280 px counting its layout shifts (countLayoutShift), `setup` run before it is opened. */
export async function openCounting(h: TestHarness, path: string, setup?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await h.context({ width: 1280, height: 900 });
  const page = await context.newPage();
  await countLayoutShift(page);
  if (setup) await setup(page);
  const response = await page.goto(h.url('main', path));
  expect(response?.status()).toBe(200);
  return page;
}

/** The link of a simple, in-stock product without a special price on the largest category page. */
export async function simpleProductPath(h: TestHarness): Promise<string> {
  const page = await openCounting(h, largestCategoryPath());
  const href = await page.$$eval('.card', (cards) => {
    const card = cards.find((c) => {
      const stock = c.querySelector<HTMLElement>('[data-live-stock]');
      const price = c.querySelector<HTMLElement>('[data-live-price]');
      return (
        stock?.dataset['stock'] === 'ok' && stock.dataset['liveSkus'] === stock.dataset['liveSku'] && !price?.dataset['special']
      );
    });
    return card?.querySelector('.card__name a')?.getAttribute('href') ?? '';
  });
  await page.context().close();
  expect(href, 'a simple in-stock product card').not.toBe('');
  return href;
}

/** Holds a route handler's requests (`await hold()`) until `release()`; `seen` resolves at the first one. */
export function gate(): { seen: Promise<void>; hold: () => Promise<void>; release: () => void } {
  let release = (): void => undefined;
  let saw = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (saw = resolve));
  const hold = (): Promise<void> => {
    saw();
    return released;
  };
  return { seen, hold, release };
}

/** How the Polish store view's prices are written. */
export const FORMAT = { locale: storeView('pl').locale, currency: 'PLN' };
/** A price no product of the sample has: a live answer that sets it shows. */
export const NEW_PRICE = 77.77;

export const text = (page: Page, selector: string) => page.locator(selector).first().textContent();
/** Waits until the first element of `selector` reads `want`. */
export const showsText = (page: Page, selector: string, want: string) =>
  page.waitForFunction(([sel, w]) => document.querySelector(sel ?? '')?.textContent === w, [selector, want]);
export const PRODUCT_PRICE = '.product [data-live-price]';
export const PRODUCT_STOCK = '.product [data-live-stock]';
