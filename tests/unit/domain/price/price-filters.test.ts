import { describe, expect, it } from 'vitest';
import { FILTERS } from '../../../../src/config/constants.ts';
import { bucketCurrency, priceFilterBuckets, priceRangesIn } from '../../../../src/domain/price/price-filters.ts';
import { LANGS, storeView } from '../../../../src/config/index.ts';
import { translator, type MessageKey } from '../../../../src/i18n/index.ts';

describe('priceFilterBuckets', () => {
  it("price filter labels: '< {currency}{to}' for the first bucket, '{from} - {to}' in the middle, '≥ {currency}{from}' for the open last bucket (it holds its lower bound)", () => {
    const buckets = priceFilterBuckets({ code: 'PLN', symbol: 'zł' });
    expect(buckets).toHaveLength(FILTERS.priceRanges.length);
    expect(buckets[0]).toEqual({
      id: '0-50',
      from: 0,
      to: 50,
      label: { key: 'filter.price.below', params: { currency: 'zł', to: '50' } },
    });
    expect(buckets[1]?.label).toEqual({ key: 'filter.price.range', params: { from: '50', to: '100' } });
    expect(buckets[2]?.label.key).toBe('filter.price.range');
    expect(buckets[3]).toEqual({
      id: '150-',
      from: 150,
      to: undefined,
      label: { key: 'filter.price.above', params: { currency: 'zł', from: '150' } },
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
    const label = (lang: (typeof LANGS)[number], code: string, symbol: string, locale?: string) =>
      priceFilterBuckets({ code, symbol, ...(locale ? { locale } : {}) }).map((b) =>
        translator(lang)(b.label.key as MessageKey, b.label.params),
      );
    expect(label('en', 'USD', '$')).toEqual(['< $10', '10 - 20', '20 - 30', '≥ $30']);
    expect(label('en', 'EUR', '€')).toEqual(['< €10', '10 - 20', '20 - 30', '≥ €30']);
    expect(label('pl', 'PLN', 'zł')).toEqual(['< 50\u00a0zł', '50 - 100', '100 - 150', '≥ 150\u00a0zł']);
    expect(label('hr', 'EUR', '€')[0]).toBe('< 10\u00a0€');
    expect(label('fr', 'EUR', '€')[3]).toBe('≥ 30\u00a0€');
    expect(label('ro', 'RON', 'lei')[0]).toBe('< 50\u00a0lei');
    // The amounts as the store view's prices write them: a Ukrainian thousand with its space ("1 019,00 ₴").
    expect(label('uk', 'UAH', '₴', 'uk-UA')).toEqual([
      '< 500\u00a0₴',
      '500 - 1\u00a0000',
      '1\u00a0000 - 1\u00a0500',
      '≥ 1\u00a0500\u00a0₴',
    ]);
    expect(label('pl', 'PLN', 'zł', 'pl-PL')[3]).toBe('≥ 150\u00a0zł');
  });

  it('takes a store view’s currency, the sign its prices show and its locale (bucketCurrency)', () => {
    expect(bucketCurrency(storeView('ua'))).toEqual({ code: 'UAH', symbol: '₴', locale: 'uk-UA' });
    expect(bucketCurrency(storeView('ro'))).toEqual({ code: 'RON', symbol: 'lei', locale: 'ro-RO' });
  });
});

describe('priceRangesIn', () => {
  it('price filter ranges in the store view’s currency: the specification’s for the złoty and the leu, about the same amounts in euro, dollars and hryvnias', () => {
    // A range's bounds as they follow one another: the upper bounds of the closed ones.
    const uppers = (currency: string) => priceRangesIn(currency).map((r) => r.to);
    expect(uppers('PLN')).toEqual([50, 100, 150, undefined]);
    expect(uppers('RON')).toEqual(uppers('PLN'));
    expect(uppers('EUR')).toEqual([10, 20, 30, undefined]);
    expect(uppers('USD')).toEqual(uppers('EUR'));
    expect(uppers('UAH')).toEqual([500, 1000, 1500, undefined]);
    // A currency the table does not name keeps the specification's buckets.
    expect(uppers('CHF')).toEqual(uppers('PLN'));
  });

  it('every currency’s ranges follow one another from 0 without gap or overlap, the last one open, four of them as the specification’s', () => {
    for (const ranges of [FILTERS.priceRanges, ...Object.values(FILTERS.priceRangesByCurrency)]) {
      expect(ranges).toHaveLength(FILTERS.priceRanges.length);
      expect(ranges[0]?.from).toBe(0);
      expect(ranges.at(-1)?.to).toBeUndefined();
      for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.from).toBe(ranges[i - 1]?.to);
    }
  });
});
