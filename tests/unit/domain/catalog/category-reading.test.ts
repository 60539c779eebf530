/** Spec 000 §7: "The category tree is read at level 2 with product_count not 0, … up to 4000 items for categories and 100 for needs". */
import { describe, expect, it } from 'vitest';
import {
  categoryLinkTest,
  firstNodes,
  isCategoryLinked,
  isCategoryRead,
} from '../../../../src/domain/catalog/category-reading.ts';

interface Node {
  readonly id: number;
  readonly children_data: Node[];
}
const node = (id: number, ...children: Node[]): Node => ({ id, children_data: children });
const ids = (tree: readonly Node[]): unknown[] => tree.map((n) => (n.children_data.length ? [n.id, ids(n.children_data)] : n.id));

describe('category tree reading', () => {
  it('the category tree is read at level 2 with product_count not 0', () => {
    expect(isCategoryRead({ level: 2, product_count: 0 })).toBe(false);
    expect(isCategoryRead({ level: 2, product_count: 3 })).toBe(true);
    // Below level 2 the count does not matter: a subcategory goes with its level-2 parent.
    expect(isCategoryRead({ level: 3, product_count: 0 })).toBe(true);
    expect(isCategoryRead({ level: 1, product_count: 0 })).toBe(true);
  });

  it('up to N items are read: the first N nodes depth first, each with its parent', () => {
    const tree = [node(1, node(11, node(111)), node(12)), node(2, node(21)), node(3)];
    expect(ids(firstNodes(tree, 100))).toEqual([[1, [[11, [111]], 12]], [2, [21]], 3]);
    expect(ids(firstNodes(tree, 4))).toEqual([[1, [[11, [111]], 12]]]);
    expect(ids(firstNodes(tree, 6))).toEqual([
      [1, [[11, [111]], 12]],
      [2, [21]],
    ]);
    expect(ids(firstNodes(tree, 2))).toEqual([[1, [11]]]);
    expect(firstNodes(tree, 0)).toEqual([]);
    expect(ids(tree)).toEqual([[1, [[11, [111]], 12]], [2, [21]], 3]);
  });
});

describe('isCategoryLinked (the storefront links a category that holds products)', () => {
  const tree = [
    { id: 3, product_count: 0, child_ids: [4, 5] },
    { id: 4, product_count: 0, child_ids: [] },
    { id: 5, product_count: 0, child_ids: [6] },
    { id: 6, product_count: 2, child_ids: [] },
    { id: 7, product_count: 0, child_ids: [7] },
    { id: 8, product_count: 0, child_ids: [9] },
    { id: 9, product_count: 0, child_ids: [8] },
  ];
  const byId = (id: number) => tree.find((c) => c.id === id);
  const linked = (id: number) => isCategoryLinked(byId(id)!, byId);

  it('links a category with products, and one whose subcategory, at any depth, has some', () => {
    expect(linked(6)).toBe(true);
    expect(linked(5)).toBe(true);
    expect(linked(3)).toBe(true);
  });

  it('does not link an empty category without products below it (a child naming itself counts for nothing)', () => {
    expect(linked(4)).toBe(false);
    expect(linked(7)).toBe(false);
    // Two categories each under the other (bad data): an answer, not an endless descent.
    expect(linked(8)).toBe(false);
  });

  it('categoryLinkTest: the same answer for each category of a list, subcategories found in it by id (the first of an id)', () => {
    const test = categoryLinkTest(tree);
    expect(tree.map(test)).toEqual(tree.map((c) => linked(c.id)));
    // A second category of id 6 later in the list (another store view's) is not the one read.
    const withOther = categoryLinkTest([...tree.filter((c) => c.id !== 6), { id: 6, product_count: 0, child_ids: [] }]);
    expect(withOther(tree[0]!)).toBe(false);
    expect(categoryLinkTest([...tree, { id: 6, product_count: 0, child_ids: [] }])(tree[0]!)).toBe(true);
  });
});
