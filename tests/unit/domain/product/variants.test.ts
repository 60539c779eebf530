import { describe, expect, it } from 'vitest';
import {
  availableVariants,
  childAttributeValue,
  filterUnavailableVariants,
  findVariant,
  hasVariantFor,
  isVariantAvailable,
  isVariantEnabled,
  reconfigure,
  selectVariant,
  shownProduct,
  variantAsProduct,
  variantsError,
  withVariantsError,
} from '../../../../src/domain/product/variants.ts';
import { productStockStatus } from '../../../../src/domain/product/stock.ts';
import { makeChild, makeProduct } from '../catalog/fixtures.ts';

const inStock = { qty: 3, is_in_stock: true, manage_stock: true };
const outOfStock = { qty: 0, is_in_stock: false, manage_stock: true };
const hide = { showOutOfStock: false };
const show = { showOutOfStock: true };

const children = [
  makeChild({ id: 11, sku: 'RED-S', color: 1, size: 10, price: 30, stock: inStock, name: 'Child', visibility: 1 }),
  makeChild({ id: 12, sku: 'RED-L', color: 1, size: 20, price: 20, stock: inStock }),
  makeChild({ id: 13, sku: 'BLUE-S', color: 2, size: 10, price: 25, stock: outOfStock }),
  makeChild({ id: 14, sku: 'BLUE-L', color: 2, size: 20, price: 15, stock: inStock, status: 2 }),
  makeChild({
    id: 15,
    sku: 'GREEN-S',
    color: 3,
    size: 10,
    price: 40,
    stock: inStock,
    custom_attributes: [{ attribute_code: 'day_night', value: 'day' }],
  }),
];
const product = makeProduct({
  type_id: 'configurable',
  name: 'Parent',
  visibility: 4,
  configurable_children: children,
  configurable_options: [
    {
      attribute_id: 1,
      attribute_code: 'color',
      label: 'Color',
      values: [1, 2, 3].map((v) => ({ value_index: v, label: `c${v}` })),
    },
    { attribute_id: 2, attribute_code: 'size', label: 'Size', values: [10, 20].map((v) => ({ value_index: v, label: `s${v}` })) },
  ],
});

describe('isVariantEnabled', () => {
  it('a variant is enabled below status 2', () => {
    expect([0, 1, 2, 3].map((status) => isVariantEnabled(makeChild({ status })))).toEqual([true, true, false, false]);
  });
});

describe('isVariantAvailable', () => {
  it('a child is available if its status is below 2 and, unless out-of-stock listing is on, in stock', () => {
    expect(isVariantAvailable(children[0]!, hide)).toBe(true);
    expect(isVariantAvailable(children[2]!, hide)).toBe(false);
    expect(isVariantAvailable(children[2]!, show)).toBe(true);
    expect(isVariantAvailable(children[3]!, show)).toBe(false);
    expect(isVariantAvailable(makeChild({ stock: undefined }), hide)).toBe(true);
  });
  it('"in stock" reads a variant as its stock state does: a quantity above 0 and the flag (isInStock)', () => {
    // flagged in stock with nothing on hand (stock not managed): not offered, as its page would read "out of stock"
    const none = makeChild({ sku: 'NONE', stock: { qty: 0, is_in_stock: true, manage_stock: false } });
    expect(isVariantAvailable(none, hide)).toBe(false);
    expect(productStockStatus(makeProduct({ stock: none.stock }))).toBe('out_of_stock');
    expect(isVariantAvailable(none, show)).toBe(true);
    const some = makeChild({ sku: 'SOME', stock: { qty: 2, is_in_stock: true, manage_stock: false } });
    expect(isVariantAvailable(some, hide)).toBe(true);
    expect(productStockStatus(makeProduct({ stock: some.stock }))).toBe('ok');
  });
  it('availableVariants keeps only available children', () => {
    expect(availableVariants(product, hide).map((c) => c.sku)).toEqual(['RED-S', 'RED-L', 'GREEN-S']);
    expect(availableVariants(product, show)).toHaveLength(4);
  });
});

describe('variantAsProduct', () => {
  it('is the variant merged over its parent (its sku, price and stock; the parent’s name), as a simple product without variants', () => {
    const child = product.configurable_children[1]!;
    const shown = variantAsProduct(product, child);
    expect(shown).toMatchObject({
      sku: child.sku,
      price: child.price,
      stock: child.stock,
      name: product.name,
      type_id: 'simple',
    });
    expect(shown.configurable_children).toEqual([]);
    expect(shown.configurable_options).toEqual([]);
  });
});

