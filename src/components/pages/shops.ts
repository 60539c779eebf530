/**
 * External online shops (spec 000 §3 "External shop": url, domain, image, country), grouped by country
 * with the store view's own country first, the others by their name in the store view's language.
 */
import { z } from 'zod';
import { IMAGE_SIZES } from '../../config/index.ts';
import { optionalText, text, validEntries } from './parse.ts';

/** Display size of a shop's logo: half the size it is asked at (IMAGE_SIZES.shopLogo, the content service's 400×160). */
export const SHOP_LOGO = { width: IMAGE_SIZES.shopLogo.width / 2, height: IMAGE_SIZES.shopLogo.height / 2 } as const;

const shopSchema = z.object({
  _id: text,
  name: optionalText,
  /** Only http(s) links: a shop link never runs script. */
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s]+$/i),
  domain: text,
  image: optionalText,
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
});

export type ShopView = z.infer<typeof shopSchema>;

export interface ShopGroup {
  readonly country: string;
  readonly label: string;
  readonly shops: readonly ShopView[];
}

/** The country's name in a language (the code itself when the runtime does not know it). */
export function countryName(country: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;
}

/** The shops grouped by country: `ownCountry` first, then the others by name; shops keep their order. */
export function shopsByCountry(value: unknown, ownCountry: string, locale: string): ShopGroup[] {
  const groups = new Map<string, ShopView[]>();
  for (const shop of validEntries(shopSchema, value)) groups.set(shop.country, [...(groups.get(shop.country) ?? []), shop]);
  const own = ownCountry.toUpperCase();
  const collator = new Intl.Collator(locale);
  return [...groups.entries()]
    .map(([country, shops]) => ({ country, label: countryName(country, locale), shops }))
    .sort((a, b) => Number(b.country === own) - Number(a.country === own) || collator.compare(a.label, b.label));
}
