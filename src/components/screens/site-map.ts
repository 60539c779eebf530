/**
 * The site map of a store view (spec 000 §2 "site map"): its pages (home, the footer's groups of pages with the
 * pages under them, and the other published pages without parameters), the category tree and the needs tree as
 * nested lists (every built category and need page), and the products from A to Z, each linked to its page with
 * its variants' pages under it. Pure: the caller passes the store view's routes, which of them are listed
 * (published, not redirects), its footer, what lies under its pages and its catalogue.
 */
import { groupsOf, type CatalogCategory, type CatalogProduct } from '../../catalog/index.ts';
import { categoryLinkTest } from '../../domain/catalog/category-reading.ts';
import type { Translate } from '../../i18n/index.ts';
import { messageTitle } from '../../layouts/page-meta.ts';
import { baseName, buildPath, routeByName, type RouteDef } from '../../routing/index.ts';
import type { CategoryPath, ProductPath, StoreCatalog } from '../catalog/collections.ts';
import type { FooterGroup } from '../chrome/footer-links.ts';
import type { SubPage } from '../landing/landing-paths.ts';
import { variantLabel } from '../product/product-view.ts';

export interface SiteMapLink {
  readonly label: string;
  /** Undefined for a node without a page of its own (a parent of pages). */
  readonly href: string | undefined;
  readonly children: readonly SiteMapLink[];
}

export interface SiteMapSection {
  readonly id: 'pages' | 'categories' | 'needs' | 'products';
  readonly label: string;
  readonly links: readonly SiteMapLink[];
}

export interface SiteMapInput {
  /** The store view's routes. */
  readonly routes: readonly RouteDef[];
  /** Whether a route is listed: published as a page of its own (not a redirect). */
  readonly isListed: (route: RouteDef) => boolean;
  /** The store view's footer: the site map lists its pages, in its groups (the two stay in step). */
  readonly footer: readonly FooterGroup[];
  /** The pages under a page, by its path (site-map-below.ts: blog categories, landing sub-pages). */
  readonly below: ReadonlyMap<string, readonly SubPage[]>;
  readonly catalog: Pick<StoreCatalog, 'products' | 'categories' | 'needs' | 'productPaths' | 'categoryPaths' | 'needPaths'>;
  readonly t: Translate;
  /** The store view's locale, for the alphabetical order. */
  readonly locale: string;
}

/** Screens the site map does not list: itself and the status pages. */
const HIDDEN_SCREENS: ReadonlySet<string> = new Set(['site-map', 'not-found', 'error']);

/**
 * Home; then the footer's groups, each a label over its pages (with the pages under each); then the other
 * listed pages without parameters that the footer does not link (the search page). Not the site map itself nor
 * the status pages.
 */
function pageLinks({ routes, isListed, footer, below, t }: SiteMapInput): SiteMapLink[] {
  const link = ({ label, href }: SubPage): SiteMapLink => ({ label, href, children: (below.get(href) ?? []).map(link) });
  const hidden = new Set(
    routes.filter((r) => HIDDEN_SCREENS.has(r.screen) && r.params.length === 0).map((r) => buildPath(r.name)),
  );
  const groups = footer
    .map((group) => ({
      label: group.label,
      href: undefined,
      children: group.links.filter((l) => !hidden.has(l.href)).map(link),
    }))
    .filter((group) => group.children.length > 0);
  const inFooter = new Set(groups.flatMap((group) => group.children.map((l) => l.href)));
  const listed = routes
    .filter((r) => isListed(r) && !HIDDEN_SCREENS.has(r.screen) && !inFooter.has(buildPath(r.name)))
    .map((r) => ({
      route: r,
      link: link({ label: r.screen === 'home' ? t('breadcrumbs.home') : t(messageTitle(r).title), href: buildPath(r.name) }),
    }));
  const home = listed.filter((x) => x.route.screen === 'home').map((x) => x.link);
  const others = listed.filter((x) => x.route.screen !== 'home').map((x) => x.link);
  return [...home, ...groups, ...others];
}

