import { describe, expect, it } from 'vitest';
import {
  parseAttribute,
  parseCategory,
  parseProduct,
  parseStockItem,
  parseTaxRule,
} from '../../../../src/domain/catalog/schemas.ts';
import { makeProduct } from './fixtures.ts';

describe('catalogue schemas', () => {
  it('parses a product, keeping extra fields and defaulting missing lists', () => {
    const raw = {
      id: 5,
      sku: 'S',
      name: 'N',
      slug: 's',
      url_key: 's',
      url_path: 's',
      type_id: 'simple',
      status: 1,
      visibility: 4,
      price: 12.5,
      tax_class_id: '2',
      special_price: null,
      extra_field: 'kept',
    };
    const p = parseProduct(raw);
    expect(p.tax_class_id).toBe(2);
    expect(p.configurable_children).toEqual([]);
    expect(p.category_ids).toEqual([]);
    expect(p.stock).toEqual({ qty: 0, is_in_stock: false, manage_stock: true });
    expect((p as unknown as Record<string, unknown>)['extra_field']).toBe('kept');
  });

  it('reads null computed price fields as absent', () => {
    const p = parseProduct({ ...makeProduct(), special_price: null, special_price_tax: null, special_price_incl_tax: null });
    expect(p.special_price).toBeNull();
    expect(p.special_price_tax).toBeUndefined();
    expect(p.special_price_incl_tax).toBeUndefined();
  });

  it('round-trips a complete product', () => {
    const p = makeProduct({
      type_id: 'configurable',
      configurable_children: [{ id: 2, sku: 'C', status: 1, price: 3, color: 49, custom_attributes: [] }],
      configurable_options: [
        { attribute_id: 93, attribute_code: 'color', label: 'Color', values: [{ value_index: 49, label: 'Red' }] },
      ],
      bundle_options: [
        {
          option_id: 1,
          title: 'T',
          type: 'radio',
          required: true,
          product_links: [{ id: 1, sku: 'X', qty: 2, is_default: true }],
        },
      ],
      product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'X', qty: 3 }],
    });
    expect(parseProduct(p)).toEqual(p);
  });

  it('reads gallery images by image or src (spec 000 §3), and options named by attribute_id or attribute_code', () => {
    const p = parseProduct({
      ...makeProduct(),
      type_id: 'configurable',
      media_gallery: [{ src: '/p/a.png' }, { image: '/p/b.png', label: 'B' }, { label: 'no path' }],
      configurable_options: [
        { attribute_code: 'color', label: 'Colour', values: [{ value_index: 1, label: 'Red' }] },
        { attribute_id: 93, attribute_code: 'size', label: 'Size', values: [] },
        { attribute_id: 94, label: 'By id only', values: [] },
      ],
    });
    // A gallery item with neither is left out; the product is kept.
    expect(p.media_gallery).toEqual([{ image: '/p/a.png' }, { image: '/p/b.png', label: 'B' }]);
    // An option without its code cannot be matched to its variants: left out, the product kept.
    expect(p.configurable_options.map((o) => o.attribute_code)).toEqual(['color', 'size']);
    expect(p.configurable_options[0]?.attribute_id).toBeUndefined();
    expect(() => parseProduct({ ...makeProduct(), configurable_options: [{ label: 'neither', values: [] }] })).toThrow();
  });

  it('rejects a product with a bad type or a missing sku', () => {
    expect(() => parseProduct({ ...makeProduct(), type_id: 'virtualish' })).toThrow();
    const { sku: _sku, ...noSku } = makeProduct();
    expect(() => parseProduct(noSku)).toThrow();
  });

  it('parses a category tree recursively', () => {
    const leaf = {
      id: 4,
      parent_id: 3,
      name: 'Leaf',
      url_key: 'leaf',
      url_path: 'a/leaf',
      path: '1/2/3/4',
      level: 3,
      position: 1,
      is_active: true,
      product_count: 2,
    };
    const c = parseCategory({ ...leaf, id: 3, parent_id: 2, level: 2, children_data: [leaf] });
    expect(c.children_data[0]?.children_data).toEqual([]);
    expect(() => parseCategory({ ...leaf, children_data: [{ id: 'x' }] })).toThrow();
  });

  it('parses tax rules, attributes and stock items', () => {
    const rule = parseTaxRule({
      id: 1,
      product_tax_class_ids: ['2'],
      customer_tax_class_ids: [3],
      rates: [{ rate: '23.0000', tax_country_id: 'PL' }],
    });
    expect(rule.product_tax_class_ids).toEqual([2]);
    expect(rule.rates[0]).toEqual({ rate: 23, tax_country_id: 'PL', tax_region_id: 0, region_name: '' });
    const attr = parseAttribute({
      attribute_id: '93',
      attribute_code: 'color',
      is_user_defined: true,
      is_visible: true,
      is_comparable: false,
      options: [{ value: 49, label: 'Red' }],
    });
    expect(attr.options).toEqual([{ value: '49', label: 'Red' }]);
    expect(parseStockItem({ product_id: 1, qty: 0, is_in_stock: false }).is_in_stock).toBe(false);
    expect(() => parseStockItem({ product_id: 1 })).toThrow();
  });
});
