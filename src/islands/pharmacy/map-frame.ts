/** What the pharmacy map frames: the shopper and the nearest few pharmacies, else every listed pharmacy. */
import type { GeoPoint, PharmacyItem } from '../../domain/pharmacy/index.ts';

/** How many of the nearest pharmacies the map shows around the shopper. */
export const NEAREST_FRAMED = 5;

/**
 * The corners ([[south, west], [north, east]]) the map fits: with an origin, the origin and the first
 * NEAREST_FRAMED items (the list is nearest first then); without, every item. Undefined when there is nothing to frame.
 */
export function mapFrame(
  items: readonly PharmacyItem[],
  origin: GeoPoint | undefined,
): [[number, number], [number, number]] | undefined {
  const points: GeoPoint[] = origin ? [origin, ...items.slice(0, NEAREST_FRAMED)] : [...items];
  if (points.length === 0) return undefined;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return [
    [Math.min(...lats), Math.min(...lons)],
    [Math.max(...lats), Math.max(...lons)],
  ];
}
