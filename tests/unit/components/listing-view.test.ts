/** A listing's page and its companion page (spec 000 §4, §9 product list page size 50). */
import { describe, expect, it } from 'vitest';
import { sortOptions } from '../../../src/domain/listing/sort.ts';
import { listingCards, listingCardsPath, listingView } from '../../../src/components/catalog/listing-view.ts';
import { parseListingItems } from '../../../src/islands/listing/companion.ts';
import { LISTS, loadConfig } from '../../../src/config/index.ts';
import { translator } from '../../../src/i18n/index.ts';
import { groupedSet, listingContext, product } from '../catalog/fixtures.ts';

const cfg = loadConfig({});
const PRODUCTS = Array.from({ length: LISTS.productPageSize + 12 }, (_, i) => ({
  ...product({ id: i + 1, sku: `P${i + 1}`, seria: (i % 3) + 1, price: 10 + i, price_incl_tax: 10 + i }),
  updated_at: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 00:00:00`,
  store: 'pl',
}));
const ctx = listingContext(cfg);

describe('a listing larger than a page', () => {
  const view = listingView(PRODUCTS, {
    ...ctx,
    t: translator('pl'),
    cardsPath: listingCardsPath('pl', 'category', 3),
  });
  const companion = listingCards(PRODUCTS, ctx);

  it('offers every sort option in the store view’s language, the default one marked', () => {
    expect(view.sorts.map((s) => s.id)).toEqual(sortOptions(cfg.settings.defaultSort).map((o) => o.id));
    expect(view.sorts.filter((s) => s.isDefault)).toHaveLength(1);
    expect(view.sorts.find((s) => s.id === 'price-asc')?.label).toBe(translator('pl')('sort.priceAsc'));
  });

  it('renders the first page of cards only, and names its companion page', () => {
    expect(view.cards).toHaveLength(LISTS.productPageSize);
    expect(view.total).toBe(PRODUCTS.length);
    expect(view.cardsPath).toBe('/listing/pl/category/3');
  });

  it('has every card on its companion page, the first page first and in the same order', () => {
    expect(companion.cards).toHaveLength(PRODUCTS.length);
    expect(companion.cards.slice(0, LISTS.productPageSize).map((c) => c.sku)).toEqual(view.cards.map((c) => c.sku));
    expect(companion.items.map((i) => i.sku)).toEqual(companion.cards.map((c) => c.sku));
  });

  it('gives the island each product’s filterable values and price, which the island reads back', () => {
    const p7 = companion.items.find((i) => i.sku === 'P7');
    expect(p7).toMatchObject({ values: { seria: ['1'] } });
    // Its card's price: the net 16 with the fixtures' 23 % tax.
    expect(p7?.price).toBeCloseTo(19.68, 2);
    expect(parseListingItems(JSON.stringify(companion.items))).toEqual(companion.items);
  });
});

describe('reading a companion page’s items', () => {
  it('refuses a malformed list whole', () => {
    const good = { sku: 'A', price: 10, values: { seria: ['1'] } };
    expect(parseListingItems(JSON.stringify([good]))).toEqual([good]);
    expect(parseListingItems('not json')).toBeUndefined();
    expect(parseListingItems(JSON.stringify({ items: [good] }))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([good, { ...good, price: '10' }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, sku: '' }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, values: { seria: [1] } }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, updated_at: 5 }]))).toBeUndefined();
  });

  it('reads a special price’s window and a set’s parts, and refuses the list when one is malformed', () => {
    const window = { from: '', to: '2026-11-30', regular: 40 };
    const parts = [
      { qty: 1, price: 10, special: window },
      { qty: 2, price: 5 },
    ];
    const good = { sku: 'A', price: 10, values: {} };
    expect(
      parseListingItems(
        JSON.stringify([
          { ...good, window },
          { ...good, parts },
        ]),
      ),
    ).toEqual([
      { ...good, window },
      { ...good, parts },
    ]);
    expect(parseListingItems(JSON.stringify([{ ...good, window: { ...window, regular: '40' } }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, window: { from: '' } }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, parts: [{ qty: 1 }] }]))).toBeUndefined();
    expect(parseListingItems(JSON.stringify([{ ...good, parts: [{ ...parts[0], special: 'x' }] }]))).toBeUndefined();
  });
});

describe('what of a card’s price the companion page lets the island re-price at view time', () => {
  const onSale = product({
    id: 101,
    sku: 'W',
    price: 50,
    special_price: 30,
    special_from_date: '2026-05-01',
    special_to_date: '2026-06-30',
  });
  const part = product({ id: 102, sku: 'PART', price: 20, special_price: 10, special_to_date: '2026-06-30' });
  const set = groupedSet({
    product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'PART', qty: 2 }],
  });
  const items = listingCards(
    [onSale, set, product({ id: 103, sku: 'PLAIN', price: 20 })].map((p) => ({ ...p, store: 'pl' })),
    {
      ...ctx,
      linked: (sku: string) => (sku === 'PART' ? part : undefined),
    },
  ).items;
  const bySku = (sku: string) => items.find((i) => i.sku === sku);

  it('carries the window and regular price of a special price shown now', () => {
    expect(bySku('W')?.window).toEqual({ from: '2026-05-01', to: '2026-06-30', regular: expect.closeTo(61.5, 2) });
  });

  it('carries a set’s parts while one of them has a special window, and neither for a price with no window', () => {
    expect(bySku('SET')?.parts).toEqual([
      {
        qty: 2,
        price: expect.closeTo(12.3, 2),
        special: { from: '', to: '2026-06-30', regular: expect.closeTo(24.6, 2) },
      },
    ]);
    expect(bySku('SET')?.window).toBeUndefined();
    expect(bySku('PLAIN')).not.toHaveProperty('window');
    expect(bySku('PLAIN')).not.toHaveProperty('parts');
  });
});

describe('the price a listing filters and sorts by: the price each card shows, not the catalogue’s stored final price', () => {
  // The catalogue's `final_price_incl_tax` is its price index's of its last run: here a special price that has
  // ended since (ENDED), one that has started since (STARTED), and a set's own price, where its card sums its parts.
  const ended = product({
    id: 201,
    sku: 'ENDED',
    price: 100,
    special_price: 40,
    special_to_date: '2026-05-20',
    final_price_incl_tax: 49.2,
  });
  const started = product({
    id: 202,
    sku: 'STARTED',
    price: 110,
    special_price: 30,
    special_from_date: '2026-05-25',
    final_price_incl_tax: 135.3,
  });
  const part = product({ id: 203, sku: 'PART', price: 50 });
  const set = groupedSet({
    id: 204,
    final_price_incl_tax: 1.23,
    product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'PART', qty: 2 }],
  });
  const plain = product({ id: 205, sku: 'PLAIN', price: 90, final_price_incl_tax: 110.7 });
  const products = [ended, started, set, plain].map((p) => ({ ...p, store: 'pl' }));
  const context = { ...ctx, linked: (sku: string) => (sku === 'PART' ? part : undefined) };
  const companion = listingCards(products, context);
  const view = listingView(products, { ...context, t: translator('pl'), cardsPath: listingCardsPath('pl', 'category', 3) });
  const shown = new Map(companion.cards.map((c) => [c.sku, c.price.price]));

  it('gives the island each card’s own price', () => {
    for (const item of companion.items) expect(item.price, item.sku).toBe(shown.get(item.sku));
    expect(shown.get('ENDED')).toBeCloseTo(123, 2);
    expect(shown.get('STARTED')).toBeCloseTo(36.9, 2);
    expect(shown.get('SET')).toBeCloseTo(123, 2);
  });

  it('counts the price buckets by the cards’ prices', () => {
    const buckets = view.filters.find((f) => f.code === 'price')?.options.map((o) => [o.id, o.count]);
    expect(buckets).toEqual([
      ['0-50', 1],
      ['100-150', 3],
    ]);
  });

  it('sorts by the cards’ prices when the default sort is by price', () => {
    const byPrice = { ...context, settings: { ...cfg.settings, defaultSort: 'final_price:asc' as const } };
    expect(listingCards(products, byPrice).cards.map((c) => c.sku)).toEqual(['STARTED', 'PLAIN', 'ENDED', 'SET']);
  });
});
