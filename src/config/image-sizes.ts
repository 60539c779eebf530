/**
 * Every size the storefront asks of the image proxy (`/img/{width}/{height}/resize{path}`), each named by its
 * use. The reference backend serves these sizes to anyone and any other size only with a signature
 * (backend/images/image-rule.ts, docs/decisions.md "Reference backend: APIs"): a size missing here is refused,
 * which tests/build/images.test.ts finds in the built pages. Client-safe (the islands build card and search
 * images with it).
 */

/** The largest side, in pixels, the image proxy renders (CONTRACTS.md: sizes bounded), and editorial content may ask. */
export const MAX_IMAGE_SIDE = 2000;

export const IMAGE_SIZES = {
  /** Product page gallery image, its og:image and JSON-LD image, and the feeds' image links (spec 000 §9). */
  productGallery: { width: 600, height: 744 },
  /** Product card, search result, gallery thumbnail, a hero slide's product (spec 000 §9). */
  productThumbnail: { width: 310, height: 300 },
  /**
   * A gallery thumbnail for the screens it fills: shown 56–72 px wide, the specification's 310×300 is more than a
   * phone of two device pixels per CSS pixel needs (the srcset's smaller candidate; three-pixel screens take 310×300).
   */
  productThumbnailHalf: { width: 155, height: 150 },
  /** Cart line (spec 000 §9): no page asks it yet, the cart being a later roadmap step. */
  cart: { width: 150, height: 150 },
  /** Home hero slide, wide screens. */
  heroDesktop: { width: 1600, height: 600 },
  /** Home hero slide, below 768 px. */
  heroMobile: { width: 750, height: 900 },
  /** Home editorial teaser (blog post or expert article). */
  homeTeaser: { width: 640, height: 400 },
  /** Home Instagram tile. */
  instagramTile: { width: 300, height: 300 },
  /** An expert's portrait (shown at 96 px). */
  expertPortrait: { width: 160, height: 160 },
  /** Blog post card in a list. */
  blogCard: { width: 400, height: 250 },
  /** Blog article header image and its og:image. */
  blogArticle: { width: 800, height: 500 },
  /**
   * Editorial image: an image of content HTML without a size of its own (src/catalog/safe-html.ts; other sizes
   * there are signed) and a product content box's image.
   */
  editorial: { width: 800, height: 600 },
  /** Category banner and its og:image (the content service's are 1200×400). */
  categoryBanner: { width: 1200, height: 400 },
  /** Category banner for narrow screens: half of categoryBanner. */
  categoryBannerHalf: { width: 600, height: 200 },
  /** Landing page header image and its og:image (the content service's are 1600×600). */
  landingBanner: { width: 1600, height: 600 },
  /** Landing header image for narrow screens: half of landingBanner. */
  landingBannerHalf: { width: 800, height: 300 },
  /** Special offer banner (the offers list and the offer's og:image) and the offer page's wide header image. */
  offerBanner: { width: 1200, height: 400 },
  /** Special offer banner for narrow screens: half of offerBanner. */
  offerBannerHalf: { width: 600, height: 200 },
  /** Special offer page's header image below 768 px. */
  offerMobileHeader: { width: 750, height: 900 },
  /** Brand pages: about, studies and values boxes, the ambassador's portrait, live streams (16:10). */
  brandImage: { width: 800, height: 500 },
  /** An external shop's logo: twice its display size (200×80) for high-density screens. */
  shopLogo: { width: 400, height: 160 },
} as const satisfies Record<string, { readonly width: number; readonly height: number }>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;
/** One of the storefront's image sizes: an ad-hoc `{ width, height }` is not one (its numbers are not these literals). */
export type ImageSize = (typeof IMAGE_SIZES)[ImageSizeName];

const LISTED = new Set(Object.values(IMAGE_SIZES).map(({ width, height }) => `${width}x${height}`));

/** True when the storefront asks this size (any entry of IMAGE_SIZES). */
export function isListedImageSize(width: number, height: number): boolean {
  return LISTED.has(`${width}x${height}`);
}
