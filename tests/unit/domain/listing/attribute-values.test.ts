import { describe, expect, it } from 'vitest';
import {
  ownAttributeValues,
  variantAttributeValues,
  variantOptionsField,
} from '../../../../src/domain/listing/attribute-values.ts';
import { makeChild } from '../catalog/fixtures.ts';

describe('ownAttributeValues (a product’s own values of a filter attribute)', () => {
  it('reads lists, comma-separated texts, numbers and booleans as text, trimmed, empty ones dropped', () => {
    expect(ownAttributeValues({ color: 53 }, 'color')).toEqual(['53']);
    expect(ownAttributeValues({ skin: '12, 14,' }, 'skin')).toEqual(['12', '14']);
    expect(ownAttributeValues({ seria: [1, '3'] }, 'seria')).toEqual(['1', '3']);
    expect(ownAttributeValues({ new: true, sale: false }, 'new')).toEqual(['1']);
    expect(ownAttributeValues({ sale: false }, 'sale')).toEqual(['0']);
    expect(ownAttributeValues({ color: null }, 'color')).toEqual([]);
    expect(ownAttributeValues({ color: { id: 1 } }, 'color')).toEqual([]);
    expect(ownAttributeValues({}, 'color')).toEqual([]);
  });
});

describe('variantOptionsField (where a configurable product holds its variants’ values)', () => {
  it('is the attribute code with _options, as agg_terms_{attr}_options aggregates it (spec 000 §7)', () => {
    expect(variantOptionsField('color')).toBe('color_options');
  });
});

describe('variantAttributeValues (the values a product’s enabled variants have of an attribute)', () => {
  it('reads colour, size and custom attributes of enabled variants, each value once by its trimmed text', () => {
    const children = [
      makeChild({ sku: 'a', color: 53, size: 7 }),
      makeChild({ sku: 'b', color: 54, custom_attributes: [{ attribute_code: 'skin', value: ' dry ' }] }),
      makeChild({ sku: 'c', color: 53 }),
      makeChild({ sku: 'off', status: 2, color: 99, custom_attributes: [{ attribute_code: 'skin', value: 'oily' }] }),
    ];
    expect([...variantAttributeValues(children, 'color')]).toEqual([
      ['53', 53],
      ['54', 54],
    ]);
    expect([...variantAttributeValues(children, 'size')]).toEqual([['7', 7]]);
    expect([...variantAttributeValues(children, 'skin')]).toEqual([['dry', ' dry ']]);
    expect([...variantAttributeValues(children, 'seria')]).toEqual([]);
  });
});

describe('variantAttributeValues with the variants a listing counts', () => {
  it('reads only the variants `counted` keeps (the storefront’s listings: the available ones)', () => {
    const children = [
      makeChild({ sku: 'a', color: 53 }),
      makeChild({ sku: 'sold-out', color: 54, stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
    ];
    const inStock = (child: { stock?: { is_in_stock?: boolean } }) => child.stock?.is_in_stock !== false;
    expect([...variantAttributeValues(children, 'color', inStock).keys()]).toEqual(['53']);
    expect([...variantAttributeValues(children, 'color').keys()]).toEqual(['53', '54']);
  });
});
