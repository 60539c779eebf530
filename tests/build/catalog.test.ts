/**
 * The catalogue pages in dist/ against the content-sync snapshot (and the seeded database for the
 * hidden products): product pages on the product and configurable routes, category pages, titles,
 * breadcrumbs, JSON-LD, reciprocal hreflang, no page for an invisible product, linked parts named only
 * on the pages that link them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { LISTS, loadConfig, storeView, type StoreCode } from '../../src/config/index.ts';
import { categoryPagePath, flattenCategories, productsInCategory, type CatalogCategory } from '../../src/catalog/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { groupedLinks, priceParts } from '../../src/domain/price/grouped-price.ts';
import { isSetPart, linkedProductsToPreload } from '../../src/domain/product/links.ts';
import { isVariantAvailable } from '../../src/domain/product/variants.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { routeFor } from '../../src/routing/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { isValidEan13 } from '../../src/domain/product/ean.ts';
import { categorySlug } from '../../src/domain/product/category.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { openSnapshot, DEFAULT_SNAPSHOT_DIR, type Snapshot } from '../../content-sync/snapshot.ts';
import { filesUnder } from '../helpers/files.ts';
import {
  canonical,
  decodeEntities,
  DIST,
  linkAlternates,
  pageFile,
  readPage,
  alternateHrefsAt,
  siteAndPath,
  switcherHrefs,
  title,
  productPagePath,
  jsonLd,
  jsonLdOf,
} from './dist.ts';

const cfg = loadConfig({});
const SNAPSHOT = process.env['SNAPSHOT_DIR'] ?? DEFAULT_SNAPSHOT_DIR;
const DB = parseBackendSettings({ ...process.env, LOG_LEVEL: 'warn' }).dbFile;

let snapshot: Snapshot;
beforeAll(() => {
  if (!existsSync(`${SNAPSHOT}/pl/manifest.json`))
    throw new Error(
      `No content-sync snapshot in ${SNAPSHOT}: run \`npm test\` (it seeds, syncs and builds) or \`npm run prepare-data\` and build first`,
    );
  snapshot = openSnapshot(SNAPSHOT);
});

const link = (p: Product, store: StoreCode, childSku?: string) => productPagePath(p, store, cfg, childSku);

/** The seo title of a category's entry in the content service's category_pages, read from the snapshot as it is. */
function seoTitle(store: StoreCode, c: CatalogCategory): string | undefined {
  const entries = snapshot.content(store, 'category_pages');
  const entry = (Array.isArray(entries) ? entries : []).find((e) => (e as { slug?: unknown }).slug === categorySlug(c)) as
    { seo?: { title?: unknown } } | undefined;
  const t = entry?.seo?.title;
  return typeof t === 'string' && t.trim() !== '' ? t : undefined;
}

function crumbs(html: string): string[] {
  const nav = /<nav class="crumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')));
}

const sites = cfg.sites.map((s) => ({ id: s.id, stores: s.stores.filter((st) => routeFor(st, 'product')) }));

