import { describe, expect, it } from 'vitest';
import { t } from '../../../../src/i18n/index.ts';
import {
  bundleParts,
  defaultBundleSelection,
  linkQty,
  partsTotal,
  summedPrice,
} from '../../../../src/domain/price/bundle-price.ts';
import {
  GROUPED_LINKS_MISSING,
  groupedLinksMissingMessage,
  groupedParts,
  priceParts,
} from '../../../../src/domain/price/grouped-price.ts';
import { makeBundleLink, makeProduct } from '../catalog/fixtures.ts';

const link = makeBundleLink;

describe('bundle price (its parts: bundleParts; their sum: summedPrice)', () => {
  it('sums the default (or first) selection per option times its qty', () => {
    const product = makeProduct({
      type_id: 'bundle',
      price: 0,
      bundle_options: [
        { option_id: 1, title: 'A', type: 'radio', required: true, product_links: [link('a1', 1, false), link('a2', 2, true)] },
        { option_id: 2, title: 'B', type: 'radio', required: true, product_links: [link('b1', 3, false), link('b2', 1, false)] },
      ],
    });
    expect(summedPrice(bundleParts(product), { a1: 100, a2: 10, b1: 5, b2: 1000 })).toBe(2 * 10 + 3 * 5);
  });

  it("falls back to the link's own price and skips options without selections", () => {
    const product = makeProduct({
      bundle_options: [
        { option_id: 1, title: 'A', type: 'radio', required: true, product_links: [link('x', 2, true, 7)] },
        { option_id: 2, title: 'B', type: 'radio', required: false, product_links: [] },
      ],
    });
    expect(summedPrice(bundleParts(product), {})).toBe(14);
  });

  it('replaces the price only when the sum is above 0 (no sum: the own price stands)', () => {
    const product = makeProduct({
      price: 42,
      bundle_options: [{ option_id: 1, title: 'A', type: 'radio', required: true, product_links: [link('z', 1, true)] }],
    });
    expect(summedPrice(bundleParts(product), {})).toBeUndefined();
    expect(summedPrice(bundleParts(makeProduct({ price: 9 })), {})).toBeUndefined();
  });

  it('defaultBundleSelection prefers the default link, else the first, else none', () => {
    expect(defaultBundleSelection({ option_id: 1, title: '', type: '', required: false, product_links: [] })).toBeUndefined();
  });
});

describe('grouped price (its parts: groupedParts; their sum: partsTotal)', () => {
  it('the grouped price is the sum of the linked prices (times the link qty)', () => {
    const links = [
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'a' },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'b', qty: 2 },
      { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'c' },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'unknown' },
    ];
    expect(partsTotal(groupedParts(links), { a: 10, b: 2.5, c: 1000 })).toBe(15);
    expect(partsTotal(groupedParts([]), {})).toBe(0);
  });
});

describe('priceParts and summedPrice', () => {
  it("a bundle's parts are its default (or first) selections, a grouped product's its associated links, others none", () => {
    const bundle = makeProduct({
      type_id: 'bundle',
      bundle_options: [
        {
          option_id: 1,
          title: 'A',
          type: 'radio',
          required: true,
          product_links: [link('a1', 1, false), link('a2', 2, true, 9)],
        },
        { option_id: 2, title: 'B', type: 'radio', required: true, product_links: [link('b1', 3, false)] },
        { option_id: 3, title: 'C', type: 'radio', required: false, product_links: [] },
      ],
    });
    expect(priceParts(bundle)).toEqual([
      { sku: 'a2', qty: 2, price: 9 },
      { sku: 'b1', qty: 3 },
    ]);
    const grouped = makeProduct({
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'g1' },
        { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'r' },
        { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'g2', qty: 2 },
      ],
    });
    expect(priceParts(grouped)).toEqual([
      { sku: 'g1', qty: 1 },
      { sku: 'g2', qty: 2 },
    ]);
    expect(priceParts(makeProduct({ type_id: 'simple', bundle_options: bundle.bundle_options }))).toEqual([]);
  });

  it('a price summed from parts replaces the own price only when above 0, as the bundle rule', () => {
    const parts = [
      { sku: 'a', qty: 2 },
      { sku: 'b', qty: 1, price: 4 },
    ];
    expect(summedPrice(parts, { a: 10.5 })).toBe(25);
    expect(summedPrice(parts, { a: 0, b: 0 })).toBeUndefined();
    expect(summedPrice([], {})).toBeUndefined();
  });
});

describe('linkQty', () => {
  it('linked products count with qty 1 or the link qty: 1 when the link has none or 0', () => {
    expect(linkQty(3)).toBe(3);
    expect(linkQty(undefined)).toBe(1);
    expect(linkQty(0)).toBe(1);
  });

  it('a grouped link or a bundle selection of qty 0 counts once in the price', () => {
    const grouped = [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'g', qty: 0 }];
    expect(partsTotal(groupedParts(grouped), { g: 10 })).toBe(10);
    const bundle = makeProduct({
      price: 1,
      bundle_options: [{ option_id: 1, title: 'A', type: 'radio', required: true, product_links: [link('z', 0, true)] }],
    });
    expect(summedPrice(bundleParts(bundle), { z: 8 })).toBe(8);
    expect(priceParts({ ...bundle, type_id: 'bundle' })).toEqual([{ sku: 'z', qty: 1 }]);
  });
});

describe('groupedLinksMissingMessage', () => {
  it('grouped products without product_links log that none are set', () => {
    expect(groupedLinksMissingMessage(makeProduct({ type_id: 'grouped' }))).toBe(GROUPED_LINKS_MISSING);
    expect(GROUPED_LINKS_MISSING).toBe(t('en', 'error.groupedNoLinks'));
    expect(
      groupedLinksMissingMessage(
        makeProduct({
          type_id: 'grouped',
          product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'a' }],
        }),
      ),
    ).toBeUndefined();
    expect(groupedLinksMissingMessage(makeProduct({ type_id: 'simple' }))).toBeUndefined();
  });
});
