/** Custom options (spec 000 §4): fixed amounts, or percentages of the original price. */
import type { CustomOption } from '../catalog/types.ts';

/** The price of one option value: fixed as is, percent = original * price / 100. */
export function customOptionAmount(option: CustomOption, originalPrice: number): number {
  return option.price_type === 'percent' ? (originalPrice * option.price) / 100 : option.price;
}

/** The current price plus every chosen option's amount. */
export function applyCustomOptions(price: number, originalPrice: number, options: readonly CustomOption[]): number {
  return options.reduce((sum, option) => sum + customOptionAmount(option, originalPrice), price);
}
