/**
 * The static search index (src/catalog/search-index.ts): each entry is what the product's card shows of it,
 * written as the index always wrote it (the same keys in the same order, so the JSON is the same bytes).
 */
import { describe, expect, it } from 'vitest';
import { cardData, type CardData } from '../../../src/catalog/card.ts';
import { searchEntries, searchEntry, type SearchEntry, type SearchEntryOptions } from '../../../src/catalog/search-index.ts';
import { loadConfig, storeView } from '../../../src/config/index.ts';
import { builtPriceAt } from '../../../src/domain/price/parts-price.ts';
import { ATTRIBUTES, SET_PARTS, TAX_RULES, configurable, groupedSet, product } from './fixtures.ts';

const cfg = loadConfig({});
const NOW = new Date('2026-11-10T00:00:00Z');
const SET = groupedSet({ image: '/s/set.png' });
const PRODUCTS = [
  // On sale with a known lowest price of 30 days: the card notes it, the index does not.
  {
    ...product({ id: 1, sku: 'A', slug: 'krem', seria: 2, size: 303, image: '/p/A-1.png', price: 100, special_price: 80 }),
    lowest_prices: { A: 90.5 },
  },
  product({ id: 2, sku: 'B', image: '', price: 8.13 }),
  configurable(),
  SET,
  product({
    id: 3,
    sku: 'C',
    seria: 1,
    image: 'no_selection',
    status: 2,
    stock: { qty: 0, is_in_stock: false, manage_stock: true },
  }),
];

const OPTIONS: SearchEntryOptions[] = [
  { store: storeView('pl', cfg), now: NOW, taxRules: TAX_RULES, linked: (sku) => SET_PARTS.get(sku), attributes: ATTRIBUTES },
  {
    store: storeView('en', cfg),
    now: NOW,
    taxRules: TAX_RULES,
    linked: () => undefined,
    attributes: ATTRIBUTES,
    urlDispatcher: true,
  },
  { store: storeView('pl', cfg), now: NOW, taxRules: [], linked: (sku) => SET_PARTS.get(sku), appendStoreCode: false },
];

/** The entry as the index was first derived: from the product's whole card. */
const fromCard = (card: CardData): SearchEntry => ({
  sku: card.sku,
  name: card.name,
  url: card.href,
  price: Math.round(card.price.price * 100) / 100,
  ...(card.image === undefined ? {} : { image: card.image }),
  ...(card.line === undefined ? {} : { line: card.line.code }),
  ...(card.size === undefined ? {} : { size: card.size }),
});

describe('searchEntry', () => {
  it('is what the product’s card shows of it, written as the same JSON (what changes its price at view time aside)', () => {
    for (const opts of OPTIONS)
      for (const p of PRODUCTS) {
        const { window: _window, parts: _parts, ...shown } = searchEntry(p, opts);
        expect(JSON.stringify(shown), `${p.sku} in ${opts.store.code}`).toBe(JSON.stringify(fromCard(cardData(p, opts))));
      }
  });

  it('holds the link, the gross price (special while active, a configurable product’s cheapest enabled variant), the image, the line and the size', () => {
    const [A, B, CONF, , C] = PRODUCTS;
    const entries = (opts: SearchEntryOptions) => [A, B, C, CONF].map((p) => searchEntry(p!, opts));
    // 80 net on sale × 1.23; 8.13 × 1.23 to cents; 10 × 1.23; CONF-A's 20 × 1.23 (CONF-B is disabled).
    expect(entries(OPTIONS[0]!)).toEqual([
      {
        sku: 'A',
        name: 'Product A',
        url: '/produkt/krem',
        price: 98.4,
        image: '/img/310/300/resize/p/A-1.png',
        line: 'DS',
        size: '50 ml',
      },
      { sku: 'B', name: 'Product B', url: '/produkt/b', price: 10 },
      { sku: 'C', name: 'Product C', url: '/produkt/c', price: 12.3, line: 'A' },
      // its size is its first enabled variant's
      { sku: 'CONF', name: 'Product CONF', url: '/produkt/conf', price: 24.6, size: '50 ml' },
    ]);
    // Without the store view's attributes, no size label.
    expect(searchEntry(A!, OPTIONS[2]!)).not.toHaveProperty('size');
    // The url dispatcher links by url_path, under the store view's prefix.
    expect(entries(OPTIONS[1]!).map((e) => e.url)).toEqual(['/en/a', '/en/b', '/en/c', '/en/conf']);
  });

  it('prices a set as its card does: its parts’ sum, rounded to cents (spec 000 §4)', () => {
    // 2 × 12.30 + 18.45 (P2's special price while active), gross.
    expect(searchEntry(SET, OPTIONS[0]!)).toEqual({
      sku: 'SET',
      name: 'Product SET',
      url: '/produkt/set',
      price: 43.05,
      // P2's special price has a window (from 2026-11-01): the parts, for the fallback to price at view time.
      parts: [
        { qty: 2, price: expect.closeTo(12.3, 6) },
        {
          qty: 1,
          price: expect.closeTo(18.45, 6),
          special: { from: '2026-11-01', to: '', regular: expect.closeTo(24.6, 6) },
        },
      ],
      image: '/img/310/300/resize/s/set.png',
    });
    expect(searchEntry(SET, { ...OPTIONS[0]!, linked: () => undefined }).price).toBe(1228.77);
  });

  it('gives a set whose part’s special price ends the parts, which the fallback prices at view time (spec 000 §4, §5)', () => {
    const ending = product({ id: 12, sku: 'P2', price: 20, special_price: 15, special_to_date: '2026-11-20 23:59:59' });
    const linked = (sku: string) => (sku === 'P2' ? ending : SET_PARTS.get(sku));
    const entry = searchEntry(SET, { ...OPTIONS[0]!, linked });
    // P2 is the second part: no part's sku is written (a part not visible on its own is named on its sets' pages only).
    expect(entry.parts?.[1]?.special).toEqual({
      from: '',
      to: '2026-11-20 23:59:59',
      regular: expect.closeTo(24.6, 6),
    });
    expect(builtPriceAt(entry, new Date('2026-11-15T12:00:00Z'))).toBeCloseTo(43.05, 6);
    expect(builtPriceAt(entry, new Date('2026-11-22T12:00:00Z'))).toBeCloseTo(49.2, 6);
    // Parts without a special price's window: nothing changes at view time, and the entry carries none.
    expect(
      searchEntry(SET, {
        ...OPTIONS[0]!,
        linked: (sku) => (sku === 'P2' ? product({ id: 12, sku: 'P2', price: 20 }) : SET_PARTS.get(sku)),
      }),
    ).not.toHaveProperty('parts');
  });
});

