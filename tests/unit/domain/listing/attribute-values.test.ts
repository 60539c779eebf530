import { describe, expect, it } from 'vitest';
import { ownAttributeValues, variantOptionsField } from '../../../../src/domain/listing/attribute-values.ts';

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
