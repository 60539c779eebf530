/** The site map of a store view: published pages, category and needs trees, products from A to Z. */
import { describe, expect, it } from 'vitest';
import { productLinks, siteMap, treeLinks, underSoleLabel, type SiteMapLink } from '../../../src/components/screens/site-map.ts';
import { staticCategoryPaths, staticNeedPaths, staticProductPaths, type CatalogProduct } from '../../../src/catalog/index.ts';
import { translator } from '../../../src/i18n/index.ts';
import { isPublished, redirectOf } from '../../../src/layouts/published.ts';
import { routesFor } from '../../../src/routing/index.ts';
import { CATEGORIES, NEEDS, configurable, product } from '../catalog/fixtures.ts';

const pl = (p: ReturnType<typeof product>) => ({ ...p, store: 'pl' }) as CatalogProduct;
const categories = CATEGORIES.filter((c) => c.store === 'pl');
const needs = NEEDS.filter((c) => c.store === 'pl');
const products = [
  pl(product({ sku: 'Z-1', id: 1, name: 'Żel' })),
  pl(product({ sku: 'A-1', id: 2, name: 'Balsam' })),
  pl(configurable()),
];
const catalog = {
  products,
  categories,
  needs,
  productPaths: staticProductPaths(products, 'pl'),
  categoryPaths: staticCategoryPaths(categories, 'pl'),
  needPaths: staticNeedPaths(needs, 'pl'),
};
const t = translator('pl');

/** Every href of a list of links, depth first. */
const hrefs = (links: readonly SiteMapLink[]): string[] =>
  links.flatMap((l) => [...(l.href ? [l.href] : []), ...hrefs(l.children)]);

/** A footer as footerGroups gives it: the brand's pages, and help with a CMS page and the site map itself. */
const footer = [
  { id: 'brand', label: 'Marka', links: [{ label: 'O marce', href: '/o-marce' }] },
  {
    id: 'advice',
    label: 'Porady',
    links: [
      { label: 'Porady', href: '/porady' },
      { label: 'Emotopic', href: '/emotopic' },
    ],
  },
  {
    id: 'help',
    label: 'Pomoc',
    links: [
      { label: 'Regulamin', href: '/strona/regulamin' },
      { label: 'Mapa strony', href: '/mapa-strony' },
    ],
  },
] as const;
const below = new Map([
  ['/porady', [{ label: 'Pielęgnacja skóry', href: '/porady/pielegnacja-skory' }]],
  ['/emotopic', [{ label: 'Zestaw startowy', href: '/emotopic/zestaw' }]],
]);

describe('the site map', () => {
  const sections = siteMap({
    routes: routesFor('pl'),
    isListed: (r) => isPublished(r) && !redirectOf(r),
    footer,
    below,
    catalog,
    t,
    locale: 'pl-PL',
  });
  const section = (id: string) => sections.find((s) => s.id === id);

  it('has a section each for pages, categories, needs and products, labelled in the store view’s language', () => {
    expect(sections.map((s) => [s.id, s.label])).toEqual([
      ['pages', 'Strony'],
      ['categories', 'Kategorie produktów'],
      ['needs', 'Produkty według potrzeb'],
      ['products', 'Produkty od A do Z'],
    ]);
  });

  it('lists home, then the footer’s pages in its groups with the pages under them, then the other published pages', () => {
    const pages = section('pages')?.links ?? [];
    expect(pages.slice(0, 4)).toEqual([
      { label: 'Strona główna', href: '/', children: [] },
      { label: 'Marka', href: undefined, children: [{ label: 'O marce', href: '/o-marce', children: [] }] },
      {
        label: 'Porady',
        href: undefined,
        children: [
          {
            label: 'Porady',
            href: '/porady',
            children: [{ label: 'Pielęgnacja skóry', href: '/porady/pielegnacja-skory', children: [] }],
          },
          {
            label: 'Emotopic',
            href: '/emotopic',
            children: [{ label: 'Zestaw startowy', href: '/emotopic/zestaw', children: [] }],
          },
        ],
      },
      { label: 'Pomoc', href: undefined, children: [{ label: 'Regulamin', href: '/strona/regulamin', children: [] }] },
    ]);
    // a published page the footer does not link follows, once; a footer page is not repeated
    expect(pages.slice(4).map((l) => l.href)).toContain('/szukaj');
    expect(hrefs(pages).filter((h) => h === '/o-marce')).toHaveLength(1);
  });

  it('lists the published pages, not itself, the status pages or redirects', () => {
    const pages = section('pages')?.links ?? [];
    expect(pages[0]).toEqual({ label: 'Strona główna', href: '/', children: [] });
    expect(hrefs(pages)).toContain('/znajdz-apteke');
    expect(hrefs(pages)).not.toContain('/mapa-strony');
    expect(hrefs(pages)).not.toContain('/page-not-found');
    expect(hrefs(pages)).not.toContain('/pwa.html');
  });

  it('lists every category page as a nested tree, in position order', () => {
    const tree = section('categories')?.links ?? [];
    expect(tree.map((l) => l.label)).toEqual(['Cat twarz', 'Cat cialo']);
    expect(tree[0]?.children.map((l) => l.label)).toEqual(['Cat oczyszczanie', 'Cat kremy']);
    expect(tree[0]?.children[0]?.children.map((l) => l.href)).toEqual(['/produkty/twarz/oczyszczanie/zele']);
    expect(hrefs(tree).sort()).toEqual(catalog.categoryPaths.map((p) => p.path).sort());
  });

  it('lists every need page under its group, the needs root (a label without a page, named by the heading) left out', () => {
    const tree = section('needs')?.links ?? [];
    expect(hrefs(tree).sort()).toEqual(catalog.needPaths.map((p) => p.path).sort());
    expect(tree.map((l) => l.label)).toEqual(['Cat problemy']);
  });

  it('lists a tree under one label by what is under it, and any other tree as it is', () => {
    const page = { label: 'Sucha', href: '/potrzeby/sucha', children: [] };
    expect(underSoleLabel([{ label: 'Potrzeby', href: undefined, children: [page] }])).toEqual([page]);
    const rooted = [{ label: 'Potrzeby', href: '/potrzeby', children: [page] }];
    expect(underSoleLabel(rooted)).toBe(rooted);
    const two = [page, { ...page, label: 'Tłusta' }];
    expect(underSoleLabel(two)).toBe(two);
  });

  it('lists the products from A to Z with the variant pages under their product', () => {
    const list = section('products')?.links ?? [];
    expect(list.map((l) => l.label)).toEqual(['Balsam', 'Product CONF', 'Żel']);
    expect(list[0]).toEqual({ label: 'Balsam', href: '/produkt/a-1', children: [] });
    expect(list[1]?.children).toEqual([{ label: 'CONF-A', href: '/produkt/conf/CONF-A', children: [] }]);
  });

  it('leaves out empty sections', () => {
    const empty = { products: [], categories: [], needs: [], productPaths: [], categoryPaths: [], needPaths: [] };
    const only = siteMap({
      routes: routesFor('pl'),
      isListed: () => false,
      footer: [],
      below: new Map(),
      catalog: empty,
      t,
      locale: 'pl-PL',
    });
    expect(only).toEqual([]);
  });
});

