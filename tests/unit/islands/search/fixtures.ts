/** Fixtures of the search island's tests: the labels and price buckets as the search page makes them, a search hit. */
import type { FilterLabels } from '../../../../src/islands/search/query.ts';
import type { ListingOption } from '../../../../src/islands/listing/state.ts';

/** As the search page makes them: the configured filters in their order, then the price (listingFilterCodes). */
export const LABELS: FilterLabels = {
  color: { label: 'Colour', options: { '10': 'White', '11': '' } },
  seria: { label: 'Line', options: { '1': 'A', '3': 'E' } },
  price: { label: 'Price', options: {} },
};
export const PRICES: ListingOption[] = [
  { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 0 },
  { id: '150-', label: '≥ 150', type: 'price', from: 150, count: 0 },
];
/** The spec's four buckets (spec 000 §9), for the tests that combine them. */
export const BUCKETS: ListingOption[] = [
  { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 0 },
  { id: '50-100', label: '50 - 100', type: 'price', from: 50, to: 100, count: 0 },
  { id: '100-150', label: '100 - 150', type: 'price', from: 100, to: 150, count: 0 },
  { id: '150-', label: '≥ 150', type: 'price', from: 150, count: 0 },
];

/** A hit as the API prices it (calculateProductTax): price_incl_tax the price to pay, original_* the regular one. */
export const RESULT_HIT = {
  sku: 'DY-E-1',
  name: 'Emolia krem',
  image: '/p/e1.jpg',
  type_id: 'simple' as const,
  slug: 'emolia-krem-1',
  url_key: 'emolia-krem-1',
  url_path: 'emolia-krem-1',
  price: 32.52,
  price_incl_tax: 40,
  original_price_incl_tax: 40,
  special_price: 0,
  special_price_incl_tax: 0,
  stock: { qty: 4, is_in_stock: true, manage_stock: true },
  seria: 3,
  size: 302,
};
