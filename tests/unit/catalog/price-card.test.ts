import { describe, expect, it } from 'vitest';
import { cardData, cardPrice, displayPrice, sizeLabel, sizeLabels, productImagePath } from '../../../src/catalog/index.ts';
import { loadConfig, storeView } from '../../../src/config/index.ts';
import { calculateProductTax } from '../../../src/domain/price/tax.ts';
import { isVariantAvailable } from '../../../src/domain/product/variants.ts';
import { productStockStatus } from '../../../src/domain/product/stock.ts';
import { taxContextFor } from '../../../src/catalog/price.ts';
import { specialProducts } from '../../../src/catalog/products.ts';
import type { Product } from '../../../src/domain/catalog/types.ts';
import { ATTRIBUTES, SET_PARTS, TAX_RULES, configurable, groupedSet, product } from './fixtures.ts';

const cfg = loadConfig({});
const PL = storeView('pl', cfg);
const US = storeView('us', cfg);
const SYNC = new Date('2026-11-10T00:00:00Z');
/** As the catalogue API serves it: priced at sync time. */
const served = (p: ReturnType<typeof product>, at = SYNC) => calculateProductTax(p, taxContextFor(PL, TAX_RULES, at));

describe('displayPrice', () => {
  it('gives gross prices equal to the API\u2019s for a product without a special', () => {
    const p = served(product({ id: 1, sku: 'A', price: 100 }));
    expect(displayPrice(p, { now: SYNC, store: PL, taxRules: TAX_RULES })).toEqual({
      sku: 'A',
      price: 123,
      original: 123,
      currency: 'PLN',
    });
    expect(p.price_incl_tax).toBe(123);
  });

  it('applies the special price rule at now, not at sync time', () => {
    const p = served(
      product({ id: 1, sku: 'A', price: 100, special_price: 80, special_from_date: '2026-11-01', special_to_date: '2026-11-15' }),
    );
    const during = displayPrice(p, { now: SYNC, store: PL, taxRules: TAX_RULES });
    expect(during).toMatchObject({ price: 98.4, original: 123, special: 98.4, currency: 'PLN' });
    expect(during.lowest30).toBeUndefined();
    const after = displayPrice(p, { now: new Date('2026-11-16T00:00:00Z'), store: PL, taxRules: TAX_RULES });
    expect(after).toEqual({ sku: 'A', price: 123, original: 123, currency: 'PLN' });
  });

  it('without a matching tax rate the gross price is the net price (US store, PL rules)', () => {
    expect(displayPrice(product({ id: 1, sku: 'A', price: 50 }), { now: SYNC, store: US, taxRules: TAX_RULES })).toEqual({
      sku: 'A',
      price: 50,
      original: 50,
      currency: 'USD',
    });
  });

  it('prices a configurable product from its cheapest available variant (enabled, in stock), and names that variant', () => {
    // CONF-A 20 (in stock), CONF-B 15 (disabled), CONF-C 10 (out of stock): the one a shopper can buy.
    const p = {
      ...configurable(),
      configurable_children: configurable().configurable_children.map((c, i) => ({ ...c, price: 20 - i * 5 })),
    };
    const price = displayPrice(p, { now: SYNC, store: PL, taxRules: TAX_RULES });
    expect(price.price).toBeCloseTo(24.6, 6);
    expect(price.sku).toBe('CONF-A');
    // With none in stock, the cheapest enabled one: the product still shows what it costs; never a disabled one.
    const none = {
      ...p,
      configurable_children: p.configurable_children.map((c) => ({
        ...c,
        stock: { qty: 0, is_in_stock: false, manage_stock: true },
      })),
    };
    expect(displayPrice(none, { now: SYNC, store: PL, taxRules: TAX_RULES })).toMatchObject({ sku: 'CONF-C', price: 12.3 });
  });
});

