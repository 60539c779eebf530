/**
 * The home page's content sections as content-sync writes them (content-sync/content-list.ts; the
 * snapshot's `.data/snapshot/{store}/content/{section}.json`), parsed into what the home blocks show.
 * Malformed entries are dropped, never rendered half; the rules stay in src/domain/content.
 */
import { buildInstant } from '../../config/build-instant.ts';
import { z } from 'zod';
import { optionalText, text, validEntries, validSingleton, windowEnd } from '../pages/parse.ts';
import { imageSchema } from '../product/product-content.ts';
import { LISTS } from '../../config/index.ts';
import { isHeroSlideVisible } from '../../domain/content/visibility.ts';
import { seriesPageSlugs } from '../landing/landing-content.ts';

/**
 * A hero slide's product block (spec 000 §3: category, image, subtitle, title); a product needs its title.
 * The image is a media path or `{path, alt}`: without an alt it is decorative.
 */
const heroProductSchema = z.object({
  category: optionalText,
  image: imageSchema.optional().catch(undefined),
  title: text,
  subtitle: optionalText,
});

const heroSlideSchema = z.object({
  _id: z.string(),
  order: z.number().optional().catch(undefined),
  title: optionalText,
  description: optionalText,
  button_text: optionalText,
  button_link: optionalText,
  background_image: text,
  background_image_mobile: optionalText,
  alt: z.string().catch(''),
  alt_mobile: optionalText,
  simple: z.boolean().catch(false),
  // Spec 000 §5 asks nothing of the block: a malformed one is dropped and the slide kept.
  product_block: heroProductSchema.optional().catch(undefined),
  // An end that is no date's text (a number, an object) is unreadable: the window is invalid, the slide not shown.
  publish_from: windowEnd,
  publish_to: windowEnd,
});

/** The product a slide presents: its category's label, its image (decorative unless content gives an alt), title and subtitle. */
export type HeroProductView = z.infer<typeof heroProductSchema>;

export interface HeroSlideView {
  readonly id: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly button: { readonly text: string; readonly href: string } | undefined;
  readonly image: string;
  readonly mobileImage: string;
  readonly alt: string;
  readonly simple: boolean;
  readonly product: HeroProductView | undefined;
}

/** The hero slides whose publication window holds `now` (spec 000 §4), in their `order`. */
export function visibleHeroSlides(value: unknown, now: Date): HeroSlideView[] {
  return validEntries(heroSlideSchema, value)
    .filter((s) => isHeroSlideVisible({ publication: { from: s.publish_from ?? null, to: s.publish_to ?? null } }, now))
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .map((s) => ({
      id: s._id,
      title: s.title,
      description: s.description,
      button: s.button_text && s.button_link ? { text: s.button_text, href: s.button_link } : undefined,
      image: s.background_image,
      mobileImage: s.background_image_mobile ?? s.background_image,
      alt: s.alt_mobile && !s.alt ? s.alt_mobile : s.alt,
      simple: s.simple,
      // A simple slide shows its image only (spec 000 §3), so no product block.
      product: s.simple ? undefined : s.product_block,
    }));
}

const productBlockSchema = z.object({
  type: z.string().optional().catch(undefined),
  _id: z.string().optional().catch(undefined),
  title: text,
  subtitle: optionalText,
  skus: z.array(z.string()).catch([]),
});

export type ProductBlockContent = z.infer<typeof productBlockSchema>;

/** The newest or the special products block of the `product_blocks` collection (by type, else by id). */
export function productBlock(value: unknown, kind: 'newest' | 'special'): ProductBlockContent | undefined {
  return validEntries(productBlockSchema, value).find((b) => (b.type ?? b._id) === kind);
}

const topBarSchema = z.object({ items: z.array(z.union([z.string(), z.object({ text: z.string() })])).catch([]) });

