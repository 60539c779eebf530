/** Attributes and tax rules are checked at sync with the reader's schemas, so the snapshot always reads back. */
import { describe, expect, it } from 'vitest';
import { checkAttributes, checkTaxRules } from '../../../content-sync/catalog-checks.ts';

const attribute = (code: string, options: unknown[] = []) => ({
  attribute_id: 1,
  attribute_code: code,
  is_user_defined: true,
  is_visible: true,
  is_comparable: false,
  options,
});

const taxRule = (id: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [],
  ...extra,
});

describe('attribute and tax rule checks at sync', () => {
  it('an attribute the reader would refuse (options that are no list, an option without a value) is dropped, named by its code with the problem', () => {
    const r = checkAttributes([
      attribute('color', [{ value: '1', label: 'Red' }]),
      { ...attribute('age_group'), options: 'none' },
      attribute('size', [{ label: '30 ml' }]),
    ]);
    expect(r.attributes.map((a) => a['attribute_code'])).toEqual(['color']);
    expect(r.dropped).toEqual([
      { id: 'age_group', reason: expect.stringMatching(/^invalid attribute: .* at options$/) },
      { id: 'size', reason: expect.stringMatching(/^invalid attribute: .* at options\.0\.value$/) },
    ]);
  });

  it('an option without a label (missing or null) is left out as one with an empty label, the attribute kept', () => {
    const r = checkAttributes([
      attribute('age_group', [{ value: '1', label: 'Adults' }, { value: '2', label: null }, { value: '3' }]),
    ]);
    expect(r.attributes).toEqual([attribute('age_group', [{ value: '1', label: 'Adults' }])]);
    expect(r.dropped).toEqual([]);
    expect(r.notices).toEqual(['attribute age_group: 2 of its options have an empty label: left out']);
  });

  it('an attribute option with an empty label is left out (spec 000 §5), the attribute kept as the API gave it otherwise', () => {
    const r = checkAttributes([
      attribute('size', [
        { value: '1', label: '30 ml' },
        { value: '2', label: ' ' },
        { value: 3, label: '' },
      ]),
      attribute('color', [{ value: '1', label: 'Red' }]),
    ]);
    expect(r.attributes).toEqual([
      attribute('size', [{ value: '1', label: '30 ml' }]),
      attribute('color', [{ value: '1', label: 'Red' }]),
    ]);
    expect(r.dropped).toEqual([]);
    expect(r.notices).toEqual(['attribute size: 2 of its options have an empty label: left out']);
  });

  it('a tax rule the reader would refuse is dropped, named by its id (else its position) with the problem', () => {
    const r = checkTaxRules([taxRule(1), taxRule(2, { rates: 'none' }), { code: 'x' }]);
    expect(r.taxRules).toEqual([taxRule(1)]);
    expect(r.dropped).toEqual([
      { id: '2', reason: expect.stringMatching(/^invalid tax rule: .* at rates$/) },
      { id: '#2', reason: expect.stringMatching(/^invalid tax rule: .* at id$/) },
    ]);
  });
});
