/**
 * How the category tree is read (spec 000 §7): "at level 2 with product_count not 0, sorted by position
 * ascending, up to 4000 items for categories and 100 for needs" (LISTS.categoryListSize, LISTS.needsListSize).
 */
import { CATEGORY } from '../../config/constants.ts';
import type { Category } from './types.ts';

/**
 * A category is read unless it sits at level 2 (the prefetch level) with product_count 0; a category below
 * is read with its level-2 ancestor, whatever its own count.
 */
export function isCategoryRead(category: Pick<Category, 'level' | 'product_count'>): boolean {
  return category.level !== CATEGORY.prefetchLevel || category.product_count !== 0;
}

/** What isCategoryLinked reads of a category: its product count and its subcategories' ids. */
export type CountedCategory = Pick<Category, 'id' | 'product_count'> & { readonly child_ids: readonly number[] };

/**
 * Whether the storefront links a category from its menu and its parent category's page: when it holds products
 * (product_count not 0, the test spec 000 §7 applies to the tree's top level) or one of its subcategories does
 * (found by `byId`). An empty category's page is still built (its address answers, with the empty listing's
 * message); no menu leads a shopper to it.
 */
export function isCategoryLinked<T extends CountedCategory>(
  category: T,
  byId: (id: number) => T | undefined,
  // The categories on the way down: a child_ids loop in the API's data (a category under its own subcategory) ends.
  above: ReadonlySet<number> = new Set(),
): boolean {
  if (category.product_count !== 0) return true;
  const path = new Set(above).add(category.id);
  return category.child_ids.some((id) => {
    const child = byId(id);
    return child !== undefined && !path.has(child.id) && isCategoryLinked(child, byId, path);
  });
}

/** isCategoryLinked for the categories of one list, their subcategories looked up by id in it (the first of an id). */
export function categoryLinkTest<T extends CountedCategory>(categories: readonly T[]): (category: T) => boolean {
  const byId = new Map<number, T>();
  for (const c of categories) if (!byId.has(c.id)) byId.set(c.id, c);
  return (category) => isCategoryLinked(category, (id) => byId.get(id));
}

/**
 * The first `max` items of a tree, depth first (a node before its children, siblings in their order), so that
 * every item read comes with its parent.
 */
export function firstNodes<T extends { readonly children_data: readonly T[] }>(tree: readonly T[], max: number): T[] {
  let left = max;
  const take = (nodes: readonly T[]): T[] => {
    const out: T[] = [];
    for (const node of nodes) {
      if (left <= 0) break;
      left -= 1;
      out.push({ ...node, children_data: take(node.children_data) });
    }
    return out;
  };
  return take(tree);
}
