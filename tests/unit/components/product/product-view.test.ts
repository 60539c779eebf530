/**
 * The bundle selections and grouped members a product page lists (product-view.ts): only what its price can sum, the
 * set parts (isSetPart: enabled, not a set), spec 000 §4 "Product loading".
 */
import { describe, expect, it } from 'vitest';
import { bundleGroups, groupedMembers } from '../../../../src/components/product/product-view.ts';
import type { StoreCatalog } from '../../../../src/components/catalog/collections.ts';
import type { CatalogProduct } from '../../../../src/catalog/index.ts';
import { pricedParts } from '../../../../src/domain/price/parts-price.ts';
import { product } from '../../catalog/fixtures.ts';
import { makeBundleLink as link } from '../../domain/catalog/fixtures.ts';

/** ON and ON2 enabled simple products, OFF disabled (status 2), INNER a bundle; GONE is not in the store view. */
const LINKED = new Map(
  [
    product({ id: 1, sku: 'ON', name: 'Krem', status: 1 }),
    product({ id: 2, sku: 'ON2', name: 'Serum', status: 0 }),
    product({ id: 3, sku: 'OFF', name: 'Wyłączony', status: 2 }),
    product({ id: 4, sku: 'INNER', name: 'Zestaw', type_id: 'bundle', status: 1 }),
  ].map((p) => [p.sku, { ...p, store: 'pl' } as CatalogProduct]),
);
const catalog = {
  linked: (sku: string) => LINKED.get(sku),
  productPaths: [{ store: 'pl', routeName: 'pl-product', params: { slug: 'krem' }, path: '/produkt/krem', sku: 'ON' }],
} as unknown as StoreCatalog;

const option = (option_id: number, links: ReturnType<typeof link>[]) => ({
  option_id,
  title: `Opcja ${option_id}`,
  type: 'radio' as const,
  required: true,
  product_links: links,
});

describe('bundleGroups', () => {
  const bundle = product({
    id: 10,
    sku: 'SET',
    type_id: 'bundle',
    bundle_options: [
      option(1, [link('ON', 1, true), link('OFF', 1, false), link('GONE', 1, false), link('ON2', 2, false)]),
      option(2, [link('OFF', 1, true), link('GONE', 1, false), link('INNER', 1, false)]),
      option(3, [link('GONE', 1, true, 9), link('ON2', 1, false)]),
      option(4, [link('ON2', 3, false), link('ON', 1, false)]),
    ],
  });

  it('leaves out a disabled, unknown or set selection, and an option left with none; never shows a bare sku', () => {
    const groups = bundleGroups(bundle, catalog);
    expect(groups.map((g) => [g.title, g.items.map((i) => i.sku)])).toEqual([
      ['Opcja 1', ['ON', 'ON2']],
      ['Opcja 3', ['ON2']],
      ['Opcja 4', ['ON2', 'ON']],
    ]);
    expect(groups[0]?.items).toEqual([
      { sku: 'ON', name: 'Krem', href: '/produkt/krem', qty: 1, isDefault: true },
      { sku: 'ON2', name: 'Serum', href: undefined, qty: 2, isDefault: false },
    ]);
  });

  it('marks as default the selection the price sums (the marked one, else the first), and none when that one is left out', () => {
    const defaults = bundleGroups(bundle, catalog).flatMap((g) => g.items.filter((i) => i.isDefault).map((i) => i.sku));
    expect(defaults).toEqual(['ON', 'ON2']);
    // What is listed as a default is what pricedParts prices by its product (a found part has its id).
    const summed = pricedParts(bundle, catalog.linked, () => 1).filter((p) => p.id !== undefined);
    expect(summed.map((p) => p.sku)).toEqual(defaults);
  });
});

describe('groupedMembers', () => {
  it('lists only the associated products that are set parts, as the price sums them', () => {
    const grouped = product({
      id: 11,
      sku: 'GRP',
      type_id: 'grouped',
      product_links: ['ON', 'OFF', 'GONE', 'INNER', 'ON2'].map((sku) => ({
        link_type: 'associated',
        linked_product_type: 'simple',
        linked_product_sku: sku,
      })),
    });
    const members = groupedMembers(grouped, catalog);
    expect(members.map((m) => [m.sku, m.name])).toEqual([
      ['ON', 'Krem'],
      ['ON2', 'Serum'],
    ]);
    const summed = pricedParts(grouped, catalog.linked, () => 1).filter((p) => p.id !== undefined);
    expect(summed.map((p) => p.sku)).toEqual(members.map((m) => m.sku));
  });
});
