/**
 * Signed image proxy URLs, for the sizes the storefront does not list (IMAGE_SIZES): an editorial image whose
 * size comes from the content (./safe-html.ts). The proxy serves such a size only with the signature of its size
 * and media path (backend/images/image-rule.ts `isSignedImageRequest`), as imgproxy and thumbor sign theirs:
 * `?s=` + base64url of HMAC-SHA256(IMAGE_URL_KEY, `${width}/${height}${path}`), the MAC truncated to its first
 * 16 bytes (128 bits), `path` the decoded media path the proxy reads from the URL (backend/images/image-path.ts).
 * Server-only (node:crypto): used by the build, never by an island.
 */
import { createHmac } from 'node:crypto';
import { isListedImageSize } from '../config/image-sizes.ts';
import { proxyPath } from './image-path.ts';

/** The query parameter a signature travels in. */
export const IMAGE_SIGNATURE_PARAM = 's';
/** Bytes of the HMAC kept in a signature: 16 bytes, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
const PREFIX = /^\/img\/\d+\/\d+\/resize/;

/** The signature of a size of a media path (decoded, starting with '/', as the proxy reads it) under a key. */
export function imageSignature(key: string, width: number, height: number, path: string): string {
  return createHmac('sha256', key)
    .update(`${width}/${height}${path}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/**
 * The image proxy URL of a media path at any size: a size of IMAGE_SIZES as proxiedImage gives it, any other with
 * its signature under `key` (before a fragment, after a query the path may carry); an absolute URL is kept, and a
 * path the proxy cannot decode (it answers 400) is left unsigned.
 */
export function signedProxiedImage(path: string, width: number, height: number, key: string): string {
  const url = proxyPath(path, width, height);
  if (isListedImageSize(width, height) || !PREFIX.test(url)) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  const query = base.indexOf('?');
  let mediaPath: string;
  try {
    mediaPath = decodeURIComponent((query < 0 ? base : base.slice(0, query)).replace(PREFIX, ''));
  } catch {
    return url;
  }
  const signature = imageSignature(key, width, height, mediaPath);
  return `${base}${query < 0 ? '?' : '&'}${IMAGE_SIGNATURE_PARAM}=${signature}${fragment}`;
}
