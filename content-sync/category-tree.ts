/**
 * The category tree of a store view from the flat list of active categories (spec 000 §3: root id 2;
 * §5: active only): children sorted by position (then id), `children_data` rebuilt from `parent_id`
 * so that an inactive category never appears, whatever the API nested.
 */
import { CATEGORY } from '../src/config/index.ts';

export interface CategoryNode {
  readonly id: number;
  readonly parent_id: number;
  readonly position: number;
  readonly slug?: string;
  readonly url_key?: string;
  readonly children_data: CategoryNode[];
  readonly [field: string]: unknown;
}

type FlatCategory = Readonly<Record<string, unknown>> & {
  readonly id: number;
  readonly parent_id: number;
  readonly position: number;
};

function byPosition(a: CategoryNode, b: CategoryNode): number {
  return a.position - b.position || a.id - b.id;
}

/** The children of `rootId` (default 2) as a tree. Categories not reachable from the root are left out. */
export function buildCategoryTree(categories: readonly FlatCategory[], rootId: number = CATEGORY.rootId): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of categories) nodes.set(c.id, { ...c, children_data: [] });
  const children = new Map<number, CategoryNode[]>();
  for (const node of nodes.values()) {
    const list = children.get(node.parent_id) ?? [];
    list.push(node);
    children.set(node.parent_id, list);
  }
  const attach = (parentId: number, seen: Set<number>): CategoryNode[] =>
    (children.get(parentId) ?? [])
      .filter((n) => !seen.has(n.id))
      .sort(byPosition)
      .map((n) => ({ ...n, children_data: attach(n.id, new Set([...seen, n.id])) }));
  return attach(rootId, new Set([rootId]));
}

/** Every node of a tree, depth first. */
export function flattenTree(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((n) => [n, ...flattenTree(n.children_data)]);
}

/**
 * Splits the needs subtree from the category tree: the needs root is the level-2 node whose slug (or
 * url_key) is `needsSlug`. Without a match, needs is empty and the tree is returned whole.
 */
export function splitNeeds(
  tree: readonly CategoryNode[],
  needsSlug: string | undefined,
): { categories: CategoryNode[]; needs: CategoryNode | null } {
  const isNeeds = (n: CategoryNode): boolean =>
    needsSlug !== undefined && needsSlug !== '' && (n.slug === needsSlug || n.url_key === needsSlug);
  const needs = tree.find(isNeeds) ?? null;
  return { categories: tree.filter((n) => n !== needs), needs };
}
