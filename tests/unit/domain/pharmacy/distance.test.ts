import { describe, expect, it } from 'vitest';
import { place } from './place.ts';
import { EARTH_RADIUS_KM, formatDistance, haversineKm, nearestFirst } from '../../../../src/domain/pharmacy/distance.ts';

const WARSAW = { lat: 52.2297, lon: 21.0122 };
const KRAKOW = { lat: 50.0647, lon: 19.945 };
const ZAGREB = { lat: 45.815, lon: 15.9819 };

describe('haversineKm: the great-circle distance', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(haversineKm(WARSAW, WARSAW)).toBe(0);
    expect(haversineKm(WARSAW, KRAKOW)).toBeCloseTo(haversineKm(KRAKOW, WARSAW), 9);
  });

  it('gives known distances between towns (Warsaw–Kraków about 252 km, Warsaw–Zagreb about 800 km)', () => {
    expect(haversineKm(WARSAW, KRAKOW)).toBeGreaterThan(250);
    expect(haversineKm(WARSAW, KRAKOW)).toBeLessThan(254);
    expect(haversineKm(WARSAW, ZAGREB)).toBeGreaterThan(795);
    expect(haversineKm(WARSAW, ZAGREB)).toBeLessThan(805);
  });

  it('measures one degree of latitude as 1/360 of the circumference, and antipodes as half of it', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(haversineKm({ lat: 10, lon: 179.5 }, { lat: 10, lon: -179.5 })).toBeLessThan(110);
  });
});

describe('nearestFirst', () => {
  it('orders pharmacies by distance from the shopper, keeping the list order for equal distances', () => {
    const list = [
      place('zagreb', ZAGREB.lat, ZAGREB.lon),
      place('krakow', KRAKOW.lat, KRAKOW.lon),
      place('k2', KRAKOW.lat, KRAKOW.lon),
    ];
    const sorted = nearestFirst(list, WARSAW);
    expect(sorted.map((n) => n.item.id)).toEqual(['krakow', 'k2', 'zagreb']);
    expect(sorted[0]?.km).toBeCloseTo(haversineKm(WARSAW, KRAKOW), 9);
    expect(nearestFirst([], WARSAW)).toEqual([]);
  });
});

describe('formatDistance', () => {
  it('writes metres below 1 km, one decimal below 10 km and whole km above, in the store locale', () => {
    expect(formatDistance(0.234, 'en')).toBe('230 m');
    expect(formatDistance(0.001, 'en')).toBe('10 m');
    // 995 m and more round to 1 km: written as 1 km, never "1000 m".
    expect(formatDistance(0.994, 'en')).toBe('990 m');
    expect(formatDistance(0.996, 'en')).toBe('1 km');
    expect(formatDistance(0.996, 'pl-PL')).toBe('1 km');
    expect(formatDistance(0.996, 'uk-UA')).toBe('1 км');
    expect(formatDistance(1.26, 'en')).toBe('1.3 km');
    expect(formatDistance(1.26, 'pl-PL')).toBe('1,3 km');
    expect(formatDistance(123.6, 'hr-HR')).toBe('124 km');
    // The edges: just under 1 km, either side of 10 km.
    expect(formatDistance(0.994, 'en')).toBe('990 m');
    expect(formatDistance(1, 'en')).toBe('1 km');
    expect(formatDistance(9.94, 'en')).toBe('9.9 km');
    expect(formatDistance(10.4, 'en')).toBe('10 km');
    expect(formatDistance(12.34, 'en')).toBe('12 km');
  });
});
