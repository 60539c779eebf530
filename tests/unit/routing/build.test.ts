import { describe, expect, it } from 'vitest';
import { buildPath, isSameRoute, localizedRoutePath, normalizeUrl } from '../../../src/routing/index.ts';

describe('normalisation', () => {
  it.each([
    ['/koszyk/', '/koszyk'],
    ['/koszyk///', '/koszyk'],
    ['/koszyk?utm_source=x', '/koszyk'],
    ['/koszyk/?a=1#top', '/koszyk'],
    ['/koszyk#top', '/koszyk'],
    ['/', '/'],
    ['', '/'],
    ['/?x=1', '/'],
    ['//', '/'],
    ['https://shop.example/en/', 'https://shop.example/en'],
    ['https://shop.example/', 'https://shop.example/'],
  ])('trailing slashes, query strings and hashes are stripped: %s → %s', (url, expected) => {
    expect(normalizeUrl(url)).toBe(expected);
  });

  it('repeated navigation to the same route is ignored: same route when the normalised paths are equal', () => {
    expect(isSameRoute('/koszyk/', '/koszyk?x=1')).toBe(true);
    expect(isSameRoute('/koszyk', '/zamowienie')).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills parameters URI-encoded', () => {
    expect(buildPath('pl-configurable-product', { slug: 'krem 50', childSku: 'KREM/50' })).toBe('/produkt/krem%2050/KREM%2F50');
    expect(buildPath('en-cart')).toBe('/en/cart');
    expect(buildPath('pl-home')).toBe('/');
    expect(buildPath('en-home')).toBe('/en');
  });

  it('drops a missing optional trailing parameter', () => {
    expect(buildPath('pl-legacy-product', { parentSku: 'P', slug: 's' })).toBe('/produkt/P/s');
    expect(buildPath('pl-category', { level1: 'twarz' })).toBe('/produkty/twarz');
    expect(buildPath('pl-category', { level1: 'twarz', level2: 'kremy', level3: '' })).toBe('/produkty/twarz/kremy');
  });

  it('throws naming the missing required parameter', () => {
    expect(() => buildPath('pl-product', {})).toThrow('Route pl-product needs the parameter slug');
    expect(() => buildPath('pl-category', { level1: 'a', level3: 'c' })).toThrow('level2');
  });

  it('throws for an unknown route name', () => {
    expect(() => buildPath('pl-nowhere')).toThrow('Unknown route pl-nowhere');
  });
});

describe('localizedRoutePath', () => {
  it('builds a store view route from its base or full name', () => {
    expect(localizedRoutePath('en', 'cart')).toBe('/en/cart');
    expect(localizedRoutePath('en', 'en-cart')).toBe('/en/cart');
    expect(localizedRoutePath('pl', 'product', { slug: 'krem' })).toBe('/produkt/krem');
    expect(localizedRoutePath('us', 'home')).toBe('/');
  });

  it('an unknown route name falls back to a path under the store view url', () => {
    expect(localizedRoutePath('en', 'unknown-screen')).toBe('/en/unknown-screen');
    expect(localizedRoutePath('en', '/some/page')).toBe('/en/some/page');
    expect(localizedRoutePath('en', '/en/already')).toBe('/en/already');
    expect(localizedRoutePath('pl', 'unknown-screen')).toBe('/unknown-screen');
    expect(localizedRoutePath('hr', 'cart')).toBe('/hr/cart');
    expect(localizedRoutePath('tn', '')).toBe('/tn');
  });
});
