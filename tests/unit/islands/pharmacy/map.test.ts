import { describe, expect, it } from 'vitest';
import { place } from '../../domain/pharmacy/place.ts';
import { locationProblem } from '../../../../src/islands/pharmacy/geolocate.ts';
import { mapFrame, NEAREST_FRAMED } from '../../../../src/islands/pharmacy/map-frame.ts';

describe('mapFrame', () => {
  it('frames every pharmacy without a location', () => {
    expect(mapFrame([place('a', 50, 20), place('b', 52, 18)], undefined)).toEqual([
      [50, 18],
      [52, 20],
    ]);
    expect(mapFrame([], undefined)).toBeUndefined();
  });

  it('frames the shopper and the nearest few pharmacies with a location', () => {
    const list = Array.from({ length: NEAREST_FRAMED + 2 }, (_, i) => place(String(i), 50 + i, 20));
    expect(mapFrame(list, { lat: 49, lon: 21 })).toEqual([
      [49, 20],
      [50 + NEAREST_FRAMED - 1, 21],
    ]);
  });
});

describe('locationProblem', () => {
  it('calls a permission refusal (code 1) denied and anything else failed', () => {
    expect(locationProblem(1)).toBe('denied');
    expect(locationProblem(2)).toBe('failed');
    expect(locationProblem(3)).toBe('failed');
    expect(locationProblem(undefined)).toBe('failed');
  });
});
