/** The product content view of a product page, and the files of the built site it may link. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inPublicDir } from '../../../../src/components/product/public-files.ts';
import { productContentView } from '../../../../src/components/product/product-content-view.ts';
import type { ProductPath } from '../../../../src/components/catalog/collections.ts';
import { storeView, loadConfig } from '../../../../src/config/index.ts';
import type { CatalogProduct } from '../../../../src/catalog/index.ts';
import { product, TAX_RULES } from '../../catalog/fixtures.ts';
import { entry } from './fixtures.ts';

describe('the product content view', () => {
  const cfg = loadConfig({});
  const store = storeView('pl', cfg);
  const products = [product({ sku: 'A-1', id: 1 }), product({ sku: 'B-2', id: 2 })].map(
    (p) => ({ ...p, store: 'pl' }) as CatalogProduct,
  );
  const paths: ProductPath[] = products.map((p) => ({
    store: 'pl',
    routeName: 'pl-product',
    params: { slug: p.slug ?? '' },
    path: `/produkt/${p.slug}`,
    sku: p.sku,
  }));
  const catalog = (sections: Record<string, unknown>) => ({
    content: (section: string) => sections[section] as never,
    bySku: new Map(products.map((p) => [p.sku, p])),
    productPaths: paths,
  });
  const cards = { store, now: new Date('2026-01-01T00:00:00Z'), taxRules: TAX_RULES, linked: () => undefined };
  const input = (sections: Record<string, unknown>, sku = 'A-1') => ({
    catalog: catalog(sections),
    product: { sku, name: 'Cream' },
    cards,
    exists: () => true,
  });

  it('puts every block of a product with content together, complementary products as cards', () => {
    const view = productContentView(input({ product_content: [entry()] }));
    expect(view?.benefits).toEqual(['Soothes itching', 'Rebuilds the barrier']);
    expect(view?.boxes).toEqual([{ title: 'Action', html: '<p>Soothes.</p>', image: undefined }]);
    expect(view?.tips.map((t) => t.html)).toEqual(['Apply on damp skin.']);
    expect(view?.video).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc' });
    expect(view?.leaflet).toBe('/leaflets/a-1.pdf');
    expect(view?.complementary.map((c) => [c.sku, c.href])).toEqual([['B-2', '/produkt/b-2']]);
    expect(view?.shops).toEqual([{ name: 'Shop', url: 'https://example.com/shop' }]);
  });

  it('shows the benefits section alone for a product with benefits only', () => {
    const view = productContentView(input({ product_benefits: [{ sku: 'A-1', benefit_1: 'One', benefit_2: 'Two' }] }));
    expect(view).toMatchObject({ benefits: ['One', 'Two'], boxes: [], tips: [], complementary: [], shops: [] });
  });

  it('shows a video or a leaflet alone', () => {
    const only = (over: Record<string, unknown>) => productContentView(input({ product_content: [{ sku: 'A-1', ...over }] }));
    expect(only({ video: 'https://videos.example.com/a' })?.video?.kind).toBe('link');
    expect(only({ leaflet: 'https://cdn.example.com/a.pdf' })?.leaflet).toBe('https://cdn.example.com/a.pdf');
  });

  it('is nothing for a product without content', () => {
    expect(productContentView(input({ product_content: [entry()] }, 'B-2'))).toBeUndefined();
    expect(productContentView(input({}))).toBeUndefined();
  });
});

describe('files of the built site', () => {
  const dir = mkdtempSync(join(tmpdir(), 'public-'));
  mkdirSync(join(dir, 'leaflets'));
  writeFileSync(join(dir, 'leaflets', 'a-1.pdf'), '%PDF-1.4');

  it('finds a file under the public folder by its site path, never a folder or a path outside it', () => {
    expect(inPublicDir('/leaflets/a-1.pdf', dir)).toBe(true);
    expect(inPublicDir('/leaflets/b-2.pdf', dir)).toBe(false);
    expect(inPublicDir('/leaflets', dir)).toBe(false);
    expect(inPublicDir('/../public-x/a.pdf', dir)).toBe(false);
    expect(inPublicDir('/favicon.svg')).toBe(true);
  });
});
