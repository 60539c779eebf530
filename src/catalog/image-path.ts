/**
 * Image URLs through the image proxy (spec 000 §7 "image proxy", CONTRACTS.md: `/img/{width}/{height}/resize{path}`).
 * Client-safe: the islands build card and search images with it.
 */
import type { ImageSize } from '../config/image-sizes.ts';

/** The image proxy path of a media path at one of the storefront's sizes (IMAGE_SIZES); absolute URLs are kept as they are. */
export function proxiedImage(path: string, size: ImageSize): string {
  return proxyPath(path, size.width, size.height);
}

/**
 * The image proxy path of a media path at any size; absolute URLs are kept as they are. The proxy refuses a size
 * not in IMAGE_SIZES unless the URL is signed: only the build's signer (src/catalog/signed-image.ts) uses it.
 */
export function proxyPath(path: string, width: number, height: number): string {
  if (/^https?:\/\//.test(path)) return path;
  return `/img/${width}/${height}/resize${path.startsWith('/') ? path : `/${path}`}`;
}
