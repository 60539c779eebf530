/**
 * The product page's content blocks and the site map in dist/, against the content-sync snapshot: a
 * product with content shows its benefits, boxes, tips, complementary products and shops; a product
 * without content shows none of them; the site map lists every built category, need and product page
 * of its store view, and every link of it opens a built file.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type StoreCode } from '../../src/config/index.ts';
import {
  flattenCategories,
  staticCategoryPaths,
  staticNeedPaths,
  staticProductPaths,
  type CatalogCategory,
} from '../../src/catalog/index.ts';
import { isCategoryLinked } from '../../src/domain/catalog/category-reading.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { baseName, buildPath, routeByName, routeFor } from '../../src/routing/index.ts';
import { DIST, pageFile, readPage } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig({});

const snapshot = builtSnapshot();

type Entry = Record<string, unknown>;
const list = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .trim();

/** The inner HTML of the element carrying `data-content="{name}"` up to the next section of the page. */
function block(html: string, name: string): string | undefined {
  const start = html.indexOf(`data-content="${name}"`);
  if (start < 0) return undefined;
  const end = html.indexOf('</section>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

const paths = new Map<StoreCode, ReturnType<typeof storePaths>>();
const catalogPaths = (store: StoreCode) => paths.get(store) ?? paths.set(store, storePaths(store)).get(store)!;

function storePaths(store: StoreCode) {
  const products = snapshot.products(store).map((p) => ({ ...p, store }));
  const categories: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
  const root = snapshot.needs(store);
  const needs: CatalogCategory[] = root ? flattenCategories([root], store) : [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const withProducts = new Set(categories.filter((c) => isCategoryLinked(c, (id) => byId.get(id))).map((c) => c.id));
  const categoryPaths = staticCategoryPaths(categories, store);
  return {
    products: staticProductPaths(products, store, { showOutOfStock: cfg.settings.showOutOfStock }),
    categories: categoryPaths.filter((p) => withProducts.has(p.categoryId)),
    /** Category pages with no product in them or below them (built, saying so; linked neither by the menu nor the site map). */
    emptyCategories: categoryPaths.filter((p) => !withProducts.has(p.categoryId)),
    needs: staticNeedPaths(needs, store),
  };
}

const productPage = (store: StoreCode, sku: string) =>
  catalogPaths(store).products.find((p) => p.sku === sku && baseName(routeByName(p.routeName)!) === 'product')?.path;

const siteOf = (store: StoreCode) => cfg.sites.find((s) => s.stores.includes(store))?.id ?? 'main';

describe.each(['pl', 'en'] as const)('the product content of %s', (store) => {
  const site = siteOf(store);

  it('shows a product’s benefits, content boxes, expert tips, complementary products and shops', () => {
    let checked = 0;
    for (const entry of list(snapshot.content(store, 'product_content'))) {
      const sku = String(entry['sku']);
      const path = productPage(store, sku);
      if (!path) continue;
      const html = readPage(site, path);
      const benefits = block(html, 'benefits') ?? '';
      for (const key of ['benefit_1', 'benefit_2']) expect(text(benefits), sku).toContain(String(entry[key]));
      const boxes = block(html, 'boxes') ?? '';
      for (const box of list(entry['content_boxes']))
        expect(boxes, sku).toMatch(new RegExp(`<h3[^>]*>${String(box['title'])}</h3>`));
      expect(text(block(html, 'tips') ?? ''), sku).toContain(String(list(entry['expert_tips'])[0] ?? '-'));
      const shops = block(html, 'shops') ?? '';
      for (const shop of list(entry['shops'])) {
        expect(shops, sku).toMatch(
          new RegExp(`<a href="${String(shop['url'])}" rel="noopener[^"]*"[^>]*>\\s*${String(shop['name'])}`),
        );
      }
      const complementary = (entry['complementary_skus'] as string[]).filter((s) => s !== sku && productPage(store, s));
      const cards = [...(block(html, 'complementary') ?? '').matchAll(/<article class="card"[^>]*data-sku="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(cards, sku).toEqual([...new Set(complementary)]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('embeds a video of an allowed host lazily, with a title', () => {
    const withVideo = list(snapshot.content(store, 'product_content')).filter(
      (e) => String(e['video'] ?? '').startsWith('https://www.youtube-nocookie.com/') && productPage(store, String(e['sku'])),
    );
    expect(withVideo.length).toBeGreaterThan(0);
    for (const entry of withVideo) {
      const video = block(readPage(site, productPage(store, String(entry['sku']))!), 'video') ?? '';
      expect(video).toMatch(new RegExp(`<iframe src="${String(entry['video'])}" title="[^"]+"[^>]* loading="lazy"`));
    }
  });

  it('links the leaflet as a PDF download where the built site holds its file, and offers no link to a file it lacks', () => {
    const seen = { linked: 0, missing: 0 };
    for (const entry of list(snapshot.content(store, 'product_content'))) {
      const path = productPage(store, String(entry['sku']));
      const leaflet = String(entry['leaflet'] ?? '');
      if (!path || leaflet.startsWith('http')) continue;
      const shown = block(readPage(site, path), 'leaflet');
      if (existsSync(join(DIST, site, leaflet))) {
        expect(shown, String(entry['sku'])).toMatch(new RegExp(`<a href="${leaflet}" type="application/pdf" download`));
        expect(
          readFileSync(join(DIST, site, leaflet))
            .subarray(0, 5)
            .toString(),
          leaflet,
        ).toBe('%PDF-');
        seen.linked++;
      } else {
        expect(shown, String(entry['sku'])).toBeUndefined();
        seen.missing++;
      }
    }
    // The sample data names files of both kinds in every language.
    expect(seen.linked).toBeGreaterThan(0);
    expect(seen.missing).toBeGreaterThan(0);
  });

  it('shows none of those sections for a product without content', () => {
    const named = new Set(
      (['product_content', 'product_benefits'] as const).flatMap((s) =>
        list(snapshot.content(store, s)).map((e) => String(e['sku'])),
      ),
    );
    const without = snapshot.products(store).filter((p) => isProductVisible(p) && !named.has(p.sku) && productPage(store, p.sku));
    expect(without.length).toBeGreaterThan(0);
    for (const p of without.slice(0, 20)) {
      const html = readPage(site, productPage(store, p.sku)!);
      for (const name of ['benefits', 'boxes', 'tips', 'video', 'leaflet', 'complementary', 'shops'])
        expect(html, `${p.sku} ${name}`).not.toContain(`data-content="${name}"`);
    }
  });
});

describe('the online shops of product pages', () => {
  it('name in each language its own store views’ shops, not the Polish ones everywhere', () => {
    const names = (store: StoreCode) =>
      new Set(list(snapshot.content(store, 'product_content')).flatMap((e) => list(e['shops']).map((s) => String(s['name']))));
    const polish = names('pl');
    expect(polish.size).toBeGreaterThan(0);
    for (const store of ['en', 'hr', 'ua'] as const) {
      expect(names(store).size, store).toBeGreaterThan(0);
      expect(
        [...names(store)].filter((name) => polish.has(name)),
        store,
      ).toEqual([]);
    }
  });
});

describe.each(cfg.sites.flatMap((s) => s.stores.filter((st) => routeFor(st, 'site-map')).map((st) => [s.id, st] as const)))(
  'the site map of %s/%s',
  (site, store) => {
    const mapPath = () => buildPath(routeFor(store, 'site-map')!.name);
    const links = () => {
      const html = readPage(site, mapPath());
      const body = /data-testid="site-map"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      return [...body.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1] ?? '');
    };

    it('lists every built category with products, need, product and variant page of the store view, as the menu no empty category', () => {
      const { products, categories, needs, emptyCategories } = catalogPaths(store);
      const listed = new Set(links());
      // The sample data has such categories in every store view: the check is not over nothing.
      expect(emptyCategories.length).toBeGreaterThan(0);
      expect(emptyCategories.filter((p) => listed.has(p.path))).toEqual([]);
      const own = products.filter((p) => ['product', 'configurable-product'].includes(baseName(routeByName(p.routeName)!)));
      const expected = [...categories, ...needs, ...own].map((p) => p.path);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((p) => !listed.has(p))).toEqual([]);
      for (const p of expected) expect(existsSync(pageFile(site, p)), p).toBe(true);
    });

    it('lists every page its footer links (but itself), and a page below each of the blog and a landing page where they have any', () => {
      const html = readPage(site, mapPath());
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
      const footerLinks = [...footer.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1] ?? '').filter((href) => href !== mapPath());
      const listed = new Set(links());
      expect(footerLinks.length).toBeGreaterThan(0);
      expect(footerLinks.filter((href) => !listed.has(href))).toEqual([]);
      // the blog's category pages and landing sub-pages are nested under their page (the built site has them)
      const blog = routeFor(store, 'blog');
      if (blog) expect([...listed].some((href) => href.startsWith(`${buildPath(blog.name)}/`))).toBe(true);
      const emotopic = routeFor(store, 'emotopic');
      if (emotopic && listed.has(buildPath(emotopic.name)))
        expect([...listed].some((href) => href.startsWith(`${buildPath(emotopic.name)}/`))).toBe(true);
    });

    it('links only to files of the built site', () => {
      const all = links();
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((href) => !existsSync(pageFile(site, href)))).toEqual([]);
    });
  },
);
