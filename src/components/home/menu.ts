/**
 * The mega-menu of a store view (spec 000 §2 "Content-driven screens"; LOOK.md header): the top
 * categories of the category tree with their children, the needs tree, the 14 product lines, and the
 * content `mega_menu` links (label, parent slug, redirect, style type). Content entries that name a
 * node of a tree (style_type category, link, need, by slug) label that node and order the top level
 * (`order`); the tree gives the node's page. A redirect entry is a link of its own, under the node its
 * parent slug names or at the top level; the 'lines' entry names the lines section and its overview
 * page; entries naming nothing are left out.
 */
import { PRODUCT_LINES, type StoreCode } from '../../config/index.ts';
import { categoryPagePath, lineRecord, type CatalogCategory, type CategoryKind } from '../../catalog/index.ts';
import { categoryLinkTest } from '../../domain/catalog/category-reading.ts';
import { categorySlug } from '../../domain/product/category.ts';
import type { LineContent, MenuLinkContent } from './content.ts';
import { lineHref, linesOverviewHref, menuRedirectHref } from './links.ts';

export interface MenuLink {
  readonly label: string;
  /** Undefined when the node has no page of its own (it is shown as a label). */
  readonly href: string | undefined;
  readonly color?: string;
}

export interface MenuGroup extends MenuLink {
  readonly children: readonly MenuLink[];
}

export interface MenuSection {
  readonly id: 'categories' | 'needs' | 'lines';
  readonly label: string;
  /** The section's overview page, if any. */
  readonly href: string | undefined;
  readonly groups: readonly MenuGroup[];
}

export interface MegaMenu {
  readonly sections: readonly MenuSection[];
  /** Top-level content links (redirects), after the sections. */
  readonly links: readonly MenuLink[];
}

export interface MenuInput {
  readonly store: StoreCode;
  readonly categories: readonly CatalogCategory[];
  readonly needs: readonly CatalogCategory[];
  /** The content's line records (labels in the store view's language), matched to the lines by `lineRecord` (src/catalog/products.ts). */
  readonly lines: readonly LineContent[];
  readonly links: readonly MenuLinkContent[];
  readonly seriesSlugs: ReadonlySet<string>;
  /** Static page slug → the fixed route showing it (delivery costs, payment methods), for redirects naming such a page. */
  readonly fixedPages?: ReadonlyMap<string, string>;
  /**
   * The paths of the pages the store view builds (menuTargets): a redirect to another path is left out
   * (menuRedirectHref) and reported.
   */
  readonly built: ReadonlySet<string>;
  /** Told of each redirect entry left out, with the reason. */
  readonly report?: (entry: MenuLinkContent, reason: string) => void;
  /** Section labels: the UI texts of the store view's language. */
  readonly labels: { readonly categories: string; readonly needs: string; readonly lines: string };
  /** The label of a line without a content record. */
  lineLabel(code: string): string;
}

/**
 * The active nodes of a store view's tree at a depth (under `parent`), in position order; of the category tree only
 * those with products (isCategoryLinked), the needs tree's all (a need's page has content of its own).
 */
