/** A listing's page and its companion page (spec 000 §4, §9 product list page size 50). */
import { describe, expect, it } from 'vitest';
import { sortOptions } from '../../../src/domain/listing/sort.ts';
import { listingCards, listingCardsPath, listingView } from '../../../src/components/catalog/listing-view.ts';
import { parseListingItems } from '../../../src/islands/listing/companion.ts';
import { LISTS, loadConfig } from '../../../src/config/index.ts';
import { translator } from '../../../src/i18n/index.ts';
import { listingContext, product } from '../catalog/fixtures.ts';

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
    expect(p7).toMatchObject({ price: 16, values: { seria: ['1'] } });
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
});
