import { describe, expect, it } from 'vitest';
import { breakEan13, makeEan13 } from '../../../../backend/seed/ean.ts';
import { ean13CheckDigit, isValidEan13 } from '../../../../src/domain/product/ean.ts';
import { createRng } from '../../../../backend/seed/random.ts';
import { slugify } from '../../../../backend/seed/slug.ts';
import { taxRates, taxRule, TAX_RATES } from '../../../../backend/seed/tax.ts';
import { historyDays, insideWindow, priceFields, priceHistory, specialWindow } from '../../../../backend/seed/prices.ts';
import { shelfPrice } from '../../../../backend/seed/stores.ts';

describe('seed primitives', () => {
  it('EAN-13 check digit follows the GS1 mod-10 rule', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    const made = makeEan13('5909990', 42);
    expect(made).toHaveLength(13);
    expect(isValidEan13(made)).toBe(true);
    expect(isValidEan13(breakEan13(made))).toBe(false);
  });

  it('the generator is deterministic per seed and differs between seeds', () => {
    const a = createRng(1);
    const b = createRng(1);
    const c = createRng(2);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(createRng(1).fork('x').next()).toBe(createRng(1).fork('x').next());
    const r = createRng(3);
    for (let i = 0; i < 100; i += 1) expect(r.int(2, 4)).toBeGreaterThanOrEqual(2);
  });

  it('slugs are lower-case ASCII with transliterated diacritics and Cyrillic', () => {
    expect(slugify('Łupież i Świąd')).toBe('lupiez-i-swiad');
    expect(slugify('Šamponi protiv peruti')).toBe('samponi-protiv-peruti');
    expect(slugify('Шампуні')).toBe('shampuni');
  });

  it('tax rates are overridable through TAX_RATE_{COUNTRY} and a bad value names the variable', () => {
    expect(taxRates({})).toEqual(TAX_RATES);
    expect(taxRates({ TAX_RATE_PL: '8' }).PL).toBe(8);
    expect(() => taxRates({ TAX_RATE_HR: 'abc' })).toThrow(/TAX_RATE_HR/);
    expect(() => taxRates({ TAX_RATE_RO: '140' })).toThrow(/TAX_RATE_RO/);
  });

  it('the tax rule lists a region-named rate before the region-0 rates', () => {
    const rule = taxRule(taxRates({}));
    expect(rule.product_tax_class_ids).toEqual([2]);
    expect(rule.rates[0]).toMatchObject({ tax_country_id: 'US', region_name: 'California' });
    expect(rule.rates.find((r) => r.tax_country_id === 'PL')).toMatchObject({ rate: 23, tax_region_id: 0 });
  });

  it('special price windows are active, past or future relative to now', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(insideWindow(specialWindow('active', now), now)).toBe(true);
    expect(insideWindow(specialWindow('open', now), now)).toBe(true);
    expect(insideWindow(specialWindow('past', now), now)).toBe(false);
    expect(insideWindow(specialWindow('future', now), now)).toBe(false);
  });

  it('final price takes the special price only inside its window and below the original price', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const base = { grossPln: 49.99, currency: 'PLN', ratePercent: 23, tiers: false, now };
    const active = priceFields({ ...base, special: 'active' });
    expect(active.price_incl_tax).toBeCloseTo(49.99, 2);
    expect(active.final_price).toBe(active.special_price);
    expect(priceFields({ ...base, special: 'future' }).final_price).toBe(active.price);
    expect(priceFields({ ...base, special: 'above' }).final_price).toBe(active.price);
  });

  it('price history with a drop has a 30-day lowest price below the current price', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const p = priceFields({ grossPln: 59.99, currency: 'PLN', ratePercent: 23, tiers: false, now, special: null });
    const history = priceHistory(p, historyDays(now), true);
    expect(history[59]?.day).toBe('2026-11-21');
    expect(history).toHaveLength(60);
    const last30 = history.slice(-30).map((h) => h.price);
    expect(Math.min(...last30)).toBeLessThan(p.price_incl_tax);
    expect(Math.min(...priceHistory(p, historyDays(now), false).map((h) => h.price))).toBeCloseTo(p.price_incl_tax, 2);
  });

  it('shelf prices are converted per currency and end in .99 (whole for UAH)', () => {
    expect(shelfPrice(49.99, 'PLN')).toBe(49.99);
    expect(shelfPrice(100, 'EUR')).toBeCloseTo(22.99, 2);
    expect(shelfPrice(100, 'UAH') % 10).toBe(9);
    expect(() => shelfPrice(10, 'XXX')).toThrow(/XXX/);
  });
});
