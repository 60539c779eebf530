/**
 * Domain rules that other tests reach only through their callers, each tested here under its own name (the project's
 * standard: every rule has a test named after it).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NoEntityTypeError } from '../../../src/domain/errors.ts';
import { optionalText, withRepeatPassword } from '../../../src/domain/forms/index.ts';
import { parseWindowEnd } from '../../../src/domain/content/visibility.ts';
import { termsAggregations, textClause } from '../../../src/domain/listing/search-query.ts';
import { groupedLinks, isSet } from '../../../src/domain/price/grouped-price.ts';
import { partsSum } from '../../../src/domain/price/parts-price.ts';
import { matchingOptionCount, mergeVariant } from '../../../src/domain/product/variants.ts';
import type { ProductLink, ProductTypeId } from '../../../src/domain/catalog/types.ts';
import { makeChild, makeProduct } from './catalog/fixtures.ts';
import { keysOf } from './forms/helpers.ts';

describe('groupedLinks', () => {
  it('groupedLinks: only the associated links name a grouped product parts', () => {
    const links = [
      { link_type: 'associated', linked_product_sku: 'A', linked_product_type: 'simple', qty: 2 },
      { link_type: 'related', linked_product_sku: 'B', linked_product_type: 'simple', qty: 1 },
      { link_type: 'associated', linked_product_sku: 'C', linked_product_type: 'simple', qty: 0 },
    ] as ProductLink[];
    expect(groupedLinks(links).map((l) => l.linked_product_sku)).toEqual(['A', 'C']);
    expect(groupedLinks([])).toEqual([]);
  });
});

describe('isSet', () => {
  it('isSet: bundles and grouped products are sets; simple, configurable and downloadable products are not', () => {
    const types: ProductTypeId[] = ['bundle', 'grouped', 'simple', 'configurable', 'downloadable'];
    expect(types.map((type_id) => isSet({ type_id }))).toEqual([true, true, false, false, false]);
  });
});

describe('partsSum', () => {
  it('partsSum: the parts prices times their qty, only when above 0', () => {
    expect(
      partsSum([
        { sku: 'A', qty: 2, price: 10.5 },
        { sku: 'B', qty: 1, price: 3 },
      ]),
    ).toBe(24);
    expect(partsSum([{ sku: 'A', qty: 3, price: 0 }])).toBeUndefined();
    expect(partsSum([])).toBeUndefined();
  });
});

describe('matchingOptionCount', () => {
  it('matchingOptionCount: the chosen options a variant has, by its colour, size or custom attribute, compared as text', () => {
    const child = makeChild({
      sku: 'V',
      color: 49,
      size: 167,
      custom_attributes: [{ attribute_code: 'day_night', value: '12' }],
    });
    expect(matchingOptionCount(child, { color: '49', size: 167, day_night: 12 })).toBe(3);
    expect(matchingOptionCount(child, { color: 50, size: 167 })).toBe(1);
    expect(matchingOptionCount(child, { finish: 1 })).toBe(0);
    expect(matchingOptionCount(child, {})).toBe(0);
  });
});

describe('mergeVariant', () => {
  it('mergeVariant: the variant over its parent, except its name and visibility; the parent sku kept as parentSku', () => {
    const parent = makeProduct({ sku: 'P', name: 'Parent', visibility: 4, price: 10, image: '/p.png' });
    const child = makeChild({ sku: 'P-1', name: 'Child', visibility: 1, price: 12, image: '/c.png' });
    const merged = mergeVariant(parent, child);
    expect(merged).toMatchObject({ sku: 'P-1', name: 'Parent', visibility: 4, price: 12, image: '/c.png', parentSku: 'P' });
    expect(mergeVariant(parent, { ...child, image: undefined } as typeof child).image).toBe('/p.png');
  });
});

describe('optionalText', () => {
  it('optionalText: missing, null and blank are undefined; other text is trimmed', () => {
    const schema = optionalText();
    expect([undefined, null, '', '   '].map((v) => schema.parse(v))).toEqual([undefined, undefined, undefined, undefined]);
    expect(schema.parse('  Suite 4 ')).toBe('Suite 4');
    expect(schema.safeParse(5).success).toBe(false);
  });
});

describe('withRepeatPassword', () => {
  it('withRepeatPassword: a repeated password that differs is an issue on repeatPassword; an equal one none', () => {
    const schema = withRepeatPassword(z.object({ password: z.string(), repeatPassword: z.string() }));
    expect(keysOf(schema, { password: 'Abcdef1!', repeatPassword: 'Abcdef1!' })).toEqual([]);
    const r = schema.safeParse({ password: 'Abcdef1!', repeatPassword: 'Abcdef1?' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path)).toEqual([['repeatPassword']]);
    expect(keysOf(schema, { password: 'Abcdef1!', repeatPassword: 'x' })).toEqual(['validation.passwordRepeat']);
  });
});

describe('parseWindowEnd', () => {
  it('parseWindowEnd: an open end is null, an unreadable one NaN; a date-only end lasts its whole UTC day', () => {
    expect(parseWindowEnd(undefined)).toBeNull();
    expect(parseWindowEnd(null)).toBeNull();
    expect(parseWindowEnd('  ')).toBeNull();
    expect(parseWindowEnd('not a date')).toBeNaN();
    expect(parseWindowEnd('2026-11-20')).toBe(Date.parse('2026-11-20T00:00:00Z'));
    expect(parseWindowEnd('2026-11-20', true)).toBe(Date.parse('2026-11-20T23:59:59.999Z'));
    expect(parseWindowEnd('2026-11-20 10:30:00')).toBe(Date.parse('2026-11-20T10:30:00Z'));
  });
});

describe('textClause', () => {
  it('textClause: a multi_match over name^4, sku^2 and category.name^1 with fuzziness 2 and 75 % to match', () => {
    expect(textClause('krem spf')).toEqual({
      multi_match: {
        query: 'krem spf',
        fields: ['name^4', 'sku^2', 'category.name^1'],
        fuzziness: 2,
        minimum_should_match: '75%',
      },
    });
  });
});

describe('termsAggregations', () => {
  it("termsAggregations: an attribute's own values and its variants' options, each counted on its field", () => {
    expect(termsAggregations('color')).toEqual([
      { name: 'agg_terms_color', field: 'color' },
      { name: 'agg_terms_color_options', field: 'color_options' },
    ]);
  });
});

describe('NoEntityTypeError', () => {
  it('NoEntityTypeError: "No entity type registered for {type}", with its message key and type', () => {
    const error = new NoEntityTypeError('order');
    expect(error.message).toBe('No entity type registered for order');
    expect(error.key).toBe('error.noEntityType');
    expect(error.params).toEqual({ type: 'order' });
  });
});
