import { describe, expect, it } from 'vitest';
import {
  comparePrecedence,
  isDotSegment,
  matchInStore,
  matchSegments,
  parsePattern,
  paramsOf,
  patternFits,
} from '../../../src/routing/index.ts';

describe('route patterns', () => {
  it('splits literals, parameters and trailing optional parameters', () => {
    expect(parsePattern('/produkt/{slug}/{childSku?}')).toEqual([
      { kind: 'literal', value: 'produkt' },
      { kind: 'param', name: 'slug', optional: false },
      { kind: 'param', name: 'childSku', optional: true },
    ]);
    expect(parsePattern('/')).toEqual([]);
    expect(paramsOf('/produkty/{level1}/{level2?}/{level3?}')).toEqual(['level1', 'level2', 'level3']);
  });

  it('rejects malformed patterns and optional parameters that do not trail', () => {
    expect(() => parsePattern('produkt')).toThrow('must start with /');
    expect(() => parsePattern('/produkt/{slug')).toThrow('Malformed');
    expect(() => parsePattern('/a/{b?}/{c}')).toThrow('trail');
    expect(() => parsePattern('/a/{b?}/c')).toThrow('trail');
  });

  it('matches segment counts between required and total', () => {
    const legacy = parsePattern('/produkt/{parentSku}/{slug}/{childSku?}');
    expect(matchSegments(legacy, ['produkt', 'P'])).toBeUndefined();
    expect(matchSegments(legacy, ['produkt', 'P', 's'])).toEqual({ parentSku: 'P', slug: 's' });
    expect(matchSegments(legacy, ['produkt', 'P', 's', 'c', 'x'])).toBeUndefined();
    expect(matchSegments(legacy, ['produkty', 'P', 's'])).toBeUndefined();
  });

  it('a literal beats a parameter at the first differing segment, then fewer segments win', () => {
    const review = parsePattern('/produkt/{id}/recenzja');
    const configurable = parsePattern('/produkt/{slug}/{childSku}');
    const legacy = parsePattern('/produkt/{parentSku}/{slug}/{childSku?}');
    const cartProduct = parsePattern('/produkt/-/{url_key}');
    expect(comparePrecedence(review, configurable)).toBeLessThan(0);
    expect(comparePrecedence(configurable, legacy)).toBeLessThan(0);
    expect(comparePrecedence(cartProduct, review)).toBeLessThan(0);
    expect(comparePrecedence(legacy, configurable)).toBeGreaterThan(0);
  });
});

describe('matchInStore', () => {
  it('matches one store view’s table with the routing precedence', () => {
    expect(matchInStore('pl', '/produkt/krem/KREM-1')?.route.name).toBe('pl-configurable-product');
    expect(matchInStore('pl', '/produkt/P-1/krem/KREM-1')?.route.name).toBe('pl-legacy-product');
    expect(matchInStore('pl', '/produkt/-/krem')?.route.name).toBe('pl-cart-product');
    expect(matchInStore('en', '/produkt/krem')).toBeUndefined();
    expect(matchInStore('en', '/en/product/krem')?.params).toEqual({ slug: 'krem' });
  });
});

describe('patternFits', () => {
  it('needs every required parameter, and takes no dot segment for any', () => {
    expect(patternFits('/potrzeby/{level1}/{level2}', { level1: 'a', level2: 'b' })).toBe(true);
    expect(patternFits('/potrzeby/{level1}/{level2}', { level1: 'a' })).toBe(false);
    expect(patternFits('/potrzeby/{level1}/{level2?}', { level1: 'a' })).toBe(true);
    expect(patternFits('/potrzeby/{level1}/{level2?}', { level1: 'a', level2: '..' })).toBe(false);
    expect(patternFits('/produkt/{slug}', { slug: '.' })).toBe(false);
    expect(patternFits('/produkt/{slug}', { slug: '...' })).toBe(true);
  });
});

describe('isDotSegment', () => {
  it('isDotSegment: `.` and `..` only', () => {
    expect(['.', '..', '...', '.a', 'a.', ''].map(isDotSegment)).toEqual([true, true, false, false, false, false]);
  });
});
