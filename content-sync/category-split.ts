/**
 * The categories and needs entries of a store view: the active category tree split by the needs root the
 * mega-menu names, read as spec 000 §7 says (the domain's category-reading.ts): level-2 categories with
 * product_count 0 are left out with their subtree; up to LISTS.categoryListSize categories and
 * LISTS.needsListSize needs, depth first (a cap that leaves some out is a notice). The split depends on two
 * sections (categories and mega_menu), so a failed mega_menu must not change it: store-data.ts passes the
 * previous snapshot's mega-menu then, and without one the split is unknown and categories and needs count as
 * failed (they keep their previous snapshot).
 */
import { CATEGORY, LISTS } from '../src/config/index.ts';
import { categorySchema } from '../src/domain/catalog/index.ts';
import { firstNodes, isCategoryRead } from '../src/domain/catalog/category-reading.ts';
import type { Doc } from './catalog-fetch.ts';
import { buildCategoryTree, flattenTree, splitNeeds, type CategoryNode } from './category-tree.ts';
import type { ContentEntry, DroppedEntry } from './content-rules.ts';

/** Where the split reports: the entries it sets, what it drops, fails or notices. */
export interface SplitSink {
  readonly entries: Map<string, unknown>;
  readonly dropped: DroppedEntry[];
  /** A failed section and why (store-data.ts SectionFailure). */
  readonly failed: { readonly section: string; readonly message: string }[];
  readonly notices: string[];
}

/** The slug of the needs root: the parent of the mega-menu's need links (style_type 'need'). */
export function needsRootSlug(megaMenu: readonly ContentEntry[]): string | undefined {
  const link = megaMenu.find(
    (e) => e['style_type'] === 'need' && typeof e['parent_slug'] === 'string' && e['parent_slug'] !== '',
  );
  return link?.['parent_slug'] as string | undefined;
}

/**
 * The categories that parse, are active (spec 000 §5) and are read (isCategoryRead); one that does not parse is
 * dropped with its reason.
 */
function validCategories(docs: readonly Doc[], sink: SplitSink): (Doc & { id: number; parent_id: number; position: number })[] {
  return docs.flatMap((doc, index) => {
    const parsed = categorySchema.safeParse(doc);
    if (parsed.success && parsed.data.is_active && isCategoryRead(parsed.data))
      return [{ ...doc, id: parsed.data.id, parent_id: parsed.data.parent_id, position: parsed.data.position }];
    if (!parsed.success)
      sink.dropped.push({
        section: 'categories',
        id: String(doc['id'] ?? `#${index}`),
        reasons: [parsed.error.issues[0]?.message ?? 'invalid category'],
      });
    return [];
  });
}

/** The first `max` items of a tree (firstNodes); when that leaves some out, a notice names the part. */
function upTo(tree: CategoryNode[], max: number, part: string, sink: SplitSink): CategoryNode[] {
  const count = flattenTree(tree).length;
  if (count <= max) return tree;
  sink.notices.push(`${part}: only the first ${max} of ${count} categories are read`);
  return firstNodes(tree, max);
}

/**
 * Categories kept out of the tree because their parent is in no document the catalogue answered (neither
 * active nor inactive): a broken `parent_id`, worth a notice. (Below an inactive or unread parent, a category is
 * left out by the rules, quietly.) The root and the categories above it are not below anything.
 */
function orphanNotice(docs: readonly Doc[], valid: readonly { id: number; parent_id: number }[], sink: SplitSink): void {
  const known = new Set(docs.map((d) => d['id']));
  const orphans = valid.filter((c) => c.id !== CATEGORY.rootId && c.parent_id > CATEGORY.rootId && !known.has(c.parent_id));
  if (orphans.length > 0)
    sink.notices.push(
      `categories left out, their parent is not in the catalogue: ${orphans.map((c) => `${c.id} (parent ${c.parent_id})`).join(', ')}`,
    );
}

/**
 * Sets `categories` and `needs` from the category documents and the mega-menu (`undefined`: unknown, its fetch
 * failed and no previous snapshot holds one; then both count as failed and are set empty, to be replaced by
 * their previous snapshot when there is one).
 */
export function splitCategories(
  docs: readonly Doc[],
  megaMenu: ContentEntry[] | ContentEntry | null | undefined,
  sink: SplitSink,
): void {
  if (megaMenu === undefined) {
    if (!sink.failed.some((f) => f.section === 'categories'))
      sink.failed.push({ section: 'categories', message: 'the needs root is unknown: mega_menu could not be fetched' });
    sink.entries.set('categories', []);
    sink.entries.set('needs', null);
    return;
  }
  const needsSlug = needsRootSlug(Array.isArray(megaMenu) ? megaMenu : []);
  const valid = validCategories(docs, sink);
  orphanNotice(docs, valid, sink);
  const split = splitNeeds(buildCategoryTree(valid), needsSlug);
  const categories = upTo(split.categories, LISTS.categoryListSize, 'categories', sink);
  const needs = split.needs && {
    ...split.needs,
    children_data: upTo(split.needs.children_data, LISTS.needsListSize, 'needs', sink),
  };
  if (needs === null && docs.length > 0)
    sink.notices.push(
      `no needs root found (mega_menu need links point to ${JSON.stringify(needsSlug ?? null)}): needs left empty`,
    );
  sink.entries.set('categories', categories);
  sink.entries.set('needs', needs);
}
