/** The types of the language-independent catalogue plan (plan.ts draws it, products.ts localizes it). */
import type { ProductLineCode } from '../../src/config/index.ts';
import type { AgeKey, CategoryKey, ColorKey, ProductKind, SkinKey } from './text/types.ts';

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'grouped';
/** Special price relative to the seed's `now`: active, ended, not started, open start, or above the original (planted). */
export type SpecialWindow = 'active' | 'past' | 'future' | 'open' | 'above';
export type StockState = 'in' | 'out' | 'unmanaged';

export interface PlannedVariant {
  readonly id: number;
  readonly sku: string;
  readonly sizeMl: number;
  readonly color: ColorKey | null;
  readonly status: 1 | 2;
  readonly priceFactor: number;
  readonly ean: string;
  readonly stock: StockState;
  readonly qty: number;
}

export interface PlannedProduct {
  readonly index: number;
  readonly id: number;
  readonly sku: string;
  readonly type: ProductType;
  readonly line: ProductLineCode;
  readonly kind: ProductKind;
  readonly ingredient: number;
  readonly sizeMl: number;
  /** Gross price in PLN before conversion (a set's: its parts' sum, set by linkSets). */
  readonly basePln: number;
  readonly status: 1 | 2;
  readonly visibility: 1 | 4;
  readonly taxable: boolean;
  readonly categoryKeys: readonly CategoryKey[];
  readonly dayNight: 1 | 2 | 3;
  readonly skinTypes: readonly SkinKey[];
  readonly ageGroup: AgeKey;
  readonly isNew: boolean;
  readonly isSale: boolean;
  readonly ean: string;
  readonly eanPlanted: boolean;
  /** Planted: text appended to the name in every language (markup characters a feed must escape). */
  readonly nameExtra: string | null;
  readonly special: SpecialWindow | null;
  readonly tiers: boolean;
  readonly createdDaysAgo: number;
  readonly updatedDaysAgo: number;
  readonly imageCount: number;
  readonly stock: StockState;
  readonly qty: number;
  readonly priceDrop: boolean;
  readonly children: readonly PlannedVariant[];
  links: { sku: string; qty: number }[];
  bundleOptions: { sku: string; qty: number; isDefault: boolean }[][];
}

export interface CatalogPlan {
  readonly products: readonly PlannedProduct[];
  readonly planted: readonly { kind: string; id: string; reason: string }[];
}
