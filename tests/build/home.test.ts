/**
 * The home page of every store view and the header's mega-menu in dist/, against the content-sync
 * snapshot the build read and the moment the page was written (its build time).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { defaultStoreView, LISTS, loadConfig, PRODUCT_LINES, type StoreCode } from '../../src/config/index.ts';
import { isHeroSlideVisible } from '../../src/domain/content/visibility.ts';
import { buildPath, matchInStore } from '../../src/routing/index.ts';
import { publishedRoutes } from '../../src/layouts/published.ts';
import { categoryPagePath, flattenCategories, type CatalogCategory } from '../../src/catalog/index.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { isCategoryLinked } from '../../src/domain/catalog/category-reading.ts';
import { decodeEntities as decode, pageFile, productPagePath, readPage } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const snapshot = builtSnapshot();
const homes = cfg.sites.flatMap((site) =>
  publishedRoutes(site.id, cfg)
    .filter((r) => r.screen === 'home')
    .map((route) => ({ site: site.id, store: route.store, path: buildPath(route.name) })),
);

const attr = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');

interface SlideEntry {
  _id: string;
  order?: number;
  publish_from?: string | null;
  publish_to?: string | null;
}

function slides(store: string): SlideEntry[] {
  const value = snapshot.content(store, 'hero_slides');
  return (Array.isArray(value) ? value : []) as unknown as SlideEntry[];
}
const window = (s: SlideEntry) => ({ publication: { from: s.publish_from ?? null, to: s.publish_to ?? null } });

function megaMenuHrefs(html: string): string[] {
  const nav = /<nav class="mega[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return attr(nav, 'href').map(decode);
}

describe.each(homes)('the home page of $store ($site$path)', ({ site, store, path }) => {
  const html = readPage(site, path);
  const builtAt = statSync(pageFile(site, path)).mtime;

  it('shows exactly the hero slides inside their publication window at build time, in order', () => {
    const all = slides(store);
    const expected = all
      .filter((s) => isHeroSlideVisible(window(s), builtAt))
      .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))
      .map((s) => s._id);
    const shown = attr(html, 'data-slide');
    // Every store view's sample has slides in their window (and others out of it): equal lists are not two empty ones.
    expect(expected.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected);
    const hidden = all.filter((s) => !isHeroSlideVisible(window(s), builtAt)).map((s) => s._id);
    for (const id of hidden) expect(shown, `${id} is outside its window`).not.toContain(id);
  });

  it("the special block shows, in the content's order, each listed product whose own page shows a special price", () => {
    const blocks = snapshot.content(store, 'product_blocks');
    const entry = (Array.isArray(blocks) ? blocks : []).find(
      (b) => (b as { type?: string; title?: string }).type === 'special' && (b as { title?: string }).title,
    ) as { skus?: string[] } | undefined;
    const section = /<section[^>]*data-block="special"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const shown = [...new Set(attr(section, 'data-live-sku'))];
    const products = new Map(snapshot.products(store).map((p) => [p.sku, p]));
    // A product's page shows the same price as its card (a configurable product: its cheapest available variant's).
    const onSpecial = (entry?.skus ?? []).filter((sku) => {
      const product = products.get(sku);
      if (!product || !isProductVisible(product)) return false;
      const page = readPage(site, productPagePath(product, store, cfg));
      const main = /<div class="price price--large"[^>]*>[\s\S]*?<\/p>/.exec(page)?.[0] ?? '';
      return main.includes('price__now--special');
    });
    expect(shown).toEqual(onSpecial);
    expect(onSpecial.length, 'products on special in the sample block').toBeGreaterThan(2);
    for (const card of section.split('<article').slice(1)) expect(card).toContain('price__now--special');
  });

  it('loads the first hero image eagerly and every other image lazily, all with width and height', () => {
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img, img).toMatch(/\swidth="\d+"/);
      expect(img, img).toMatch(/\sheight="\d+"/);
      // An alt attribute on every image; an empty one (a decorative image) is written as a bare `alt`.
      expect(img, img).toMatch(/\salt(?:=|[\s>])/);
    }
    const eager = images.filter((img) => !/loading="lazy"/.test(img));
    expect(eager.length).toBeLessThanOrEqual(1);
    if (attr(html, 'data-slide').length > 0) expect(eager[0]).toMatch(/class="hero__image"/);
  });

  // The end result on the built pages: the rule itself (isShownOnStore) is applied by content-sync, which keeps no
  // expert or teaser outside the default store, and by the page; both are unit-tested.
  it('shows the expert and the blog teaser on the default store, and neither on another store view', () => {
    const isDefault = store === defaultStoreView(cfg).code;
    if (isDefault) {
      const experts = snapshot.content(store, 'experts');
      const teaser = snapshot.content(store, 'blog_teaser');
      expect(Array.isArray(experts) && experts.length > 0 && teaser !== null, 'the sample data holds both').toBe(true);
    }
    expect(html.includes('data-block="expert"')).toBe(isDefault);
    expect(html.includes('data-block="blog-teaser"')).toBe(isDefault);
  });

  it('lists the 14 product lines', () => {
    expect(html.match(/data-line(?=[\s>])/g)?.length).toBe(PRODUCT_LINES.length);
    expect(PRODUCT_LINES).toHaveLength(14);
  });

  it('shows the published Instagram tiles, at most 12', () => {
    const value = snapshot.content(store, 'instagram');
    const tiles = (Array.isArray(value) ? value : []) as unknown as { is_published: boolean; link: string }[];
    const expected = tiles
      .filter((t) => t.is_published)
      .slice(0, LISTS.instagramPosts)
      .map((t) => t.link);
    const shown = [...html.matchAll(/<a href="([^"]+)"[^>]*data-tile/g)].map((m) => decode(m[1] ?? ''));
    expect(shown).toEqual(expected);
    expect(shown.length).toBeLessThanOrEqual(12);
  });

  it('renders no empty heading', () => {
    for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
      expect((m[2] ?? '').replace(/<[^>]+>/g, '').trim(), m[0]).not.toBe('');
    }
  });

  it('links the mega-menu to built pages or to routes of the store view, categories at their category paths', () => {
    const hrefs = megaMenuHrefs(html);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (/^https?:/.test(href)) continue;
      const pathname = href.split('?')[0] ?? href;
      const route = matchInStore(store as StoreCode, pathname)?.route;
      const built = existsSync(pageFile(site, pathname));
      expect(built || (route !== undefined && route.screen !== 'not-found'), href).toBe(true);
    }
    const categories: CatalogCategory[] = flattenCategories(snapshot.categories(store), store);
    const byId = (id: number) => categories.find((c) => c.id === id);
    const pathOf = (c: CatalogCategory) => categoryPagePath(c, categories);
    const active = categories.filter((c) => c.is_active && c.depth <= 1);
    const expected = active
      .filter((c) => isCategoryLinked(c, byId))
      .map(pathOf)
      .filter((p): p is string => p !== undefined);
    expect(expected.length).toBeGreaterThan(0);
    expect(hrefs).toEqual(expect.arrayContaining(expected));
    // An empty category is left out of the menu; its page is still there. The sample data has one in every view.
    const empties = active.filter((c) => !isCategoryLinked(c, byId));
    expect(empties.length, `${store}: empty categories to check`).toBeGreaterThan(0);
    for (const empty of empties) {
      const path = pathOf(empty) ?? '';
      expect(hrefs, `${store}: ${path}`).not.toContain(path);
      expect(existsSync(pageFile(site, path)), path).toBe(true);
      // Nor does its parent's page list it among its subcategories.
      const parent = byId(empty.parent_id);
      const subcats = /<nav class="subcats"[\s\S]*?<\/nav>/.exec(parent ? readPage(site, pathOf(parent) ?? '') : '')?.[0] ?? '';
      expect(subcats, `${store}: ${path} under its parent`).not.toContain(`href="${path}"`);
    }
  });
});

describe('the mega-menu on other pages', () => {
  it('is in the header of every Default-layout page of the site map', () => {
    for (const { site, store } of homes) {
      const route = publishedRoutes(site, cfg).find((r) => r.store === store && r.screen === 'site-map');
      if (!route) continue;
      expect(megaMenuHrefs(readPage(site, buildPath(route.name))).length, store).toBeGreaterThan(0);
    }
  });
});