describe('searchEntry values', () => {
  it('carries the product’s values of the filters it is given, its enabled variants’ included (as the API’s), for the offline filters', () => {
    // The line and the price are the entry's `line` and `price`: no values of theirs.
    const opts = { ...OPTIONS[0]!, filterCodes: ['color', 'seria', 'day_night', 'price'] };
    // CONF-A (colour 50) and CONF-C (51, out of stock) are enabled; CONF-B (51 as well) is not.
    expect(searchEntry(configurable(), opts).values).toEqual({ color: ['50', '51'] });
    expect(searchEntry(product({ id: 7, sku: 'N', color: 53, day_night: '2', seria: 3 }), opts).values).toEqual({
      color: ['53'],
      day_night: ['2'],
    });
    // No value: no `values` in its JSON.
    expect(JSON.stringify(searchEntry(product({ id: 8, sku: 'Z' }), opts))).not.toContain('values');
  });
});

describe('searchEntries', () => {
  const withPages = [{ sku: 'SET' }, { sku: 'A' }, { sku: 'B' }, { sku: 'gone' }];
  const dated = PRODUCTS.map((p) => ({ ...p, updated_at: { A: '2026-01-01', B: '2026-09-01', SET: '2026-05-01' }[p.sku] }));

  it('holds the products with a page, in the listings’ default sort (Latest: updated_at desc)', () => {
    const entries = searchEntries(dated, withPages, { ...OPTIONS[0]!, defaultSort: 'updated_at:desc' });
    expect(entries.map((e) => e.sku)).toEqual(['B', 'SET', 'A']);
    expect(entries[2]).toMatchObject({ sku: 'A', url: '/produkt/krem', price: 98.4 });
  });

  it('follows the configured default sort (DEFAULT_SORT)', () => {
    const entries = searchEntries(dated, [{ sku: 'A' }, { sku: 'B' }], { ...OPTIONS[0]!, defaultSort: 'price:asc' });
    expect(entries.map((e) => e.sku)).toEqual(['B', 'A']);
  });
});

describe('searchEntry categories', () => {
  it('carries the names of the product’s categories, each once, for the offline search (spec 000 §9: category name, boost 1)', () => {
    const entry = searchEntry(
      product({
        id: 9,
        sku: 'K',
        category: [
          { category_id: 10, name: 'Twarz' },
          { category_id: 11, name: 'Trądzik' },
          { category_id: 12, name: 'Twarz' },
          { category_id: 13, name: ' ' },
        ],
      }),
      OPTIONS[0]!,
    );
    expect(entry.categories).toEqual(['Twarz', 'Trądzik']);
    expect(JSON.stringify(searchEntry(product({ id: 8, sku: 'Z' }), OPTIONS[0]!))).not.toContain('categories');
  });
});

describe('searchEntry special window', () => {
  it('carries the regular price and the window of a special price with one, so the fallback can end it (spec 000 §5)', () => {
    const onSale = product({
      id: 20,
      sku: 'W',
      price: 100,
      special_price: 80,
      special_from_date: '2026-11-01 00:00:00',
      special_to_date: '2026-11-20 23:59:59',
    });
    // 80 net × 1.23 while on special; 100 × 1.23 regular.
    expect(searchEntry(onSale, OPTIONS[0]!)).toMatchObject({
      price: 98.4,
      window: { from: '2026-11-01 00:00:00', to: '2026-11-20 23:59:59', regular: 123 },
    });
    // A special without a window (it never ends) and a regular price carry none: the index stays as small.
    expect(searchEntry(PRODUCTS[0]!, OPTIONS[0]!)).not.toHaveProperty('window');
    expect(searchEntry(PRODUCTS[1]!, OPTIONS[0]!)).not.toHaveProperty('window');
  });
});
