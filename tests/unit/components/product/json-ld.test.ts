import { describe, expect, it } from 'vitest';
import { partsPriceValidUntil, priceValidUntil } from '../../../../src/components/product/json-ld.ts';

describe('priceValidUntil of a price summed from parts (partsPriceValidUntil)', () => {
  it("is the earliest end day of its parts' special prices", () => {
    const parts = [
      { special: { regular: 10, from: '', to: '2026-12-16 00:00:00' } },
      {},
      { special: { regular: 10, from: '', to: '2026-12-11 00:00:00' } },
    ];
    expect(partsPriceValidUntil(parts)).toBe(priceValidUntil(true, '2026-12-11 00:00:00'));
    expect(partsPriceValidUntil(parts)).toMatch(/^2026-12-1[01]$/);
  });

  it('is absent when no part is on a special price that ends (open-ended or unreadable ends too)', () => {
    expect(partsPriceValidUntil([{}, {}])).toBeUndefined();
    expect(partsPriceValidUntil([{ special: { regular: 10, from: '2026-11-01', to: '' } }])).toBeUndefined();
    expect(partsPriceValidUntil([{ special: { regular: 10, from: '', to: 'soon' } }])).toBeUndefined();
    expect(partsPriceValidUntil([])).toBeUndefined();
  });
});