describe('cardData', () => {
  it('holds the link, the 310x300 proxy image, the line badge, name, size, price and stock', () => {
    const p = product({ id: 1, sku: 'A', slug: 'krem', name: 'Krem', seria: 2, size: 303, image: '/p/A-1.png', price: 100 });
    expect(cardData(p, { now: SYNC, store: PL, taxRules: TAX_RULES, attributes: ATTRIBUTES, linked: () => undefined })).toEqual({
      sku: 'A',
      name: 'Krem',
      href: '/produkt/krem',
      image: '/img/310/300/resize/p/A-1.png',
      line: { code: 'DS', color: '#7a5c2e', labelKey: 'line.DS' },
      size: '50 ml',
      price: { sku: 'A', price: 123, original: 123, currency: 'PLN' },
      parts: [],
      stock: 'ok',
    });
    const bare = cardData(product({ id: 2, sku: 'B', image: '' }), {
      now: SYNC,
      store: storeView('en', cfg),
      taxRules: [],
      linked: () => undefined,
      stockSync: false,
    });
    expect(bare).toMatchObject({ href: '/en/product/b', image: undefined, line: undefined, size: undefined, stock: 'volatile' });
  });

  it('cardPrice: a bundle or grouped product’s card shows the sum of its parts at now, as its page does (spec 000 §4)', () => {
    const grouped = groupedSet();
    const ctx = { now: SYNC, store: PL, taxRules: TAX_RULES, linked: (sku: string) => SET_PARTS.get(sku) };
    const card = cardData(grouped, ctx);
    // 2 × 12.30 + 18.45 (P2's special price while active), gross; no special of its own.
    expect(card.price.price).toBeCloseTo(43.05, 6);
    expect(card.price).toMatchObject({ original: card.price.price, currency: 'PLN' });
    expect(card.price.special).toBeUndefined();
    expect(card.parts).toEqual([
      { sku: 'P1', qty: 2, id: 11, price: expect.closeTo(12.3, 6) },
      // P2's special price, with its regular price and window: the live island counts P2 at 24.60 once the window ends.
      {
        sku: 'P2',
        qty: 1,
        id: 12,
        price: expect.closeTo(18.45, 6),
        special: { regular: expect.closeTo(24.6, 6), from: '2026-11-01', to: '' },
      },
    ]);
    // Its parts unknown, the set shows its own price.
    expect(cardData(grouped, { ...ctx, linked: () => undefined }).price.price).toBeCloseTo(999 * 1.23, 6);
  });

  it('cardPrice: the snapshot’s 30-day lowest price of the sku shown, next to an active special price only', () => {
    const ctx = { now: SYNC, store: PL, taxRules: TAX_RULES, linked: () => undefined };
    const onSale = {
      ...served(product({ id: 1, sku: 'A', price: 100, special_price: 80, special_from_date: '2026-11-01' })),
      lowest_prices: { A: 90.5 },
    };
    expect(cardData(onSale, ctx).price).toMatchObject({ sku: 'A', special: 98.4, lowest30: 90.5 });
    expect(cardPrice(onSale, ctx).price).toEqual(cardData(onSale, ctx).price);
    // The window has not opened yet: no special, so no note, though the amount is known.
    expect(cardPrice(onSale, { ...ctx, now: new Date('2026-10-01T00:00:00Z') }).price.lowest30).toBeUndefined();
    // On sale, the amount unknown: no note.
    const unknown = { ...onSale, lowest_prices: { B: 1 } };
    expect(cardPrice(unknown, ctx).price.lowest30).toBeUndefined();
    // A configurable card shows its cheapest available variant: the note is that variant's.
    const conf = {
      ...configurable(),
      configurable_children: configurable().configurable_children.map((c) =>
        c.sku === 'CONF-A' ? { ...c, price: 10, special_price: 8 } : c,
      ),
      lowest_prices: { 'CONF-A': 9.5, 'CONF-C': 19 },
    };
    expect(cardPrice(conf, ctx).price).toMatchObject({ sku: 'CONF-A', special: 9.84, lowest30: 9.5 });
  });

  it('product image paths (the thumbnail by default, any size asked), size labels and stock states', () => {
    expect(productImagePath('p/x.png')).toBe('/img/310/300/resize/p/x.png');
    expect(productImagePath('p/x.png', { width: 600, height: 744 })).toBe('/img/600/744/resize/p/x.png');
    expect(productImagePath('no_selection')).toBeUndefined();
    expect(productImagePath(undefined)).toBeUndefined();
    const sizes = sizeLabels(ATTRIBUTES);
    expect(sizeLabel(configurable(), sizes)).toBe('50 ml');
    expect(sizeLabel(product({ id: 1, sku: 'A', size: 999 }), sizes)).toBeUndefined();
    // A search hit asked without its variants, and a size option whose label is blank.
    expect(sizeLabel({ size: undefined }, sizes)).toBeUndefined();
    expect(sizeLabels([{ ...ATTRIBUTES[0]!, attribute_code: 'size', options: [{ value: '1', label: ' ' }] }])).toEqual({});
    expect(productStockStatus(configurable())).toBe('ok');
    const soldOut = {
      ...configurable(),
      configurable_children: configurable().configurable_children.filter((c) => c.sku !== 'CONF-A'),
    };
    expect(productStockStatus(soldOut)).toBe('out_of_stock');
    // A variant without stock information is available (isVariantAvailable), so the product is in stock.
    const unknownStock = {
      ...soldOut,
      configurable_children: [...soldOut.configurable_children, { id: 54, sku: 'CONF-D', status: 1, price: 20 }],
    };
    expect(productStockStatus(unknownStock)).toBe('ok');
    expect(isVariantAvailable(unknownStock.configurable_children.at(-1)!, { showOutOfStock: false })).toBe(true);
    expect(
      productStockStatus(
        product({ id: 1, sku: 'G', type_id: 'bundle', stock: { qty: 0, is_in_stock: true, manage_stock: true } }),
      ),
    ).toBe('ok');
    expect(
      productStockStatus(
        product({ id: 1, sku: 'G', type_id: 'grouped', stock: { qty: 9, is_in_stock: false, manage_stock: true } }),
      ),
    ).toBe('out_of_stock');
    expect(productStockStatus(product({ id: 1, sku: 'S', stock: { qty: 0, is_in_stock: true, manage_stock: true } }))).toBe(
      'out_of_stock',
    );
  });
});

describe('the special block: products on special as their cards show them (specialProducts with the card)', () => {
  it('takes a configurable product whose shown variant is on special, though the product itself has no special price', () => {
    const base = configurable();
    const onSale = {
      ...base,
      configurable_children: base.configurable_children.map((c) =>
        c.sku === 'CONF-A' ? { ...c, special_price: 15, special_from_date: '2026-11-01', special_to_date: '2026-11-30' } : c,
      ),
    };
    const plain = product({ id: 2, sku: 'PLAIN', price: 100 });
    const options = { now: SYNC, store: PL, taxRules: TAX_RULES, attributes: ATTRIBUTES, linked: () => undefined };
    const onCard = (p: Product): boolean => cardData(p, options).price.special !== undefined;
    const skus = { skus: ['CONF', 'PLAIN'] };
    expect(specialProducts([onSale, plain], SYNC, { ...skus, onSpecial: onCard }).map((p) => p.sku)).toEqual(['CONF']);
    // By the product's own special price alone (the default), the configurable product would be left out.
    expect(specialProducts([onSale, plain], SYNC, skus)).toEqual([]);
  });
});
