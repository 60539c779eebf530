/** What the pharmacy finder island gets of each pharmacy (src/components/pharmacy/page-data.ts builds it). */
export interface PharmacyItem {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly postcode: string;
  readonly street: string;
  /** Latitude in degrees (the content's `coordinates_x`). */
  readonly lat: number;
  /** Longitude in degrees (the content's `coordinates_y`). */
  readonly lon: number;
  /** The content's opening hours text, when it has one. */
  readonly hours?: string;
}

/** A point on the globe in degrees. */
export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}