/** The top bar's text items (blank ones dropped). */
export function topBarItems(value: unknown): string[] {
  const result = topBarSchema.safeParse(value);
  if (!result.success) return [];
  return result.data.items.map((i) => (typeof i === 'string' ? i : i.text).trim()).filter((s) => s !== '');
}

const recommendedSchema = z.object({ title: text, subtitle: optionalText, description: optionalText, button_text: optionalText });
export type RecommendedContent = z.infer<typeof recommendedSchema>;

export function recommended(value: unknown): RecommendedContent | undefined {
  return validSingleton(recommendedSchema, value);
}

const expertSchema = z.object({
  name: text,
  image: text,
  alt: optionalText,
  excerpt: optionalText,
  specialization: optionalText,
});
export type ExpertContent = z.infer<typeof expertSchema>;

/** The experts of the `experts` collection (content-sync keeps them on the default store only). */
export function experts(value: unknown): readonly ExpertContent[] {
  return validEntries(expertSchema, value);
}

// The teaser's title is its preview title (spec 000 §5 "preview title"), else its title, as content-sync checks it.
const blogTeaserSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const entry = value as Record<string, unknown>;
    const preview = entry['preview_title'];
    return typeof preview === 'string' && preview.trim() !== '' ? { ...entry, title: preview } : entry;
  },
  z.object({
    title: text,
    excerpt: optionalText,
    image: text,
    preview_image: optionalText,
    alt: optionalText,
    slug: text,
    category: text,
  }),
);
export type BlogTeaserContent = z.infer<typeof blogTeaserSchema>;

export function blogTeaser(value: unknown): BlogTeaserContent | undefined {
  return validSingleton(blogTeaserSchema, value);
}

/** A line record (spec 000 §3: category, cms_id, color, label, lang; lang is the entry's, not read); `category` is the line's slug, `cms_id` its seria number. */
const lineSchema = z.object({
  category: optionalText,
  cms_id: z
    .union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)])
    .optional()
    .catch(undefined),
  // Written into a style attribute: a colour only (hex, or a CSS colour name), never other CSS.
  color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i),
  label: text,
});
export type LineContent = z.infer<typeof lineSchema>;

/** The content's line records (labels and colours in the store view's language: content-sync keeps its own). */
export function lineEntries(value: unknown): readonly LineContent[] {
  return validEntries(lineSchema, value);
}

const instagramSchema = z.object({
  is_published: z.boolean(),
  image: text,
  link: z.url({ protocol: /^https?$/ }),
  alt: z.string().catch(''),
});
export type InstagramTileContent = z.infer<typeof instagramSchema>;

/** The published Instagram tiles, at most LISTS.instagramPosts (spec 000 §9). */
export function instagramTiles(value: unknown, limit: number = LISTS.instagramPosts): InstagramTileContent[] {
  return validEntries(instagramSchema, value)
    .filter((t) => t.is_published)
    .slice(0, Math.max(0, limit));
}

const menuLinkSchema = z.object({
  /** The entry's id, naming it in the build's warnings. */
  _id: z.string().optional().catch(undefined),
  label: text,
  slug: z.string().catch(''),
  parent_slug: z.string().catch(''),
  redirect: z.string().catch(''),
  style_type: z.string().catch('link'),
  order: z.number().optional().catch(undefined),
});
export type MenuLinkContent = z.infer<typeof menuLinkSchema>;

/** The `mega_menu` links, in their `order` (unordered ones after, in content order). */
export function menuLinks(value: unknown): MenuLinkContent[] {
  return validEntries(menuLinkSchema, value)
    .map((link, index) => ({ link, index }))
    .sort((a, b) => (a.link.order ?? Infinity) - (b.link.order ?? Infinity) || a.index - b.index)
    .map((x) => x.link);
}

/** Slugs of the series landing pages the store view builds (src/components/landing), so line links land on built pages. */
export function seriesLandingSlugs(value: unknown, now: Date = buildInstant()): Set<string> {
  return seriesPageSlugs(value, now);
}
