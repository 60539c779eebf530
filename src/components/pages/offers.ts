/**
 * Special offers and their boxes (spec 000 §3 "Special offers", "Box"; §4: an offer shows only with a slug
 * and within its publication period, isSpecialOfferVisible). Malformed entries, a slug-less one among
 * them (it is never shown, whatever its window), are dropped whole, with a warning naming them (validEntries).
 */
import { z } from 'zod';
import type { Box } from '../../domain/content/index.ts';
import { validateBox } from '../../domain/content/validation.ts';
import { isSpecialOfferVisible } from '../../domain/content/visibility.ts';
import { optionalText, reportDropped, text, textList, validEntries } from './parse.ts';

const dropdownSchema = z.object({ title: text, content: text });
/** An offer's product (spec 000 §3 "products with slug"): the catalogue's product by `sku` gives the card and its link, so its slug is not read. */
const offerProductSchema = z.object({ sku: text });

const offerSchema = z.object({
  _id: text,
  slug: text,
  title: text,
  lead: optionalText,
  banner: optionalText,
  header_images: z.object({ desktop: optionalText, mobile: optionalText }).catch({ desktop: undefined, mobile: undefined }),
  dropdowns: z.array(dropdownSchema).default([]),
  box: optionalText,
  products: z.array(offerProductSchema).default([]),
  skus: textList,
  publish_from: z.string().nullish(),
  publish_to: z.string().nullish(),
});

export interface OfferView {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly lead: string | undefined;
  readonly banner: string | undefined;
  /** The header picture: desktop image, and the mobile one (the desktop one when absent). */
  readonly header: { readonly desktop: string; readonly mobile: string } | undefined;
  readonly dropdowns: readonly { readonly title: string; readonly content: string }[];
  readonly boxId: string | undefined;
  /** The offer's products: its `products`' SKUs, then its SKU list (the cards, through `bySkus`, show each once). */
  readonly skus: readonly string[];
}

/**
 * The offers shown at `now`: with a slug, inside their window; a later offer repeating a slug is dropped, and the
 * build names it (reportDropped).
 */
export function visibleOffers(value: unknown, now: Date): OfferView[] {
  const seen = new Map<string, string>();
  return validEntries(offerSchema, value).flatMap((o): OfferView[] => {
    const publication = { from: o.publish_from ?? null, to: o.publish_to ?? null };
    if (!isSpecialOfferVisible({ slug: o.slug, publication }, now)) return [];
    const first = seen.get(o.slug);
    if (first !== undefined) {
      reportDropped(value, o._id, [`slug "${o.slug}" is offer ${first}'s`]);
      return [];
    }
    seen.set(o.slug, o._id);
    const desktop = o.header_images.desktop ?? o.header_images.mobile;
    return [
      {
        id: o._id,
        slug: o.slug,
        title: o.title,
        lead: o.lead,
        banner: o.banner ?? desktop,
        header: desktop ? { desktop, mobile: o.header_images.mobile ?? desktop } : undefined,
        dropdowns: o.dropdowns,
        boxId: o.box,
        skus: [...o.products.map((p) => p.sku), ...o.skus],
      },
    ];
  });
}

const price = z.number().nonnegative().optional().catch(undefined);

const boxSchema = z.object({
  id: z.string().trim(),
  header: optionalText,
  content_cta: optionalText,
  final_price: price,
  original_price: price,
  gift_sku: optionalText,
  products: textList,
  multipack: z.boolean().catch(false),
});

/** A box of the `boxes` section by id, when it parses and passes the rule (a box needs a non-empty id). */
export function boxById(value: unknown, id: string | undefined): Box | undefined {
  if (id === undefined) return undefined;
  const box = validEntries(boxSchema, value).find((b) => b.id === id);
  if (!box) return undefined;
  const checked = validateBox(box);
  return checked.ok ? checked.value : undefined;
}
