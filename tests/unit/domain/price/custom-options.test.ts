import { describe, expect, it } from 'vitest';
import { applyCustomOptions, customOptionAmount } from '../../../../src/domain/price/custom-options.ts';

describe('applyCustomOptions', () => {
  it('adds fixed amounts, or percentages of the original price (percent / 100), to the current price', () => {
    const options = [
      { option_type_id: 1, price_type: 'fixed' as const, price: 5 },
      { option_type_id: 2, price_type: 'percent' as const, price: 10 },
    ];
    expect(applyCustomOptions(80, 100, options)).toBe(80 + 5 + 10);
  });
  it('keeps the price with no options and handles negative amounts', () => {
    expect(applyCustomOptions(80, 100, [])).toBe(80);
    expect(applyCustomOptions(80, 100, [{ option_type_id: 3, price_type: 'fixed', price: -5 }])).toBe(75);
    expect(customOptionAmount({ option_type_id: 4, price_type: 'percent', price: 50 }, 30)).toBe(15);
  });
});