function shown(tree: TreeInput, depth: number, parent?: number): CatalogCategory[] {
  const own = tree.all.filter((c) => c.store === tree.store);
  const linked = categoryLinkTest(own);
  return own
    .filter((c) => c.is_active && c.depth === depth && (parent === undefined || c.parent_id === parent))
    .filter((c) => tree.kind !== 'category' || linked(c))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The style types of content entries that name a node of the category or needs tree. */
const NODE_STYLES: ReadonlySet<string> = new Set(['category', 'link', 'need']);

interface TreeInput {
  readonly all: readonly CatalogCategory[];
  readonly store: string;
  readonly kind: CategoryKind;
  /** The content entries naming tree nodes, in content order. */
  readonly named: readonly MenuLinkContent[];
  /** The content's redirect links under a node's slug. */
  readonly extra: (slug: string) => MenuLink[];
}

function node(c: CatalogCategory, tree: TreeInput): MenuLink {
  const label = tree.named.find((l) => l.slug === categorySlug(c))?.label;
  return { label: label ?? c.name, href: categoryPagePath(c, tree.all, tree.kind) };
}

/** A node's place in the content's order: entries with an `order` first, in it; the others after. */
function contentRank(c: CatalogCategory, tree: TreeInput): number {
  const index = tree.named.findIndex((l) => l.slug === categorySlug(c) && l.order !== undefined);
  return index === -1 ? Infinity : index;
}

/** Groups of a tree from a depth, in the content's order: each node with its children and the content's extra links under it. */
function treeGroups(tree: TreeInput, depth: number): MenuGroup[] {
  return shown(tree, depth)
    .map((c, position) => ({ c, position, rank: contentRank(c, tree) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ c }) => ({
      ...node(c, tree),
      children: [...shown(tree, depth + 1, c.id).map((child) => node(child, tree)), ...tree.extra(categorySlug(c))],
    }));
}

function redirectLink(input: MenuInput, entry: MenuLinkContent): MenuLink[] {
  if (entry.style_type !== 'redirect' && entry.redirect === '') return [];
  const fixed = input.fixedPages ?? new Map<string, string>();
  const link = menuRedirectHref(input.store, entry.redirect, { fixed, built: input.built });
  if (link.href === undefined) input.report?.(entry, link.reason);
  return link.href === undefined ? [] : [{ label: entry.label, href: link.href }];
}

export function megaMenu(input: MenuInput): MegaMenu {
  const { store, categories, needs, links } = input;
  const underParent = (slug: string): MenuLink[] =>
    links.filter((l) => l.parent_slug === slug).flatMap((l) => redirectLink(input, l));
  const named = links.filter((l) => NODE_STYLES.has(l.style_type) && l.slug !== '');
  const tree = (all: readonly CatalogCategory[], kind: CategoryKind): TreeInput => ({
    all,
    store,
    kind,
    named,
    extra: underParent,
  });
  const linesEntry = links.find((l) => l.style_type === 'lines');
  const lineGroups: MenuGroup[] = PRODUCT_LINES.map((line) => {
    const content = lineRecord(input.lines, line);
    return {
      label: content?.label ?? input.lineLabel(line.code),
      href: lineHref(store, line.code, input.seriesSlugs),
      color: content?.color ?? line.color,
      children: [],
    };
  });
  const sections: MenuSection[] = [
    {
      id: 'categories',
      label: input.labels.categories,
      href: undefined,
      groups: treeGroups(tree(categories, 'category'), 0),
    },
    { id: 'needs', label: input.labels.needs, href: undefined, groups: treeGroups(tree(needs, 'needs'), 1) },
    {
      id: 'lines',
      label: linesEntry?.label ?? input.labels.lines,
      href: linesEntry ? linesOverviewHref(store, linesEntry.slug, input.seriesSlugs) : undefined,
      groups: lineGroups,
    },
  ];
  return {
    sections: sections.filter((s) => s.groups.length > 0),
    links: links.filter((l) => l.parent_slug === '' && l.style_type === 'redirect').flatMap((l) => redirectLink(input, l)),
  };
}

/**
 * The menu as the header shows it: without the sections that lead nowhere (no link in them), such as the lines of a
 * store view where no line has a page (no series pages and no search listing: us, ua), whose entries would be
 * labels that look like links. The home page's line tiles read the whole menu.
 */
export function navigableMenu(menu: MegaMenu): MegaMenu {
  return { ...menu, sections: menu.sections.filter((section) => sectionHrefs(section).length > 0) };
}

/** Every link of a menu section: its own, its groups' and their children's. */
function sectionHrefs(section: MenuSection): string[] {
  return [section.href, ...section.groups.flatMap((g) => [g.href, ...g.children.map((c) => c.href)])].filter(
    (h): h is string => h !== undefined,
  );
}

/** Every link of a menu, for checks: sections, groups, children and the top-level links. */
export function menuHrefs(menu: MegaMenu): string[] {
  return [...menu.sections.flatMap(sectionHrefs), ...menu.links.flatMap((l) => (l.href === undefined ? [] : [l.href]))];
}
