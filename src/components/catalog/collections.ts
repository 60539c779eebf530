/**
 * The catalogue and content collections of the build (src/content.config.ts), read once per build and
 * grouped by store view, with the static catalogue paths of each store view (src/catalog/routes.ts). The pages
 * look their data up here; every rule stays in src/catalog and src/domain.
 */
import { getCollection } from 'astro:content';
import { config, type Config } from '../../config/index.ts';
import {
  staticCategoryPaths,
  staticNeedPaths,
  staticProductPaths,
  type CatalogAttribute,
  type CatalogCategory,
  type CatalogContent,
  type CatalogProduct,
  type CatalogTaxRule,
  type StaticRoutePath,
} from '../../catalog/index.ts';
import { nameSection } from '../pages/parse.ts';

export type ProductPath = StaticRoutePath & { readonly sku: string };
export type CategoryPath = StaticRoutePath & { readonly categoryId: number };

export interface StoreCatalog {
  readonly store: string;
  readonly products: readonly CatalogProduct[];
  readonly bySku: ReadonlyMap<string, CatalogProduct>;
  /**
   * The linked parts of the store view's bundles and grouped products that are not visible individually,
   * by sku: named and priced on the pages that link them; never a page, a card or a search result.
   */
  readonly partsBySku: ReadonlyMap<string, CatalogProduct>;
  /** A product a bundle or grouped product links to, by sku: one of the store view's, else one of its parts. */
  linked(sku: string): CatalogProduct | undefined;
  readonly categories: readonly CatalogCategory[];
  readonly needs: readonly CatalogCategory[];
  readonly attributes: readonly CatalogAttribute[];
  readonly taxRules: readonly CatalogTaxRule[];
  readonly productPaths: readonly ProductPath[];
  readonly categoryPaths: readonly CategoryPath[];
  readonly needPaths: readonly CategoryPath[];
  /** A content section's value (collection entries, a singleton's object, or null); undefined when not synced. */
  content(section: string): CatalogContent['value'] | undefined;
}

function groupByStore<T extends { readonly store: string }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(item.store, [...(out.get(item.store) ?? []), item]);
  return out;
}

async function load(cfg: Config): Promise<Map<string, StoreCatalog>> {
  const data = async <T>(name: 'products' | 'parts' | 'categories' | 'needs' | 'attributes' | 'taxRules'): Promise<T[]> =>
    (await getCollection(name)).map((e) => e.data as unknown as T);
  const products = groupByStore(await data<CatalogProduct>('products'));
  const parts = groupByStore(await data<CatalogProduct>('parts'));
  const categories = groupByStore(await data<CatalogCategory>('categories'));
  const needs = groupByStore(await data<CatalogCategory>('needs'));
  const attributes = groupByStore(await data<CatalogAttribute>('attributes'));
  const taxRules = groupByStore(await data<CatalogTaxRule>('taxRules'));
  const content = groupByStore((await getCollection('content')).map((e) => e.data as unknown as CatalogContent));
  const stores = new Set([...products.keys(), ...categories.keys(), ...needs.keys(), ...content.keys()]);
  const out = new Map<string, StoreCatalog>();
  for (const store of stores) {
    const own = products.get(store) ?? [];
    const cats = categories.get(store) ?? [];
    const ns = needs.get(store) ?? [];
    const sections = new Map((content.get(store) ?? []).map((c) => [c.section, c.value]));
    // An entry the pages drop as malformed is then named in the build's output (reportDropped).
    for (const [section, value] of sections) nameSection(value, store, section);
    const bySku = new Map(own.map((p) => [p.sku, p]));
    const partsBySku = new Map((parts.get(store) ?? []).map((p) => [p.sku, p]));
    out.set(store, {
      store,
      products: own,
      bySku,
      partsBySku,
      linked: (sku) => bySku.get(sku) ?? partsBySku.get(sku),
      categories: cats,
      needs: ns,
      attributes: attributes.get(store) ?? [],
      taxRules: taxRules.get(store) ?? [],
      productPaths: staticProductPaths(own, store, { showOutOfStock: cfg.settings.showOutOfStock }),
      categoryPaths: staticCategoryPaths(cats, store),
      needPaths: staticNeedPaths(ns, store),
      content: (section) => sections.get(section),
    });
  }
  return out;
}

let loaded: Promise<Map<string, StoreCatalog>> | undefined;

/** Every loaded store view's catalogue (the stores of the site being built), read once. */
export function storeCatalogs(cfg: Config = config()): Promise<Map<string, StoreCatalog>> {
  loaded ??= load(cfg);
  return loaded;
}

function emptyCatalog(store: string): StoreCatalog {
  return {
    store,
    products: [],
    bySku: new Map(),
    partsBySku: new Map(),
    linked: () => undefined,
    categories: [],
    needs: [],
    attributes: [],
    taxRules: [],
    productPaths: [],
    categoryPaths: [],
    needPaths: [],
    content: () => undefined,
  };
}

/** One store view's catalogue and content; empty when the snapshot holds nothing for it. */
export async function storeCatalog(store: string, cfg: Config = config()): Promise<StoreCatalog> {
  return (await storeCatalogs(cfg)).get(store) ?? emptyCatalog(store);
}
