/**
 * Catalogue entities (spec 000 §3) as the catalogue API serves them and the storefront reads them.
 * Kept explicit: no index signatures. Prices are numbers without rounding; dates are ISO strings.
 */

export type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'downloadable';

/** Legacy camel-case price fields, written only when deprecatedPriceFieldsSupport is on. */
export interface DeprecatedPriceFields {
  priceTax?: number;
  priceInclTax?: number;
  specialPriceTax?: number;
  specialPriceInclTax?: number;
  originalPriceInclTax?: number;
}

/**
 * The price fields of a product or a configurable child. Only `price` is required in source data;
 * the tax calculation writes every `x`, `x_tax` and `x_incl_tax`. `original_*` hold net prices kept
 * from the first calculation so that a second calculation starts from them.
 */
export interface PriceFields extends DeprecatedPriceFields {
  price: number;
  price_tax?: number;
  price_incl_tax?: number;
  special_price?: number | null;
  special_price_tax?: number;
  special_price_incl_tax?: number;
  /** ISO date or date-time; null or absent = open start. */
  special_from_date?: string | null;
  /** ISO date or date-time; null or absent = open end. */
  special_to_date?: string | null;
  final_price?: number;
  final_price_tax?: number;
  final_price_incl_tax?: number;
  original_price?: number;
  original_price_tax?: number;
  original_price_incl_tax?: number;
  original_final_price?: number;
  original_final_price_tax?: number;
  original_final_price_incl_tax?: number;
  original_special_price?: number;
  original_special_price_tax?: number;
  original_special_price_incl_tax?: number;
}

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

export interface ProductStock {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug?: string;
}

export interface MediaGalleryItem {
  image: string;
  label?: string | null;
}

export interface ConfigurableOptionValue {
  value_index: number;
  label: string;
}

export interface ConfigurableOption {
  /** Absent when the catalogue names the option by its code only (spec 000 §3: attribute_id or attribute_code). */
  attribute_id?: number;
  attribute_code: string;
  label: string;
  values: ConfigurableOptionValue[];
}

export interface CustomAttribute {
  attribute_code: string;
  value: string;
}

export interface ConfigurableChild extends PriceFields {
  id: number;
  sku: string;
  status: number;
  name?: string;
  visibility?: number;
  image?: string;
  tier_prices?: TierPrice[];
  /** Option value_index of the colour attribute. */
  color?: number;
  /** Option value_index of the size attribute. */
  size?: number;
  color_pantone?: string;
  stock?: ProductStock;
  custom_attributes?: CustomAttribute[];
}

export interface ProductLink {
  link_type: string;
  linked_product_type: string;
  linked_product_sku: string;
  qty?: number;
  position?: number;
}

export interface BundleOptionLink {
  id: number;
  sku: string;
  qty: number;
  is_default: boolean;
  price?: number;
}

export interface BundleOption {
  option_id: number;
  title: string;
  type: string;
  required: boolean;
  product_links: BundleOptionLink[];
}

/** Custom option value (spec 000 §3): a fixed amount or a percentage of the original price. */
export interface CustomOption {
  option_type_id: number;
  price_type: 'fixed' | 'percent';
  price: number;
  title?: string;
}

/** Bundle option selection (spec 000 §3). */
export interface BundleOptionSelection {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export interface ConfigurableItemOption {
  option_id: string;
  option_value: string;
}

/** The chosen configuration of a product in the cart. */
export interface ProductOption {
  extension_attributes: {
    configurable_item_options?: ConfigurableItemOption[];
    bundle_options?: BundleOptionSelection[];
    custom_options?: { option_id: string; option_value: string }[];
  };
}

export interface Product extends PriceFields {
  id: number;
  sku: string;
  parentSku?: string;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  type_id: ProductTypeId;
  /** 0 or 1 shown; 2 or higher disabled. */
  status: number;
  /** 1 not visible; 2 catalogue, 3 search, 4 both. */
  visibility: number;
  tier_prices: TierPrice[];
  tax_class_id: number;
  qty?: number;
  stock: ProductStock;
  category_ids: number[];
  category: ProductCategoryRef[];
  image: string;
  media_gallery: MediaGalleryItem[];
  configurable_options: ConfigurableOption[];
  configurable_children: ConfigurableChild[];
  product_links: ProductLink[];
  bundle_options: BundleOption[];
  product_option?: ProductOption;
  errors?: Record<string, string | null>;
  info?: Record<string, string>;
  is_configured?: boolean;
  meta_title?: string;
  meta_description?: string;
  day_night?: string;
  ean?: string;
  new?: boolean;
  sale?: boolean;
  /** Product line number (see PRODUCT_LINES). */
  seria?: number;
  color?: number;
  size?: number;
  description?: string;
  short_description?: string;
  created_at?: string;
  updated_at?: string;
}

export interface Category {
  id: number;
  parent_id: number;
  name: string;
  slug?: string;
  url_key: string;
  url_path: string;
  /** Ids separated by '/'. */
  path: string;
  level: number;
  position: number;
  is_active: boolean;
  product_count: number;
  children_data: Category[];
}

export interface TaxRate {
  /** Percentage: 23 means 23 %. */
  rate: number;
  tax_country_id: string;
  /** 0 = every region of the country. */
  tax_region_id: number;
  region_name: string;
  tax_postcode?: string;
}

export interface TaxRule {
  id: number;
  code?: string;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export interface AttributeOption {
  value: string;
  label: string;
}

export interface Attribute {
  attribute_id: number;
  attribute_code: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_comparable: boolean;
  frontend_label?: string;
  frontend_input?: string;
  options: AttributeOption[];
}

/** Stock result item (spec 000 §3, CONTRACTS.md "Stock and prices"). */
export interface StockItem {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock?: boolean;
  sku?: string;
}

/** One item of `render-list` (CONTRACTS.md "Stock and prices"). */
export interface PriceSyncItem {
  id: number;
  name: string;
  type: string;
  price_info: {
    final_price: number;
    regular_price: number;
    special_price?: number | null;
    minimal_price: number;
    max_price: number;
    extension_attributes: {
      tax_adjustments: {
        final_price: number;
        regular_price: number;
        special_price?: number | null;
      };
    };
  };
}

/** Listing and search types live in search-types.ts and are re-exported here. */
export type * from './search-types.ts';
