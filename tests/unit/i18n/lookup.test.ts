import { describe, expect, it } from 'vitest';
import { catalogues, hasMessage, interpolate, messageKeys, placeholders, t, translator } from '../../../src/i18n/index.ts';

describe('message lookup', () => {
  it('t returns the text of the key in the language asked for', () => {
    expect(t('pl', 'route.cart.title')).toBe('Koszyk');
    expect(t('en', 'route.cart.title')).toBe('Cart');
    expect(t('uk', 'route.cart.title')).toBe(catalogues.uk['route.cart.title']);
  });

  it('t replaces every {name} placeholder with its parameter, numbers included', () => {
    expect(t('en', 'error.noMapping', { path: '/x/y' })).toBe('No mapping found for /x/y');
    expect(t('en', 'error.categoryEmpty', { key: 'url_path', value: 'face' })).toBe(
      'Category query returned empty result url_path = face',
    );
    expect(t('en', 'filter.price.below', { currency: '$', to: 50 })).toBe('< $50');
    expect(t('pl', 'cart.onlyAvailable', { maxQuantity: 3 })).toBe('Dostępna ilość: 3 szt.');
  });

  it('a placeholder without a parameter is left as {name}', () => {
    expect(t('en', 'filter.price.range', { from: 50 })).toBe('50 - {to}');
    expect(t('en', 'error.noMapping')).toBe('No mapping found for {path}');
  });

  it('parameters that the text does not name are ignored', () => {
    expect(t('en', 'route.cart.title', { count: 3 })).toBe('Cart');
  });

  it('a parameter value is inserted literally, never re-interpolated', () => {
    expect(interpolate('{a} and {b}', { a: '{b}', b: 'B' })).toBe('{b} and B');
    expect(interpolate('{a}', { a: '$&' })).toBe('$&');
  });

  it('inherited object properties are not taken for parameters', () => {
    expect(interpolate('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('translator binds the lookup to one language', () => {
    const tr = translator('fr');
    expect(tr('route.cart.title')).toBe(catalogues.fr['route.cart.title']);
    expect(tr('listing.count', { count: 12 })).toBe(t('fr', 'listing.count', { count: 12 }));
    expect(tr('listing.count', { count: 12 })).toContain('12');
  });

  it('hasMessage tells message keys from other strings', () => {
    expect(hasMessage('validation.required')).toBe(true);
    expect(hasMessage('validation.nope')).toBe(false);
    expect(hasMessage('toString')).toBe(false);
    expect(hasMessage('')).toBe(false);
  });

  it('messageKeys lists every key once, in the order of the English catalogue', () => {
    const keys = messageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('route.home.title');
    expect(keys).toContain('validation.couponRequired');
    expect(keys.every((key) => hasMessage(key))).toBe(true);
  });

  it('placeholders lists each placeholder name once, in order', () => {
    expect(placeholders('{from} - {to} ({from})')).toEqual(['from', 'to']);
    expect(placeholders('no placeholder, { spaced } or {1st}')).toEqual([]);
  });
});