describe.each(sites)('the catalogue of the $id site', ({ id: siteId, stores }) => {
  const products = (store: StoreCode) => snapshot.products(store);
  const home = (store: StoreCode) => storeView(store, cfg);

  it('has product routes in at least one store view', () => {
    expect(stores.length).toBeGreaterThan(0);
  });

  it('has a page for every visible product of each store view, titled with its meta title (else its name), with breadcrumbs from the store home', () => {
    for (const store of stores) {
      const list = products(store).filter(isProductVisible);
      expect(list.length, store).toBeGreaterThan(0);
      for (const p of list) {
        const html = readPage(siteId, link(p, store));
        expect(decodeEntities(title(html) ?? ''), p.sku).toBe(p.meta_title?.trim() || p.name);
        const trail = crumbs(html);
        expect(trail[0], p.sku).toBe(translator(home(store).lang)('breadcrumbs.home'));
        expect(trail.at(-1), p.sku).toBe(p.name);
        expect(trail.length, p.sku).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has configurable variant pages for available variants only, each showing that variant, named in its heading', () => {
    let checked = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && x.type_id === 'configurable')) {
        for (const child of p.configurable_children) {
          const path = link(p, store, child.sku);
          const available = isVariantAvailable(child, { showOutOfStock: cfg.settings.showOutOfStock });
          expect(existsSync(pageFile(siteId, path)), `${store} ${path}`).toBe(available);
          if (!available) continue;
          checked++;
          const html = readPage(siteId, path);
          expect(html).toContain(`<article class="product" data-sku="${child.sku}"`);
          expect(canonical(html)).toBe(`${cfg.sites.find((s) => s.id === siteId)?.url}${path}`);
          // The heading names the variant after the product, a word apart in the text itself (as a crawler or a
          // link preview reads it, without the styles that set the variant on a line of its own).
          const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
          const words = (text: string) => decodeEntities(text).replace(/\s+/g, ' ').trim();
          expect(heading, path).toContain('class="product__variant"');
          expect(words(heading.replace(/<[^>]+>/g, '')), path).toBe(words(heading.replace(/<[^>]+>/g, ' ')));
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

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

  it('shows the first page of a category and has every visible product on its companion page, which no sitemap lists', () => {
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
        expect(html, c.name).toContain(companionPath);
        const companion = readPage(siteId, companionPath);
        expect(companion).toContain('<meta name="robots" content="noindex">');
        const all = [...companion.matchAll(/<li data-sku="([^"]+)"/g)].map((m) => m[1]);
        const visible = productsInCategory(products(store), c.id).filter(isProductVisible);
        expect(new Set(all), `${store} ${c.name}`).toEqual(new Set(visible.map((p) => p.sku)));
        expect(onPage).toEqual(all.slice(0, LISTS.productPageSize));
        expect(sitemaps).not.toContain(companionPath);
      }
    }
  });

  it('has a page for every need its store view routes, titled with its name', () => {
    let pages = 0;
    for (const store of stores) {
      const root = snapshot.needs(store);
      const flat: CatalogCategory[] = root ? flattenCategories([root], store) : [];
      for (const n of flat.filter((x) => x.is_active)) {
        const path = categoryPagePath(n, flat, 'needs');
        if (path === undefined) continue;
        const html = readPage(siteId, path);
        expect(decodeEntities(title(html) ?? '')).toBe(n.name);
        expect(crumbs(html).at(-1)).toBe(n.name);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(0);
  });

  it("shows a bundle's and a grouped product's price as the sum of its parts' prices, parts given to the live island", () => {
    let checked = 0;
    for (const store of stores) {
      const bySku = new Map([...products(store), ...snapshot.parts(store)].map((p) => [p.sku, p]));
      for (const p of products(store).filter((x) => isProductVisible(x) && priceParts(x).length > 0)) {
        const html = readPage(siteId, link(p, store));
        const tag = /<div class="price price--large"[^>]*>/.exec(html)?.[0] ?? '';
        const attr = (name: string) => decodeEntities(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
        const parts = JSON.parse(attr('data-live-parts')) as { sku: string; qty: number; id?: number; price: number }[];
        expect(
          parts.map(({ sku, qty }) => ({ sku, qty })),
          p.sku,
        ).toEqual(priceParts(p).map(({ sku, qty }) => ({ sku, qty })));
        for (const part of parts) expect(part.id, part.sku).toBe(bySku.get(part.sku)?.id);
        const sum = parts.reduce((total, part) => total + part.price * part.qty, 0);
        if (sum <= 0) continue;
        expect(Number(attr('data-price')), p.sku).toBeCloseTo(sum, 6);
        expect(Number(attr('data-original')), p.sku).toBeCloseTo(sum, 6);
        const offer = jsonLdOf<{ offers: Record<string, string>[] }>(html, 'Product').offers[0];
        expect(offer?.['price'], p.sku).toBe(sum.toFixed(2));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(stores.includes('pl') ? 5 : 0);
  });

  it("lists as a bundle's selections and a grouped product's members only set parts (isSetPart: no disabled or unknown product), its defaults the parts its price sums", () => {
    let checked = 0;
    for (const store of stores) {
      const bySku = new Map([...products(store), ...snapshot.parts(store)].map((p) => [p.sku, p]));
      const offered = (sku: string) => isSetPart(bySku.get(sku));
      for (const p of products(store).filter((x) => isProductVisible(x) && priceParts(x).length > 0)) {
        const html = readPage(siteId, link(p, store));
        const section = /<section class="linked"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
        const items = [...section.matchAll(/<li data-sku="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
          sku: m[1] ?? '',
          text: decodeEntities((m[2] ?? '').replace(/<[^>]+>/g, '')),
          isDefault: (m[2] ?? '').includes('linked__default'),
        }));
        // Every link whose product can be offered, in order, and nothing else: never a bare sku.
        const links =
          p.type_id === 'bundle'
            ? p.bundle_options.flatMap((o) => o.product_links.map((l) => l.sku))
            : groupedLinks(p.product_links).map((l) => l.linked_product_sku);
        expect(
          items.map((i) => i.sku),
          p.sku,
        ).toEqual(links.filter(offered));
        for (const item of items) expect(item.text, `${p.sku} lists ${item.sku}`).toContain(bySku.get(item.sku)?.name ?? '?');
        // No option heading without a selection under it.
        for (const option of section.split(/<h3[^>]*>/).slice(1))
          expect(option, `${p.sku}: an option with no selection`).toContain('<li data-sku=');
        // The defaults listed are the parts the price sums by their own price (those found), in order.
        const tag = /<div class="price price--large"[^>]*>/.exec(html)?.[0] ?? '';
        const parts = JSON.parse(decodeEntities(/ data-live-parts="([^"]*)"/.exec(tag)?.[1] ?? '[]')) as {
          sku: string;
          id?: number;
        }[];
        if (p.type_id === 'bundle')
          expect(
            items.filter((i) => i.isDefault).map((i) => i.sku),
            p.sku,
          ).toEqual(parts.filter((x) => x.id !== undefined).map((x) => x.sku));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(stores.includes('pl') ? 5 : 0);
  });

  it('names and prices a linked part that is not visible individually on the pages that link it, without a link, and nowhere else', () => {
    const files = filesUnder(join(DIST, siteId));
    let checked = 0;
    for (const store of stores) {
      for (const part of snapshot.parts(store)) {
        expect(isProductVisible(part), part.sku).toBe(false);
        const linking = products(store).filter((p) =>
          linkedProductsToPreload(p)
            .map((l) => l.sku)
            .includes(part.sku),
        );
        expect(linking.length, part.sku).toBeGreaterThan(0);
        for (const p of linking) {
          const html = readPage(siteId, link(p, store));
          const item = new RegExp(`<li data-sku="${part.sku}"[^>]*>([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '';
          expect(decodeEntities(item), `${p.sku} lists ${part.sku}`).toContain(part.name);
          expect(item, `${p.sku} links ${part.sku}`).not.toContain('<a ');
          if (priceParts(p).some((x) => x.sku === part.sku))
            expect(html, p.sku).toContain(`&quot;sku&quot;:&quot;${part.sku}&quot;,&quot;qty&quot;`);
          checked++;
        }
      }
    }
    const partSkus = [...new Set(stores.flatMap((store) => snapshot.parts(store).map((p) => p.sku)))];
    const linkingIds = new Set(
      stores.flatMap((store) =>
        products(store)
          .filter((p) =>
            linkedProductsToPreload(p)
              .map((l) => l.sku)
              .some((sku) => partSkus.includes(sku)),
          )
          .map((p) => p.id),
      ),
    );
    const linkingSkus = new Set(
      stores.flatMap((store) =>
        products(store)
          .filter((p) => linkingIds.has(p.id))
          .map((p) => p.sku),
      ),
    );
    // A set's card carries its parts for the live island (`data-live-parts`): the only other place a part may appear.
    const withoutSetParts = (html: string): string =>
      html.replace(/<[^>]*\bdata-live-sku="([^"]+)"[^>]*>/g, (tag, sku: string) =>
        linkingSkus.has(sku) ? tag.replace(/\sdata-live-parts="[^"]*"/, '') : tag,
      );
    for (const file of files.filter((f) => /\.(html|xml|json)$/.test(f))) {
      const text = withoutSetParts(readFileSync(file, 'utf8'));
      for (const sku of partSkus) {
        if (!text.includes(`"${sku}"`) && !text.includes(`>${sku}<`) && !text.includes(`&quot;${sku}&quot;`)) continue;
        const id = /-(\d+)\.html$/.exec(file)?.[1];
        expect(id !== undefined && linkingIds.has(Number(id)), `${sku} appears in ${file}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(0);
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

  it('writes JSON-LD that parses: Product with an Offer per variant, BreadcrumbList and Organization', () => {
    for (const store of stores) {
      const view = storeView(store, cfg);
      for (const p of products(store).filter(isProductVisible)) {
        const html = readPage(siteId, link(p, store));
        const types = jsonLd(html).map((b) => b['@type']);
        expect(types.toSorted(), p.sku).toEqual(['BreadcrumbList', 'Organization', 'Product']);
        const product = jsonLdOf<{ name: string; sku: string; gtin13?: string; offers: Record<string, string>[] }>(
          html,
          'Product',
        );
        expect(product.name).toBe(p.name);
        expect(product.sku).toBe(p.sku);
        const available =
          p.type_id === 'configurable'
            ? p.configurable_children.filter((c) => isVariantAvailable(c, { showOutOfStock: cfg.settings.showOutOfStock }))
            : [];
        // the product's GTIN when it is the item offered; a page offering variants gives each variant's in its offer
        expect(product.gtin13 !== undefined, p.sku).toBe(available.length === 0 && isValidEan13(p.ean));
        // one Offer per available variant; the product itself when it has none (then out of stock) or no variants
        const variants = available.length > 0 ? available : [p];
        expect(product.offers.map((o) => o['sku'])).toEqual(variants.map((v) => v.sku));
        if (p.type_id === 'configurable' && available.length === 0)
          expect(product.offers[0]?.['availability'], p.sku).toBe('https://schema.org/OutOfStock');
        for (const [i, offer] of product.offers.entries()) {
          expect(offer['@type']).toBe('Offer');
          expect(offer['price']).toMatch(/^\d+\.\d{2}$/);
          expect(offer['priceCurrency']).toBe(view.currency);
          expect(offer['availability']).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
          expect(new URL(offer['url'] ?? '').pathname).toBe(available.length > 0 ? link(p, store, offer['sku']) : link(p, store));
          expect(offer['gtin13'] !== undefined).toBe(isValidEan13((variants[i] as { ean?: string } | undefined)?.ean));
        }
        const list = jsonLdOf<{ itemListElement: { position: number; name: string; item: string }[] }>(html, 'BreadcrumbList');
        expect(list.itemListElement.map((e) => e.position)).toEqual(list.itemListElement.map((_, i) => i + 1));
        expect(list.itemListElement.at(-1)?.name).toBe(p.name);
        expect(jsonLdOf<{ name: string }>(html, 'Organization').name).toBeTruthy();
      }
    }
  });

  it("offers a variant's page its variant alone, as the page shows it", () => {
    let checked = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && x.type_id === 'configurable')) {
        for (const c of p.configurable_children.filter((x) =>
          isVariantAvailable(x, { showOutOfStock: cfg.settings.showOutOfStock }),
        )) {
          const html = readPage(siteId, link(p, store, c.sku));
          const product = jsonLdOf<{ sku: string; offers: Record<string, string>[] }>(html, 'Product');
          expect(product.sku, c.sku).toBe(c.sku);
          expect(
            product.offers.map((o) => o['sku']),
            c.sku,
          ).toEqual([c.sku]);
          const shown = /<strong class="price__now[^"]*" data-part="now"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
          expect(decodeEntities(shown).replace(/[^\d]/g, ''), c.sku).toBe(product.offers[0]?.['price']?.replace('.', ''));
          const stock = /data-stock="([a-z_]+)"/.exec(html)?.[1];
          expect(product.offers[0]?.['availability'], c.sku).toBe(
            `https://schema.org/${stock === 'out_of_stock' ? 'OutOfStock' : 'InStock'}`,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(stores.includes('pl') ? 20 : 0);
  });

  it("gives an offer with a special price shown the special price's last day (priceValidUntil), and no other one", () => {
    let special = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && x.type_id === 'simple')) {
        const html = readPage(siteId, link(p, store));
        const offer = jsonLdOf<{ offers: Record<string, string>[] }>(html, 'Product').offers[0] ?? {};
        const main = /<div class="price price--large"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
        const shownSpecial = /<del class="price__was" data-part="was"[^>]*>[^<]+</.test(main);
        const to = p.special_to_date;
        if (shownSpecial && to) {
          expect(offer['priceValidUntil'], p.sku).toBe(to.slice(0, 10));
          special += 1;
        } else expect(offer, p.sku).not.toHaveProperty('priceValidUntil');
      }
    }
    expect(special).toBeGreaterThan(stores.includes('pl') ? 5 : 0);
  });

  it("gives a bundle's or grouped product's offer the earliest end day of its parts' special prices (priceValidUntil), and no other one", () => {
    let ending = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && (x.type_id === 'bundle' || x.type_id === 'grouped'))) {
        const html = readPage(siteId, link(p, store));
        const attr = /<div class="price price--large"[^>]*data-live-parts="([^"]*)"/.exec(html)?.[1];
        if (attr === undefined) continue;
        const parts = JSON.parse(decodeEntities(attr)) as { sku: string; special?: { to: string } }[];
        // A part carries its special price's window only when the snapshot gives it one.
        for (const part of parts.filter((x) => x.special)) {
          const own = snapshot.product(store, part.sku) ?? snapshot.part(store, part.sku);
          expect(own?.special_to_date ?? '', `${p.sku} part ${part.sku}`).toBe(part.special?.to);
        }
        const days = parts.flatMap((x) => (x.special?.to ? [x.special.to.slice(0, 10)] : [])).sort();
        const offer = jsonLdOf<{ offers: Record<string, string>[] }>(html, 'Product').offers[0] ?? {};
        if (days.length > 0) {
          expect(offer['priceValidUntil'], p.sku).toBe(days[0]);
          ending += 1;
        } else expect(offer, p.sku).not.toHaveProperty('priceValidUntil');
      }
    }
    // The sample data: sets whose parts are on special prices that end.
    expect(ending).toBeGreaterThan(stores.includes('pl') ? 2 : 0);
  });

  it('links reciprocal hreflang alternates between the store views of a product, of either site', () => {
    let pairs = 0;
    // Each alternate page is read once (alternateHrefsAt): a product's alternates are the pages of its other store views.
    for (const store of stores) {
      for (const p of products(store).filter(isProductVisible)) {
        const html = readPage(siteId, link(p, store));
        const self = canonical(html);
        for (const [lang, href] of linkAlternates(html)) {
          if (lang === 'x-default') continue;
          const back = alternateHrefsAt(href, cfg);
          expect(back, `${href} links back to ${self}`).toContain(self);
          pairs++;
        }
      }
    }
    if (stores.length > 1) expect(pairs).toBeGreaterThan(0);
  });

  it("names a product's page in each store view of the other site that builds it, in hreflang and the store switcher", () => {
    const others = sites.filter((s) => s.id !== siteId).flatMap((s) => s.stores.map((store) => ({ site: s.id, store })));
    const origin = (id: string) => cfg.sites.find((s) => s.id === id)?.url ?? '';
    let crossed = 0;
    for (const store of stores) {
      for (const p of products(store).filter(isProductVisible)) {
        const html = readPage(siteId, link(p, store));
        const switcher = switcherHrefs(html);
        for (const other of others) {
          const there = snapshot.product(other.store, p.sku);
          const path = there && isProductVisible(there) ? link(there, other.store) : undefined;
          if (!path || !existsSync(pageFile(other.site, path))) continue;
          const href = `${origin(other.site)}${path}`;
          expect(linkAlternates(html), `${p.sku} in ${store} names ${href}`).toContainEqual([home(other.store).hreflang, href]);
          expect(siteAndPath(href, cfg).site).toBe(other.site);
          expect(switcher, `${p.sku} in ${store} switches to ${href}`).toContain(href);
          crossed++;
        }
      }
    }
    // The sample data: the US store view sells most of the main site's products.
    if (stores.length > 0 && others.length > 0) expect(crossed).toBeGreaterThan(100);
  });

  it('builds no page for a product that is disabled or not visible individually', () => {
    if (!existsSync(DB)) throw new Error(`No seeded database at ${DB}: run \`npm test\` or \`npm run prepare-data\` first`);
    const db = new DatabaseSync(DB, { readOnly: true });
    const hidden = db
      .prepare('SELECT store_code, doc FROM products')
      .all()
      .map((r) => ({ store: String(r['store_code']) as StoreCode, product: JSON.parse(String(r['doc'])) as Product }))
      .filter((r) => stores.includes(r.store) && !isProductVisible(r.product));
    db.close();
    expect(hidden.length).toBeGreaterThan(0);
    for (const { store, product } of hidden) expect(existsSync(pageFile(siteId, link(product, store))), product.sku).toBe(false);
  });
});
