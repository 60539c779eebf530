/** The category tree (root id 2) with its localized names, slugs and url paths per store view. */
import type { CategoryKey, Vocab } from './text/types.ts';
import { slugify } from './slug.ts';
import type { Category } from '../../src/domain/catalog/types.ts';

export const ROOT_CATEGORY_ID = 2;

interface TreeNode {
  readonly key: CategoryKey;
  readonly children?: readonly TreeNode[];
}

/** Level-2 categories and their subcategories down to level 4; "needs" is a separate level-2 parent. */
export const CATEGORY_TREE: readonly TreeNode[] = [
  {
    key: 'face',
    children: [
      { key: 'cleansing', children: [{ key: 'gels' }, { key: 'micellar' }] },
      { key: 'creams', children: [{ key: 'dayCreams' }, { key: 'nightCreams' }] },
      { key: 'serums' },
    ],
  },
  { key: 'body', children: [{ key: 'emollients', children: [{ key: 'lotions' }, { key: 'balms' }] }, { key: 'washing' }] },
  { key: 'hair', children: [{ key: 'shampoos', children: [{ key: 'antiDandruff' }, { key: 'hairLoss' }] }, { key: 'scalp' }] },
  { key: 'sun', children: [{ key: 'faceSun' }, { key: 'bodySun' }, { key: 'kidsSun' }] },
  { key: 'baby', children: [{ key: 'babyWash' }, { key: 'babyEmollients' }] },
  { key: 'sets', children: [{ key: 'giftSets' }] },
  { key: 'men' },
  {
    key: 'needs',
    children: [
      { key: 'skinProblems', children: [{ key: 'drySkin' }, { key: 'atopicSkin' }, { key: 'acneSkin' }, { key: 'rosaceaSkin' }] },
      { key: 'hairProblems', children: [{ key: 'hairLossNeed' }, { key: 'dandruff' }] },
      { key: 'protection', children: [{ key: 'sunAllergy' }, { key: 'afterRadiotherapy' }] },
    ],
  },
];

/** The one inactive category (is_active 0). */
export const INACTIVE_CATEGORY: CategoryKey = 'men';

export interface PlacedCategory {
  readonly key: CategoryKey;
  readonly id: number;
  readonly parentId: number;
  readonly level: number;
  readonly position: number;
  /** Ids from the tree root: "1/2/3/4". */
  readonly path: string;
  /** Keys from level 2 down to this one. */
  readonly keyPath: readonly CategoryKey[];
  readonly childKeys: readonly CategoryKey[];
}

/** Ids (from 3, depth first) and positions of every category; language independent. */
export function placeCategories(): PlacedCategory[] {
  const out: PlacedCategory[] = [];
  let nextId = 3;
  const walk = (
    nodes: readonly TreeNode[],
    parentId: number,
    level: number,
    path: string,
    keys: readonly CategoryKey[],
  ): void => {
    nodes.forEach((node, index) => {
      const id = nextId++;
      const keyPath = [...keys, node.key];
      out.push({
        key: node.key,
        id,
        parentId,
        level,
        position: index + 1,
        path: `${path}/${id}`,
        keyPath,
        childKeys: (node.children ?? []).map((c) => c.key),
      });
      if (node.children) walk(node.children, id, level + 1, `${path}/${id}`, keyPath);
    });
  };
  walk(CATEGORY_TREE, ROOT_CATEGORY_ID, 2, `1/${ROOT_CATEGORY_ID}`, []);
  return out;
}

/** Every ancestor key of a category key (itself included), from level 2 down. */
export function categoryKeyPath(placed: readonly PlacedCategory[], key: CategoryKey): readonly CategoryKey[] {
  const found = placed.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown category ${key}`);
  return found.keyPath;
}

/** A category document as the catalogue stores it: the domain's Category with the seed's extra fields. */
export interface CategoryDoc extends Omit<Category, 'slug' | 'children_data'> {
  slug: string;
  include_in_menu: number;
  children_count: number;
  children_data: CategoryDoc[];
}

/** The localized category documents of one store view (the root first), children_data nested. */
export function categoryDocs(
  placed: readonly PlacedCategory[],
  v: Vocab,
  rootName: string,
  counts: ReadonlyMap<number, number>,
): CategoryDoc[] {
  const byKey = new Map(placed.map((c) => [c.key, c]));
  const docs = new Map<number, CategoryDoc>();
  for (const c of placed) {
    const slug = slugify(v.categories[c.key]);
    const urlPath = c.keyPath.map((k) => slugify(v.categories[k])).join('/');
    docs.set(c.id, {
      id: c.id,
      parent_id: c.parentId,
      name: v.categories[c.key],
      slug,
      url_key: slug,
      url_path: urlPath,
      path: c.path,
      level: c.level,
      position: c.position,
      is_active: c.key !== INACTIVE_CATEGORY,
      include_in_menu: 1,
      product_count: counts.get(c.id) ?? 0,
      children_count: c.childKeys.length,
      children_data: [],
    });
  }
  for (const c of placed) {
    const doc = docs.get(c.id) as CategoryDoc;
    doc.children_data = c.childKeys.map((k) => docs.get((byKey.get(k) as PlacedCategory).id) as CategoryDoc);
  }
  const top = placed.filter((c) => c.level === 2).map((c) => docs.get(c.id) as CategoryDoc);
  const root: CategoryDoc = {
    id: ROOT_CATEGORY_ID,
    parent_id: 1,
    name: rootName,
    slug: slugify(rootName),
    url_key: slugify(rootName),
    url_path: '',
    path: `1/${ROOT_CATEGORY_ID}`,
    level: 1,
    position: 1,
    is_active: true,
    include_in_menu: 0,
    product_count: top.reduce((n, d) => n + d.product_count, 0),
    children_count: top.length,
    children_data: top,
  };
  return [root, ...placed.map((c) => docs.get(c.id) as CategoryDoc)];
}
