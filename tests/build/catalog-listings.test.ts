/**
 * The category and need pages in dist/ against the content-sync snapshot: a page per active category and routed
 * need, titles and breadcrumbs, the first page of cards and the companion page with the rest, each page family's
 * own styles.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTS, type StoreCode } from '../../src/config/index.ts';
import { categoryPagePath, flattenCategories, productsInCategory, type CatalogCategory } from '../../src/catalog/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { categorySlug } from '../../src/domain/product/category.ts';
import { filesUnder } from '../helpers/files.ts';
import { decodeEntities, DIST, readPage, title } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, crumbs, link, needPages } from './catalog-fixture.ts';

const snapshot = builtSnapshot();

/** The seo title of a category's entry in the content service's category_pages, read from the snapshot as it is. */
function seoTitle(store: StoreCode, c: CatalogCategory): string | undefined {
  const entries = snapshot.content(store, 'category_pages');
  const entry = (Array.isArray(entries) ? entries : []).find((e) => (e as { slug?: unknown }).slug === categorySlug(c)) as
    { seo?: { title?: unknown } } | undefined;
  const t = entry?.seo?.title;
  return typeof t === 'string' && t.trim() !== '' ? t : undefined;
}

describe.each(catalogSites)('the category and need pages of the $id site', ({ id: siteId, stores }) => {
  const products = (store: StoreCode) => snapshot.products(store);

  it('has a page for every active category, titled with its name (or its content entry’s seo title), with its trail in the breadcrumbs', () => {
    for (const store of stores) {
      const flat: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
      expect(flat.length, store).toBeGreaterThan(0);
      for (const c of flat.filter((x) => x.is_active)) {
        const path = categoryPagePath(c, flat, 'category');
        expect(path, `${store} ${c.name}`).toBeDefined();
        const html = readPage(siteId, path ?? '');
        expect(decodeEntities(title(html) ?? '')).toBe(seoTitle(store, c) ?? c.name);
        expect(crumbs(html).at(-1)).toBe(c.name);
        expect(crumbs(html).length).toBe(c.depth + 2);
        expect(html).toMatch(/data-count="\d+"/);
      }
    }
  });

  it('shows the first page of a category and has every visible product on its companion page, which no sitemap lists; an empty category loads no listing script', () => {
    let empty = 0;
    const sitemaps = filesUnder(join(DIST, siteId))
      .filter((f) => /sitemap-\d+\.xml$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('');
    for (const store of stores) {
      const flat: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
      for (const c of flat.filter((x) => x.is_active)) {
        const html = readPage(siteId, categoryPagePath(c, flat, 'category') ?? '');
        // The listing's own cards (a content entry's offer box below the listing has cards too).
        const list = /<ul[^>]*\bdata-listing\b[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
        const onPage = [...list.matchAll(/<li data-sku="([^"]+)"/g)].map((m) => m[1]);
        const companionPath = `/listing/${store}/category/${c.id}`;
        const visible = productsInCategory(products(store), c.id).filter(isProductVisible);
        if (visible.length === 0) {
          // Nothing to filter, sort, load or keep live: no listing or live island, no companion page asked for.
          expect(html, c.name).not.toContain(companionPath);
          expect(html, c.name).not.toMatch(/component-url="[^"]*\/(ListingIsland|LiveIsland)\./);
          empty += 1;
        } else expect(html, c.name).toContain(companionPath);
        const companion = readPage(siteId, companionPath);
        expect(companion).toContain('<meta name="robots" content="noindex">');
        const all = [...companion.matchAll(/<li data-sku="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(all), `${store} ${c.name}`).toEqual(new Set(visible.map((p) => p.sku)));
        expect(onPage).toEqual(all.slice(0, LISTS.productPageSize));
        expect(sitemaps).not.toContain(companionPath);
      }
    }
    // The sample data has empty categories on both sites: the empty case is not over nothing.
    expect(empty).toBeGreaterThan(0);
  });

  it('has a page for every need its store view routes, titled with its name', () => {
    let pages = 0;
    for (const store of stores) {
      for (const { need: n, path } of needPages(snapshot, store)) {
        const html = readPage(siteId, path);
        expect(decodeEntities(title(html) ?? '')).toBe(n.name);
        expect(crumbs(html).at(-1)).toBe(n.name);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(0);
  });

  it('gives a card’s image an empty alt: the product’s name is the card’s heading, read once', () => {
    let images = 0;
    for (const store of stores) {
      const flat: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
      const top = flat.find((c) => c.is_active && c.depth === 0 && c.product_count > 0);
      const path = top && categoryPagePath(top, flat, 'category');
      if (!path) continue;
      for (const card of readPage(siteId, path).match(/<article class="card"[\s\S]*?<\/article>/g) ?? []) {
        for (const img of card.match(/<img\b[^>]*>/g) ?? []) {
          expect(img, `${store} ${path}`).toMatch(/\salt=""/);
          images++;
        }
      }
    }
    expect(images).toBeGreaterThan(0);
  });

  it('inlines the styles of its own page family: no listing styles on a product page, no product styles on a listing', () => {
    const styles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    for (const store of stores) {
      const product = products(store).find(isProductVisible);
      const flat: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
      const category = flat.find((c) => c.is_active && categoryPagePath(c, flat, 'category'));
      expect(product && category, store).toBeTruthy();
      const productCss = styles(readPage(siteId, link(product as Product, store)));
      const listingCss = styles(readPage(siteId, categoryPagePath(category as CatalogCategory, flat, 'category') ?? ''));
      expect(productCss, store).toContain('.gallery');
      expect(productCss, store).not.toContain('.listing-island');
      expect(listingCss, store).toContain('.listing-island');
      expect(listingCss, store).not.toContain('.gallery');
    }
  });
});
