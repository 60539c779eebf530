/**
 * The content service's blocks of a product page (spec 000 §3 "Product content", "Product benefits"):
 * the entry of the `product_content` section for a sku (duplicates dropped, spec 000 §5), the two
 * benefits (the entry's own, else the `product_benefits` section's), the content boxes, expert tips,
 * the video, the leaflet, complementary skus and online shops. Pure: parsing and choosing only.
 *
 * An entry that does not parse (no sku, a part of the wrong type) is dropped whole; inside a list, an
 * item that shows nothing (a box without title, text and image; a shop without an http(s) link) is
 * dropped on its own. Missing parts are simply absent.
 */
import { z } from 'zod';
import { indexOf, memoOn } from '../../catalog/memo.ts';
import { playerEmbedUrl } from '../../catalog/player-url.ts';
import { IFRAME_HOSTS } from '../../catalog/safe-html.ts';
import { IMAGE_SIZES } from '../../config/index.ts';
import { dropDuplicateSlugs, slugKey } from '../../domain/content/slugs.ts';
import { isProductVisible } from '../../domain/product/visibility.ts';
import { proxiedImage } from '../../catalog/index.ts';
import { optionalText, text, validEntries } from '../pages/parse.ts';

/** A list whose items are parsed one by one (the invalid ones dropped); null or absent reads as empty. */
function itemList<T>(schema: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((list) => validEntries(schema, list ?? []));
}

/** An editorial image: a path, or a path with its alt text. */
export const imageSchema = z.union([
  text.transform((path) => ({ path, alt: undefined })),
  z.object({ path: text, alt: optionalText }),
]);

/** A content box (title, HTML content, image): a malformed image is left out; a box showing nothing is invalid. */
export const boxSchema = z
  .object({ title: optionalText, content: optionalText, image: imageSchema.optional().catch(undefined) })
  .refine((box) => box.title !== undefined || box.content !== undefined || box.image !== undefined);

/** An expert tip: a text, or a box. */
export const tipSchema = z.union([text.transform((content) => ({ title: undefined, content, image: undefined })), boxSchema]);

/** Only http(s) links: a shop link never runs script. */
const shopSchema = z.object({
  name: text,
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/i),
});

const entrySchema = z.object({
  sku: text,
  content_boxes: itemList(boxSchema),
  expert_tips: itemList(tipSchema),
  video: optionalText,
  complementary_skus: itemList(text),
  leaflet: optionalText,
  benefit_1: optionalText,
  benefit_2: optionalText,
  shops: itemList(shopSchema),
});

export type ProductContentEntry = z.infer<typeof entrySchema>;

const benefitsSchema = z.object({ sku: text, benefit_1: optionalText, benefit_2: optionalText });

/** The product content entry of a sku (for a configurable product: the parent's sku), first one wins. */
export function productContentFor(value: unknown, sku: string): ProductContentEntry | undefined {
  return contentBySku(validEntries(entrySchema, value)).get(slugKey({ sku }, 'productContent'));
}

/** The entries of a section by sku, duplicates dropped (spec 000 §5); built once per section. */
const contentBySku = memoOn(
  (entries: readonly ProductContentEntry[]) =>
    new Map(dropDuplicateSlugs(entries, 'productContent').kept.map((e) => [slugKey(e, 'productContent'), e])),
);
const benefitsBySku = indexOf((b: z.infer<typeof benefitsSchema>) => slugKey(b, 'productContent'));

/** The two benefits: the content entry's own, else the `product_benefits` entry of the sku; blank ones left out. */
export function productBenefits(entry: ProductContentEntry | undefined, benefitsValue: unknown, sku: string): string[] {
  const key = slugKey({ sku }, 'productContent');
  const own = [entry?.benefit_1, entry?.benefit_2].filter((b): b is string => b !== undefined);
  if (own.length > 0) return own;
  const other = benefitsBySku(validEntries(benefitsSchema, benefitsValue)).get(key);
  return [other?.benefit_1, other?.benefit_2].filter((b): b is string => b !== undefined);
}

export type VideoView = { readonly kind: 'embed'; readonly src: string } | { readonly kind: 'link'; readonly href: string };

/** A player's own address on its host: YouTube's `/embed/{id}`, Vimeo's player `/video/{id}`. */
const PLAYER_PATH = /^\/(?:embed|video)\/[^/]+\/?$/;

/**
 * The video: an embedded player when it is a player's own https address (YouTube's `/embed/…`, Vimeo's
 * `player.vimeo.com/video/…`), or a video's page or share link framed at its player's address (`playerEmbedUrl`:
 * `youtube.com/watch?v=…`, `youtu.be/…`, `vimeo.com/…`, whose pages refuse to be framed); else a link (another page of
 * a player's host among them); nothing for a non-http(s) value.
 */
export function videoOf(value: string | undefined): VideoView | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const player = playerEmbedUrl(url);
  if (player !== undefined) return { kind: 'embed', src: player };
  if (url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname) && PLAYER_PATH.test(url.pathname))
    return { kind: 'embed', src: url.href };
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'link', href: url.href } : undefined;
}

/**
 * The leaflet's download link: an absolute http(s) URL of a PDF, or a site path of a PDF that the built
 * site holds (`exists`); anything else is not offered (a link must not lead to a missing file).
 */
export function leafletHref(value: string | undefined, exists: (sitePath: string) => boolean): string | undefined {
  if (value === undefined) return undefined;
  const isPdf = (path: string) => /\.pdf$/i.test(path);
  if (/^https?:\/\//i.test(value)) return URL.canParse(value) && isPdf(new URL(value).pathname) ? value : undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  const safe = !path.split('/').includes('..') && /^[\w./-]+$/.test(path);
  return safe && isPdf(path) && exists(path) ? path : undefined;
}

/**
 * The complementary products: each sku once, in the editor's order, without the product itself;
 * unknown skus, invisible products and products without a built page are skipped.
 */
export function complementaryProducts<P extends { readonly sku: string; readonly status: number; readonly visibility: number }>(
  skus: readonly string[],
  own: string,
  bySku: ReadonlyMap<string, P>,
  hasPage: (sku: string) => boolean,
): P[] {
  return [...new Set(skus)].flatMap((sku) => {
    const product = bySku.get(sku);
    return sku !== own && product && isProductVisible(product) && hasPage(sku) ? [product] : [];
  });
}

export interface ContentImageView {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface ContentBoxView {
  readonly title: string | undefined;
  /** Content HTML, to be rendered through SafeHtml. */
  readonly html: string | undefined;
  readonly image: ContentImageView | undefined;
}

/** A content box with its image through the image proxy (editorial size, width and height given). */
export function contentBoxView(box: ProductContentEntry['content_boxes'][number], fallbackAlt: string): ContentBoxView {
  const size = IMAGE_SIZES.editorial;
  const { width, height } = size;
  return {
    title: box.title,
    html: box.content,
    image: box.image
      ? { src: proxiedImage(box.image.path, size), width, height, alt: box.image.alt ?? box.title ?? fallbackAlt }
      : undefined,
  };
}
