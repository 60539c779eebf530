/**
 * The product gallery as built (spec 000 §9 gallery 600×744, thumbnails 310×300): on every product and variant page
 * of each site, slides with their ids and images, the first image eager, and thumbnails linking to the slides on
 * the same page, never to a bare image.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, type StoreCode } from '../../src/config/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { isVariantAvailable } from '../../src/domain/product/variants.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { routeFor } from '../../src/routing/index.ts';
import { decodeEntities, readPage, productPagePath } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig({});
const snapshot = builtSnapshot();

const link = (p: Product, store: StoreCode, childSku?: string) => productPagePath(p, store, cfg, childSku);

/** The attributes of an HTML start tag, decoded (a bare attribute is ''). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)].map((m) => [m[1] ?? '', decodeEntities(m[2] ?? '')]),
  );
}

/**
 * The product gallery of a built page: its markup, its slides (id and image) and its thumbnails (link and image).
 * Tags are read with their quoted attributes whole: an alt text may hold `<` and `>` (a name such as `<Travel>`).
 */
function galleryMarkup(html: string) {
  const section = /<section class="gallery(?: [^"]*)?"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
  const strip = /<ul class="gallery__strip(?: [^"]*)?"[^>]*>([\s\S]*?)<\/ul>/.exec(section ?? '')?.[1] ?? '';
  const thumbs = /<ul class="gallery__thumbs"[^>]*>([\s\S]*?)<\/ul>/.exec(section ?? '')?.[1];
  return {
    section,
    slides: [...strip.matchAll(/<li\b((?:[^>"]|"[^"]*")*)>\s*(<img\b(?:[^>"]|"[^"]*")*>)/g)].map((m) => ({
      li: attributes(m[1] ?? ''),
      img: attributes(m[2] ?? ''),
    })),
    thumbs:
      thumbs === undefined
        ? undefined
        : [...thumbs.matchAll(/<a\b((?:[^>"]|"[^"]*")*)>\s*(<img\b(?:[^>"]|"[^"]*")*>)/g)].map((m) => ({
            a: attributes(m[1] ?? ''),
            img: attributes(m[2] ?? ''),
          })),
  };
}

const sites = cfg.sites.map((s) => ({ id: s.id, stores: s.stores.filter((st) => routeFor(st, 'product')) }));

describe.each(sites)('the product gallery of the $id site', ({ id: siteId, stores }) => {
  const products = (store: StoreCode) => snapshot.products(store);

  it('shows a product gallery whose thumbnails scroll its strip to their slide on the same page, never to a bare image', () => {
    let pages = 0;
    let withThumbs = 0;
    for (const store of stores) {
      for (const p of products(store).filter(isProductVisible)) {
        const variants =
          p.type_id === 'configurable'
            ? p.configurable_children.filter((c) => isVariantAvailable(c, { showOutOfStock: cfg.settings.showOutOfStock }))
            : [];
        for (const path of [link(p, store), ...variants.map((c) => link(p, store, c.sku))]) {
          const html = readPage(siteId, path);
          const { section, slides, thumbs } = galleryMarkup(html);
          expect(section, path).toBeDefined();
          pages++;
          // No link of the gallery leaves the page for an image of the proxy.
          expect(section, path).not.toMatch(/href="[^"#]*\/img\//);
          if (slides.length === 0) {
            expect(section, path).toContain('gallery__none');
            expect(thumbs, path).toBeUndefined();
            continue;
          }
          const ids = slides.map((_, i) => `gallery-${i + 1}`);
          expect(
            slides.map((s) => s.li['id']),
            path,
          ).toEqual(ids);
          for (const id of ids) expect(html.split(`id="${id}"`).length - 1, `${path} #${id}`).toBe(1);
          for (const [i, { img }] of slides.entries()) {
            expect(img['src'], path).toMatch(/^\/img\/600\/744\/resize\//);
            expect([img['width'], img['height']], path).toEqual(['600', '744']);
            expect(img['alt'], path).toBeTruthy();
            // The first image is the page's first: eager and fetched first; the others wait to be scrolled to.
            expect(img['loading'], `${path} image ${i + 1}`).toBe(i === 0 ? 'eager' : 'lazy');
            expect(img['fetchpriority'], `${path} image ${i + 1}`).toBe(i === 0 ? 'high' : undefined);
          }
          if (slides.length === 1) {
            expect(thumbs, path).toBeUndefined();
            continue;
          }
          withThumbs++;
          expect(
            thumbs?.map(({ a }) => a['href']),
            path,
          ).toEqual(ids.map((id) => `#${id}`));
          expect(
            thumbs?.map(({ a }) => a['data-thumb']),
            path,
          ).toEqual(ids.map((_, i) => String(i + 1)));
          for (const { img } of thumbs ?? []) {
            expect(img['src'], path).toMatch(/^\/img\/310\/300\/resize\//);
            expect([img['width'], img['height'], img['loading']], path).toEqual(['310', '300', 'lazy']);
            // Shown at most 4.5rem wide: a screen of two device pixels per CSS pixel takes the half size.
            const image = (img['src'] ?? '').replace(/^\/img\/310\/300\/resize/, '');
            expect(img['srcset'], path).toBe(`/img/155/150/resize${image} 155w, /img/310/300/resize${image} 310w`);
            expect(img['sizes'], path).toBe('4.5rem');
            expect(img['alt'], `${path}: a thumbnail's name`).toBeTruthy();
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(0);
    expect(withThumbs).toBeGreaterThan(0);
  });
});
