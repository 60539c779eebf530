/**
 * The listing island's filter counts (spec 000 §4): as built until the companion page is in, then counted
 * over the cards' values under the chosen filters (src/domain/listing facetCounts); an option that would
 * show no card, and is not chosen, is disabled.
 */
import { describe, expect, it } from 'vitest';
import { listingCards, listingCardsPath, listingView } from '../../../../src/components/catalog/listing-view.ts';
import { loadConfig } from '../../../../src/config/index.ts';
import { translator } from '../../../../src/i18n/index.ts';
import {
  applyListing,
  optionCounts,
  optionCountText,
  optionShown,
  parseQuery,
  toggleOption,
  type ListingGroup,
  type ListingItem,
} from '../../../../src/islands/listing/state.ts';
import type { UrlQuery } from '../../../../src/domain/listing/filters.ts';
import { listingContext, product } from '../../catalog/fixtures.ts';
import { GROUPS } from './fixtures.ts';

const item = (sku: string, price: number, values: Record<string, string[]>): ListingItem => ({ sku, price, values });

const ITEMS: ListingItem[] = [
  item('A1', 40, { seria: ['1'], color: ['10'] }),
  item('E1', 120, { seria: ['3'], color: ['10', '11'] }),
  item('A2', 75, { seria: ['1'], color: ['11'] }),
  item('S1', 200, { seria: ['10'] }),
];

const shownTotal = (search: string) => applyListing(ITEMS, GROUPS, parseQuery(search), { defaultSort: 'latest' }).total;
/** The counts under the filters the listing read from a query (as the island counts them). */
const countsFor = (items: readonly ListingItem[], groups: readonly ListingGroup[], query: UrlQuery) =>
  optionCounts(items, groups, applyListing(items, groups, query, { defaultSort: 'latest' }).filters);

describe('the options’ counts over the cards’ values', () => {
  it('are the counts the page was built with while no filter is chosen (sort and page aside)', () => {
    const built = Object.fromEntries(GROUPS.map((g) => [g.code, Object.fromEntries(g.options.map((o) => [o.id, o.count]))]));
    expect(countsFor(ITEMS, GROUPS, {})).toEqual(built);
    expect(countsFor(ITEMS, GROUPS, parseQuery('?sort=price-asc&page=2&utm_source=x'))).toEqual(built);
  });

  it('count each option of the other groups as the cards the listing shows once it is added', () => {
    const query = parseQuery('?color=11');
    const counts = countsFor(ITEMS, GROUPS, query);
    for (const group of GROUPS.filter((g) => g.code !== 'color'))
      for (const option of group.options)
        expect(counts[group.code]?.[option.id], `${group.code}=${option.id}`).toBe(
          applyListing(ITEMS, GROUPS, toggleOption(query, option), { defaultSort: 'latest' }).total,
        );
    // Blue (E1, A2): line S and the two open price ends are dead ends.
    expect(counts['seria']).toEqual({ '1': 1, '3': 1, '10': 0 });
    expect(counts['price']).toEqual({ '0-50': 0, '50-100': 1, '150-': 0 });
  });

  it('leave the chosen group’s counts as they were built', () => {
    expect(countsFor(ITEMS, GROUPS, parseQuery('?color=11'))['color']).toEqual({ '10': 2, '11': 2 });
    // Within the chosen colour alone, white would count 1 (E1).
    expect(shownTotal('?color=11&color=10')).toBe(3);
  });
});

describe('what a chip shows for its option', () => {
  const counts = countsFor(ITEMS, GROUPS, parseQuery('?color=11'));

  it('is its count in the built form, "(n)"', () => {
    expect(optionCountText(4)).toBe('(4)');
    expect(optionCountText(0)).toBe('(0)');
    expect(optionShown(counts, { type: 'seria', id: '1' }, false)).toEqual({ text: '(1)', empty: false });
  });

  it('is disabled when it would show no card and is not chosen; a chosen one stays, to be taken back', () => {
    expect(optionShown(counts, { type: 'seria', id: '10' }, false)).toEqual({ text: '(0)', empty: true });
    expect(optionShown(counts, { type: 'seria', id: '10' }, true)).toEqual({ text: '(0)', empty: false });
  });

  it('is nothing for an option the counts do not name (the chip keeps what it shows)', () => {
    expect(optionShown(counts, { type: 'size', id: '1' }, false)).toBeUndefined();
    expect(optionShown(counts, { type: 'seria', id: '99' }, false)).toBeUndefined();
    expect(optionShown(counts, { type: 'seria', id: 'constructor' }, false)).toBeUndefined();
    expect(optionShown(counts, { type: '__proto__', id: 'x' }, false)).toBeUndefined();
  });
});

describe('a category page and its companion page', () => {
  const cfg = loadConfig({});
  const ctx = listingContext(cfg);
  // Colours 50 and 51, lines 1 and 2, prices across the buckets and on their edges.
  const products = Array.from({ length: 12 }, (_, i) => ({
    ...product({
      id: i + 1,
      sku: `P${i + 1}`,
      seria: (i % 2) + 1,
      color: 50 + (i % 3 === 0 ? 1 : 0),
      price: 25 * i,
      price_incl_tax: 25 * i,
    }),
    updated_at: `2026-01-${String(i + 1).padStart(2, '0')} 00:00:00`,
    store: 'pl',
  }));
  const view = listingView(products, { ...ctx, t: translator('pl'), cardsPath: listingCardsPath('pl', 'category', 3) });
  const { items } = listingCards(products, ctx);

  it('count, with no filter chosen, what the page was built with', () => {
    expect(view.filters.map((g) => g.code)).toEqual(expect.arrayContaining(['color', 'seria', 'price']));
    const counts = countsFor(items, view.filters, {});
    for (const group of view.filters)
      for (const option of group.options)
        expect(optionShown(counts, option, false)?.text, `${group.code}=${option.id}`).toBe(optionCountText(option.count));
  });

  it('count a price bucket under a chosen line as the listing shows it', () => {
    const line = view.filters.find((g) => g.code === 'seria')?.options[0];
    expect(line).toBeDefined();
    const query = toggleOption({}, line!);
    const counts = countsFor(items, view.filters, query);
    const buckets = view.filters.find((g) => g.code === 'price')?.options ?? [];
    expect(buckets.length).toBeGreaterThan(1);
    for (const bucket of buckets)
      expect(counts['price']?.[bucket.id], bucket.id).toBe(
        applyListing(items, view.filters, toggleOption(query, bucket), { defaultSort: cfg.settings.defaultSort }).total,
      );
    // The buckets split the line's products between them: every one of its 6 cards is counted once.
    expect(Object.values(counts['price'] ?? {}).reduce((sum, n) => sum + n, 0)).toBe(6);
  });
});
