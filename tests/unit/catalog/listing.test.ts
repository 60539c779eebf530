import { describe, expect, it } from 'vitest';
import { attributeValues, filterOptions, listingData, offeredVariant, type ListingPrice } from '../../../src/catalog/index.ts';
import { isVariantEnabled } from '../../../src/domain/product/variants.ts';
import { ATTRIBUTES, configurable, product } from './fixtures.ts';

const gross = (price: number) => ({ price, price_incl_tax: price });
/** The price the listing reads: the fixtures' gross price (the build reads each card's: shownPriceOf). */
const priceOf: ListingPrice = (p) => p.price_incl_tax ?? p.price;
const PRODUCTS = [
  product({ id: 1, sku: 'A', seria: 1, color: 50, ...gross(30), updated_at: '2026-01-03 00:00:00' }),
  product({ id: 2, sku: 'B', seria: 1, ...gross(70), updated_at: '2026-01-01 00:00:00' }),
  product({ id: 3, sku: 'C', seria: 2, ...gross(120), updated_at: '2026-01-02 00:00:00', sale: true }),
  { ...configurable(), ...gross(200), seria: 2, updated_at: '2026-01-04 00:00:00' },
];
const skus = (items: readonly { sku: string }[]) => items.map((p) => p.sku);

describe('attributeValues', () => {
  it('reads own values (numbers, booleans, comma lists) and available variants\u2019 values: those the product page offers', () => {
    expect(attributeValues(product({ id: 1, sku: 'A', new: true }), 'new')).toEqual(['1']);
    expect(attributeValues({ ...product({ id: 1, sku: 'A' }), skin_type: '400, 401' } as never, 'skin_type')).toEqual([
      '400',
      '401',
    ]);
    // CONF-A (50) is available; CONF-B (51) is disabled; CONF-C (51) is out of stock, offered only with SHOW_OUT_OF_STOCK.
    expect(attributeValues(configurable(), 'color', offeredVariant({ showOutOfStock: false }))).toEqual(['50']);
    expect(attributeValues(configurable(), 'color', offeredVariant({ showOutOfStock: true }))).toEqual(['50', '51']);
    // The variants counted may be any: the enabled ones, out of stock or not, as the catalogue's indexer counts them.
    expect(attributeValues(configurable(), 'color', isVariantEnabled)).toEqual(['50', '51']);
    expect(attributeValues(configurable(), 'color', () => false)).toEqual([]);
    expect(attributeValues(product({ id: 1, sku: 'A' }), 'color')).toEqual([]);
  });
});

