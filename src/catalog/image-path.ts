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
  // One leading slash: `//p/a.png` is the media path `/p/a.png`, which the proxy would refuse with two.
  return `/img/${width}/${height}/resize/${urlPathOf(path).replace(/^\/+/, '')}`;
}

/**
 * Characters a media path may not carry as they are in a URL: anything outside RFC 3986's unreserved and reserved
 * sets (a space, quotes, `<`, `>`, non-ASCII letters), and a `%` that starts no escape.
 */
const UNSAFE_IN_URL = /[^\w\-.~!$&'()*+,;=:@/?#%[\]]|%(?![0-9A-Fa-f]{2})/gu;

/**
 * A media path as a URL path: the characters a URL cannot carry percent-encoded (UTF-8), the rest kept, so that a
 * path given already encoded (`%20`), with a query or a fragment, is not encoded twice. A name with a space
 * (`/uploads/Krem nawilżający.jpg`) would otherwise end its URL in a `srcset` at the space. The proxy decodes the
 * path once (backend/images/image-path.ts), which gives the name back. A lone surrogate (no character) becomes U+FFFD.
 */
export function urlPathOf(path: string): string {
  return path.replace(UNSAFE_IN_URL, (c) => encodeURIComponent(c.toWellFormed()));
}
