/**
 * A card's content at 320 px (a 1280 px screen at 400 % zoom: WCAG 1.4.10 reflow), where two cards stand side by
 * side about 120 px wide: everything a card holds stays inside it, a long line name and a long word of a product's
 * name wrapping instead of being cut off by the card's edge. On a category, a series and a landing page of pl and hr,
 * and on the search page (the island's own cards).
 */
import { describe, expect, it } from 'vitest';
import { openCardsAt } from './cards-page.ts';
import { useHarness } from './use-harness.ts';

const h = useHarness();

const PAGES = ['/produkty/twarz', '/seria/poznaj-linie-produktow', '/wypadanie-wlosow', '/hr/gubitak-kose', '/szukaj?q=serum'];

describe('a card at 320 px', () => {
  it.each(PAGES)('holds all its content inside its box on %s', async (path) => {
    const page = await openCardsAt(h, path, 320, 'article.card');
    const outside = await page.$$eval('article.card', (cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        if (box.width === 0) return [];
        return Array.from(card.querySelectorAll<HTMLElement>('*'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5);
          })
          .map(
            (el) =>
              `${el.className || el.tagName}: "${(el.textContent ?? '').trim().slice(0, 40)}" in a ${Math.round(box.width)} px card`,
          );
      }),
    );
    expect(await page.locator('article.card').count()).toBeGreaterThan(1);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
