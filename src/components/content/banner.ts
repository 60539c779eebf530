/**
 * The banner of a content page (category page, landing page, special offer): the content service's image
 * at the banner's size through the image proxy, and at half that size for narrow screens; and the page's
 * sharing image (og:image) made of it. Pure.
 */
import { proxiedImage } from '../../catalog/index.ts';
import { IMAGE_SIZES, type Config, type ImageSize, type StoreView } from '../../config/index.ts';
import { absoluteUrl, type PageMeta } from '../../layouts/page-meta.ts';

/** A banner's two sizes: the full one, and half of it for narrow screens. */
export interface BannerSizes {
  readonly full: ImageSize;
  readonly half: ImageSize;
}

/** The banners of category, landing and offer pages, by kind. */
export const BANNER_SIZES = {
  category: { full: IMAGE_SIZES.categoryBanner, half: IMAGE_SIZES.categoryBannerHalf },
  landing: { full: IMAGE_SIZES.landingBanner, half: IMAGE_SIZES.landingBannerHalf },
  offer: { full: IMAGE_SIZES.offerBanner, half: IMAGE_SIZES.offerBannerHalf },
} as const satisfies Record<string, BannerSizes>;

export interface BannerView {
  readonly width: number;
  readonly height: number;
  /** The full size through the image proxy; an absolute URL as it is. */
  readonly src: string;
  /** The half and full sizes through the image proxy; undefined for an absolute URL (served as it is). */
  readonly srcset: string | undefined;
  /** Empty for a decorative banner (the page's heading names the page). */
  readonly alt: string;
}

/** A banner of a media path (or an absolute URL) at its sizes. */
export function bannerView(path: string, { full, half }: BannerSizes, alt = ''): BannerView {
  const src = proxiedImage(path, full);
  const narrow = proxiedImage(path, half);
  const { width, height } = full;
  return { src, srcset: narrow === src ? undefined : `${narrow} ${half.width}w, ${src} ${width}w`, width, height, alt };
}

/**
 * The page metadata's sharing image (og:image) of a page's banner: its full size as an absolute URL, its
 * alt text or else the page's title; nothing for a page without a banner.
 */
export function sharingImage(
  store: StoreView,
  banner: BannerView | undefined,
  title: string,
  cfg?: Config,
): Pick<PageMeta, 'image'> {
  if (!banner) return {};
  return {
    image: { url: absoluteUrl(store, banner.src, cfg), width: banner.width, height: banner.height, alt: banner.alt || title },
  };
}
