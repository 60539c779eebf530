import { describe, expect, it } from 'vitest';
import { lowestPriceBeforePromotion, lowestPriceInWindow, lowestPriceShown } from '../../../../src/domain/price/lowest-price.ts';

const now = new Date('2025-06-30T12:00:00Z');

describe('lowestPriceInWindow', () => {
  it('gives the lowest price of the last 30 days', () => {
    const history = [
      { date: '2025-06-10T00:00:00Z', price: 90 },
      { date: '2025-06-20T00:00:00Z', price: 70 },
      { date: '2025-06-25T00:00:00Z', price: 95 },
    ];
    expect(lowestPriceInWindow(history, now)).toBe(70);
  });

  it('counts the price in effect when the window opened, and ignores older and future points', () => {
    const history = [
      { date: '2025-04-01T00:00:00Z', price: 10 },
      { date: '2025-05-01T00:00:00Z', price: 60 },
      { date: '2025-06-20T00:00:00Z', price: 80 },
      { date: '2025-07-05T00:00:00Z', price: 5 },
    ];
    expect(lowestPriceInWindow(history, now)).toBe(60);
  });

  it('includes a point exactly at the window start and honours a custom window', () => {
    expect(
      lowestPriceInWindow(
        [
          { date: '2025-05-31T12:00:00Z', price: 40 },
          { date: '2025-06-29', price: 50 },
        ],
        now,
      ),
    ).toBe(40);
    expect(
      lowestPriceInWindow(
        [
          { date: '2025-06-20', price: 40 },
          { date: '2025-06-29', price: 50 },
        ],
        now,
        5,
      ),
    ).toBe(40);
  });

  it('returns undefined for an empty or unreadable history', () => {
    expect(lowestPriceInWindow([], now)).toBeUndefined();
    expect(lowestPriceInWindow([{ date: 'bad', price: 1 }], now)).toBeUndefined();
  });
});

describe('lowestPriceBeforePromotion: the lowest price of the 30 days before the promotion (Omnibus)', () => {
  // daily prices: 100, a 85 dip on June 1–7, 100 again, then the promotion at 70 from June 20
  const day = (d: string, price: number) => ({ date: `2025-${d}`, price });
  const history = [day('05-01', 100), day('06-01', 85), day('06-08', 100), day('06-20', 70), day('06-25', 70)];

  it('is the lowest price in effect during the 30 days before the promotion started, not the promotion price', () => {
    expect(lowestPriceBeforePromotion(history, '2025-06-20 00:00:00', now)).toBe(85);
    expect(lowestPriceBeforePromotion([day('04-01', 100), day('06-20', 70)], '2025-06-20', now)).toBe(100);
    // a dip more than 30 days before the start is left out: the price in effect when the window opened counts
    const later = [day('05-01', 100), day('06-01', 85), day('06-08', 100)];
    expect(lowestPriceBeforePromotion(later, '2025-07-10', new Date('2025-07-20T00:00:00Z'))).toBe(100);
  });

  it('takes an open start as the day the current price began in the history', () => {
    expect(lowestPriceBeforePromotion(history, null, now)).toBe(85);
    expect(lowestPriceBeforePromotion(history, 'soon', now)).toBe(85);
    // A price scheduled after now is not the current one: the promotion's 70 began on 06-20, before it stood 100.
    const scheduled = [day('05-01', 100), day('06-20', 70), day('07-05', 90)];
    expect(lowestPriceBeforePromotion(scheduled, null, new Date('2025-06-30T00:00:00Z'))).toBe(100);
  });

  it('is the lowest of the 30 days up to now when the start is still to come, or the history holds no other price', () => {
    expect(lowestPriceBeforePromotion(history, '2025-07-01', now)).toBe(70);
    expect(lowestPriceBeforePromotion([day('05-01', 70), day('06-20', 70)], null, now)).toBe(70);
    expect(lowestPriceBeforePromotion([], null, now)).toBeUndefined();
  });
});

describe('lowestPriceShown', () => {
  it('shows the lowest price next to a promotion only: a known amount while a special price is active', () => {
    expect(lowestPriceShown(true, 89.9)).toBe(89.9);
    expect(lowestPriceShown(false, 89.9)).toBeUndefined();
    expect(lowestPriceShown(true, undefined)).toBeUndefined();
    expect(lowestPriceShown(true, null)).toBeUndefined();
    expect(lowestPriceShown(true, 0)).toBeUndefined();
  });
});
