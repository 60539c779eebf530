/**
 * The entries of the catalogue collections (src/content.config.ts) as the pure page-data functions of
 * src/catalog read them: each carries the store view it belongs to.
 */
import type { Attribute, Category, Product, TaxRule } from '../domain/catalog/index.ts';

/** A product of one store view, as the catalogue API served it at sync time. */
export type CatalogProduct = Product & { readonly store: string };

/**
 * A category (or a need) flattened from its tree: its own fields without children_data, the store,
 * the parent's id inside the tree (the root's parent_id for a top node) and its depth below the top.
 */
export type CatalogCategory = Omit<Category, 'children_data'> & {
  readonly store: string;
  readonly child_ids: readonly number[];
  /** 0 for a top-level node of the flattened tree. */
  readonly depth: number;
};

export type CatalogAttribute = Attribute & { readonly store: string };
export type CatalogTaxRule = TaxRule & { readonly store: string };

/** A content section: a collection's entries, or a singleton's value (null when empty). */
export interface CatalogContent {
  readonly store: string;
  readonly section: string;
  readonly singleton: boolean;
  readonly value: Record<string, unknown>[] | Record<string, unknown> | null;
}

/** One page a build pre-renders: the route, its parameters and the resulting path inside the site. */
export interface StaticRoutePath {
  readonly store: string;
  readonly routeName: string;
  readonly params: Readonly<Record<string, string>>;
  readonly path: string;
}
