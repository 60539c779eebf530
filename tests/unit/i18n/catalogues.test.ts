import { describe, expect, it } from 'vitest';
import { LANGS, MESSAGE_LANGS } from '../../../src/config/stores.ts';
import { catalogues, messageKeys, placeholders } from '../../../src/i18n/index.ts';
import { en, enAreas } from '../../../src/i18n/messages/en.ts';

const translations = LANGS.filter((lang) => lang !== 'en');
const notEnglish = MESSAGE_LANGS.filter((lang) => lang !== 'en');

describe('message catalogues', () => {
  it('there is a catalogue for every language of the store views and every regional variant', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...MESSAGE_LANGS].sort());
  });

  it.each(MESSAGE_LANGS)('every key exists and is non-empty in the %s catalogue, and no other key', (lang) => {
    const catalogue = catalogues[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...messageKeys()].sort());
    for (const key of messageKeys()) {
      expect(catalogue[key].trim(), `${lang} ${key}`).not.toBe('');
      expect(catalogue[key], `${lang} ${key} has no stray whitespace`).toBe(catalogue[key].trim());
    }
  });

  it.each(notEnglish)('every placeholder of the English text appears in the %s translation, and no other', (lang) => {
    for (const key of messageKeys()) {
      const expected = [...placeholders(en[key])].sort();
      expect([...placeholders(catalogues[lang][key])].sort(), `${lang} ${key}`).toEqual(expected);
    }
  });

  it.each(translations)('the %s catalogue is translated, not copied from English', (lang) => {
    const copied = messageKeys().filter((key) => catalogues[lang][key] === en[key]);
    // Brand names, codes, price-range labels and a few international words may stay the same.
    expect(copied.length / messageKeys().length).toBeLessThan(0.06);
  });

  it('the areas of the English catalogue do not share a key (a later area would hide an earlier text)', () => {
    const areaKeys = Object.values(enAreas).flatMap((area) => Object.keys(area));
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(areaKeys.length).toBe(messageKeys().length);
  });

  it('placeholders use only the documented names', () => {
    const documented = new Set([
      'path',
      'count',
      'quantity',
      'maxQuantity',
      'email',
      'currency',
      'from',
      'to',
      'key',
      'value',
      'type',
      'error',
      'price',
      'query',
      'amount',
      'days',
      'code',
      'name',
      // blog
      'category',
      'page',
      // pages
      'sku',
      'domain',
      'date',
      'hour',
      // landing
      'rating',
      'max',
      'line',
    ]);
    const used = new Set(messageKeys().flatMap((key) => placeholders(en[key])));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});