describe('selectVariant', () => {
  it('an exact sku match wins', () => {
    expect(findVariant(product, { sku: 'RED-L', options: { color: 3 } }, hide)?.sku).toBe('RED-L');
  });
  it('an unavailable sku is skipped for the best option match', () => {
    expect(findVariant(product, { sku: 'BLUE-L', options: { color: 1, size: 20 } }, hide)?.sku).toBe('RED-L');
  });
  it('the child matching the most chosen options wins', () => {
    expect(findVariant(product, { options: { color: '1', size: '10' } }, hide)?.sku).toBe('RED-S');
    expect(findVariant(product, { options: { day_night: 'day' } }, hide)?.sku).toBe('GREEN-S');
  });
  it('ties go to the lower price', () => {
    expect(findVariant(product, { options: { color: 1 } }, hide)?.sku).toBe('RED-L');
    expect(findVariant(product, { options: { size: 10 } }, show)?.sku).toBe('BLUE-S');
  });
  it('no match: the first available child', () => {
    expect(findVariant(product, { options: { color: 9 } }, hide)?.sku).toBe('RED-S');
    expect(findVariant(product, {}, hide)?.sku).toBe('RED-S');
  });
  it('merges the variant over the parent except name and visibility', () => {
    const merged = selectVariant(product, { sku: 'RED-S' }, hide);
    expect(merged?.sku).toBe('RED-S');
    expect(merged?.id).toBe(11);
    expect(merged?.price).toBe(30);
    expect(merged?.name).toBe('Parent');
    expect(merged?.visibility).toBe(4);
    expect(merged?.parentSku).toBe(product.sku);
    expect(merged?.configurable_children).toHaveLength(5);
    expect(merged?.tier_prices).toEqual([]);
  });
  it('gives nothing when no variant is available', () => {
    expect(selectVariant(makeProduct({ configurable_children: [children[3]!] }), {}, show)).toBeUndefined();
  });
  it('childAttributeValue reads the colour, size or a custom attribute', () => {
    expect(childAttributeValue(children[4]!, 'day_night')).toBe('day');
    expect(childAttributeValue(children[4]!, 'missing')).toBeUndefined();
  });
});

describe('reconfigure', () => {
  const current = { product, options: { color: 1, size: 10 } };
  it('picking an option re-configures the product when a variant matches', () => {
    expect(reconfigure(current, 'size', 20)).toEqual({ color: 1, size: 20 });
  });
  it('restores the previous choice for that attribute when no variant matches', () => {
    expect(reconfigure(current, 'color', 2)).toEqual({ color: 1, size: 10 });
    expect(reconfigure(current, 'color', 2, 3)).toEqual({ color: 3, size: 10 });
  });
  it('clears the attribute when there was no previous choice', () => {
    expect(reconfigure({ product, options: { size: 20 } }, 'color', 3)).toEqual({ size: 20 });
  });
  it('honours out-of-stock listing', () => {
    expect(reconfigure(current, 'color', 2, undefined, show)).toEqual({ color: 2, size: 10 });
  });
  it('hasVariantFor: a variant has the options only when it is offered (out of stock ones with out-of-stock listing)', () => {
    expect(hasVariantFor(product, { color: 2, size: 10 }, hide)).toBe(false);
    expect(hasVariantFor(product, { color: 2, size: 10 }, show)).toBe(true);
    expect(hasVariantFor(product, { color: 1, size: 20 }, hide)).toBe(true);
  });
});

describe('filterUnavailableVariants', () => {
  it('drops unavailable children and option values no available child has', () => {
    const filtered = filterUnavailableVariants(product, hide);
    expect(filtered.configurable_children.map((c) => c.sku)).toEqual(['RED-S', 'RED-L', 'GREEN-S']);
    expect(filtered.configurable_options[0]?.values.map((v) => v.value_index)).toEqual([1, 3]);
    expect(filtered.configurable_options[1]?.values.map((v) => v.value_index)).toEqual([10, 20]);
  });
});

describe('variantsError', () => {
  const empty = makeProduct({ type_id: 'configurable', configurable_children: [children[2]!, children[3]!] });
  it("gives 'No available product variants' when filtering is on and none remain", () => {
    expect(variantsError(empty, { filterVariants: true })).toBe('No available product variants');
    expect(variantsError(empty, { filterVariants: true, showOutOfStock: true })).toBeUndefined();
    expect(variantsError(empty, { filterVariants: false })).toBeUndefined();
    expect(variantsError(product, { filterVariants: true })).toBeUndefined();
    expect(variantsError(makeProduct(), { filterVariants: true })).toBeUndefined();
  });
  it('withVariantsError sets or clears errors.variants', () => {
    expect(withVariantsError(empty, { filterVariants: true }).errors).toEqual({ variants: 'No available product variants' });
    expect(withVariantsError(product, { filterVariants: true }).errors).toEqual({ variants: null });
  });
});

describe('shownProduct', () => {
  it('is the chosen variant merged over its parent as a simple product, else the product itself', () => {
    const parent = makeProduct({
      sku: 'P-1',
      type_id: 'configurable',
      price: 100,
      configurable_children: [makeChild({ sku: 'P-1-A', price: 80 })],
    });
    const child = parent.configurable_children[0];
    const variant = shownProduct(parent, child);
    expect(variant).toMatchObject({ sku: 'P-1-A', price: 80, type_id: 'simple', parentSku: 'P-1', configurable_children: [] });
    expect(shownProduct(parent, undefined)).toBe(parent);
  });
});
