import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSnapshot } from '../../../content-sync/snapshot.ts';
import { catalogAlternates } from '../../../src/components/catalog/alternates.ts';
import { snapshotPageSource, type PageSource } from '../../../src/components/catalog/page-source.ts';
import { flattenCategories, staticCategoryPaths, staticNeedPaths, staticProductPaths } from '../../../src/catalog/index.ts';
import { loadConfig } from '../../../src/config/index.ts';
import { NEEDS_ROOT, TREE, product } from '../catalog/fixtures.ts';
import { writeStore } from '../../helpers/snapshot-store.ts';

const cfg = loadConfig({});
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const visible = product({ id: 1, sku: 'A', slug: 'cream-a', url_key: 'cream-a' });
const hidden = product({ id: 2, sku: 'H', visibility: 1 });
const pages = [{ _id: 'deliveryCosts', identifier: 'delivery-costs', slug: 'delivery-cost', content: '<p>x</p>' }];

/** A snapshot holding the US store view only: the store view of the other site of a main-site build. */
function usSnapshot() {
  const dir = mkdtempSync(join(tmpdir(), 'page-source-'));
  dirs.push(dir);
  writeStore(dir, 'us', {
    categories: TREE,
    needs: NEEDS_ROOT,
    attributes: [],
    'tax-rules': [],
    'products/A': visible,
    'products/H': hidden,
    'content/static_pages': ['p1'],
    'content/static_pages/p1': pages[0],
  });
  return openSnapshot(dir);
}

describe('snapshotPageSource (a store view the build has not loaded, read from the snapshot)', () => {
  it("gives the store view's product, category and need pages by the build's own rules", () => {
    const source = snapshotPageSource(usSnapshot(), 'us', cfg);
    expect(source.store).toBe('us');
    expect(source.productPaths).toEqual(
      staticProductPaths([visible, hidden], 'us', { showOutOfStock: cfg.settings.showOutOfStock }),
    );
    expect(source.productPaths.map((p) => p.sku)).toEqual(['A']);
    expect(source.categoryPaths).toEqual(staticCategoryPaths(flattenCategories(TREE, 'us'), 'us'));
    expect(source.categoryPaths.length).toBeGreaterThan(0);
    expect(source.needPaths).toEqual(staticNeedPaths(flattenCategories([NEEDS_ROOT], 'us'), 'us'));
  });

  it('gives a synced content section as the snapshot holds it, and undefined for a section not synced or unknown', () => {
    const source = snapshotPageSource(usSnapshot(), 'us', cfg);
    expect(source.content('static_pages')).toEqual(pages);
    expect(source.content('blog_posts')).toBeUndefined();
    expect(source.content('no such section')).toBeUndefined();
  });
});

describe('hreflang alternates cross sites (catalogAlternates over both sites)', () => {
  it("names the product's page in the other site's store view, at that site's origin, and in its own", () => {
    const own: PageSource = {
      store: 'pl',
      productPaths: staticProductPaths([visible], 'pl'),
      categoryPaths: [],
      needPaths: [],
      content: () => undefined,
    };
    const sources = new Map([
      ['pl', own],
      ['us', snapshotPageSource(usSnapshot(), 'us', cfg)],
    ]);
    const find = (c: PageSource) => c.productPaths.find((p) => p.sku === 'A')?.path;
    const main = cfg.sites.find((s) => s.id === 'main')?.url;
    const us = cfg.sites.find((s) => s.id === 'us')?.url;
    expect(catalogAlternates(sources, find, cfg)).toEqual([
      { hreflang: 'pl-PL', href: `${main}/produkt/cream-a` },
      { hreflang: 'en-US', href: `${us}/product/cream-a` },
      { hreflang: 'x-default', href: `${main}/produkt/cream-a` },
    ]);
  });
});
