/** Category trees flattened into one entry per node (spec 000 §3 "Category"). */
import type { Category } from '../domain/catalog/index.ts';
import type { CatalogCategory } from './types.ts';

/**
 * Every node of the trees, parents before children in tree order (position order as synced), each
 * with the store, its parent's id in the tree (a top node keeps its own parent_id), its children's
 * ids and its depth below the top nodes.
 */
export function flattenCategories(roots: readonly Category[], store: string): CatalogCategory[] {
  const out: CatalogCategory[] = [];
  const visit = (node: Category, parentId: number, depth: number): void => {
    const { children_data: children, ...own } = node;
    out.push({ ...own, parent_id: parentId, store, child_ids: children.map((c) => c.id), depth });
    for (const child of children) visit(child, node.id, depth + 1);
  };
  for (const root of roots) visit(root, root.parent_id, 0);
  return out;
}
