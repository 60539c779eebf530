import { describe, expect, it } from 'vitest';
import { builtPriceAt, partsPriceAtViewTime } from '../../../../src/domain/price/parts-price.ts';
import { priceAtViewTime, shownSpecialWindow } from '../../../../src/domain/price/special-window.ts';
import { makeChild, makeProduct } from '../catalog/fixtures.ts';

describe('shownSpecialWindow (the special-price window of the sku whose price a product shows)', () => {
  it("is a simple product's own window, either end open, and none when both ends are open", () => {
    expect(shownSpecialWindow(makeProduct({ special_from_date: '2026-11-01', special_to_date: null }), undefined)).toEqual({
      from: '2026-11-01',
      to: '',
    });
    expect(shownSpecialWindow(makeProduct({ special_to_date: '2026-12-11 00:00:00' }), 'X')).toEqual({
      from: '',
      to: '2026-12-11 00:00:00',
    });
    expect(shownSpecialWindow(makeProduct({ special_from_date: null, special_to_date: '' }), undefined)).toBeUndefined();
  });

  it("is the shown variant's window for a configurable product, and none when its price is of no variant", () => {
    const product = makeProduct({
      type_id: 'configurable',
      special_to_date: '2030-01-01',
      configurable_children: [makeChild({ sku: 'C-1', special_to_date: '2026-12-16' }), makeChild({ sku: 'C-2' })],
    });
    expect(shownSpecialWindow(product, 'C-1')).toEqual({ from: '', to: '2026-12-16' });
    expect(shownSpecialWindow(product, 'C-2')).toBeUndefined();
    expect(shownSpecialWindow(product, 'NONE')).toBeUndefined();
  });
});

describe('priceAtViewTime (a special price computed at the build gives way to the regular one once its window ends)', () => {
  const special = { from: '2026-11-01', to: '2026-11-30', regular: 40 };

  it('is the price as computed inside the window, the regular price after it, and the price as computed without a window', () => {
    expect(priceAtViewTime(30, special, new Date('2026-11-15T12:00:00Z'))).toBe(30);
    expect(priceAtViewTime(30, special, new Date('2026-12-02T12:00:00Z'))).toBe(40);
    expect(priceAtViewTime(30, undefined, new Date('2030-01-01T00:00:00Z'))).toBe(30);
  });

  it('keeps a special whose window is open at its end', () => {
    expect(priceAtViewTime(30, { from: '2026-11-01', to: '', regular: 40 }, new Date('2030-01-01T00:00:00Z'))).toBe(30);
  });
});

describe('partsPriceAtViewTime (a set priced by its parts at view time)', () => {
  const parts = [
    { qty: 2, price: 10, special: { from: '', to: '2026-11-30', regular: 15 } },
    { qty: 1, price: 7 },
  ];

  it('sums each part at its price at view time times its qty: a part whose window ended at its regular price', () => {
    expect(partsPriceAtViewTime(parts, new Date('2026-11-15T12:00:00Z'))).toBe(27);
    expect(partsPriceAtViewTime(parts, new Date('2026-12-02T12:00:00Z'))).toBe(37);
  });

  it('is undefined when the parts sum to nothing (the set then shows its own price)', () => {
    expect(partsPriceAtViewTime([{ qty: 1, price: 0 }], new Date('2026-11-15T12:00:00Z'))).toBeUndefined();
    expect(partsPriceAtViewTime([], new Date('2026-11-15T12:00:00Z'))).toBeUndefined();
  });
});

describe('builtPriceAt (the price a page built earlier shows at view time)', () => {
  const during = new Date('2026-11-15T12:00:00Z');
  const after = new Date('2026-12-02T12:00:00Z');

  it('is a special price’s regular price once its window has ended, and the price as built inside it', () => {
    const built = { price: 30, window: { from: '', to: '2026-11-30', regular: 40 } };
    expect(builtPriceAt(built, during)).toBe(30);
    expect(builtPriceAt(built, after)).toBe(40);
  });

  it('is a set’s parts summed at view time, and the price as built when they sum to nothing', () => {
    const part = { qty: 1, price: 10, special: { from: '', to: '2026-11-30', regular: 12 } };
    expect(builtPriceAt({ price: 10, parts: [part] }, after)).toBe(12);
    expect(builtPriceAt({ price: 99, parts: [{ ...part, price: 0, special: undefined }] }, after)).toBe(99);
  });
});
