import { describe, expect, it } from 'vitest';
import { shownSpecialWindow } from '../../../../src/domain/price/special-window.ts';
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
