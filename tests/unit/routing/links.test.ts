import { describe, expect, it } from 'vitest';
import { loadConfig, type StoreCode, type StoreView } from '../../../src/config/index.ts';
import {
  categoryLevels,
  categoryLink,
  categorySlugPath,
  productLink,
  slugOfCategoryPath,
  type LinkableProduct,
} from '../../../src/routing/index.ts';

const views = loadConfig({}).storeViews;
function view(code: StoreCode): StoreView {
  const found = views.find((v) => v.code === code);
  if (!found) throw new Error(`view ${code} missing`);
  return found;
}

const simple: LinkableProduct = { sku: 'KREM-50', type_id: 'simple', slug: 'krem-50', url_path: 'twarz/krem-50' };
const configurable: LinkableProduct = { sku: 'KREM-C', type_id: 'configurable', slug: 'krem-c', url_path: 'twarz/krem-c' };

describe('product links', () => {
  it.each([
    // store, dispatcher, append, product, childSku, expected
    ['en', true, true, simple, undefined, '/en/twarz/krem-50'],
    ['en', true, false, simple, undefined, '/twarz/krem-50'],
    ['en', true, true, configurable, 'KREM-C-BLUE', '/en/twarz/krem-c?childSku=KREM-C-BLUE'],
    ['en', true, false, configurable, 'KREM-C-BLUE', '/twarz/krem-c?childSku=KREM-C-BLUE'],
    ['en', false, true, simple, undefined, '/en/product/krem-50'],
    ['en', false, false, simple, undefined, '/en/product/krem-50'],
    ['en', false, true, configurable, 'KREM-C-BLUE', '/en/product/krem-c/KREM-C-BLUE'],
    ['en', false, false, configurable, 'KREM-C-BLUE', '/en/product/krem-c/KREM-C-BLUE'],
    ['pl', true, true, simple, undefined, '/twarz/krem-50'],
    ['pl', false, true, configurable, 'KREM-C-BLUE', '/produkt/krem-c/KREM-C-BLUE'],
    ['pl', false, true, configurable, undefined, '/produkt/krem-c'],
    ['pl', false, true, simple, 'IGNORED', '/produkt/krem-50'],
    ['us', false, true, simple, undefined, '/product/krem-50'],
    ['hr', false, true, simple, undefined, '/hr/proizvod/krem-50'],
  ] as const)('%s dispatcher=%s append=%s → %s', (code, urlDispatcher, appendStoreCode, product, childSku, expected) => {
    expect(productLink(product, { store: view(code), urlDispatcher, appendStoreCode, childSku })).toBe(expected);
  });

  it('bundle, grouped and downloadable products use the product route', () => {
    for (const type_id of ['bundle', 'grouped', 'downloadable']) {
      expect(productLink({ ...simple, type_id }, { store: view('pl'), urlDispatcher: false, appendStoreCode: true })).toBe(
        '/produkt/krem-50',
      );
    }
  });

  it('without a url_path the dispatcher falls back to the named route; url_key stands in for a missing slug', () => {
    const bare: LinkableProduct = { sku: 'X', type_id: 'simple', url_key: 'x-key' };
    expect(productLink(bare, { store: view('en'), urlDispatcher: true, appendStoreCode: true })).toBe('/en/product/x-key');
    expect(() =>
      productLink({ sku: 'Y', type_id: 'simple' }, { store: view('en'), urlDispatcher: false, appendStoreCode: true }),
    ).toThrow('Y');
  });

  it('url_path segments and childSku are URI-encoded', () => {
    const odd: LinkableProduct = { ...configurable, url_path: 'twarz/krém 50' };
    expect(productLink(odd, { store: view('en'), urlDispatcher: true, appendStoreCode: true, childSku: 'A&B' })).toBe(
      '/en/twarz/kr%C3%A9m%2050?childSku=A%26B',
    );
  });
});

describe('category links', () => {
  const category = { slug: 'kremy', url_path: 'twarz/kremy' };

  it.each([
    ['en', true, true, '/en/twarz/kremy'],
    ['en', true, false, '/twarz/kremy'],
    ['en', false, true, '/en/products/twarz/kremy'],
    ['en', false, false, '/en/products/twarz/kremy'],
    ['pl', false, true, '/produkty/twarz/kremy'],
    ['pl', true, true, '/twarz/kremy'],
  ] as const)('%s dispatcher=%s append=%s → %s', (code, urlDispatcher, appendStoreCode, expected) => {
    expect(categoryLink(category, { store: view(code), urlDispatcher, appendStoreCode })).toBe(expected);
  });

  it('a category without url_path links to /{store}/c/{slug} with the dispatcher, else to its slug as level1', () => {
    expect(categoryLink({ slug: 'kremy' }, { store: view('en'), urlDispatcher: true, appendStoreCode: true })).toBe(
      '/en/c/kremy',
    );
    expect(categoryLink({ slug: 'kremy' }, { store: view('en'), urlDispatcher: false, appendStoreCode: true })).toBe(
      '/en/products/kremy',
    );
    expect(() => categoryLink({}, { store: view('en'), urlDispatcher: false, appendStoreCode: true })).toThrow();
  });

  it('a category without a slug gets the name plus - plus id as its slug, never its url_key (spec 000 §3 Category)', () => {
    const unslugged = { id: 7, name: 'Twarz', url_key: 'face' };
    expect(categoryLink(unslugged, { store: view('pl'), urlDispatcher: true, appendStoreCode: true })).toBe('/c/twarz-7');
    expect(categoryLink(unslugged, { store: view('en'), urlDispatcher: false, appendStoreCode: true })).toBe(
      '/en/products/twarz-7',
    );
    const urlKeyOnly = { url_key: 'face', url_path: '' };
    expect(() => categoryLink(urlKeyOnly, { store: view('en'), urlDispatcher: true, appendStoreCode: true })).toThrow();
  });

  it('a category link by slug, c/{slug}, names its slug back for url_path resolution', () => {
    expect(slugOfCategoryPath(categorySlugPath('twarz-7'))).toBe('twarz-7');
    for (const path of ['c', 'c/', 'c/a/b', 'twarz', 'x/c/twarz']) expect(slugOfCategoryPath(path), path).toBeUndefined();
  });

  it('the category route takes the last three url_path segments as level1..level3', () => {
    expect(categoryLevels('a/b')).toEqual({ level1: 'a', level2: 'b' });
    expect(categoryLevels('a/b/c/d')).toEqual({ level1: 'b', level2: 'c', level3: 'd' });
  });
});