/**
 * A tree of categories (or needs) as nested links: a node is listed when it has a built page or a
 * descendant with one (it is then a label); built pages the tree does not reach (an orphan node) follow
 * at the top level, so every built page `listed` keeps is listed once. The category tree lists what the mega-menu
 * offers: a category without products, nor any below it, is left out (`isCategoryLinked`; its page says it has none).
 */
export function treeLinks(
  nodes: readonly CatalogCategory[],
  pages: readonly CategoryPath[],
  listed: (node: CatalogCategory) => boolean = () => true,
): SiteMapLink[] {
  const pageOf = new Map(pages.map((p) => [p.categoryId, p.path]));
  const reached = new Set<number>();
  const level = (depth: number, parent: number | undefined): SiteMapLink[] =>
    nodes
      .filter((c) => c.depth === depth && (parent === undefined || c.parent_id === parent) && listed(c))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .flatMap((c) => {
        const children = level(depth + 1, c.id);
        const href = pageOf.get(c.id);
        if (href !== undefined) reached.add(c.id);
        return href !== undefined || children.length > 0 ? [{ label: c.name, href, children }] : [];
      });
  const top = level(0, undefined);
  const orphans = nodes
    .filter((c) => pageOf.has(c.id) && !reached.has(c.id) && listed(c))
    .map((c) => ({ label: c.name, href: pageOf.get(c.id), children: [] }));
  return [...top, ...orphans];
}

/** A store view's product pages by sku and route base name (grouped once per list of paths). */
const pagesBySkuAndBase = groupsOf((p: ProductPath) => {
  const route = routeByName(p.routeName);
  return JSON.stringify([p.sku, route && baseName(route)]);
});

function pagesOf(paths: readonly ProductPath[], sku: string, base: string): readonly ProductPath[] {
  return pagesBySkuAndBase(paths).get(JSON.stringify([sku, base])) ?? [];
}

/**
 * The products from A to Z (by name in the store view's locale): each linked to its product page, its
 * variant pages under it; products sharing a name carry their sku so every link says where it leads.
 */
export function productLinks(products: readonly CatalogProduct[], paths: readonly ProductPath[], locale: string): SiteMapLink[] {
  const collator = new Intl.Collator(locale);
  const names = new Map<string, number>();
  for (const p of products) names.set(p.name, (names.get(p.name) ?? 0) + 1);
  const label = (p: CatalogProduct) => ((names.get(p.name) ?? 0) > 1 ? `${p.name} (${p.sku})` : p.name);
  return [...products]
    .sort((a, b) => collator.compare(a.name, b.name) || a.sku.localeCompare(b.sku))
    .flatMap((product) => {
      const href = pagesOf(paths, product.sku, 'product')[0]?.path;
      const children = pagesOf(paths, product.sku, 'configurable-product').map((page) => {
        const child = product.configurable_children.find((c) => c.sku === page.params['childSku']);
        return {
          label: child ? variantLabel(product, child) : (page.params['childSku'] ?? page.path),
          href: page.path,
          children: [],
        };
      });
      return href !== undefined || children.length > 0 ? [{ label: label(product), href, children }] : [];
    });
}

/**
 * A tree under one label without a page of its own (the needs tree's root, "Potrzeby") is listed by what is under
 * it: the section's heading already names it, and its pages then share the section's columns.
 */
export function underSoleLabel(links: readonly SiteMapLink[]): readonly SiteMapLink[] {
  const [only] = links;
  return links.length === 1 && only !== undefined && only.href === undefined ? only.children : links;
}

/** The sections of the site map; empty sections are left out. */
export function siteMap(input: SiteMapInput): SiteMapSection[] {
  const { catalog, t, locale } = input;
  const sections: SiteMapSection[] = [
    { id: 'pages', label: t('siteMap.pages'), links: pageLinks(input) },
    {
      id: 'categories',
      label: t('siteMap.categories'),
      links: underSoleLabel(treeLinks(catalog.categories, catalog.categoryPaths, categoryLinkTest(catalog.categories))),
    },
    { id: 'needs', label: t('siteMap.needs'), links: underSoleLabel(treeLinks(catalog.needs, catalog.needPaths)) },
    { id: 'products', label: t('siteMap.products'), links: productLinks(catalog.products, catalog.productPaths, locale) },
  ];
  return sections.filter((s) => s.links.length > 0);
}
