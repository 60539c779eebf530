import { describe, expect, it } from 'vitest';
import { withVariantOptions } from '../../../../backend/catalog/variant-options.ts';

const child = (sku: string, status: number, color: number | undefined, size?: number) => ({
  sku,
  id: sku.length,
  status,
  ...(color === undefined ? {} : { color }),
  ...(size === undefined ? {} : { size }),
});

describe('withVariantOptions (the variants’ values of a configurable product)', () => {
  it('writes each attribute’s values of the enabled variants as {code}_options', () => {
    const doc = {
      sku: 'C',
      type_id: 'configurable',
      configurable_options: [{ attribute_code: 'color' }, { attribute_code: 'size' }, { attribute_code: 'day_night' }],
      configurable_children: [
        child('C-1', 1, 50, 303),
        child('C-2', 1, 53, 303),
        child('C-3', 2, 54, 304),
        { sku: 'C-4', id: 9, status: 1, custom_attributes: [{ attribute_code: 'day_night', value: '2' }] },
      ],
    };
    const indexed = withVariantOptions(doc);
    // C-3 is disabled: its colour 54 and size 304 are not offered.
    expect(indexed).toMatchObject({ color_options: [50, 53], size_options: [303], day_night_options: ['2'] });
    expect(doc).not.toHaveProperty('color_options');
  });

  it('leaves out the values the product holds itself, so a product counts once per value, and each value once', () => {
    const doc = {
      sku: 'D',
      type_id: 'configurable',
      color: 50,
      configurable_options: [{ attribute_code: 'color' }],
      configurable_children: [
        child('D-1', 1, 50),
        child('D-2', 1, 53),
        { sku: 'D-3', id: 3, status: 1, custom_attributes: [{ attribute_code: 'color', value: '53' }] },
      ],
    };
    expect(withVariantOptions(doc)).toMatchObject({ color_options: [53] });
  });

  it('leaves other products, and configurable ones without variant values, as they are', () => {
    const simple = { sku: 'S', type_id: 'simple', color: 50 };
    expect(withVariantOptions(simple)).toBe(simple);
    const bare = {
      sku: 'B',
      type_id: 'configurable',
      configurable_options: [{ attribute_code: 'color' }],
      configurable_children: [child('B-1', 1, undefined)],
    };
    expect(withVariantOptions(bare)).toBe(bare);
  });
});
