import { describe, expect, it } from 'vitest';
import { FILTERS } from '../../../../src/config/constants.ts';
import { priceFilterBuckets } from '../../../../src/domain/price/price-filters.ts';
import { LANGS } from '../../../../src/config/index.ts';
import { translator, type MessageKey } from '../../../../src/i18n/index.ts';

describe('priceFilterBuckets', () => {
  it("price filter labels: '< {currency}{to}' for the first bucket, '{from} - {to}' in the middle, '≥ {currency}{from}' for the open last bucket (it holds its lower bound)", () => {
    const buckets = priceFilterBuckets('zł');
    expect(buckets).toHaveLength(FILTERS.priceRanges.length);
    expect(buckets[0]).toEqual({
      id: '0-50',
      from: 0,
      to: 50,
      label: { key: 'filter.price.below', params: { currency: 'zł', to: 50 } },
    });
    expect(buckets[1]?.label).toEqual({ key: 'filter.price.range', params: { from: 50, to: 100 } });
    expect(buckets[2]?.label.key).toBe('filter.price.range');
    expect(buckets[3]).toEqual({
      id: '150-',
      from: 150,
      to: undefined,
      label: { key: 'filter.price.above', params: { currency: 'zł', from: 150 } },
    });
    // as the shopper reads them, in every language: the open bucket says it holds 150
    for (const lang of LANGS) {
      const t = translator(lang);
      expect(buckets.map((b) => t(b.label.key as MessageKey, b.label.params)).slice(1, 3), lang).toEqual([
        '50 - 100',
        '100 - 150',
      ]);
    }
  });

  it('puts the currency sign where the language’s prices have it: before the amount in English only', () => {
    const label = (lang: (typeof LANGS)[number], currency: string) =>
      priceFilterBuckets(currency).map((b) => translator(lang)(b.label.key as MessageKey, b.label.params));
    expect(label('en', '$')).toEqual(['< $50', '50 - 100', '100 - 150', '≥ $150']);
    expect(label('en', '€')).toEqual(['< €50', '50 - 100', '100 - 150', '≥ €150']);
    expect(label('pl', 'zł')).toEqual(['< 50\u00a0zł', '50 - 100', '100 - 150', '≥ 150\u00a0zł']);
    expect(label('hr', '€')[0]).toBe('< 50\u00a0€');
    expect(label('fr', '€')[3]).toBe('≥ 150\u00a0€');
    expect(label('ro', 'lei')[0]).toBe('< 50\u00a0lei');
    expect(label('uk', '₴')[3]).toBe('≥ 150\u00a0₴');
  });
});
