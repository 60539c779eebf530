import { describe, expect, it } from 'vitest';
import { displayPrice, partsDisplayPrice, partSpecial, shownPrice, type DisplayPrice } from '../../../src/catalog/price.ts';
import { pricedParts } from '../../../src/domain/price/parts-price.ts';
import type { Product } from '../../../src/domain/catalog/index.ts';
import { product, TAX_RULES } from './fixtures.ts';
import { makeBundleLink } from '../domain/catalog/fixtures.ts';

const OWN: DisplayPrice = { price: 50, original: 60, special: 50, currency: 'PLN' };
const link = makeBundleLink;
const gross: Record<string, number> = { A: 12.3, B: 24.6 };
const linked = (sku: string): Product | undefined => (gross[sku] ? product({ id: sku.charCodeAt(0), sku }) : undefined);
const priceOf = (p: Product): number | undefined => gross[p.sku];
/** A bundle with one option per sku, each with that sku as its default selection (link price `price`). */
const bundleOf = (id: number, sku: string, parts: readonly string[], price?: number): Product =>
  product({
    id,
    sku,
    type_id: 'bundle',
    bundle_options: parts.map((part, i) => ({
      option_id: i + 1,
      title: part,
      type: 'radio' as const,
      required: true,
      product_links: [link(part, 1, true, price)],
    })),
  });

describe('pricedParts', () => {
  it("prices a bundle's default selections as their own pages show them, else by the link's price, else 0", () => {
    const bundle = product({
      id: 1,
      sku: 'SET',
      type_id: 'bundle',
      bundle_options: [
        { option_id: 1, title: 'X', type: 'radio', required: true, product_links: [link('B', 1, false), link('A', 2, true)] },
        { option_id: 2, title: 'Y', type: 'radio', required: true, product_links: [link('gone', 1, true, 7)] },
        { option_id: 3, title: 'Z', type: 'radio', required: true, product_links: [link('lost', 1, true)] },
      ],
    });
    expect(pricedParts(bundle, linked, priceOf)).toEqual([
      { sku: 'A', qty: 2, id: 65, price: 12.3 },
      { sku: 'gone', qty: 1, price: 7 },
      { sku: 'lost', qty: 1, price: 0 },
    ]);
  });

  it("prices a grouped product's associated products, and gives other products no parts", () => {
    const grouped = product({
      id: 2,
      sku: 'GRP',
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'B', qty: 3 },
        { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'A' },
      ],
    });
    expect(pricedParts(grouped, linked, priceOf)).toEqual([{ sku: 'B', qty: 3, id: 66, price: 24.6 }]);
    expect(pricedParts(product({ id: 3, sku: 'ONE', type_id: 'simple' }), linked, priceOf)).toEqual([]);
  });

  it('prices a linked set or a disabled product by the link, as a part not loaded (isSetPart)', () => {
    const found: Record<string, Product> = {
      INNER: product({ id: 10, sku: 'INNER', type_id: 'bundle', status: 1 }),
      OFF: product({ id: 11, sku: 'OFF', type_id: 'simple', status: 2 }),
      ON: product({ id: 12, sku: 'ON', type_id: 'simple', status: 1 }),
    };
    const bundle = bundleOf(4, 'OUTER', ['INNER', 'OFF', 'ON'], 5);
    expect(
      pricedParts(
        bundle,
        (sku) => found[sku],
        () => 30,
      ),
    ).toEqual([
      { sku: 'INNER', qty: 1, price: 5 },
      { sku: 'OFF', qty: 1, price: 5 },
      { sku: 'ON', qty: 1, id: 12, price: 30 },
    ]);
  });
});

describe("a part's special price and its window (pricedParts with specialOf, shownPrice, partSpecial)", () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ctx = { now, store: { currency: 'PLN', taxCountry: 'PL' }, taxRules: TAX_RULES };
  const ends = product({
    id: 20,
    sku: 'ENDS',
    price: 100,
    special_price: 80,
    special_from_date: null,
    special_to_date: '2026-12-11 00:00:00',
  });
  const open = product({ id: 21, sku: 'OPEN', price: 50, special_price: 40 });
  const plain = product({ id: 22, sku: 'PLAIN', price: 30 });
  const parts: Record<string, Product> = { ENDS: ends, OPEN: open, PLAIN: plain };
  const set = bundleOf(23, 'SET', ['ENDS', 'OPEN', 'PLAIN']);

  it('carries, for a part priced at a special price with a window, its regular price and the window, as its page shows them', () => {
    const shown = shownPrice(set, (sku) => parts[sku], ctx);
    const [withEnd, openEnded, regular] = shown.parts;
    expect(withEnd).toMatchObject({ sku: 'ENDS', price: 80 * 1.23 });
    expect(withEnd?.special).toEqual({ regular: 100 * 1.23, from: '', to: '2026-12-11 00:00:00' });
    // A special price with no end and no start has no window to end; a regular price no special.
    expect(openEnded).not.toHaveProperty('special');
    expect(regular).not.toHaveProperty('special');
    expect(partSpecial(ends, displayPrice(ends, ctx))).toEqual(withEnd?.special);
  });

  it('gives a part no special once its window has ended, nor a part priced by its link', () => {
    const later = { ...ctx, now: new Date('2026-12-12T12:00:00Z') };
    expect(shownPrice(set, (sku) => parts[sku], later).parts[0]).toEqual({ sku: 'ENDS', qty: 1, id: 20, price: 100 * 1.23 });
    expect(
      pricedParts(
        set,
        () => undefined,
        () => 1,
        () => ({ regular: 1, from: '', to: '2026-12-11' }),
      )[0],
    ).not.toHaveProperty('special');
  });
});

describe('partsDisplayPrice', () => {
  it('shows the sum of the parts times their qty, with no special price of its own', () => {
    const parts = [
      { sku: 'A', qty: 2, id: 65, price: 12.3 },
      { sku: 'gone', qty: 1, price: 7 },
    ];
    expect(partsDisplayPrice(parts, OWN)).toEqual({ price: 31.6, original: 31.6, currency: 'PLN' });
  });

  it('keeps the own price when there are no parts or their sum is 0', () => {
    expect(partsDisplayPrice([], OWN)).toBe(OWN);
    expect(partsDisplayPrice([{ sku: 'lost', qty: 1, price: 0 }], OWN)).toBe(OWN);
  });
});
