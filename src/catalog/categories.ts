/**
 * Category and need pages: which category a route's level1..level3 name, the route parameters and
 * path of a category, its breadcrumbs, and the products of a category (spec 000 §2, §3).
 *
 * A category's levels are the last three segments of its url_path (routing's categoryLevels); a
 * category without a url_path takes the slugs of its ancestors and its own. A need's levels leave out
 * the needs root (the route's own literal, /potrzeby, stands for it).
 */
import type { StoreCode } from '../config/index.ts';
import { categorySlug } from '../domain/product/category.ts';
import { isProductVisible } from '../domain/product/visibility.ts';
import { categoryLevels, CATEGORY_LEVELS, fillPattern, patternFits, routeFor } from '../routing/index.ts';
import type { CatalogCategory } from './types.ts';

export interface LevelParams {
  readonly level1: string;
  readonly level2?: string | undefined;
  readonly level3?: string | undefined;
}

export type CategoryKind = 'category' | 'needs';

/** The products listed in a category (by category_ids or the category list), visible ones only, in order. */
export function productsInCategory<
  T extends {
    status: number;
    visibility: number;
    category_ids: readonly number[];
    category?: readonly { category_id: number }[];
  },
>(products: readonly T[], categoryId: number): T[] {
  return products.filter(
    (p) =>
      isProductVisible(p) &&
      (p.category_ids.includes(categoryId) || (p.category ?? []).some((c) => c.category_id === categoryId)),
  );
}

function byId(categories: readonly CatalogCategory[], store: string): Map<number, CatalogCategory> {
  return new Map(categories.filter((c) => c.store === store).map((c) => [c.id, c]));
}

/** The category and its ancestors inside its flattened tree, from the top node down to it. */
export function ancestry(category: CatalogCategory, categories: readonly CatalogCategory[]): CatalogCategory[] {
  const index = byId(categories, category.store);
  const chain: CatalogCategory[] = [category];
  let current = category;
  while (current.depth > 0) {
    const parent = index.get(current.parent_id);
    if (!parent || chain.includes(parent)) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

function segmentsOf(category: CatalogCategory, categories: readonly CatalogCategory[]): string[] {
  const own = category.url_path.split('/').filter((s) => s !== '');
  return own.length > 0 ? own : ancestry(category, categories).map(categorySlug);
}

function levels(segments: readonly string[]): Record<string, string> {
  return categoryLevels(segments.slice(-CATEGORY_LEVELS).join('/'));
}

/** level1..level3 of the category route for a category. */
export function categoryRouteParams(category: CatalogCategory, categories: readonly CatalogCategory[]): Record<string, string> {
  return levels(segmentsOf(category, categories));
}

/** level1..level3 of the needs route for a need (the needs root itself has none: empty). */
export function needRouteParams(need: CatalogCategory, needs: readonly CatalogCategory[]): Record<string, string> {
  const chain = ancestry(need, needs);
  const root = chain[0];
  if (!root || root === need) return {};
  const rootSegments = segmentsOf(root, needs);
  const own = segmentsOf(need, needs);
  const inside = rootSegments.every((s, i) => own[i] === s) ? own.slice(rootSegments.length) : own;
  return levels(inside);
}

/** The path of a category (or need) page in its store view, or undefined when the store view has no such route or the params do not fit it. */
export function categoryPagePath(
  category: CatalogCategory,
  categories: readonly CatalogCategory[],
  kind: CategoryKind = 'category',
): string | undefined {
  const route = routeFor(category.store as StoreCode, kind);
  const params = kind === 'category' ? categoryRouteParams(category, categories) : needRouteParams(category, categories);
  if (!route || Object.keys(params).length === 0 || !patternFits(route.path, params)) return undefined;
  return fillPattern(route.path, params, route.name);
}

function sameLevels(a: Readonly<Record<string, string>>, b: LevelParams): boolean {
  return (a['level1'] ?? '') === b.level1 && (a['level2'] ?? '') === (b.level2 ?? '') && (a['level3'] ?? '') === (b.level3 ?? '');
}

/** The store view's category whose route parameters are these (first in tree order). */
export function categoryByPath(
  categories: readonly CatalogCategory[],
  store: string,
  params: LevelParams,
): CatalogCategory | undefined {
  return categories.find((c) => c.store === store && sameLevels(categoryRouteParams(c, categories), params));
}

/** The store view's need whose needs-route parameters are these. */
export function needByPath(needs: readonly CatalogCategory[], store: string, params: LevelParams): CatalogCategory | undefined {
  return needs.find((n) => n.store === store && sameLevels(needRouteParams(n, needs), params));
}

export interface Crumb {
  readonly id: number;
  readonly name: string;
  /** The page of that level, when it has one. */
  readonly path: string | undefined;
}

/** The category's trail from its top node down to it (the needs root left out for needs); the store home is the layout's. */
export function breadcrumbsForCategory(
  category: CatalogCategory,
  categories: readonly CatalogCategory[],
  kind: CategoryKind = 'category',
): Crumb[] {
  const chain = ancestry(category, categories);
  const shown = kind === 'needs' ? chain.slice(1) : chain;
  return shown.map((c) => ({ id: c.id, name: c.name, path: categoryPagePath(c, categories, kind) }));
}
