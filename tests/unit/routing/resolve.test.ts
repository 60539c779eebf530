import { describe, expect, it } from 'vitest';
import {
  buildPath,
  NoMappingError,
  resolveUrl,
  resolveUrlPath,
  urlPathReadings,
  type LinkableCategory,
  type LinkableProduct,
  type UrlPathLookup,
} from '../../../src/routing/index.ts';

const products: Record<string, LinkableProduct> = {
  'twarz/krem-50': { sku: 'KREM-50', type_id: 'simple', slug: 'krem-50' },
  'twarz/krem-c': { sku: 'KREM-C', type_id: 'configurable', slug: 'krem-c' },
  twarz: { sku: 'TWARZ', type_id: 'simple', slug: 'twarz-product' },
};
const categories: Record<string, LinkableCategory> = {
  twarz: { slug: 'twarz' },
  'twarz/kremy': { slug: 'kremy', url_path: 'twarz/kremy' },
};

const sync: UrlPathLookup = {
  productByUrlPath: (p) => products[p],
  categoryByUrlPath: (p) => categories[p],
};
const categoriesOnly: UrlPathLookup = {
  productByUrlPath: async () => null,
  categoryByUrlPath: async (p) => categories[p],
};

describe('url_path resolution', () => {
  it('a product with the url_path opens the product route (slug, parentSku, childSku)', async () => {
    const match = await resolveUrlPath('/en/twarz/krem-50/', sync, 'en');
    expect(match.route.name).toBe('en-product');
    expect(match.params).toEqual({ slug: 'krem-50', parentSku: 'KREM-50' });
  });

  it('a configurable product with a childSku query opens the configurable route', async () => {
    const match = await resolveUrlPath('/twarz/krem-c?childSku=KREM-C-BLUE', sync, 'pl');
    expect(match.route.name).toBe('pl-configurable-product');
    expect(match.params).toEqual({ slug: 'krem-c', parentSku: 'KREM-C', childSku: 'KREM-C-BLUE' });
  });

  it('a product beats a category with the same url_path', async () => {
    expect((await resolveUrlPath('/twarz', sync, 'pl')).route.name).toBe('pl-product');
    const match = await resolveUrlPath('/twarz', categoriesOnly, 'pl');
    expect(match.route.name).toBe('pl-category');
    expect(match.params).toEqual({ level1: 'twarz' });
  });

  it('a category opens the category route at the levels of its url_path, so its page path can be built', async () => {
    const match = await resolveUrlPath('/en/twarz/kremy', categoriesOnly, 'en');
    expect(match.params).toEqual({ level1: 'twarz', level2: 'kremy' });
    expect(buildPath(match.route.name, match.params)).toBe('/en/products/twarz/kremy');
  });

  it('a category may be a need (the url map answers both as categories): its need page, the needs route with the url_path after the needs root, is the second reading', async () => {
    const acne: UrlPathLookup = {
      productByUrlPath: () => undefined,
      categoryByUrlPath: () => ({ slug: 'akne', url_path: 'potreby/problemy-shkiry/akne' }),
    };
    const paths = async (url: string, store: 'ua' | 'pl') =>
      (await urlPathReadings(url, acne, store)).map((m) => buildPath(m.route.name, m.params));
    expect(await paths('/ua/c/akne', 'ua')).toEqual([
      '/ua/products/potreby/problemy-shkiry/akne',
      '/ua/needs/problemy-shkiry/akne',
    ]);
    // A top category (one segment) has no need reading; nor has a first-level need where the needs route wants two.
    expect(await paths('/twarz', 'pl')).toEqual(['/produkty/potreby/problemy-shkiry/akne', '/potrzeby/problemy-shkiry/akne']);
    expect(await urlPathReadings('/twarz', categoriesOnly, 'pl')).toHaveLength(1);
    const firstLevel: UrlPathLookup = { ...acne, categoryByUrlPath: () => ({ slug: 'p', url_path: 'potrzeby/problemy-skorne' }) };
    expect(await urlPathReadings('/c/p', firstLevel, 'pl')).toHaveLength(1);
    expect((await urlPathReadings('/c/p', firstLevel, 'us')).map((m) => m.route.name)).toEqual(['us-category', 'us-needs']);
  });

  it('a category without a slug gets the name plus - plus id as its slug, never its url_key (spec 000 §3 Category)', async () => {
    const face = { id: 7, name: 'Twarz', url_key: 'face' };
    const unslugged: UrlPathLookup = { productByUrlPath: () => undefined, categoryByUrlPath: () => face };
    expect((await resolveUrlPath('/stara-twarz', unslugged, 'pl')).params).toEqual({ level1: 'twarz-7' });
  });

  it('neither product nor category: No mapping found for {path}, continuing to the not-found page', async () => {
    const error = await resolveUrlPath('/en/nowhere/?x=1', sync, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoMappingError);
    expect((error as NoMappingError).message).toBe('No mapping found for /en/nowhere');
    expect((error as NoMappingError).notFoundRoute.name).toBe('en-not-found');
  });

  it('a URL matching a route opens it; others resolve by url_path in the store view of their prefix', async () => {
    expect((await resolveUrl('main', '/en/cart', sync)).route.name).toBe('en-cart');
    expect((await resolveUrl('main', '/en/twarz/kremy', categoriesOnly)).route.name).toBe('en-category');
    expect((await resolveUrl('main', '/twarz/krem-50', sync)).route.name).toBe('pl-product');
    expect((await resolveUrl('us', '/twarz/krem-50', sync)).route.name).toBe('us-product');
    await expect(resolveUrl('us', '/nothing', sync)).rejects.toThrow('No mapping found for /nothing');
  });
});
