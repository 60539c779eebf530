import { describe, expect, it } from 'vitest';
import {
  bundleOptionUid,
  cartItemsToAdd,
  configurableOptionUid,
  DEFAULT_ADD_QUANTITY,
} from '../../../../src/domain/cart/add-items.ts';
import type { ProductLink } from '../../../../src/domain/catalog/types.ts';
import { makeChild, makeProduct } from '../catalog/fixtures.ts';

const decoded = (uids: readonly string[] | undefined) => (uids ?? []).map((uid) => atob(uid));

describe('cartItemsToAdd', () => {
  it('default quantity on add to cart is 1: a simple product adds itself once', () => {
    expect(DEFAULT_ADD_QUANTITY).toBe(1);
    expect(cartItemsToAdd(makeProduct({ sku: 'S-1' }))).toEqual([{ sku: 'S-1', quantity: 1 }]);
  });

  it('a configurable product adds its shown variant, with its parent’s sku and the variant’s option values', () => {
    const product = makeProduct({
      sku: 'C-1',
      type_id: 'configurable',
      configurable_options: [
        { attribute_id: 93, attribute_code: 'color', label: 'Colour', values: [{ value_index: 7, label: 'Beige' }] },
        { attribute_code: 'capacity', label: 'Size', values: [{ value_index: 3, label: '50 ml' }] },
      ],
    });
    const child = makeChild({ sku: 'C-1-B', color: 7, custom_attributes: [{ attribute_code: 'capacity', value: '3' }] });
    const [item, ...rest] = cartItemsToAdd(product, child);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ sku: 'C-1-B', parent_sku: 'C-1', quantity: 1 });
    // An option the catalogue names by its code alone keeps its code in the uid.
    expect(decoded(item?.selected_options)).toEqual(['configurable/93/7', 'configurable/capacity/3']);
  });

  it('a configurable product without a shown variant adds nothing; an option the variant has no value of is left out', () => {
    const product = makeProduct({
      type_id: 'configurable',
      configurable_options: [
        { attribute_id: 93, attribute_code: 'color', label: 'Colour', values: [] },
        { attribute_id: 94, attribute_code: 'size', label: 'Size', values: [] },
      ],
    });
    expect(cartItemsToAdd(product)).toEqual([]);
    expect(decoded(cartItemsToAdd(product, makeChild({ size: 4 }))[0]?.selected_options)).toEqual(['configurable/94/4']);
  });

  it('a bundle adds itself with each option’s default selection, else its first, at the selection’s qty', () => {
    const product = makeProduct({
      sku: 'B-1',
      type_id: 'bundle',
      bundle_options: [
        {
          option_id: 5,
          title: 'Cream',
          type: 'select',
          required: true,
          product_links: [
            { id: 51, sku: 'A', qty: 1, is_default: false },
            { id: 52, sku: 'B', qty: 2, is_default: true },
          ],
        },
        {
          option_id: 6,
          title: 'Gel',
          type: 'select',
          required: true,
          product_links: [
            { id: 61, sku: 'C', qty: 0, is_default: false },
            { id: 62, sku: 'D', qty: 3, is_default: false },
          ],
        },
        { option_id: 7, title: 'Empty', type: 'select', required: false, product_links: [] },
      ],
    });
    const [item, ...rest] = cartItemsToAdd(product);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ sku: 'B-1', quantity: 1 });
    expect(item).not.toHaveProperty('parent_sku');
    // A selection's qty of 0 is added as 1 (linkQty).
    expect(decoded(item?.selected_options)).toEqual(['bundle/5/52/2', 'bundle/6/61/1']);
  });

  it('a grouped product adds its associated products that the page offers, each with its link qty', () => {
    const links: ProductLink[] = [
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'G-A', qty: 2 },
      { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'R-1', qty: 1 },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'G-B' },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'G-C', qty: 1 },
    ];
    const product = makeProduct({ sku: 'G-1', type_id: 'grouped', product_links: links });
    expect(cartItemsToAdd(product)).toEqual([
      { sku: 'G-A', quantity: 2 },
      { sku: 'G-B', quantity: 1 },
      { sku: 'G-C', quantity: 1 },
    ]);
    expect(cartItemsToAdd(product, undefined, (sku) => sku !== 'G-C').map((i) => i.sku)).toEqual(['G-A', 'G-B']);
    expect(cartItemsToAdd(makeProduct({ type_id: 'grouped' }))).toEqual([]);
  });
});

describe('configurableOptionUid', () => {
  it('configurableOptionUid: base64 of configurable/{option}/{value}', () => {
    expect(configurableOptionUid(93, 7)).toBe(btoa('configurable/93/7'));
    expect(atob(configurableOptionUid('color', '12'))).toBe('configurable/color/12');
    // A code or value beyond Latin-1 is written as its UTF-8 bytes (btoa alone would throw and stop the build).
    const uid = configurableOptionUid('обсяг', 'мл');
    expect(new TextDecoder().decode(Uint8Array.from(atob(uid), (c) => c.charCodeAt(0)))).toBe('configurable/обсяг/мл');
  });
});

describe('bundleOptionUid', () => {
  it('bundleOptionUid: base64 of bundle/{option}/{selection}/{qty}', () => {
    expect(atob(bundleOptionUid(5, 52, 2))).toBe('bundle/5/52/2');
  });
});
