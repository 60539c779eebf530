/**
 * Bundle and grouped products' pages in dist/ against the content-sync snapshot: the price as the sum of the parts'
 * prices, the parts given to the live island, the selections and members listed, linked parts not visible
 * individually named without a link, the offer's end day from the parts' special prices.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StoreCode } from '../../src/config/index.ts';
import { groupedLinks, isSet, priceParts } from '../../src/domain/price/grouped-price.ts';
import { isSetPart, linkedProductsToPreload } from '../../src/domain/product/links.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { filesUnder } from '../helpers/files.ts';
import { cartSlotItems, decodeEntities, DIST, readPage, jsonLdOf } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, link } from './catalog-fixture.ts';

const snapshot = builtSnapshot();

describe.each(catalogSites)('the set pages of the $id site', ({ id: siteId, stores }) => {
  const products = (store: StoreCode) => snapshot.products(store);

  it("shows a bundle's and a grouped product's price as the sum of its parts' prices, parts given to the live island", () => {
    let checked = 0;
    let partsCompared = 0;
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
        for (const part of parts) {
          expect(part.id, part.sku).toBe(bySku.get(part.sku)?.id);
          // Each part's price is the one its own page shows (a part visible on its own has a page).
          const own = bySku.get(part.sku);
          if (!own || !isProductVisible(own) || own.type_id !== 'simple') continue;
          const ownTag = /<div class="price price--large"[^>]*>/.exec(readPage(siteId, link(own, store)))?.[0] ?? '';
          expect(part.price, `${p.sku} part ${part.sku}`).toBeCloseTo(Number(/ data-price="([^"]*)"/.exec(ownTag)?.[1]), 6);
          partsCompared++;
        }
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
    expect(partsCompared).toBeGreaterThan(stores.includes('pl') ? 5 : 0);
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

  it('gives the add-to-cart slot what the page adds: a bundle with the selection its price sums per option, a grouped product its listed members', () => {
    let checked = 0;
    for (const store of stores) {
      for (const p of products(store).filter((x) => isProductVisible(x) && isSet(x))) {
        const html = readPage(siteId, link(p, store));
        const items = cartSlotItems(html);
        if (p.type_id === 'bundle') {
          const summed = p.bundle_options.flatMap((o) => {
            const s = o.product_links.find((l) => l.is_default) ?? o.product_links[0];
            return s ? [`bundle/${o.option_id}/${s.id}/${s.qty > 0 ? s.qty : 1}`] : [];
          });
          expect(items, p.sku).toEqual([{ sku: p.sku, quantity: 1, options: summed }]);
        } else {
          const section = /<section class="linked"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
          const listed = [...section.matchAll(/<li data-sku="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
            sku: m[1] ?? '',
            quantity: Number(/(\d+)/.exec(decodeEntities((m[2] ?? '').replace(/<[^>]+>/g, '')))?.[1]),
            options: [],
          }));
          expect(items, p.sku).toEqual(listed);
        }
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
});
