/**
 * The banner of a content page (category page, landing page, special offer): the content service's image
 * at the banner's size through the image proxy, and at half that size for narrow screens; and the page's
 * sharing image (og:image) made of it. Pure.
 */
import { proxiedImage } from '../../catalog/index.ts';
import type { Config, StoreView } from '../../config/index.ts';
import { absoluteUrl, type PageMeta } from '../../layouts/page-meta.ts';

export interface BannerSize {
  readonly width: number;
  readonly height: number;
}

export interface BannerView extends BannerSize {
  /** The full size through the image proxy; an absolute URL as it is. */
  readonly src: string;
  /** The half and full sizes through the image proxy; undefined for an absolute URL (served as it is). */
  readonly srcset: string | undefined;
  /** Empty for a decorative banner (the page's heading names the page). */
  readonly alt: string;
}

/** A banner of a media path (or an absolute URL) at its size. */
export function bannerView(path: string, { width, height }: BannerSize, alt = ''): BannerView {
  const src = proxiedImage(path, width, height);
  const half = proxiedImage(path, width / 2, height / 2);
  return { src, srcset: half === src ? undefined : `${half} ${width / 2}w, ${src} ${width}w`, width, height, alt };
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
