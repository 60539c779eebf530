/** Test builders for catalogue entities: a complete product with sensible defaults. */
import type { BundleOptionLink, ConfigurableChild, Product, TaxRule } from '../../../../src/domain/catalog/types.ts';

export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    id: 1,
    sku: 'P-1',
    name: 'Cream',
    slug: 'cream',
    url_key: 'cream',
    url_path: 'cream',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 100,
    tier_prices: [],
    tax_class_id: 2,
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    category_ids: [],
    category: [],
    image: '/c/r/cream.jpg',
    media_gallery: [],
    configurable_options: [],
    configurable_children: [],
    product_links: [],
    bundle_options: [],
    ...over,
  };
}

export function makeChild(over: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return { id: 11, sku: 'P-1-A', status: 1, price: 100, ...over };
}

export const VAT_PL: TaxRule = {
  id: 1,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [{ rate: 23, tax_country_id: 'PL', tax_region_id: 0, region_name: '' }],
};

/** A bundle option's link to a product: `price` is the link's own price, when it has one. */
export function makeBundleLink(sku: string, qty: number, is_default: boolean, price?: number): BundleOptionLink {
  return { id: 1, sku, qty, is_default, ...(price === undefined ? {} : { price }) };
}
