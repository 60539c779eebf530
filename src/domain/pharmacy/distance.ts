/** Great-circle distances for "Use my location": the haversine formula and the pharmacies nearest first. */
import type { GeoPoint, PharmacyItem } from './types.ts';

/** The Earth's mean radius in kilometres (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine formula, spherical Earth). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A pharmacy with its distance from the shopper. */
export interface PharmacyAtDistance {
  readonly item: PharmacyItem;
  readonly km: number;
}

/** The pharmacies nearest first from a point; equal distances keep the list's order. */
export function nearestFirst(items: readonly PharmacyItem[], from: GeoPoint): PharmacyAtDistance[] {
  return items.map((item) => ({ item, km: haversineKm(from, item) })).sort((a, b) => a.km - b.km);
}

/**
 * A distance as the store's locale writes it: metres below 1 km (to 10 m: 995 m and more round to 1 km, written so),
 * km with one decimal below 10 km, whole km above.
 */
export function formatDistance(km: number, locale: string): string {
  const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