describe('listingData', () => {
  it('the static first page: default sort, every product', () => {
    const page = listingData(PRODUCTS, {}, { sort: 'updated_at:desc', pageSize: 50, priceOf });
    expect(skus(page.items)).toEqual(['CONF', 'A', 'C', 'B']);
    expect(page).toMatchObject({ total: 4, start: 0, perPage: 50, page: 1, pages: 1, hasNext: false, filters: {} });
  });

  it('filters: OR within an attribute, AND across; price buckets; unknown codes and values ignored', () => {
    expect(skus(listingData(PRODUCTS, { seria: ['1', '2'], color: '50' }, { priceOf }).items)).toEqual(['CONF', 'A']);
    expect(skus(listingData(PRODUCTS, { seria: ['2'], color: '50' }, { priceOf }).items)).toEqual(['CONF']);
    // Colour 51 is only the configurable product's variants that are not offered (disabled, out of stock): no product
    // has it, so it is a value the listing does not know, and ignored.
    expect(listingData(PRODUCTS, { color: '51' }, { priceOf })).toMatchObject({ total: 4, filters: {} });
    expect(skus(listingData(PRODUCTS, { seria: '1' }, { sort: 'final_price:asc', priceOf }).items)).toEqual(['A', 'B']);
    expect(skus(listingData(PRODUCTS, { price: ['0-50', '150-'] }, { sort: 'final_price:asc', priceOf }).items)).toEqual([
      'A',
      'CONF',
    ]);
    expect(listingData(PRODUCTS, { utm_source: 'x', seria: '99', 'a.b': '1' }, { priceOf }).total).toBe(4);
  });

  it('price filter ranges in the store view’s currency: a euro listing knows the euro buckets and ignores the złoty ones', () => {
    const euro = { priceOf, currency: 'EUR', sort: 'final_price:asc' };
    expect(skus(listingData(PRODUCTS, { price: '30-' }, euro).items)).toEqual(['A', 'B', 'C', 'CONF']);
    expect(skus(listingData(PRODUCTS, { price: '0-10' }, euro).items)).toEqual([]);
    // 0-50 is no euro bucket: a value the listing does not know, ignored.
    expect(listingData(PRODUCTS, { price: '0-50' }, euro)).toMatchObject({ total: 4, filters: {} });
    const counted = filterOptions(PRODUCTS, ATTRIBUTES, { codes: ['price'], currency: { code: 'EUR', symbol: '€' }, priceOf });
    expect(counted['price']?.map((o) => [o.id, o.count])).toEqual([['30-', 4]]);
    expect(counted['price']?.[0]?.message).toEqual({ key: 'filter.price.above', params: { currency: '€', from: '30' } });
  });

  it('sorts by the query\u2019s sort over the default, and pages', () => {
    expect(skus(listingData(PRODUCTS, { sort: 'price-desc' }, { sort: 'updated_at:desc', priceOf }).items)).toEqual([
      'CONF',
      'C',
      'B',
      'A',
    ]);
    const second = listingData(PRODUCTS, { page: '2', sort: 'final_price:asc' }, { pageSize: 3, priceOf });
    expect(second).toMatchObject({ start: 3, page: 2, pages: 2, hasNext: false, total: 4 });
    expect(skus(second.items)).toEqual(['CONF']);
    const first = listingData(PRODUCTS, { page: 'x' }, { pageSize: 3, priceOf });
    expect(first).toMatchObject({ page: 1, hasNext: true });
    expect(listingData(PRODUCTS, { page: '9' }, { pageSize: 0, priceOf })).toMatchObject({ page: 1, perPage: 50 });
  });
});

describe('filterOptions', () => {
  it('counts values like agg_terms, drops empty labels and dotted codes, adds price buckets with products', () => {
    const options = filterOptions(PRODUCTS, ATTRIBUTES, { currency: { code: 'PLN', symbol: 'zł' }, priceOf });
    expect(Object.keys(options).sort()).toEqual(['color', 'price', 'seria', 'size']);
    expect(options['seria']).toEqual([
      { id: '1', label: 'Skóra alergiczna', type: 'seria', count: 2 },
      { id: '2', label: 'ŁZS', type: 'seria', count: 2 },
    ]);
    expect(options['color']?.map((o) => [o.id, o.count])).toEqual([['50', 2]]);
    expect(options['price']?.map((o) => [o.id, o.count])).toEqual([
      ['0-50', 1],
      ['50-100', 1],
      ['100-150', 1],
      ['150-', 1],
    ]);
    expect(options['price']?.[3]?.message).toEqual({ key: 'filter.price.above', params: { currency: 'zł', from: '150' } });
  });

  it('takes the codes asked for (dotted ones left out) and the aggregation size', () => {
    const options = filterOptions(PRODUCTS, ATTRIBUTES, { codes: ['sale', 'x.y', 'seria'], size: 1, priceOf });
    expect(options).toEqual({
      sale: [{ id: '1', label: 'Tak', type: 'sale', count: 1 }],
      seria: [{ id: '1', label: 'Skóra alergiczna', type: 'seria', count: 2 }],
    });
    expect(filterOptions([], ATTRIBUTES, { priceOf })).toEqual({});
  });

  it('keeps the buckets the aggregation answers (topTerms), then drops those without a label, as the storefront does with the API’s', () => {
    // Colour 52 has no label and the most products: of the two buckets of size 2 one is dropped, not replaced.
    const products = [
      product({ id: 1, sku: 'A', color: 52 }),
      product({ id: 2, sku: 'B', color: 52 }),
      product({ id: 3, sku: 'C', color: 52 }),
      product({ id: 4, sku: 'D', color: 50 }),
      product({ id: 5, sku: 'E', color: 50 }),
      product({ id: 6, sku: 'F', color: 51 }),
    ];
    expect(filterOptions(products, ATTRIBUTES, { codes: ['color'], size: 2, priceOf })).toEqual({
      color: [{ id: '50', label: 'Jasny', type: 'color', count: 2 }],
    });
  });
});
