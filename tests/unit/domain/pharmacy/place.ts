import type { PharmacyItem } from '../../../../src/domain/pharmacy/index.ts';

/** A pharmacy at a point, named by its id (for distance and map-frame tests). */
export const place = (id: string, lat: number, lon: number): PharmacyItem => ({
  id,
  name: id,
  city: 'X',
  postcode: '00-000',
  street: 'Y 1',
  lat,
  lon,
});
