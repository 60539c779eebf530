/**
 * The listing island against a companion page that does not fit its page, and a failure after the shopper undid the
 * change that asked for it (src/islands/listing/controls.ts, spec 000 §8 'No products synchronized…').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companionHtml, listingPage } from './controls-harness.ts';

const SKUS = Array.from({ length: 120 }, (_, i) => `S${i + 1}`);
const ITEMS = SKUS.map((sku, i) => ({ sku, price: 10 + i, values: { color: [i % 2 ? '11' : '10'] } }));
const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });

let page: ReturnType<typeof listingPage> | undefined;
afterEach(async () => {
  await page?.close();
  page = undefined;
  vi.restoreAllMocks();
});

describe('a companion page that does not list the page’s own cards', () => {
  it.each([
    ['an empty list', [] as typeof ITEMS],
    ['a list without some of the built cards', ITEMS.slice(10)],
  ])('(%s) is a failure: the built cards stay, the alert says so, no "no match"', async (_name, items) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page = listingPage('https://shop.test/c?page=2', 120, SKUS.slice(0, 50));
    page.start();
    expect(page.held).toHaveLength(1);
    page.held[0]?.resolve(html(companionHtml(items, SKUS)));
    await page.settle();
    expect(page.shown()).toEqual(SKUS.slice(0, 50));
    expect(page.alert()).toContain('No products synchronized');
    expect(page.doc.querySelector('[data-listing-nomatch]')?.hasAttribute('hidden')).toBe(true);
  });

  it('one that lists them is read: page 2 shows its cards', async () => {
    page = listingPage('https://shop.test/c?page=2', 120, SKUS.slice(0, 50));
    page.start();
    page.held[0]?.resolve(html(companionHtml(ITEMS, SKUS)));
    await page.settle();
    expect(page.shown()).toHaveLength(100);
    expect(page.alert()).toBeNull();
  });
});

describe('a companion page failing after the shopper undid the change that asked for it', () => {
  /** The listing sorted by price (which asks for the companion page), then by each of `more`, before it answers. */
  const sortedBy = (...more: string[]) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened = listingPage('https://shop.test/c', 120, SKUS.slice(0, 50));
    opened.start();
    const select = opened.doc.querySelector('#listing-sort') as unknown as HTMLSelectElement;
    for (const sort of ['price-asc', ...more]) {
      select.value = sort;
      select.dispatchEvent(new opened.win.Event('change') as unknown as Event);
    }
    return opened;
  };

  it('raises no alert: the page shows what the shopper asked for', async () => {
    page = sortedBy('latest');
    page.held[0]?.reject(new TypeError('Failed to fetch'));
    await page.settle();
    expect(page.win.location.href).toBe('https://shop.test/c');
    expect(page.alert()).toBeNull();
    expect(page.shown()).toEqual(SKUS.slice(0, 50));
  });

  it('still alerts while the change waits for it', async () => {
    page = sortedBy();
    page.held[0]?.reject(new TypeError('Failed to fetch'));
    await page.settle();
    expect(page.alert()).toContain('No products synchronized');
  });
});
