/**
 * The `pharmacies` content section (spec 000 §3 "Pharmacy") as the pharmacy finder lists it: parsed entry by
 * entry (a malformed entry is dropped, never shown half), the pharmacies of one country, once each, in town order.
 */
import { z } from 'zod';
import { sortByCity, type PharmacyItem } from '../../domain/pharmacy/index.ts';

const text = z.string().trim().min(1);
/** Coordinates come as numbers, or as numeric text from an editor's form. */
const degrees = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().min(-max).max(max));

const pharmacySchema = z.object({
  id: z.union([z.number().int(), text]).transform(String),
  name: text,
  address_city: text,
  address_postcode: text,
  address_street: text,
  coordinates_x: degrees(90),
  coordinates_y: degrees(180),
  open_day_hours: text.optional().catch(undefined),
  country: text.transform((c) => c.toUpperCase()),
});

/**
 * The pharmacies of one country (ISO code) in a `pharmacies` section's value: valid entries only, the first
 * of each id, sorted by town in the store's locale. `coordinates_x` is the latitude, `coordinates_y` the longitude.
 */
export function pharmaciesOf(value: unknown, country: string, locale: string): PharmacyItem[] {
  const seen = new Set<string>();
  const items = (Array.isArray(value) ? value : []).flatMap((entry): PharmacyItem[] => {
    const parsed = pharmacySchema.safeParse(entry);
    if (!parsed.success || parsed.data.country !== country.toUpperCase() || seen.has(parsed.data.id)) return [];
    const p = parsed.data;
    seen.add(p.id);
    return [
      {
        id: p.id,
        name: p.name,
        city: p.address_city,
        postcode: p.address_postcode,
        street: p.address_street,
        lat: p.coordinates_x,
        lon: p.coordinates_y,
        ...(p.open_day_hours === undefined ? {} : { hours: p.open_day_hours }),
      },
    ];
  });
  return sortByCity(items, locale);
}
