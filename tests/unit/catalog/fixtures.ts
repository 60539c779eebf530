/** Small catalogue fixtures for the page-data functions. */
import {
  parseCategory,
  parseProduct,
  type Attribute,
  type Category,
  type Product,
  type TaxRule,
} from '../../../src/domain/catalog/index.ts';
import { flattenCategories } from '../../../src/catalog/index.ts';
import { storeView, type Config } from '../../../src/config/index.ts';

export function product(over: Partial<Product> & { sku: string; id: number }): Product {
  return parseProduct({
    name: `Product ${over.sku}`,
    slug: over.sku.toLowerCase(),
    url_key: over.sku.toLowerCase(),
    url_path: over.sku.toLowerCase(),
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 10,
    tax_class_id: 2,
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    ...over,
  });
}

function node(id: number, parent: number, level: number, urlPath: string, children: Category[] = []): Category {
  const slug = urlPath.split('/').pop() ?? '';
  return parseCategory({
    id,
    parent_id: parent,
    name: `Cat ${slug}`,
    slug,
    url_key: slug,
    url_path: urlPath,
    path: `1/2/${id}`,
    level,
    position: id,
    is_active: true,
    product_count: 1,
    children_data: children,
  });
}

export const TREE: Category[] = [
  node(3, 2, 2, 'twarz', [
    node(4, 3, 3, 'twarz/oczyszczanie', [node(5, 4, 4, 'twarz/oczyszczanie/zele')]),
    node(7, 3, 3, 'twarz/kremy'),
  ]),
  node(11, 2, 2, 'cialo'),
];
export const NEEDS_ROOT: Category = node(31, 2, 2, 'potrzeby', [
  node(32, 31, 3, 'potrzeby/problemy', [node(33, 32, 4, 'potrzeby/problemy/sucha')]),
]);

export const CATEGORIES = [...flattenCategories(TREE, 'pl'), ...flattenCategories(TREE, 'en')];
export const NEEDS = [...flattenCategories([NEEDS_ROOT], 'pl'), ...flattenCategories([NEEDS_ROOT], 'en')];

export const TAX_RULES: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ rate: 23, tax_country_id: 'PL', tax_region_id: 0, region_name: '' }],
  },
];

export const ATTRIBUTES: Attribute[] = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    is_user_defined: true,
    is_visible: true,
    is_comparable: true,
    options: [
      { value: '50', label: 'Jasny' },
      { value: '51', label: 'Naturalny' },
      { value: '52', label: ' ' },
    ],
  },
  {
    attribute_id: 140,
    attribute_code: 'size',
    is_user_defined: true,
    is_visible: true,
    is_comparable: false,
    options: [
      { value: '301', label: '30 ml' },
      { value: '303', label: '50 ml' },
    ],
  },
  {
    attribute_id: 150,
    attribute_code: 'seria',
    is_user_defined: true,
    is_visible: true,
    is_comparable: true,
    options: [
      { value: '1', label: 'Skóra alergiczna' },
      { value: '2', label: 'ŁZS' },
    ],
  },
  {
    attribute_id: 155,
    attribute_code: 'sale',
    is_user_defined: false,
    is_visible: false,
    is_comparable: false,
    options: [{ value: '1', label: 'Tak' }],
  },
  {
    attribute_id: 160,
    attribute_code: 'x.y',
    is_user_defined: true,
    is_visible: true,
    is_comparable: false,
    options: [{ value: '1', label: 'Dotted' }],
  },
];

/** A configurable product with an enabled in-stock, a disabled and an out-of-stock variant. */
export function configurable(): Product {
  const child = (sku: string, id: number, status: number, inStock: boolean, color: number) => ({
    id,
    sku,
    status,
    price: 20,
    color,
    size: 303,
    stock: { qty: inStock ? 3 : 0, is_in_stock: inStock, manage_stock: true },
  });
  return product({
    id: 50,
    sku: 'CONF',
    type_id: 'configurable',
    size: undefined,
    configurable_children: [
      child('CONF-A', 51, 1, true, 50),
      child('CONF-B', 52, 2, true, 51),
      child('CONF-C', 53, 1, false, 51),
    ],
    stock: { qty: 0, is_in_stock: false, manage_stock: true },
  });
}

/** The parts of `groupedSet()`: P1 at 10 net, P2 at 20 net with a special price of 15 from 2026-11-01. */
export const SET_PARTS: ReadonlyMap<string, Product> = new Map([
  ['P1', product({ id: 11, sku: 'P1', price: 10 })],
  ['P2', product({ id: 12, sku: 'P2', price: 20, special_price: 15, special_from_date: '2026-11-01' })],
]);

/** A grouped product of two P1 and one P2 (SET_PARTS), with an own price of 999 net that its parts' sum replaces. */
export function groupedSet(over: Partial<Product> = {}): Product {
  return product({
    id: 10,
    sku: 'SET',
    type_id: 'grouped',
    price: 999,
    product_links: [
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P1', qty: 2 },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P2' },
    ],
    ...over,
  });
}

/** A listing's build context in the Polish store view (listing-view.ts), over the fixtures' attributes and tax rules. */
export function listingContext(cfg: Config) {
  return {
    store: storeView('pl', cfg),
    attributes: ATTRIBUTES,
    taxRules: TAX_RULES,
    linked: (): undefined => undefined,
    settings: cfg.settings,
    now: new Date('2026-06-01T00:00:00Z'),
  };
}
