/** The 30-day lowest price on a static product page, from the snapshot (spec 001 §9). */
import { describe, expect, it } from 'vitest';
import { snapshotLowest, withLowest } from '../../../src/catalog/lowest.ts';
import { catalogProductSchema } from '../../../src/catalog/schemas.ts';
import { product } from './fixtures.ts';

describe('the snapshot’s lowest price', () => {
  it('is the amount kept for the sku shown', () => {
    const p = { ...product({ sku: 'C', id: 1 }), lowest_prices: { 'C-1': 19.99 } };
    expect(snapshotLowest(p, 'C-1')).toBe(19.99);
    expect(snapshotLowest(p, 'C-2')).toBeUndefined();
  });

  it('reads a missing or malformed value as unknown, also when the collection loads it', () => {
    expect(snapshotLowest(product({ sku: 'A', id: 1 }), 'A')).toBeUndefined();
    expect(snapshotLowest({ lowest_prices: { A: 'cheap' } }, 'A')).toBeUndefined();
    expect(snapshotLowest({ lowest_prices: { A: -1 } }, 'A')).toBeUndefined();
    const loaded = catalogProductSchema.parse({ ...product({ sku: 'A', id: 1 }), store: 'pl', lowest_prices: [1] });
    expect(loaded.lowest_prices).toBeUndefined();
  });
});

describe('the price with its lowest price of 30 days', () => {
  const onSale = { price: 80, original: 100, special: 80, currency: 'PLN' };
  const regular = { price: 100, original: 100, currency: 'PLN' };

  it('is shown next to an active special price only', () => {
    expect(withLowest(onSale, 79)).toEqual({ ...onSale, lowest30: 79 });
    expect(withLowest(regular, 79)).toBe(regular);
    expect(withLowest(onSale, undefined)).toBe(onSale);
  });
});
