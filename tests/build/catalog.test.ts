/**
 * The product pages in dist/ against the content-sync snapshot (and the seeded database for the hidden products):
 * a page per visible product on the product and configurable routes, titles, breadcrumbs, JSON-LD, reciprocal
 * hreflang within and across sites, no page for an invisible product. Sets: ./catalog-sets.test.ts; category and
 * need pages: ./catalog-listings.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { storeView, type StoreCode } from '../../src/config/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { childAttributeValue, isVariantAvailable } from '../../src/domain/product/variants.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { translator } from '../../src/i18n/index.ts';
import { isValidEan13 } from '../../src/domain/product/ean.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import {
  canonical,
  cartSlotItems,
  decodeEntities,
  linkAlternates,
  pageFile,
  readPage,
  alternateHrefsAt,
  siteAndPath,
  switcherHrefs,
  title,
  jsonLd,
  jsonLdOf,
} from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, cfg, crumbs, link } from './catalog-fixture.ts';

const DB = parseBackendSettings({ ...process.env, LOG_LEVEL: 'warn' }).dbFile;
const snapshot = builtSnapshot();

describe.each(catalogSites)('the product pages of the $id site', ({ id: siteId, stores }) => {
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
        expect(trail[0], p.sku).toBe(translator(home(store).wording)('breadcrumbs.home'));
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

  it('writes JSON-LD that parses: Product with its Offer, or ProductGroup with a Product per variant, BreadcrumbList and Organization', () => {
    let groups = 0;
    for (const store of stores) {
      const view = storeView(store, cfg);
      for (const p of products(store).filter(isProductVisible)) {
        const html = readPage(siteId, link(p, store));
        const available =
          p.type_id === 'configurable'
            ? p.configurable_children.filter((c) => isVariantAvailable(c, { showOutOfStock: cfg.settings.showOutOfStock }))
            : [];
        // A configurable product's page with variants offered is their group; any other page offers the product itself.
        const type = available.length > 0 ? 'ProductGroup' : 'Product';
        const types = jsonLd(html).map((b) => b['@type']);
        expect(types.toSorted(), p.sku).toEqual(['BreadcrumbList', 'Organization', type].toSorted());
        type Offer = Record<string, string>;
        const checkOffer = (offer: Offer | undefined, sku: string, url: string, ean: string | undefined) => {
          expect(offer?.['@type'], sku).toBe('Offer');
          expect(offer?.['sku'], sku).toBe(sku);
          expect(offer?.['price'], sku).toMatch(/^\d+\.\d{2}$/);
          expect(offer?.['priceCurrency'], sku).toBe(view.currency);
          expect(offer?.['availability'], sku).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
          expect(new URL(offer?.['url'] ?? '').pathname, sku).toBe(url);
          expect(offer?.['gtin13'] !== undefined, sku).toBe(isValidEan13(ean));
        };
        if (type === 'ProductGroup') {
          groups += 1;
          const group = jsonLdOf<{
            name: string;
            productGroupID: string;
            gtin13?: string;
            hasVariant: { '@type': string; name: string; sku: string; gtin13?: string; url: string; offers: Offer }[];
          }>(html, 'ProductGroup');
          expect(group.name).toBe(p.name);
          expect(group.productGroupID).toBe(p.sku);
          expect(group.gtin13).toBeUndefined();
          // One Product per available variant, at its page, with its own sku, GTIN and Offer.
          expect(group.hasVariant.map((v) => v.sku)).toEqual(available.map((c) => c.sku));
          for (const [i, v] of group.hasVariant.entries()) {
            // A variant's EAN as the catalogue holds it (the snapshot's children carry their own).
            const ean = (available[i] as { ean?: string } | undefined)?.ean;
            expect(v['@type']).toBe('Product');
            expect(v.name.startsWith(`${p.name} `), v.name).toBe(true);
            expect(new URL(v.url).pathname).toBe(link(p, store, v.sku));
            expect(v.gtin13 !== undefined, v.sku).toBe(isValidEan13(ean));
            checkOffer(v.offers, v.sku, link(p, store, v.sku), ean);
          }
        } else {
          const product = jsonLdOf<{ name: string; sku: string; gtin13?: string; offers: Offer[] }>(html, 'Product');
          expect(product.name).toBe(p.name);
          expect(product.sku).toBe(p.sku);
          expect(product.gtin13 !== undefined, p.sku).toBe(isValidEan13(p.ean));
          // The product itself: out of stock when it is a configurable product with no variant offered.
          expect(product.offers).toHaveLength(1);
          if (p.type_id === 'configurable')
            expect(product.offers[0]?.['availability'], p.sku).toBe('https://schema.org/OutOfStock');
          checkOffer(product.offers[0], p.sku, link(p, store), p.ean);
        }
        const list = jsonLdOf<{ itemListElement: { position: number; name: string; item: string }[] }>(html, 'BreadcrumbList');
        expect(list.itemListElement.map((e) => e.position)).toEqual(list.itemListElement.map((_, i) => i + 1));
        expect(list.itemListElement.at(-1)?.name).toBe(p.name);
        expect(jsonLdOf<{ name: string }>(html, 'Organization').name).toBeTruthy();
      }
    }
    expect(groups).toBeGreaterThan(stores.includes('pl') ? 20 : 0);
  });

  it("offers a variant's page its variant alone, as the page shows it", () => {
    let checked = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && x.type_id === 'configurable')) {
        for (const c of p.configurable_children.filter((x) =>
          isVariantAvailable(x, { showOutOfStock: cfg.settings.showOutOfStock }),
        )) {
          const html = readPage(siteId, link(p, store, c.sku));
          const product = jsonLdOf<{ sku: string; inProductGroupWithID?: string; offers: Record<string, string>[] }>(
            html,
            'Product',
          );
          expect(product.sku, c.sku).toBe(c.sku);
          // It names its group: the configurable product's own page's ProductGroup.
          expect(product.inProductGroupWithID, c.sku).toBe(p.sku);
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

  it('gives the add-to-cart slot what the page shows: a simple product once, or the shown variant with its parent and option values', () => {
    let simple = 0;
    let variants = 0;
    let unavailable = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && ['simple', 'configurable'].includes(x.type_id))) {
        const childPages = p.type_id === 'configurable' ? p.configurable_children.map((c) => c.sku) : [];
        for (const childSku of [undefined, ...childPages]) {
          const path = link(p, store, childSku);
          if (!existsSync(pageFile(siteId, path))) continue;
          const html = readPage(siteId, path);
          const items = cartSlotItems(html);
          if (p.type_id === 'simple') {
            expect(items, path).toEqual([{ sku: p.sku, quantity: 1, options: [] }]);
            simple++;
            continue;
          }
          // A configurable product none of whose variants is offered ('No available product variants') adds nothing.
          if (html.includes('data-error="variants"')) {
            expect(items, path).toEqual([]);
            unavailable++;
            continue;
          }
          const shown = /<article class="product" data-sku="([^"]+)"/.exec(html)?.[1];
          const child = p.configurable_children.find((c) => c.sku === shown);
          expect(child, path).toBeDefined();
          if (!child) continue;
          const values = p.configurable_options.map(
            (o) => `configurable/${o.attribute_id ?? o.attribute_code}/${childAttributeValue(child, o.attribute_code)}`,
          );
          expect(items, path).toEqual([{ sku: child.sku, parent_sku: p.sku, quantity: 1, options: values }]);
          expect(values.length, path).toBeGreaterThan(0);
          variants++;
        }
      }
    }
    expect(simple).toBeGreaterThan(stores.includes('pl') ? 20 : 0);
    expect(variants).toBeGreaterThan(stores.includes('pl') ? 20 : 0);
    expect(unavailable).toBeGreaterThan(stores.includes('pl') ? 0 : -1);
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
    const others = catalogSites.filter((s) => s.id !== siteId).flatMap((s) => s.stores.map((store) => ({ site: s.id, store })));
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
