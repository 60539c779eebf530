import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySpecialPriceRule, isSpecialPriceActive, isWithinWindow } from '../../../../src/domain/price/special-price.ts';
import { parseCatalogDate } from '../../../../src/domain/dates.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('isSpecialPriceActive', () => {
  it('special price applies only below the original price and inside its window', () => {
    expect(isSpecialPriceActive(80, 100, '2025-06-01', '2025-06-30', now)).toBe(true);
    expect(isSpecialPriceActive(100, 100, '2025-06-01', '2025-06-30', now)).toBe(false);
    expect(isSpecialPriceActive(120, 100, null, null, now)).toBe(false);
    expect(isSpecialPriceActive(80, 100, '2025-07-01', null, now)).toBe(false);
    expect(isSpecialPriceActive(80, 100, null, '2025-06-14', now)).toBe(false);
  });

  it('allows open-ended windows on either side', () => {
    expect(isSpecialPriceActive(80, 100, null, null, now)).toBe(true);
    expect(isSpecialPriceActive(80, 100, undefined, '2025-06-20', now)).toBe(true);
    expect(isSpecialPriceActive(80, 100, '2025-06-01 00:00:00', '', now)).toBe(true);
  });

  it('has no special price when it is missing, zero or negative', () => {
    expect(isSpecialPriceActive(null, 100, null, null, now)).toBe(false);
    expect(isSpecialPriceActive(undefined, 100, null, null, now)).toBe(false);
    expect(isSpecialPriceActive(0, 100, null, null, now)).toBe(false);
    expect(isSpecialPriceActive(-5, 100, null, null, now)).toBe(false);
  });
});

describe('isWithinWindow', () => {
  it('includes both bounds of the window', () => {
    expect(isWithinWindow('2025-06-15T12:00:00Z', null, now)).toBe(true);
    expect(isWithinWindow(null, '2025-06-15T12:00:00Z', now)).toBe(true);
    expect(isWithinWindow('2025-06-15T12:00:00.001Z', null, now)).toBe(false);
    expect(isWithinWindow(null, '2025-06-15T11:59:59.999Z', now)).toBe(false);
  });

  it('counts a date-only end as the whole day', () => {
    expect(isWithinWindow(null, '2025-06-15', new Date('2025-06-15T23:59:59Z'))).toBe(true);
    expect(isWithinWindow(null, '2025-06-15', new Date('2025-06-16T00:00:00Z'))).toBe(false);
    expect(isWithinWindow('2025-06-15', null, new Date('2025-06-15T00:00:00Z'))).toBe(true);
  });

  it('counts an end written as the platform writes dates (a zone-less midnight) as the whole day', () => {
    const end = '2025-06-15 00:00:00';
    expect(isSpecialPriceActive(80, 100, null, end, new Date('2025-06-15T09:00:00Z'))).toBe(true);
    expect(isWithinWindow(null, end, new Date('2025-06-15T23:59:59.999Z'))).toBe(true);
    expect(isWithinWindow(null, end, new Date('2025-06-16T00:00:00Z'))).toBe(false);
    expect(isWithinWindow(null, '2025-06-15T00:00', new Date('2025-06-15T12:00:00Z'))).toBe(true);
    // a start at midnight starts at midnight; an end at another time, or with a zone, ends then
    expect(isWithinWindow('2025-06-15 00:00:00', null, new Date('2025-06-14T23:59:59Z'))).toBe(false);
    expect(isWithinWindow(null, '2025-06-15 00:00:01', new Date('2025-06-15T09:00:00Z'))).toBe(false);
    expect(isWithinWindow(null, '2025-06-15T00:00:00Z', new Date('2025-06-15T09:00:00Z'))).toBe(false);
  });

  it('treats an unreadable date as outside the window', () => {
    expect(isWithinWindow('not a date', null, now)).toBe(false);
    expect(isWithinWindow(null, 'soon', now)).toBe(false);
  });
});

describe('parseCatalogDate', () => {
  it('reads catalogue dates as UTC unless they carry a zone', () => {
    expect(parseCatalogDate('2025-01-02 03:04:05')?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(parseCatalogDate('2025-01-02T03:04:05+02:00')?.toISOString()).toBe('2025-01-02T01:04:05.000Z');
    expect(parseCatalogDate('2025-01-02')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(parseCatalogDate('2025-01-02', true)?.toISOString()).toBe('2025-01-02T23:59:59.999Z');
    expect(parseCatalogDate('2025-01-02 00:00:00', true)?.toISOString()).toBe('2025-01-02T23:59:59.999Z');
    expect(parseCatalogDate('2025-01-02 00:00:00')?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(parseCatalogDate(null)).toBeUndefined();
    expect(parseCatalogDate('  ')).toBeUndefined();
  });

  it('reads a day that does not exist as no date, where JavaScript rolls it over to the next month', () => {
    expect(parseCatalogDate('2026-11-31', true)).toBeUndefined();
    expect(parseCatalogDate('2026-02-29')).toBeUndefined();
    expect(parseCatalogDate('2026-04-31 10:00:00')).toBeUndefined();
    expect(parseCatalogDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseCatalogDate('2026-12-31T23:00:00-02:00')?.toISOString()).toBe('2027-01-01T01:00:00.000Z');
    // A form other than YYYY-MM-DD is left to JavaScript's reading, in UTC.
    expect(parseCatalogDate('2026/12/11')?.toISOString()).toBe('2026-12-11T00:00:00.000Z');
    expect(parseCatalogDate('not a date')).toBeUndefined();
    // A window with such an end is unreadable: the special price does not apply.
    expect(isWithinWindow(null, '2026-11-31', new Date('2026-12-01T12:00:00Z'))).toBe(false);
  });
});

describe('applySpecialPriceRule', () => {
  it('zeroes the special price outside its window or at/above the original', () => {
    expect(applySpecialPriceRule(80, 100, null, null, now)).toBe(80);
    expect(applySpecialPriceRule(80, 100, '2025-07-01', null, now)).toBe(0);
    expect(applySpecialPriceRule(150, 100, null, null, now)).toBe(0);
  });

  it('a special price is never above the original after the rule (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
        fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
        (special, original, from, to) => {
          const result = applySpecialPriceRule(special, original, from?.toISOString(), to?.toISOString(), now);
          expect(result === 0 || (result > 0 && result < original)).toBe(true);
        },
      ),
    );
  });
});
