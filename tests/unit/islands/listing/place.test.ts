import { describe, expect, it } from 'vitest';
import { placeIn, placeOf, scrollTopFor, withPlace, type CardBox } from '../../../../src/islands/listing/place.ts';

/** Cards two to a row, 400 px tall with a 20 px gap, the first row's top at `firstTop` from the viewport's top. */
const rows = (firstTop: number, count: number): CardBox[] =>
  Array.from({ length: count }, (_, i) => {
    const top = firstTop + Math.floor(i / 2) * 420;
    return { sku: `S${i}`, top, bottom: top + 400 };
  });

describe('placeOf', () => {
  it('takes the first card whose top is in view, the first of its row, with its offset', () => {
    // Rows at -300, 120, 540: the first row is cut by the viewport's top, the second's first card is kept.
    expect(placeOf(rows(-300, 6), 800, 5000)).toEqual({ sku: 'S2', offset: 120, scrollY: 5000 });
  });

  it('takes a card at the very top of the viewport', () => {
    expect(placeOf(rows(0, 4), 800, 10)).toEqual({ sku: 'S0', offset: 0, scrollY: 10 });
  });

  it('takes the card across the top when no top is in view (a card taller than the viewport)', () => {
    expect(placeOf(rows(-100, 4), 300, 900)).toEqual({ sku: 'S0', offset: -100, scrollY: 900 });
  });

  it('keeps only the scroll offset when no card is in view', () => {
    expect(placeOf(rows(-5000, 4), 800, 9000)).toEqual({ offset: 0, scrollY: 9000 });
    expect(placeOf(rows(900, 4), 800, 0)).toEqual({ offset: 0, scrollY: 0 });
    expect(placeOf([], 800, 42)).toEqual({ offset: 0, scrollY: 42 });
  });
});

describe('scrollTopFor', () => {
  it('puts the card back at its offset from the viewport top', () => {
    expect(scrollTopFor({ sku: 'S2', offset: 120, scrollY: 5000 }, 13_528)).toBe(13_408);
    expect(scrollTopFor({ sku: 'S0', offset: -100, scrollY: 900 }, 1000)).toBe(1100);
  });

  it('falls back to the scroll offset kept when the card is not shown or none was kept', () => {
    expect(scrollTopFor({ sku: 'S2', offset: 120, scrollY: 5000 }, undefined)).toBe(5000);
    expect(scrollTopFor({ offset: 0, scrollY: 9000 }, 300)).toBe(9000);
  });

  it('never goes above the document top', () => {
    expect(scrollTopFor({ sku: 'S0', offset: 300, scrollY: 0 }, 100)).toBe(0);
  });
});

describe('the place in history.state', () => {
  const place = { sku: 'DY-N-00147', offset: 205, scrollY: 8990 };

  it('goes in and comes back out, keeping what else an object state holds', () => {
    const state = withPlace({ other: 1 }, place);
    expect(state).toEqual({ other: 1, listingPlace: place });
    expect(placeIn(state)).toEqual(place);
    expect(placeIn(withPlace(null, { offset: 0, scrollY: 12 }))).toEqual({ offset: 0, scrollY: 12 });
    expect(withPlace('text', place)).toEqual({ listingPlace: place });
  });

  it('reads nothing from a state without a valid place', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { listingPlace: null },
      { listingPlace: { sku: 'A', offset: '1', scrollY: 0 } },
      { listingPlace: { sku: 'A', offset: 1, scrollY: Number.NaN } },
      { listingPlace: { sku: 7, offset: 1, scrollY: 0 } },
    ])
      expect(placeIn(state)).toBeUndefined();
  });
});
