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
      expect(
        buckets.map((b) => t(b.label.key as MessageKey, b.label.params)),
        lang,
      ).toEqual(['< zł50', '50 - 100', '100 - 150', '≥ zł150']);
    }
  });
});
