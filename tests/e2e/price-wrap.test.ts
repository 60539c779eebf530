/**
 * A card's price line at phone width (LOOK.md "Product card"): when it wraps, it breaks after the price to pay,
 * and "incl. tax" stays on the line of the struck regular price (or of the price, without a special) wherever the
 * two fit on one line: never on a line of its own under a struck price it would fit beside. Checked on the cards
 * of an offer page (a set's parts and the products on offer; its gift shows no price), of a category listing in pl and en, and of
 * the search page (React's cards), at 375 px.
 */
import { describe, expect, it } from 'vitest';
import { openCardsAt } from './cards-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

const PAGES = ['/oferty-specjalne/sezon-na-slonce', '/produkty/twarz', '/en/products/face', '/szukaj?q=krem'] as const;

describe('a card’s price line at 375 px', () => {
  it.each(PAGES)('keeps "incl. tax" with a price on %s', async (path) => {
    const page = await openCardsAt(h, path, 375, '.card .price__line');
    const lines = await page.$$eval('.card .price__line', (prices) =>
      prices.map((line) => {
        const box = (selector: string): { top: number; width: number } | undefined => {
          const el = line.querySelector<HTMLElement>(selector);
          if (!el || el.closest('[hidden]')) return undefined;
          const rect = el.getBoundingClientRect();
          return { top: Math.round(rect.top), width: Math.ceil(rect.width) };
        };
        const width = Math.floor(line.getBoundingClientRect().width);
        return { width, now: box('.price__now'), was: box('.price__was'), tax: box('.price__tax') };
      }),
    );
    expect(lines.filter((l) => l.was !== undefined).length, 'cards on special').toBeGreaterThan(0);
    let fitting = 0;
    for (const line of lines) {
      const { tax } = line;
      const before = line.was ?? line.now;
      expect(tax && before, JSON.stringify(line)).toBeTruthy();
      if (!tax || !before) continue;
      // Where the price before it and the label fit on one line (with the 0.5rem gap), they share it: the label's
      // box sits on that line (a few pixels of baseline alignment apart).
      if (before.width + 8 + tax.width > line.width) continue;
      fitting += 1;
      expect(Math.abs(tax.top - before.top), JSON.stringify(line)).toBeLessThanOrEqual(6);
    }
    // Some lines have the room, or the check above checked nothing.
    expect(fitting, 'lines where the price and the label fit side by side').toBeGreaterThan(0);
    await page.context().close();
  });
});
