/** The search results' 30-day lowest prices (src/islands/search/lowest.ts) and the cards that show them. */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { storeView } from '../../../../src/config/index.ts';
import type { SearchEntry } from '../../../../src/catalog/search-index.ts';
import { skusToAsk } from '../../../../src/islands/search/lowest.ts';
import SearchCardGrid, { entryPriceTexts } from '../../../../src/islands/search/SearchCardGrid.tsx';

const entry = (sku: string, over: Partial<SearchEntry> = {}): SearchEntry => ({
  sku,
  name: sku,
  url: `/p/${sku}`,
  price: 35.99,
  ...over,
});
const onSale = (sku: string, priceSku = sku): SearchEntry => entry(sku, { original: 44.99, priceSku });
const store = storeView('pl');
const LOWEST30 = 'Najniższa cena: {price}';
/** The grid's texts. */
const TEXT = {
  inclTax: 'z VAT',
  special: 'Cena promocyjna',
  regular: 'Cena regularna',
  lowest30: LOWEST30,
  stock: { ok: 'Dostępny', out_of_stock: 'Niedostępny', volatile: 'Nieznana' },
};

describe('which lowest prices the search page asks', () => {
  it('asks the price skus of the entries on special, each once, and none asked before', () => {
    const entries = [onSale('A'), entry('B'), onSale('C', 'C-50'), onSale('D', 'C-50'), onSale('E')];
    expect(skusToAsk(entries, new Set(['E']))).toEqual(['A', 'C-50']);
  });
});

describe('a search card on special', () => {
  it('strikes the regular price through and gives the lowest price once known', () => {
    const now = { text: '35,99\u00a0zł', mobile: '36\u00a0zł' };
    const was = { text: '44,99\u00a0zł', mobile: '45\u00a0zł' };
    // Until the note is known, or when it is unknown, its line is held by a stand-in of its form (the regular price's).
    const lowestHold = { text: 'Najniższa cena: 44,99\u00a0zł', mobile: 'Najniższa cena: 45\u00a0zł' };
    expect(entryPriceTexts(entry('B'), new Map(), store, LOWEST30)).toEqual({ now });
    expect(entryPriceTexts(onSale('A'), new Map(), store, LOWEST30)).toEqual({ now, was, lowestHold });
    expect(entryPriceTexts(onSale('A'), new Map([['A', null]]), store, LOWEST30)).toEqual({ now, was, lowestHold });
    // An entry with no price sku (the static index's) has no note to ask for, and holds no line.
    expect(entryPriceTexts(entry('F', { original: 44.99 }), new Map(), store, LOWEST30)).toEqual({ now, was });
    expect(entryPriceTexts(onSale('A'), new Map([['A', 33.5]]), store, LOWEST30)).toEqual({
      now,
      was,
      lowest: { text: 'Najniższa cena: 33,50\u00a0zł', mobile: 'Najniższa cena: 34\u00a0zł' },
    });
  });

  it("is marked up as the build's card: special amount, struck regular price with its label, the note, the stock state", () => {
    const html = renderToStaticMarkup(
      createElement(SearchCardGrid, {
        entries: [onSale('A'), entry('B', { stock: 'out_of_stock' })],
        store,
        lines: {},
        lowest: new Map([['A', 33.5]]),
        text: TEXT,
      }),
    );
    const [a, b] = html.split('</li>');
    expect(a).toContain('<strong class="price__now price__now--special" data-mobile="36\u00a0zł">35,99\u00a0zł</strong>');
    expect(a).toContain(
      '<span class="visually-hidden">Cena regularna</span><del class="price__was" data-mobile="45\u00a0zł">44,99\u00a0zł</del>',
    );
    expect(a).toContain('<p class="price__lowest" data-mobile="Najniższa cena: 34\u00a0zł">Najniższa cena: 33,50\u00a0zł</p>');
    expect(b).toContain('<strong class="price__now" data-mobile="36\u00a0zł">35,99\u00a0zł</strong>');
    expect(b).not.toContain('price__was');
    expect(b).not.toContain('price__lowest');
    // the stock state where the entry has one (search API results), none where it has not (the static index)
    expect(b).toContain('<p class="stock stock--out_of_stock" data-stock="out_of_stock">Niedostępny</p>');
    expect(a).not.toContain('class="stock');
  });

  it('holds the line of a note not known yet with a hidden stand-in, so that the card keeps its height when it comes', () => {
    const grid = (lowest: ReadonlyMap<string, number | null>): string =>
      renderToStaticMarkup(createElement(SearchCardGrid, { entries: [onSale('A')], store, lines: {}, lowest, text: TEXT }));
    const held =
      '<p class="price__lowest price__lowest--empty" data-mobile="Najniższa cena: 45\u00a0zł">Najniższa cena: 44,99\u00a0zł</p>';
    expect(grid(new Map())).toContain(held);
    expect(grid(new Map([['A', null]]))).toContain(held);
    const known = grid(new Map([['A', 33.5]]));
    expect(known).not.toContain('price__lowest--empty');
    expect(known.match(/class="price__lowest/g)).toHaveLength(1);
  });
});

describe('a fallback card’s price at view time', () => {
  const windowed = entry('W', { price: 33.59, window: { from: '', to: '2026-12-12 23:59:59', regular: 41.99 } });
  it('shows the special price of the static index inside its window', () => {
    expect(entryPriceTexts(windowed, new Map(), store, LOWEST30, new Date('2026-12-10T10:00:00Z')).now.text).toBe(
      '33,59\u00a0zł',
    );
  });
  it('shows the regular price once the special price’s window has ended, as the product page does', () => {
    expect(entryPriceTexts(windowed, new Map(), store, LOWEST30, new Date('2026-12-13T10:00:00Z')).now.text).toBe(
      '41,99\u00a0zł',
    );
  });
  it('shows a set at its parts’ sum at view time: a part whose special price’s window has ended at its regular price', () => {
    const set = entry('S', {
      price: 45,
      parts: [
        { qty: 2, price: 10, special: { from: '', to: '2026-12-12 23:59:59', regular: 15 } },
        { qty: 1, price: 25 },
      ],
    });
    expect(entryPriceTexts(set, new Map(), store, LOWEST30, new Date('2026-12-10T10:00:00Z')).now.text).toBe('45,00\u00a0zł');
    expect(entryPriceTexts(set, new Map(), store, LOWEST30, new Date('2026-12-13T10:00:00Z')).now.text).toBe('55,00\u00a0zł');
  });
});