describe('tree links', () => {
  it('lists a built page whose parent is missing at the top level, and leaves out nodes without pages below them', () => {
    const orphan = { ...categories[2]!, parent_id: 999 };
    const rest = categories.filter((c) => c.id !== orphan.id);
    const pages = catalog.categoryPaths;
    const links = treeLinks([...rest, orphan], pages);
    expect(hrefs(links).sort()).toEqual(pages.map((p) => p.path).sort());
    expect(links.at(-1)).toEqual({ label: orphan.name, href: pages.find((p) => p.categoryId === orphan.id)?.path, children: [] });
    expect(treeLinks(categories, [])).toEqual([]);
  });

  it('leaves out the nodes `listed` refuses, and their built pages, orphans included', () => {
    const orphan = { ...categories[2]!, parent_id: 999 };
    const rest = categories.filter((c) => c.id !== orphan.id);
    const pages = catalog.categoryPaths;
    const refused = new Set([orphan.id, rest[0]!.id]);
    const links = treeLinks([...rest, orphan], pages, (c) => !refused.has(c.id));
    const refusedPages = pages.filter((p) => refused.has(p.categoryId)).map((p) => p.path);
    expect(refusedPages.length).toBeGreaterThan(0);
    expect(hrefs(links).filter((href) => refusedPages.includes(href))).toEqual([]);
    expect(hrefs(links).length).toBeGreaterThan(0);
  });
});

describe('product links', () => {
  it('names products that share a name by their sku too', () => {
    const twins = [pl(product({ sku: 'S-2', id: 8, name: 'Set' })), pl(product({ sku: 'S-1', id: 9, name: 'Set' }))];
    const links = productLinks(twins, staticProductPaths(twins, 'pl'), 'pl-PL');
    expect(links.map((l) => l.label)).toEqual(['Set (S-1)', 'Set (S-2)']);
  });

  it('keeps a product with variant pages only as a label, and names a variant of an unknown child by its sku', () => {
    const conf = products[2]!;
    const variantOnly = catalog.productPaths.filter((p) => p.sku === 'CONF' && p.routeName === 'pl-configurable-product');
    const unknown = variantOnly.map((p) => ({ ...p, params: { ...p.params, childSku: 'CONF-X' } }));
    expect(productLinks([conf], variantOnly, 'pl-PL')).toEqual([
      { label: conf.name, href: undefined, children: [{ label: 'CONF-A', href: '/produkt/conf/CONF-A', children: [] }] },
    ]);
    expect(productLinks([conf], unknown, 'pl-PL')[0]?.children[0]?.label).toBe('CONF-X');
    expect(productLinks([conf], [], 'pl-PL')).toEqual([]);
  });
});
