/**
 * The `landing_pages` content section (spec 000 §3 "Series page, emotopic page": section titles, FAQ list,
 * reviews list, buy-together block, product lists, gift SKU, layout order), parsed per entry with zod.
 * An entry needs an id, a slug and a title, else it is dropped whole; a malformed optional part reads as
 * absent and a malformed list item (a question without an answer, a review without text) is left out,
 * so nothing is rendered half. Unpublished entries (isLandingPagePublished) are dropped.
 */
import { z } from 'zod';
import { isLandingPagePublished } from '../../domain/content/landing.ts';
import { isPathSegment, optionalText, text, validEntries, windowEnd } from '../pages/parse.ts';

/** The sections a landing page knows, in the order used when the entry gives no layout order. */
export const LANDING_SECTIONS = ['header', 'products', 'buy_together', 'faq', 'reviews'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** The sections titled by `section_titles` when it is a list, in the list's order. */
export const TITLED_SECTIONS: readonly LandingSection[] = ['header', 'products', 'faq', 'reviews'];

/** A list whose malformed items are left out; anything but a list (a missing field too) reads as empty. */
function itemsOf<T extends z.ZodType>(item: T) {
  // `optional()`: in zod 4 a bare unknown().transform() refuses a missing key, which would drop the entry.
  return z
    .unknown()
    .optional()
    .transform((value) => validEntries(item, value) as z.infer<T>[]);
}

const skuList = itemsOf(text);
const faqSchema = z.object({ question: text, answer: text });
const reviewSchema = z.object({
  author: text,
  text: text,
  rating: z.number().min(0).max(5).optional().catch(undefined),
});
const productListSchema = z.object({ title: optionalText, skus: skuList });

const sectionTitlesSchema = z
  .union([
    z
      .array(z.string())
      .transform((titles) =>
        Object.fromEntries(TITLED_SECTIONS.flatMap((name, i) => (titles[i]?.trim() ? [[name, titles[i].trim()]] : []))),
      ),
    z
      .record(z.string(), z.string())
      .transform((titles) =>
        Object.fromEntries(Object.entries(titles).flatMap(([k, v]) => (v.trim() ? [[k.trim().toLowerCase(), v.trim()]] : []))),
      ),
  ])
  .catch({});

const landingSchema = z.object({
  _id: text,
  type: optionalText,
  slug: text,
  title: text,
  header_image: optionalText,
  /** The header section's introduction (editorial HTML, sanitised when rendered). */
  header_text: optionalText,
  section_titles: sectionTitlesSchema,
  faq: itemsOf(faqSchema),
  reviews: itemsOf(reviewSchema),
  buy_together: z.object({ title: optionalText, skus: skuList }).optional().catch(undefined),
  product_lists: itemsOf(productListSchema),
  gift_sku: optionalText,
  gift_title: optionalText,
  layout_order: z
    .array(z.string())
    .catch([...LANDING_SECTIONS])
    .default([...LANDING_SECTIONS]),
  published: z.boolean().optional().catch(undefined),
  publish_from: windowEnd,
  publish_to: windowEnd,
});

export type LandingEntry = Omit<z.infer<typeof landingSchema>, 'section_titles'> & {
  readonly section_titles: Readonly<Partial<Record<string, string>>>;
};

/** The publication window of an entry, when it sets either end. */
function publicationOf(entry: LandingEntry) {
  const from = entry.publish_from?.trim() || null;
  const to = entry.publish_to?.trim() || null;
  return from === null && to === null ? undefined : { from, to };
}

/** The title of a landing entry by its id, among `entries` (breadcrumbs and sub-pages name pages so). */
export function landingTitles(entries: readonly Pick<LandingEntry, '_id' | 'title'>[]): (entryId: string) => string | undefined {
  return (entryId) => entries.find((e) => e._id === entryId)?.title;
}

/** The published landing entries of a store view's `landing_pages` section, first of each id. */
export function landingEntries(value: unknown, now: Date): LandingEntry[] {
  const seen = new Set<string>();
  return validEntries(landingSchema, value).filter((entry) => {
    if (seen.has(entry._id)) return false;
    seen.add(entry._id);
    return isLandingPagePublished({ published: entry.published, publication: publicationOf(entry) }, now);
  });
}

/** The series pages among the entries (type 'series'), first of each slug. */
export function seriesEntries(entries: readonly LandingEntry[]): LandingEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (entry.type !== 'series' || seen.has(entry.slug)) return false;
    seen.add(entry.slug);
    return true;
  });
}

/** The slugs of the series pages a store view builds: published, valid, one path segment, first of each slug. */
export function seriesPageSlugs(value: unknown, now: Date): Set<string> {
  return new Set(
    seriesEntries(landingEntries(value, now))
      .map((entry) => entry.slug)
      .filter(isPathSegment),
  );
}
